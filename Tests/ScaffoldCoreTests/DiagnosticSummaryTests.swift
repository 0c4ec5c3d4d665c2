import Testing

@testable import ScaffoldCore

/// The closing line of a failed run counts errors, warnings and the files they are in.
struct DiagnosticSummaryTests: DiagnosticsTesting {
    private func summary(_ diagnostics: [Diagnostic]) -> String {
        DiagnosticSummary(diagnostics) { $0.hasPrefix("Specs/") }.description
    }

    @Test func errorsAndWarningsAreCountedWithTheSpecsTheyAreIn() {
        let diagnostics = [
            error("a", at: at(1, 1, file: "Specs/A.yml")), error("b", at: at(2, 1, file: "Specs/A.yml")),
            warning("c", at: at(1, 1, file: "Specs/B.yml")), error("d", at: at(1, 1, file: "Specs/C.yml")),
        ]
        #expect(summary(diagnostics) == "3 errors, 1 warning in 3 specs")
    }

    @Test func oneOfEachIsSingular() {
        #expect(summary([error("a", at: at(1, 1, file: "Specs/A.yml"))]) == "1 error in 1 spec")
    }

    @Test func warningsAloneAreCountedWithoutErrors() {
        #expect(summary([warning("a", at: at(1, 1, file: "Specs/A.yml"))]) == "1 warning in 1 spec")
    }

    @Test func anythingButASpecMakesThemFiles() {
        let diagnostics = [
            error("a", at: at(1, 1, file: "Specs/A.yml")), error("b", at: at(1, 1, file: "scaffold.yml")),
        ]
        #expect(summary(diagnostics) == "2 errors in 2 files")
    }
}
