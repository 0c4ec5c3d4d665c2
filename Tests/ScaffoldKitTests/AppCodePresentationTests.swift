import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// What generated coordinators print for the app's own code that `scaffold.yml` declares: routes to
/// hand-written scenes (`externalScenes`) and the base class (`baseCoordinator`).
@Suite struct AppCodePresentationTests {
    static let home = "scene: Home\noutputs:\n  - open: Int\ncoordinator:\n  routes:\n    - open: Settings\n"

    /// The `scaffold.yml` written as `yaml`, decoded.
    static func config(_ yaml: String) throws -> ProjectConfig {
        try ConfigDecoder().decode(Data(yaml.utf8), file: "scaffold.yml").get()
    }

    static func model(_ yaml: String = home, config: String, conventions: Conventions = Conventions()) throws
        -> SceneModel
    {
        let spec = try SceneModelBuilderTests.spec(yaml)
        let project = try Self.config(config)
        return SceneModelBuilder(
            scenes: [spec.name.value: spec], projectConventions: conventions, testsFolder: "SceneTests",
            externalScenes: project.externalScenes, baseCoordinator: project.baseCoordinator.name.value
        ).model(for: spec)
    }

    @Test func aRouteToAnExternalSceneStartsItsDeclaredCoordinatorWithItsResult() throws {
        let model = try Self.model(
            config: "externalScenes:\n  Settings: {coordinator: AppSettingsFlow, result: SettingsResult}\n")
        let route = try #require(model.coordinator?.routes.first)
        #expect(route.childCoordinator == "AppSettingsFlow")
        #expect(route.childResultType == "SettingsResult")
        #expect(route.resultAdapter == "")
        #expect(route.methodSignature == "func open(_ value: Int) -> Observable<SettingsResult>")
    }

    @Test func anExternalSceneWithoutSettingsIsItsNamedCoordinatorFinishingWithVoid() throws {
        let model = try Self.model(config: "externalScenes:\n  Settings:\n")
        let route = try #require(model.coordinator?.routes.first)
        #expect(route.childCoordinator == "SettingsCoordinator")
        #expect(route.childResultType == "Void")
        #expect(route.resultAdapter == "")
    }

    @Test func anUndeclaredTargetIsStillReducedToVoid() throws {
        let model = try Self.model(config: "externalScenes:\n  Onboarding:\n")
        let route = try #require(model.coordinator?.routes.first)
        #expect(route.childCoordinator == "SettingsCoordinator")
        #expect(route.childResultType == "Void")
        #expect(route.resultAdapter == ".map { _ in () }")
    }

    /// A hand-written scene may never end, and `flatMapFirst` would then ignore every later event of the route.
    @Test func aRouteToAnExternalSceneStartsItOnEveryEvent() throws {
        let model = try Self.model(config: "externalScenes:\n  Settings: {result: SettingsResult}\n")
        #expect(model.coordinator?.routes.map(\.childEndsWhenLeft) == [false])
    }

    @Test func aRouteToAnUndeclaredSceneStartsItOnEveryEvent() throws {
        let model = try Self.model(config: "externalScenes:\n  Onboarding:\n")
        #expect(model.coordinator?.routes.map(\.childEndsWhenLeft) == [false])
    }

    /// A generated scene's flow ends when the user leaves it, so its route ignores events only while it runs.
    @Test func aRouteToAGeneratedSceneIgnoresEventsWhileItRuns() throws {
        let spec = try SceneModelBuilderTests.spec(Self.home)
        let settings = try SceneModelBuilderTests.spec(
            "scene: Settings\noutputs: [close]\ncoordinator:\n  result:\n    - closed: {from: close}\n")
        let model = SceneModelBuilder(
            scenes: [spec.name.value: spec, settings.name.value: settings], projectConventions: Conventions(),
            testsFolder: "SceneTests"
        ).model(for: spec)
        #expect(model.coordinator?.routes.map(\.childEndsWhenLeft) == [true])
    }

    @Test func theCoordinatorMockAnswersARouteToAnExternalSceneWithItsResult() throws {
        let model = try Self.model(
            config: "externalScenes:\n  Settings: {result: \"Result<User, Error>\"}\n",
            conventions: Conventions(coordinatorInViewModel: true))
        let method = try #require(model.tests?.coordinatorMock?.methods.first)
        #expect(method.signature == "func open(_ value: Int) -> Observable<Result<User, Error>>")
        #expect(method.result == "var openResult: Observable<Result<User, Error>> = .never()")
    }

    @Test func coordinatorsSubclassTheConfiguredBaseClass() throws {
        let model = try Self.model(config: "baseCoordinator: {name: AppCoordinator, generate: false}\n")
        #expect(model.coordinator?.baseType == "AppCoordinator<Void>")
    }

    static func supportFiles(config: String) throws -> [OutputFile] {
        let model = try Self.model(config: config)
        let renderer = SceneRenderer(
            templates: try TemplateSet(entries: TemplateSet.builtIn), outputRoot: "Scenes",
            baseCoordinator: try Self.config(config).baseCoordinator)
        return renderer.supportFiles(for: [model])
    }

    @Test func aBaseClassTheAppWritesItselfIsNotGenerated() throws {
        #expect(
            try Self.supportFiles(config: "baseCoordinator: {name: AppCoordinator, generate: false}\n").map(\.path) == [
                "Scenes/Support/ScenePresentation.generated.swift",
                "SceneTests/Support/OffMainThreadOutputs.generated.swift",
            ])
    }

    @Test func aNamedBaseClassIsGeneratedUnderItsName() throws {
        let files = try Self.supportFiles(config: "baseCoordinator: AppCoordinator\n")
        #expect(
            files.map(\.path) == [
                "Scenes/Support/AppCoordinator.generated.swift", "Scenes/Support/ScenePresentation.generated.swift",
                "SceneTests/Support/OffMainThreadOutputs.generated.swift",
            ])
        let declarations = files.first?.contents.split(separator: "\n").filter {
            $0.hasPrefix("class ") || $0.contains("func coordinate")
        }
        #expect(
            declarations == [
                "class AppCoordinator<ResultType> {",
                "    func coordinate<ChildResult>(to child: AppCoordinator<ChildResult>) -> Observable<ChildResult> {",
            ])
    }
}
