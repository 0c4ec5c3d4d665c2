import Testing

@testable import ScaffoldCore

/// A member named like the dispose bag the view model declares for the bindings into its relays, in every view model
/// shape that declares one, and not where `transform` lends its bag instead.
struct DisposeBagNameDiagnosticsTests: DiagnosticsTesting {
    private func bagClash(_ input: MarkedText, kind: String = "property") -> Diagnostic {
        error(
            "\(kind) 'disposeBag' has the same name as the view model's dispose bag, which keeps the bindings into the "
                + "relay of output 'count'; rename the \(kind)",
            at: input["2️⃣"], notes: [note("output 'count' is declared here", at: input["1️⃣"])])
    }

    @Test func aPropertyNamedLikeTheBagOfARelayOutputIsRefused() {
        let input = MarkedText(
            """
            scene: Shop
            outputs:
              - 1️⃣count: {type: Int, trait: relay, initial: "0"}
            properties:
              - 2️⃣disposeBag: String
            """)
        #expect(diagnostics(input) == [bagClash(input)])
    }

    @Test func aPropertyNamedLikeTheBagOfATransformRelayFieldIsRefused() {
        let input = MarkedText(
            """
            scene: Shop
            conventions: {viewModel: transform}
            inputs: [appear]
            outputs:
              - 1️⃣count: {type: Int, trait: relay, initial: "0"}
            properties:
              - 2️⃣disposeBag: String
            """)
        #expect(diagnostics(input) == [bagClash(input)])
    }

    @Test func aMethodNamedLikeTheBagOfATransformPublishRelayFieldIsRefused() {
        let input = MarkedText(
            """
            scene: Shop
            conventions: {viewModel: transform}
            inputs: [appear]
            outputs:
              - 1️⃣count: {type: Int, trait: publishRelay}
            methods: [2️⃣disposeBag]
            """)
        #expect(diagnostics(input) == [bagClash(input, kind: "method")])
    }

    @Test func aPropertyNamedLikeTheBagOfAnInputOutputRelayFieldIsRefused() {
        let input = MarkedText(
            """
            scene: Shop
            conventions: {viewModel: inputOutput}
            inputs: [appear]
            outputs:
              - 1️⃣count: {type: Int, trait: relay, initial: "0"}
            properties:
              - 2️⃣disposeBag: String
            """)
        #expect(diagnostics(input) == [bagClash(input)])
    }

    @Test func aPropertyNamedDisposeBagIsFreeWhenTransformLendsItsBag() {
        let input = MarkedText(
            """
            scene: Shop
            conventions: {viewModel: transform}
            inputs: [appear]
            outputs:
              - count: {type: Int, trait: publishRelay}
            properties:
              - disposeBag: String
            """)
        let (spec, decoding) = SpecDecoder().decode(input.data, file: input.file)
        let validator = SpecValidator(projectConventions: Conventions(transformTakesDisposeBag: true))
        #expect(decoding == [])
        #expect(spec.map { validator.validate([$0]) } == [])
    }
}
