import Testing

@testable import ScaffoldCore

/// An input's `trait: controlEvent` and `trait: controlProperty`: `Input` fields of a transform view model that its
/// view controller fills from its controls, refused at the trait wherever the view controller fills no `Input`.
struct ControlTraitDiagnosticsTests: DiagnosticsTesting {
    @Test func acceptsControlFieldsOfATransformInput() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform}\ninputs:\n"
                + "  - idText: {type: String?, trait: controlProperty}\n  - loginTap: {trait: controlEvent}\n")
        #expect(diagnostics(input) == [])
    }

    @Test func acceptsControlFieldsOfAStructViewModel() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform, transform: {struct: true}}\nviewModelBaseClass: false\n"
                + "inputs:\n  - password: {type: String, trait: controlProperty}\n  - loginTap: {trait: controlEvent}\n"
        )
        #expect(diagnostics(input) == [])
    }

    @Test func suggestsControlEventForAMisspeltTrait() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform}\ninputs:\n  - loginTap: {trait: 1️⃣controlevent}\n")
        #expect(
            diagnostics(input) == [
                error("'controlevent' is not a valid trait; did you mean 'controlEvent'?", at: input["1️⃣"])
            ])
    }

    @Test func refusesAControlTraitOnAnOutput() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform}\noutputs:\n  - name: {type: String, trait: 1️⃣controlProperty}\n"
        )
        #expect(
            diagnostics(input) == [
                error(
                    "'trait: controlProperty' makes an 'Input' field that the view controller fills from a control, "
                        + "and 'name' is an output, which the view model returns; write 'trait: signal' for events, "
                        + "or 'trait: driver' for a value the screen shows",
                    at: input["1️⃣"])
            ])
    }

    @Test func refusesAControlTraitOnAnInputOfAProtocolsViewModel() {
        let input = MarkedText("scene: S\ninputs:\n  - loginTap: {trait: 1️⃣controlEvent}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'trait: controlEvent' makes 'loginTap' a ControlEvent field of a transform view model's 'Input', "
                        + "but with 'inputs: subject' the view controller writes each input into the view model (bind "
                        + "'button.rx.tap' to it): remove the trait, or write 'conventions: {viewModel: transform}'",
                    at: input["1️⃣"])
            ])
    }

    @Test func refusesAControlTraitWithInitInputs() {
        let input = MarkedText(
            "scene: S\nconventions: {inputs: init}\ninputs:\n  - query: {type: String?, trait: 1️⃣controlProperty}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "with 'inputs: init' the view model receives 'query' as an observable in 'init'; write 'trait: "
                        + "observable' and pass 'textField.rx.text.asObservable()' from the view controller, or use "
                        + "'viewModel: transform', whose 'Input' may hold a ControlProperty",
                    at: input["1️⃣"])
            ])
    }

    @Test func refusesAControlTraitOnAnInputOfAnInputOutputViewModel() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: inputOutput}\ninputs:\n  - refresh: {trait: 1️⃣controlEvent}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "an input/output view model makes its own 'Input', whose 'refresh' the view controller writes "
                        + "into, so it cannot be a ControlEvent the view controller fills; remove the trait and bind "
                        + "'button.rx.tap' to 'viewModel.input.refresh', or use 'viewModel: transform'",
                    at: input["1️⃣"])
            ])
    }

    @Test func refusesAControlPropertyThatCarriesNoValue() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform}\ninputs:\n  - tap: {trait: 1️⃣controlProperty}\n"
                + "  - other: {type: 2️⃣Void, trait: controlProperty}\n")
        let message = { (name: String) in
            "a ControlProperty carries a control's value, and '\(name)' carries none; give it the value's type "
                + "('type: String?' for a text field's text), or write 'trait: controlEvent' for events such as taps"
        }
        #expect(
            diagnostics(input) == [
                error(message("tap"), at: input["1️⃣"]), error(message("other"), at: input["2️⃣"]),
            ])
    }

    @Test func refusesAFirstValueOfAControlField() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform}\ninputs:\n"
                + "  - query: {type: String, trait: controlProperty, initial: '1️⃣\"\"'}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "a ControlProperty takes its values from its control, so 'query' has no first value to start "
                        + "with; remove 'initial', or write 'trait: relay' for a BehaviorRelay that holds one",
                    at: input["1️⃣"])
            ])
    }
}
