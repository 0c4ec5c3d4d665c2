import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// The transform convention under `navigation: viewController`: the view model holds no coordinator, and the view
/// controller starts the routes through `<Scene>Routing` from the `Output` that `transform` returns and from the
/// locals it builds the `Input` from.
@Suite struct TransformRouterPresentationTests {
    static let settings = "scene: Settings\narguments: [section: Int]\ncoordinator:\n"

    static func model(_ conventions: String = "", testsFolder: String? = nil) throws -> SceneModel {
        let spec = """
            scene: Home
            conventions: {viewModel: transform, navigation: viewController\(conventions)}
            inputs: [appear, tapSettings: Int, tapHelp: {trait: signal}]
            outputs: [title: String, openSettings: Int]
            coordinator:
              routes:
                - tapSettings: Settings
                - tapHelp: {handler: showHelp}
                - openSettings: Settings
            """
        return try SceneModelBuilderTests.model(spec, others: [settings], testsFolder: testsFolder)
    }

    @Test func theConventionsKeepTheCoordinatorOutOfTheViewModel() {
        var overrides = ConventionOverrides()
        let location = SourceLocation(file: "S.yml", line: 1, column: 1)
        overrides.viewModel = Located(.transform, at: location)
        overrides.navigation = Located(.viewController, at: location)
        let conventions = Conventions().applying(overrides)
        #expect(
            [conventions.routesTransformInViewController, conventions.coordinatorInViewModel] == [true, false])
    }

    @Test func theCoordinatorConformsToTheRouterAndMakesTheViewModelWithoutItself() throws {
        let model = try Self.model()
        let coordinator = try #require(model.coordinator)
        #expect(
            [coordinator.hasRouter, coordinator.hasProtocol, coordinator.observesRoutes]
                == [true, false, false])
        #expect(coordinator.viewModelConstruction == "HomeViewModel()")
        #expect(model.viewControllerRouter == "HomeRouting")
        #expect(model.dependencies == [])
    }

    @Test func theViewControllerRoutesTheOutputFromTransformAndTheInputsFromItsLocals() throws {
        #expect(
            try Self.model().coordinator?.routes.map(\.observedSource) == [
                "tapSettings", "tapHelp", "output.openSettings",
            ])
    }

    @Test func theRoutedInputsAreLocalsPassedIntoInput() throws {
        let transform = try #require(try Self.model().transform)
        #expect(
            transform.routedInputLocalLines == [
                "// TODO: connect `tapSettings` to its control; the router leads it to Settings.",
                "let tapSettings: Driver<Int> = .empty()",
                "// TODO: connect `tapHelp` to its control; the router leads it to `showHelp`.",
                "let tapHelp: Signal<Void> = .empty()",
            ])
        #expect(
            transform.inputPlaceholderLines == ["appear: .empty(),", "tapSettings: tapSettings,", "tapHelp: tapHelp"])
    }

    /// A PublishRelay field is a relay the view controller makes, routed or not: `Input` takes the relay, never an
    /// `.empty()` it cannot hold, and with no placeholder left there is nothing to replace.
    @Test func aPublishRelayFieldIsPassedAsTheRelayTheViewControllerMakes() throws {
        let spec = """
            scene: Home
            conventions: {viewModel: transform, navigation: viewController}
            inputs: [tapSettings: {type: Int, trait: publishRelay}, retry: {trait: publishRelay}]
            coordinator:
              routes:
                - tapSettings: Settings
            """
        let transform = try #require(try SceneModelBuilderTests.model(spec, others: [Self.settings]).transform)
        #expect(transform.routedInputLocalLines == [])
        #expect(transform.inputPlaceholderLines == ["tapSettings: tapSettings,", "retry: retry"])
        #expect(transform.hasEventPlaceholders == false)
        #expect(try Self.model().transform?.hasEventPlaceholders == true)
    }

    @Test func theRoutedOutputIsNotBoundASecondTime() throws {
        let model = try Self.model()
        #expect(model.outputs.filter { $0.binding != nil }.map(\.name) == ["title"])
        #expect(model.navigationNotes == ["`openSettings` starts a route below, through the router."])
    }

    @Test func theViewModelIsToldTheViewControllerLeadsTheRoutedOutput() throws {
        let transform = try #require(try Self.model().transform)
        #expect(
            transform.todoLines == [
                "TODO: derive every output from the input; all bindings live here.",
                "TODO: `openSettings` opens Settings: the view controller leads what it emits there through its "
                    + "router.",
            ])
    }

    /// The routed inputs are the view controller's locals: whatever the project's input convention, the view model
    /// exposes no events of them and its tests check no route it never sees.
    @Test func theTestsCheckNoRouteTheViewModelNeverSees() throws {
        for inputs in [InputConvention.observer, .function, .subject] {
            var conventions = Conventions()
            conventions.inputs = inputs
            let spec = """
                scene: Home
                conventions: {viewModel: transform, navigation: viewController}
                inputs: [tapSettings]
                coordinator:
                  routes:
                    - tapSettings: Settings
                """
            let model = try SceneModelBuilderTests.model(
                spec, conventions: conventions, others: [Self.settings], testsFolder: "Tests")
            #expect(model.inputs.compactMap(\.events) == [], "\(inputs)")
            #expect(model.tests?.inputTests.compactMap(\.routeCheck) == [], "\(inputs)")
        }
    }

    @Test func aStructViewModelIsMadeWithoutACoordinatorToo() throws {
        let model = try Self.model(", transform: {struct: true}")
        #expect(model.transform?.declarationKeyword == "struct")
        #expect(model.coordinator?.viewModelConstruction == "HomeViewModel()")
        #expect(model.viewControllerRouter == "HomeRouting")
    }

    @Test func theTestsMockTheRouterAndMakeTheViewModelWithoutACoordinator() throws {
        let tests = try #require(try Self.model(testsFolder: "Tests").tests)
        #expect(tests.coordinatorMock == nil)
        #expect(tests.routerMock?.name == "HomeRoutingMock")
        #expect(tests.viewModelConstruction == "HomeViewModel()")
        #expect(tests.mockProperties == [])
    }
}
