import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// With `coordinatorInViewModel`, a route runs when the view model's output chain calls its coordinator, so the
/// view controller must subscribe to the route's output for the route to happen at all.
@Suite struct CoordinatorInViewModelPresentationTests {
    static let spec = """
        scene: Filter
        conventions: {coordinatorInViewModel: true}
        outputs: [title: String, showPicker, didApply: Int]
        coordinator:
          routes:
            - showPicker: Picker
          result:
            - applied: {type: Int, from: didApply}
        """

    @Test func theViewControllerSubscribesToRouteOutputsButNotToResultOutputs() throws {
        let model = try SceneModelBuilderTests.model(Self.spec, others: ["scene: Picker\ncoordinator:\n"])
        #expect(model.outputs.map { $0.binding?.startsNavigation } == [false, true, nil])
        #expect(
            model.navigationNotes == [
                "`showPicker` leads to other scenes through FilterCoordinator: subscribing starts it.",
                "`didApply` is handled by FilterCoordinator.",
            ])
    }

    @Test func anObservingCoordinatorKeepsItsRouteOutputs() throws {
        let model = try SceneModelBuilderTests.model(
            Self.spec.replacingOccurrences(of: "true", with: "false"), others: ["scene: Picker\ncoordinator:\n"])
        #expect(model.outputs.map { $0.binding?.startsNavigation } == [false, nil, nil])
        #expect(model.navigationNotes == ["`showPicker` and `didApply` are handled by FilterCoordinator."])
    }

    /// `coordinatorInViewModel: property`: the same routes, with the coordinator set after `init`.
    static let propertySpec = """
        scene: Filter
        conventions: {coordinatorInViewModel: property}
        inputs: [pick]
        outputs: [title: String]
        coordinator:
          routes:
            - pick: Picker
        """

    static func propertyModel() throws -> SceneModel {
        try SceneModelBuilderTests.model(
            propertySpec, others: ["scene: Picker\ncoordinator:\n"], testsFolder: "SceneTests")
    }

    @Test func aCoordinatorSetAfterInitIsAWeakVarTheProtocolRequiresSettable() throws {
        let model = try Self.propertyModel()
        let coordinator = try #require(model.dependencies.first)
        #expect(
            [coordinator.declaration, coordinator.requirement, coordinator.assignment]
                == [
                    "weak var coordinator: (any FilterCoordinatorType)?",
                    "var coordinator: (any FilterCoordinatorType)? { get set }", nil,
                ])
    }

    @Test func aCoordinatorSetAfterInitIsNoInitParameter() throws {
        let model = try Self.propertyModel()
        #expect(
            [model.initParameters, model.coordinator?.viewModelConstruction, model.tests?.viewModelConstruction]
                == ["", "FilterViewModel()", "FilterViewModel()"])
    }

    @Test func theCoordinatorSetsItselfAndTheTestsTheMockRightAfterMakingTheViewModel() throws {
        let model = try Self.propertyModel()
        #expect(
            [model.coordinator?.injectionLines, model.tests?.injectionLines]
                == [["viewModel.coordinator = self"], ["viewModel.coordinator = coordinator"]])
    }

    @Test func aCoordinatorPassedToInitStaysPrivateAndUnrequired() throws {
        let model = try SceneModelBuilderTests.model(Self.spec, others: ["scene: Picker\ncoordinator:\n"])
        let coordinator = try #require(model.dependencies.first)
        #expect(
            [coordinator.declaration, coordinator.requirement, coordinator.assignment]
                == [
                    "private weak var coordinator: (any FilterCoordinatorType)?", nil,
                    "self.coordinator = coordinator",
                ])
    }
}
