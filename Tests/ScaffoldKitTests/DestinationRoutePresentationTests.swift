import Testing

@testable import ScaffoldCore
@testable import ScaffoldKit

/// How a route to a destination that is not a scene starts: the Safari page's coordinator, the system, or the
/// handler method the coordinator's skeleton gets.
@Suite struct DestinationRoutePresentationTests {
    static let detail = """
        scene: Detail
        inputs: [share]
        outputs: [webPage: URL, settings: URL]
        coordinator:
          routes:
            - webPage: {external: safari}
            - settings: {external: open}
            - share: {handler: shareRepository}

        """

    private func model(_ yaml: String) throws -> SceneModel {
        try SceneModelBuilderTests.model(yaml, testsFolder: "SceneTests")
    }

    private func routes(_ yaml: String) throws -> [RouteModel] {
        try #require(try model(yaml).coordinator).routes
    }

    @Test func eachDestinationStartsWhatItLeadsTo() throws {
        #expect(
            try routes(Self.detail).map(\.observedStartLines) == [
                ["return self.coordinate(to: SafariPageCoordinator(rootViewController: viewController, url: value))"],
                ["UIApplication.shared.open(value)", "return .empty()"],
                ["return self.shareRepository(from: viewController)"],
            ])
    }

    @Test func aViewModelThatCallsItsCoordinatorReachesDestinationsThroughRouteMethods() throws {
        let called = Self.detail.replacingOccurrences(
            of: "scene: Detail\n", with: "scene: Detail\nconventions: {coordinatorInViewModel: true}\n")
        let routes = try routes(called)
        #expect(
            routes.map(\.methodSignature) == [
                "func webPage(_ value: URL) -> Observable<Void>", "func settings(_ value: URL) -> Observable<Void>",
                "func share() -> Observable<Void>",
            ])
        #expect(
            routes.map(\.calledStartLines) == [
                ["return coordinate(to: SafariPageCoordinator(rootViewController: presenter, url: value))"],
                ["UIApplication.shared.open(value)", "return .empty()"],
                ["return shareRepository(from: presenter)"],
            ])
        #expect(routes.map(\.needsPresenter) == [true, false, true])
    }

    @Test func aHandlerBecomesAMethodOfTheCoordinatorSkeletonTakingTheRoutesValue() throws {
        let yaml = Self.detail.replacingOccurrences(of: "inputs: [share]", with: "inputs: [share: Int]")
        let coordinator = try #require(try model(yaml).coordinator)
        #expect(coordinator.hasDestinationHandlers)
        #expect(
            coordinator.destinationHandlers.map(\.signature) == [
                "private func shareRepository(_ value: Int, from presenter: UIViewController) -> Observable<Void>"
            ])
    }

    @Test func theSafariPageCoordinatorIsWrittenOnceWhenARouteLeadsToSafari() throws {
        let renderer = SceneRenderer(templates: try TemplateSet(entries: TemplateSet.builtIn), outputRoot: "Scenes")
        let withSafari = try model(Self.detail)
        let without = try model(Self.detail.replacingOccurrences(of: "{external: safari}", with: "{external: open}"))
        #expect(
            renderer.supportFiles(for: [withSafari]).map(\.path).filter { $0.contains("Safari") } == [
                "Scenes/Support/SafariPageCoordinator.generated.swift"
            ])
        #expect(renderer.supportFiles(for: [without]).map(\.path).filter { $0.contains("Safari") } == [])
    }
}
