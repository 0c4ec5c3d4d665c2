import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// `expose: outputs`: arguments and properties the outputs protocol requires beside the streams, and no longer the
/// view model's protocol.
@Suite struct OutputValuePresentationTests {
    private static let spec = """
        scene: Drawer
        arguments:
          - animated: {type: Bool, expose: outputs, doc: Whether a pan hides it.}
          - title: {type: String, expose: true}
        outputs:
          - hide
        properties:
          - state: {type: String, expose: outputs}
          - count: Int
        """

    @Test func theOutputsProtocolRequiresTheArgumentThenTheProperty() throws {
        let model = try SceneModelBuilderTests.model(Self.spec)
        #expect(
            model.outputValues == [
                ValueRequirementModel(docLines: ["Whether a pan hides it."], requirement: "var animated: Bool { get }"),
                ValueRequirementModel(docLines: [], requirement: "var state: String { get }"),
            ])
    }

    @Test func theViewModelsProtocolKeepsTheOthers() throws {
        let model = try SceneModelBuilderTests.model(Self.spec)
        #expect(model.exposedArguments.map(\.name) == ["title"])
        #expect(model.properties.filter { !$0.isInOutputs }.map(\.name) == ["count"])
    }

    @Test func theViewModelStillKeepsAndComputesThem() throws {
        let model = try SceneModelBuilderTests.model(Self.spec)
        #expect(model.arguments.map(\.declaration) == ["let animated: Bool", "let title: String"])
        #expect(model.properties.map(\.declaration) == ["var state: String", "var count: Int"])
    }
}
