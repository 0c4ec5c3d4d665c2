import Foundation
import Testing

@testable import ScaffoldCore

/// `step:` on a route or a result case names the case of the app's own step enum (`supportTypes: {steps: AppStep}`)
/// that a flow scene's view model emits.
@Suite struct AppStepValidationTests: DiagnosticsTesting {
    private static let appSteps = Located("AppStep", at: SourceLocation(file: "scaffold.yml", line: 3, column: 10))

    /// What validation reports for `input` in a project whose step enum is the app's.
    private func validated(_ input: MarkedText) -> [Diagnostic] {
        let (spec, diagnostics) = SpecDecoder().decode(input.data, file: input.file)
        var validator = SpecValidator()
        validator.supportTypes.steps = Self.appSteps
        var naming = Naming()
        naming.patterns[.steps] = Located(NamePattern([.text("AppStep")]), at: Self.appSteps.location)
        validator.naming = naming
        return diagnostics + (spec.map { validator.validate([$0]) } ?? [])
    }

    @Test func aStepIsReadAsSwiftWritesACaseWithWhereItIsWritten() throws {
        let spec = MarkedText(
            "scene: Login\nconventions: {navigation: rxflow}\noutputs: [signedIn: String]\ncoordinator:\n"
                + "  result:\n    - done: {type: String, from: signedIn, step: 1️⃣userIsLoggedIn}\n")
        let result = SpecDecoder().decode(spec.data, file: spec.file)
        #expect(result.diagnostics == [])
        #expect(
            result.spec?.coordinator?.result?.first?.step
                == spec.located(RouteMethodName(baseName: "userIsLoggedIn"), at: "1️⃣"))
    }

    @Test func stepsThatFitWhatTheirRoutesAndResultsCarryAreValid() {
        let spec = MarkedText(
            "scene: Login\nconventions: {navigation: rxflow}\narguments: [day: Int, month: Int]\n"
                + "inputs: [finish, cancel]\noutputs: [signedIn: String, picked: \"(day: Int, month: Int)\"]\ncoordinator:\n  routes:\n"
                + "    - picked:\n        scene: Login\n        step: dateIsPicked(day:month:)\n"
                + "  result:\n    - done: {type: String, from: signedIn, step: userIsLoggedIn}\n"
                + "    - cancelled: {step: \"loginIsCancelled()\"}\n")
        #expect(validated(spec) == [])
    }

    @Test func aStepWhoseLabelsDoNotFitTheValueIsAnErrorAtStep() {
        let spec = MarkedText(
            "scene: Login\nconventions: {navigation: rxflow}\ninputs: [finish]\ncoordinator:\n  result:\n"
                + "    - done: {type: String, step: \"1️⃣userIsLoggedIn()\"}\n"
                + "    - later: {step: \"2️⃣loginIsPostponed(until:)\"}\n")
        #expect(
            validated(spec) == [
                error(
                    "result case 'done' carries 'String', which step 'userIsLoggedIn()' takes no value for; write "
                        + "'userIsLoggedIn', 'userIsLoggedIn(_:)' or give it a label, such as 'userIsLoggedIn(value:)'",
                    at: spec["1️⃣"]),
                error(
                    "result case 'later' carries nothing, but step 'loginIsPostponed(until:)' takes a value; write "
                        + "'loginIsPostponed'",
                    at: spec["2️⃣"]),
            ])
    }

    @Test func aResultCaseWithoutAStepBesideOneWithIsAnError() {
        let spec = MarkedText(
            "scene: Login\nconventions: {navigation: rxflow}\ncoordinator:\n  result:\n"
                + "    - done: {step: userIsLoggedIn}\n    - 1️⃣cancelled\n")
        #expect(
            validated(spec) == [
                error(
                    "result case 'cancelled' names no step, but result case 'done' does; name the step of each "
                        + "result case, or of none",
                    at: spec["1️⃣"])
            ])
    }

    @Test func oneStepForTwoThingsTheFlowCannotTellApartIsAnErrorAtTheLater() {
        let spec = MarkedText(
            "scene: Login\nconventions: {navigation: rxflow}\ninputs: [tapHelp, finish]\ncoordinator:\n  routes:\n"
                + "    - tapHelp: {scene: Login, step: helpIsRequired}\n  result:\n"
                + "    - done: {step: 1️⃣helpIsRequired}\n")
        #expect(
            validated(spec) == [
                error(
                    "step 'AppStep.helpIsRequired' would be the step of this scene finishing as 'done' and the step "
                        + "that shows scene 'Login', which the flow cannot tell apart; name another case with 'step:'",
                    at: spec["1️⃣"])
            ])
    }

    @Test func aSpecThatNamesItsStepEnumBesideTheAppsIsAnError() {
        let spec = MarkedText(
            "scene: Login\nconventions: {navigation: rxflow}\nnames: {steps: 1️⃣LoginStep}\ncoordinator:\n"
                + "  result: [done]\n")
        #expect(
            validated(spec).filter { $0.message.contains("names: {steps:}") } == [
                error(
                    "'names: {steps:}' cannot be used with 'supportTypes: {steps: AppStep}', which names the app's "
                        + "own step enum that every flow scene emits; remove one",
                    at: spec["1️⃣"])
            ])
    }
}
