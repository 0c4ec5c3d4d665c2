import Testing

@testable import ScaffoldCore

/// `expose: outputs` on an argument or a property: read where written, refused at the value where no outputs
/// protocol holds it.
struct OutputValueDiagnosticsTests: DiagnosticsTesting {
    @Test func anArgumentAndAPropertyAreShownInTheOutputs() throws {
        let input = MarkedText(
            "scene: S\narguments:\n  - animated: {type: Bool, expose: 1️⃣outputs}\nproperties:\n"
                + "  - state: {type: String, expose: 2️⃣outputs}\noutputs: [hide]\n")
        let (spec, diagnostics) = SpecDecoder().decode(input.data, file: input.file)
        #expect(diagnostics == [])
        #expect(spec?.arguments.map(\.exposedInOutputs) == [input["1️⃣"]])
        #expect(spec?.arguments.map(\.isExposed) == [true])
        #expect(spec?.properties.map(\.exposedInOutputs) == [input["2️⃣"]])
        #expect(self.diagnostics(input) == [])
    }

    @Test func aMisspeltPlaceIsToldTheClosest() {
        let input = MarkedText("scene: S\nproperties:\n  - state: {type: String, expose: 1️⃣outptus}\noutputs: [hide]\n")
        #expect(
            diagnostics(input) == [
                error("'outptus' is not a valid place to expose; did you mean 'outputs'?", at: input["1️⃣"])
            ])
    }

    @Test func aTransformViewModelHasNoOutputsProtocol() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform}\nproperties:\n  - state: {type: String, expose: 1️⃣outputs}\n"
                + "outputs: [hide]\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'expose: outputs' shows 'state' in the outputs protocol, which a transform view model does not "
                        + "have (its Output holds streams); remove it: 'state' is a member of the view model, which the "
                        + "view controller reads as 'viewModel.state'", at: input["1️⃣"])
            ])
    }

    @Test func anInputOutputViewModelHasNoOutputsProtocolEither() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: inputOutput}\nproperties:\n  - state: {type: String, expose: 1️⃣outputs}\n"
                + "outputs: [hide]\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'expose: outputs' shows 'state' in the outputs protocol, which an input/output view model does "
                        + "not have (its Output holds streams); remove it: 'state' is a member of the view model, which "
                        + "the view controller reads as 'viewModel.state'", at: input["1️⃣"])
            ])
    }

    @Test func aSceneWithoutOutputsShowsTheArgumentInItsProtocol() {
        let input = MarkedText("scene: S\narguments:\n  - animated: {type: Bool, expose: 1️⃣outputs}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'expose: outputs' shows 'animated' beside the outputs, but the scene has none; write "
                        + "'expose: true' to show it in the view model's protocol", at: input["1️⃣"])
            ])
    }
}
