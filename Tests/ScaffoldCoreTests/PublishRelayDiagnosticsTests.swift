import Testing

@testable import ScaffoldCore

/// `inputs: publishRelay` and an input's `trait: publishRelay`: where a PublishRelay can be, blamed at the trait,
/// with the closest value for a misspelt one.
struct PublishRelayDiagnosticsTests: DiagnosticsTesting {
    @Test func acceptsPublishRelayInputsOfAProtocolsViewModel() {
        let input = MarkedText(
            "scene: S\nconventions: {inputs: publishRelay}\ninputs:\n  - appear\n  - pick: Int\n"
                + "  - query: {type: String, trait: relay, initial: '\"\"'}\n")
        #expect(diagnostics(input) == [])
    }

    @Test func acceptsPublishRelayFieldsOfATransformInput() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform}\ninputs:\n  - appear: {trait: publishRelay}\n"
                + "  - pick: {type: Int, trait: publishRelay}\n  - tap: {trait: signal}\n")
        #expect(diagnostics(input) == [])
    }

    @Test func suggestsPublishRelayForAMisspeltInputConvention() {
        let input = MarkedText("scene: S\nconventions: {inputs: 1️⃣publishRelays}\n")
        #expect(
            diagnostics(input) == [
                error("'publishRelays' is not a valid inputs convention; did you mean 'publishRelay'?", at: input["1️⃣"])
            ])
    }

    @Test func acceptsAPublishRelayOutputOfAProtocolsViewModel() {
        let input = MarkedText("scene: S\noutputs:\n  - titles: {type: \"[String]\", trait: publishRelay}\n")
        #expect(diagnostics(input) == [])
    }

    @Test func refusesAPublishRelayOutputOfAnInputOutputViewModel() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: inputOutput}\noutputs:\n"
                + "  - titles: {type: \"[String]\", trait: 1️⃣publishRelay}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "output 'titles' cannot be a PublishRelay field of an input/output view model's 'Output', whose "
                        + "fields are Drivers, Signals and BehaviorRelays; write 'trait: signal' for events, or 'trait: "
                        + "relay' for a value read by value (a PublishRelay output is a field of 'Output' with "
                        + "'viewModel: transform', or a member of the outputs protocol with 'viewModel: protocols')",
                    at: input["1️⃣"])
            ])
    }

    @Test func acceptsAPublishRelayFieldOfATransformOutput() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform}\noutputs:\n  - titles: {type: \"[String]\", trait: publishRelay}\n"
        )
        #expect(diagnostics(input) == [])
    }

    @Test func refusesARouteFromAPublishRelayFieldOfATransformOutput() {
        let input = MarkedText(
            """
            scene: S
            conventions: {viewModel: transform, coordinatorInViewModel: true}
            outputs:
              - done: {trait: publishRelay}
            coordinator:
              result:
                - finished: {from: 1️⃣done}
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "result 'finished' observes output 'done', a PublishRelay field of 'Output' that only the view "
                        + "controller subscribes to, so the navigation would depend on the screen; remove 'trait: "
                        + "publishRelay' (the Driver or Signal field is led there by the view model)",
                    at: input["1️⃣"])
            ])
    }

    @Test func refusesAPublishRelayFieldInAProtocolsViewModel() {
        let input = MarkedText("scene: S\ninputs:\n  - retry: {trait: 1️⃣publishRelay}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'trait: publishRelay' makes 'retry' a field of a transform view model's 'Input'; remove the "
                        + "trait and add 'conventions: {inputs: publishRelay}' to make every input a PublishRelay, or "
                        + "'conventions: {viewModel: transform}'",
                    at: input["1️⃣"])
            ])
    }

    @Test func refusesAPublishRelayFieldWithInitInputs() {
        let input = MarkedText("scene: S\nconventions: {inputs: init}\ninputs:\n  - retry: {trait: 1️⃣publishRelay}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "with 'inputs: init' the view model receives 'retry' as an observable in 'init'; write "
                        + "'trait: observable' and pass 'relay.asObservable()' from the view controller, or use "
                        + "'viewModel: transform'",
                    at: input["1️⃣"])
            ])
    }

    @Test func refusesAFirstValueOfAPublishRelay() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform}\ninputs:\n"
                + "  - pick: {type: Int, trait: publishRelay, initial: 1️⃣0}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "a PublishRelay has no value, so 'pick' has no first value to start with; remove 'initial', or "
                        + "write 'trait: relay' for a BehaviorRelay that holds one",
                    at: input["1️⃣"])
            ])
    }

    @Test func refusesAPublishRelayFieldNamedLikeWhatTheViewControllerUses() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform}\ninputs:\n  - 1️⃣disposeBag: {trait: publishRelay}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "the view controller makes PublishRelay 'disposeBag' under that name in 'bindViewModel()', where "
                        + "it would hide the 'disposeBag' that method uses; rename the input",
                    at: input["1️⃣"])
            ])
    }
}
