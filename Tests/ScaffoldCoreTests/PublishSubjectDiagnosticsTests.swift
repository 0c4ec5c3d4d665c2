import Testing

@testable import ScaffoldCore

/// An input's `trait: publishSubject`: one PublishSubject among the PublishRelays of `inputs: publishRelay`, refused
/// anywhere else at the trait.
struct PublishSubjectDiagnosticsTests: DiagnosticsTesting {
    @Test func acceptsAPublishSubjectAmongPublishRelays() {
        let input = MarkedText(
            "scene: S\nconventions: {inputs: publishRelay}\ninputs:\n  - appear\n  - search: {trait: publishSubject}\n"
                + "  - query: {type: String?, trait: relay}\n")
        #expect(diagnostics(input) == [])
    }

    @Test func refusesItWhereInputsAreNotPublishRelays() {
        let input = MarkedText(
            "scene: S\nconventions: {inputs: subject}\ninputs:\n  - search: {trait: 1️⃣publishSubject}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'trait: publishSubject' makes 'search' a PublishSubject among the PublishRelays of 'inputs: "
                        + "publishRelay', but the scene's 'inputs: subject' decides the form of every input here: "
                        + "remove the trait, or write 'conventions: {inputs: publishRelay}' (with 'inputs: subject' "
                        + "every input is a PublishSubject already)", at: input["1️⃣"])
            ])
    }

    @Test func refusesItInATransformInput() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform}\ninputs:\n  - search: {trait: 1️⃣publishSubject}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'trait: publishSubject' makes 'search' a PublishSubject among the PublishRelays of a protocols "
                        + "view model ('inputs: publishRelay'), but a transform view model's 'Input' field is a "
                        + "Driver, a Signal, an Observable or a PublishRelay; write 'trait: publishRelay', or remove "
                        + "the trait", at: input["1️⃣"])
            ])
    }

    @Test func acceptsItOnAnOutputOfAProtocolsViewModel() {
        let input = MarkedText("scene: S\noutputs:\n  - hints: {type: String, trait: publishSubject}\n")
        #expect(diagnostics(input) == [])
    }

    @Test func refusesItOnAnOutputField() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform}\noutputs:\n  - hints: {type: String, trait: 1️⃣publishSubject}\n"
        )
        #expect(
            diagnostics(input) == [
                error(
                    "output 'hints' cannot be a PublishSubject field of 'Output', whose fields the view controller "
                        + "reads as Drivers and Signals; remove the trait, or write 'trait: signal' for events (an "
                        + "outputs protocol, with 'viewModel: protocols', may show a PublishSubject)", at: input["1️⃣"])
            ])
    }

    @Test func refusesABehaviorRelayInput() {
        let input = MarkedText(
            "scene: S\ninputs:\n  - query: {type: String, trait: 1️⃣behaviorRelay, initial: '\"\"'}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'trait: behaviorRelay' shows an output's BehaviorRelay as it is, and 'query' is an input; "
                        + "remove it (an input with 'trait: relay' is a BehaviorRelay the screen writes, where the "
                        + "inputs convention has relays)", at: input["1️⃣"])
            ])
    }

    @Test func aBehaviorRelayOutputNeedsAFirstValueAsARelayDoes() {
        let withoutFirstValue = MarkedText("scene: S\noutputs:\n  - count: {type: Int, trait: behaviorRelay}\n")
        let relay = MarkedText("scene: S\noutputs:\n  - count: {type: Int, trait: relay}\n")
        #expect(diagnostics(withoutFirstValue).map(\.message) == diagnostics(relay).map(\.message))
        #expect(diagnostics(withoutFirstValue).count == 1)
    }

    @Test func refusesAFirstValue() {
        let input = MarkedText(
            "scene: S\nconventions: {inputs: publishRelay}\ninputs:\n  - page: {type: Int, trait: publishSubject, "
                + "initial: \"1️⃣1\"}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "a PublishSubject has no value, so 'page' has no first value to start with; remove 'initial', or "
                        + "write 'trait: relay' for a BehaviorRelay that holds one", at: input["1️⃣"])
            ])
    }

    @Test func refusesARouteFromAShownSubjectWhenTheViewModelCallsItsCoordinator() {
        let input = MarkedText(
            "scene: S\nconventions: {coordinatorInViewModel: true}\noutputs:\n  - opened: {type: Int, trait: publishRelay}\n"
                + "coordinator:\n  routes:\n    - 1️⃣opened: T\n")
        let target = MarkedText("scene: T\narguments: [id: Int]\ncoordinator:\n", file: "Specs/T.yml")
        #expect(
            diagnostics([input, target]) == [
                error(
                    "with 'coordinatorInViewModel' the route to T starts when the screen subscribes to output "
                        + "'opened', and subscribing to a subject the view model feeds starts nothing; start it from an "
                        + "input, or remove the output's trait so that the view model leads it to the coordinator",
                    at: input["1️⃣"])
            ])
    }

    @Test func aRouteFromAShownSubjectIsValidWhenTheCoordinatorObservesIt() {
        let input = MarkedText(
            "scene: S\noutputs:\n  - opened: {type: Int, trait: publishRelay}\ncoordinator:\n  routes:\n    - opened: T\n"
        )
        let target = MarkedText("scene: T\narguments: [id: Int]\ncoordinator:\n", file: "Specs/T.yml")
        #expect(diagnostics([input, target]) == [])
    }
}
