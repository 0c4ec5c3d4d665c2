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
}
