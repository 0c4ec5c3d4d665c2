import Testing

@testable import ScaffoldCore

/// Relay members: `initial` is one Swift expression that cannot end its call, its line or a comment, and
/// `trait: relay` and `initial` go together where a relay can exist.
struct RelayDiagnosticsTests: DiagnosticsTesting {
    private static let prefix = "'initial' is one Swift expression on one line"

    @Test(arguments: [
        "0", "false", "\"\"", "[]", "[:]", "nil", "\"a; b // c /* d\"", "\"say \\\"hi\\\"\"",
        "Filter(stars: 1, forks: [2, 3])",
        "{ $0 + 1 }(1)", "Date.distantPast", "\\Repository.name", "-1.5",
    ])
    func acceptsExpressionsThatStayOneArgument(_ expression: String) {
        #expect(InitialExpression.problem(in: expression) == nil)
    }

    @Test func refusesASemicolonThatEndsTheStatement() {
        let input = MarkedText("scene: S\noutputs:\n  - a: {type: String, trait: relay, initial: '\"a\"1️⃣; exit(0)'}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "\(Self.prefix), and ';' outside a string literal would end or extend it; remove it",
                    at: input["1️⃣"])
            ])
    }

    @Test func refusesABracketThatClosesTheCall() {
        let input = MarkedText("scene: S\noutputs:\n  - a: {type: Int, trait: relay, initial: '01️⃣), b: (1'}\n")
        #expect(
            diagnostics(input) == [
                error("\(Self.prefix); this ')' closes nothing it opened, remove it", at: input["1️⃣"])
            ])
    }

    @Test func refusesALineBreakInsideAString() {
        let input = MarkedText("scene: S\noutputs:\n  - a: {type: String, trait: relay, initial: \"\\\"a1️⃣\\n\\\"\"}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "\(Self.prefix), without line breaks or invisible characters; remove U+000A", at: input["1️⃣"])
            ])
    }

    @Test func refusesInitialWithoutRelay() {
        let input = MarkedText("scene: S\ninputs:\n  - q: {type: String, initial: 1️⃣x}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'initial' is the first value of a relay; add 'trait: relay' to 'q', or remove 'initial'",
                    at: input["1️⃣"])
            ])
    }

    @Test func refusesARelayWithoutAType() {
        let input = MarkedText("scene: S\ninputs:\n  - refresh: {trait: 1️⃣relay}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "a relay holds a value, and input 'refresh' carries none; give it a type, or remove 'trait: relay'",
                    at: input["1️⃣"])
            ])
    }

    /// A spec that says `Void` gave a type: the message says why that one cannot be held.
    @Test(arguments: ["Void", "()"])
    func refusesARelayOfVoidAtItsType(type: String) {
        let input = MarkedText("scene: S\noutputs:\n  - done: {type: \"1️⃣\(type)\", trait: relay}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "a relay holds a value, and output 'done' is of type '\(type)', which has none to hold; give it the "
                        + "type of the value it holds, or remove 'trait: relay'", at: input["1️⃣"])
            ])
    }

    @Test func anOptionalRelayStartsAsNil() {
        let input = MarkedText("scene: S\noutputs:\n  - note: {type: String?, trait: relay}\n")
        #expect(diagnostics(input) == [])
    }

    @Test func refusesARelayWithoutFirstValue() {
        let input = MarkedText("scene: S\noutputs:\n  - n: {type: Int, trait: 1️⃣relay}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "relay 'n' needs a first value: add 'initial:' with a Swift expression of type 'Int' (only an "
                        + "optional type starts as nil by itself)", at: input["1️⃣"])
            ])
    }

    @Test func refusesAnInputRelayWhenInputsArriveThroughInit() {
        let input = MarkedText(
            "scene: S\nconventions: {inputs: init}\ninputs:\n  - q: {type: String, trait: 1️⃣relay, initial: '\"\"'}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "with 'inputs: init' the view model receives its inputs as observables in 'init' and cannot hold "
                        + "'q' as a relay; remove 'trait: relay', and bind the observable into a relay of the view "
                        + "model's own in 'init' where it needs the latest value", at: input["1️⃣"])
            ])
    }

    /// A transform scene takes its `Input` in `transform`, so the project's `inputs: init` does not apply to it.
    @Test func aTransformInputMayBeARelayInAProjectOfInitInputs() throws {
        let spec = try #require(
            SpecDecoder().decode(
                MarkedText(
                    "scene: S\nconventions: {viewModel: transform}\ninputs:\n  - q: {type: Int, trait: relay, initial: '0'}\n"
                ).data, file: "Specs/S.yml"
            ).spec)
        #expect(SpecValidator(projectConventions: Conventions(inputs: .initializer)).validate([spec]) == [])
    }

    @Test func aTransformInputMayBeARelay() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform}\ninputs:\n  - q: {type: Int, trait: relay, initial: 0}\n")
        #expect(diagnostics(input) == [])
    }

    /// `transform` makes a relay output as a constant of the output's name, which `input` would make hide its parameter.
    @Test func refusesARelayOutputNamedLikeTransformsParameter() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform}\noutputs:\n  - 1️⃣input: {type: Int, trait: relay, initial: '0'}\n"
        )
        #expect(
            diagnostics(input) == [
                error(
                    "'transform' makes relay output 'input' as a constant of that name, which would hide its "
                        + "parameter 'input'; rename the output", at: input["1️⃣"])
            ])
    }
}
