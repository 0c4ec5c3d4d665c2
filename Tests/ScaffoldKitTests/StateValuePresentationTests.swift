import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// `expose: state`: arguments and properties a third protocol requires beside the inputs and outputs, which the view
/// model shows as its state property and conforms to, and no longer the view model's protocol.
@Suite struct StateValuePresentationTests {
    private static let spec = """
        scene: Days
        names: {stateProtocol: "{viewModel}State"}
        arguments:
          - user: {type: String, expose: state, doc: Whose days they are.}
          - title: {type: String, expose: true}
        inputs:
          - selectDay: Int
        properties:
          - days: {type: "[Int]", expose: state}
          - count: Int
        """

    @Test func theStateProtocolRequiresTheArgumentThenTheProperty() throws {
        let model = try SceneModelBuilderTests.model(Self.spec)
        #expect(
            model.stateValues == [
                ValueRequirementModel(docLines: ["Whose days they are."], requirement: "var user: String { get }"),
                ValueRequirementModel(docLines: [], requirement: "var days: [Int] { get }"),
            ])
        #expect(model.hasStateValues)
    }

    @Test func theViewModelsProtocolKeepsTheOthers() throws {
        let model = try SceneModelBuilderTests.model(Self.spec)
        #expect(model.exposedArguments.map(\.name) == ["title"])
        #expect(model.properties.filter { !$0.isInState }.map(\.name) == ["count"])
    }

    @Test func theViewModelConformsToTheStateProtocol() throws {
        let model = try SceneModelBuilderTests.model(Self.spec)
        #expect(model.conformanceLines == ["DaysViewModelType,", "DaysViewModelInputsType,", "DaysViewModelState"])
    }

    @Test func aSceneWithoutStateValuesHasNoStateProtocol() throws {
        let model = try SceneModelBuilderTests.model("scene: Days\nproperties: [count: Int]\n")
        #expect(model.stateValues == [])
        #expect(!model.hasStateValues)
        #expect(model.names.stateProtocol == nil)
    }
}
