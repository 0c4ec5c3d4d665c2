import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// `navigation: viewController`: the view controller starts the routes through `<Scene>Routing`, which the
/// coordinator conforms to; the view model has no coordinator and the coordinator does not observe it.
@Suite struct ViewControllerNavigationPresentationTests {
    static let settings = "scene: Settings\narguments: [section: Int]\ncoordinator:\n"

    static func model(_ conventions: String, testsFolder: String? = nil) throws -> SceneModel {
        let spec = """
            scene: Home
            conventions: {\(conventions)}
            inputs: [tapSettings: Int]
            outputs: [title: String, openSettings: Int]
            coordinator:
              routes:
                - tapSettings: Settings
                - openSettings: Settings
            """
        return try SceneModelBuilderTests.model(spec, others: [settings], testsFolder: testsFolder)
    }

    @Test func theCoordinatorConformsToTheRouterInsteadOfObservingTheViewModel() throws {
        let coordinator = try #require(try Self.model("navigation: viewController").coordinator)
        #expect(
            [
                coordinator.hasRouter, coordinator.hasProtocol, coordinator.observesRoutes,
                coordinator.holdsViewController,
            ]
                == [true, false, false, true])
        #expect(coordinator.conformance == "HomeRouting")
        #expect(coordinator.conformedProtocol == "HomeRouting")
    }

    @Test func theViewControllerTakesTheRouterAndTheViewModelNoCoordinator() throws {
        let model = try Self.model("navigation: viewController")
        #expect(model.viewControllerRouter == "HomeRouting")
        #expect(model.dependencies == [])
        #expect(model.inputRoutes == [])
    }

    @Test func theRoutedOutputIsNamedAsStartedInBindRoutes() throws {
        #expect(
            try Self.model("navigation: viewController").navigationNotes == [
                "`openSettings` starts a route in bindRoutes()."
            ])
    }

    @Test func anObserverInputsEventsSayTheViewControllerLeadsThem() throws {
        let model = try Self.model("navigation: viewController, inputs: observer")
        #expect(
            model.inputs.compactMap(\.events).map(\.docLines) == [
                ["Each `tapSettings`, which the view controller leads to Settings."]
            ])
        #expect(
            model.coordinator?.routes.map(\.observedSource) == [
                "viewModel.inputs.tapSettingsEvents", "viewModel.outputs.openSettings",
            ])
    }

    @Test func theRouterMockHasTheCoordinatorMocksRouteMethods() throws {
        let tests = try #require(try Self.model("navigation: viewController", testsFolder: "Tests").tests)
        let mock = try #require(tests.routerMock)
        #expect(tests.coordinatorMock == nil)
        #expect(mock.name == "HomeRoutingMock")
        #expect(mock.protocolName == "HomeRouting")
        #expect(
            mock.methods.map(\.signature) == [
                "func tapSettings(_ value: Int) -> Observable<Void>",
                "func openSettings(_ value: Int) -> Observable<Void>",
            ])
        #expect(tests.mockProperties == [])
    }

    @Test func theDefaultStyleKeepsTheCoordinatorObservingTheViewModel() throws {
        let model = try Self.model("inputs: subject")
        #expect(model.viewControllerRouter == nil)
        #expect(model.coordinator?.hasRouter == false)
        #expect(model.coordinator?.observesRoutes == true)
        #expect(model.coordinator?.conformance == nil)
        #expect(model.tests?.routerMock == nil)
    }

    @Test func aViewModelThatCallsItsCoordinatorConformsItOnTheMainActor() throws {
        let coordinator = try #require(try Self.model("coordinatorInViewModel: true").coordinator)
        #expect(coordinator.conformance == "@MainActor HomeCoordinatorType")
        #expect(coordinator.hasRouter == false)
    }

    @Test func theGraphLabelsTheRoutesTheViewControllerStarts() throws {
        let home = try SceneModelBuilderTests.spec(
            "scene: Home\ninputs: [tap]\noutputs: [open: Int]\ncoordinator:\n  routes:\n    - tap: Settings\n"
                + "    - open: Settings\n")
        let settings = try SceneModelBuilderTests.spec(Self.settings, file: "Specs/Settings.yml")
        let edges = SceneGraph(specs: [home, settings], projectNavigation: .viewController).edges.map(\.label)
        #expect(edges == ["tap (input, view controller)", "open: Int (view controller)"])
    }
}
