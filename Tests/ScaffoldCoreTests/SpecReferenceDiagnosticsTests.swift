import Testing

@testable import ScaffoldCore

/// References inside one spec: results and routes name outputs that exist, with matching types.
struct SpecReferenceDiagnosticsTests: DiagnosticsTesting {
    @Test func resultFromUnknownOutputSuggestsTheClosestOutput() {
        let input = MarkedText(
            """
            scene: Login
            outputs:
              - didCancel
            coordinator:
              result:
                - cancel: {from: 1️⃣didCancle}
            """)
        #expect(
            diagnostics(input) == [
                error("no output named 'didCancle'; did you mean 'didCancel'?", at: input["1️⃣"])
            ])
    }

    @Test func resultPayloadMustMatchTheOutputsType() {
        let input = MarkedText(
            """
            scene: LanguageList
            outputs:
              - 1️⃣didSelectLanguage: Int
              - didCancel: String
            coordinator:
              result:
                - language: {type: String, from: 2️⃣didSelectLanguage}
                - cancel: {from: didCancel}
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "result case 'language' carries String but output 'didSelectLanguage' emits Int", at: input["2️⃣"],
                    notes: [note("output 'didSelectLanguage' is declared here", at: input["1️⃣"])])
            ])
    }

    @Test func resultPayloadFromAVoidOutputIsAMismatch() {
        let input = MarkedText(
            """
            scene: LanguageList
            outputs:
              - 1️⃣didCancel
            coordinator:
              result:
                - cancel: {type: String, from: 2️⃣didCancel}
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "result case 'cancel' carries String but output 'didCancel' emits Void", at: input["2️⃣"],
                    notes: [note("output 'didCancel' is declared here", at: input["1️⃣"])])
            ])
    }

    @Test func routeFromUnknownOutputAsksToDeclareIt() {
        let list = MarkedText(
            """
            scene: RepositoryList
            outputs: [showLanguageList]
            coordinator:
              routes:
                - 1️⃣openFilter: Filter
            """, file: "Specs/RepositoryList.yml")
        let filter = MarkedText("scene: Filter\ncoordinator:\n", file: "Specs/Filter.yml")
        #expect(
            diagnostics([list, filter]) == [
                error(
                    "no output or input named 'openFilter'; declare the input (a tap) or the output that starts the "
                        + "route", at: list["1️⃣"])
            ])
    }
    /// `from:` naming an action says it is one, rather than that no output has that name.
    @Test func aResultFromAnActionSaysItIsAnAction() {
        let input = MarkedText(
            "scene: Login\nactions: [save]\noutputs: [name: String]\ncoordinator:\n  result:\n    - done: {from: 1️⃣save}\n"
        )
        #expect(
            diagnostics(input) == [
                error(
                    "'save' is an action, not an output; a result starts from what the view model emits, so "
                        + "declare an output (e.g. 'saveDone') that the view model emits for 'save', and name it here",
                    at: input["1️⃣"])
            ])
    }
}
