import Testing

@testable import ScaffoldCore

/// `names:` for RxFlow's steps: `steps`, `entryStep` and `resultStep` patterns, and two cases of one enum spelled
/// alike.
@Suite struct StepNamesDiagnosticsTests: DiagnosticsTesting {
    static let target = MarkedText(
        "scene: Target\nconventions: {navigation: rxflow}\noutputs: [didClose]\ncoordinator:\n  result:\n"
            + "    - closed: {from: didClose}\n", file: "Specs/Target.yml")

    @Test func aSceneWithItsOwnStepNamesIsValid() {
        let input = MarkedText(
            "scene: S\nconventions: {navigation: rxflow}\n"
                + "names: {steps: \"{scene}Step\", entryStep: \"{scene}IsRequired\", resultStep: popIsRequired}\n"
                + "outputs: [open, didClose]\ncoordinator:\n  routes:\n    - open: Target\n  result:\n"
                + "    - closed: {from: didClose}\n")
        #expect(diagnostics([input, Self.target]) == [])
    }

    @Test func aStepCasePatternWithAnotherPlaceholderIsRefusedAtIt() {
        let input = MarkedText("scene: S\nnames: {entryStep: \"1️⃣{viewModel}Shown\"}\n")
        #expect(
            diagnostics(input) == [
                error("'entryStep' cannot write '{viewModel}'; it may write {scene}", at: input["1️⃣"])
            ])
    }

    @Test func theStepThatShowsASceneAndTheResultStepSpelledAlikeAreRefusedAtTheResult() {
        let input = MarkedText(
            "scene: 1️⃣S\nconventions: {navigation: rxflow}\nnames: {entryStep: shown}\n"
                + "outputs: [open, didClose]\ncoordinator:\n  routes:\n    - open: Target\n  result:\n"
                + "    - closed: {from: didClose}\n")
        let target = MarkedText(
            "scene: Target\nconventions: {navigation: rxflow}\nnames: {resultStep: 2️⃣shown}\noutputs: [didClose]\n"
                + "coordinator:\n  result:\n    - closed: {from: didClose}\n", file: "Specs/Target.yml")
        #expect(
            diagnostics([input, target]) == [
                error(
                    "the step of how scene 'Target' finished would be 'AppStep.shown', the step that shows scene "
                        + "'Target'; rename the scene, or spell the two apart with 'names:' ('entryStep', "
                        + "'resultStep', or 'steps: \"{scene}Step\"' for an enum per scene)", at: target["2️⃣"])
            ])
    }

    @Test func aStepPerResultCaseIsValid() {
        let input = MarkedText(
            "scene: S\nconventions: {navigation: rxflow}\nnames: {resultStep: \"{case}IsRequired\"}\n"
                + "outputs: [didClose]\ncoordinator:\n  result:\n    - pop: {from: didClose}\n    - later\n")
        #expect(diagnostics(input) == [])
    }

    @Test func theCasePlaceholderIsRefusedOutsideTheResultStep() {
        let input = MarkedText("scene: S\nnames: {entryStep: \"1️⃣{case}Shown\"}\n")
        #expect(
            diagnostics(input) == [
                error("'entryStep' cannot write '{case}'; it may write {scene}", at: input["1️⃣"])
            ])
    }

    @Test func twoScenesResultCasesSpelledAlikeInTheSharedEnumAreRefusedAtTheLaterCase() {
        let first = MarkedText(
            "scene: S\nconventions: {navigation: rxflow}\nnames: {resultStep: \"{case}\"}\noutputs: [didClose]\n"
                + "coordinator:\n  result:\n    - closed: {from: didClose}\n")
        let second = MarkedText(
            "scene: Target\nconventions: {navigation: rxflow}\nnames: {resultStep: \"{case}\"}\noutputs: [didClose]\n"
                + "coordinator:\n  result:\n    - 1️⃣closed: {from: didClose}\n", file: "Specs/Target.yml")
        #expect(
            diagnostics([first, second]) == [
                error(
                    "the step of scene 'Target' finishing as 'closed' would be 'AppStep.closed', the step of scene 'S' "
                        + "finishing as 'closed'; rename the result case, or spell the two apart with 'names:' "
                        + "('entryStep', 'resultStep', or 'steps: \"{scene}Step\"' for an enum per scene)",
                    at: second["1️⃣"])
            ])
    }
}
