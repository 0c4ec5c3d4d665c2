import Testing

@testable import ScaffoldCore

/// `navigation: rxflow`: read where conventions are written, and refused, where it is written, beside what a flow
/// cannot lead.
@Suite struct RxFlowDiagnosticsTests: DiagnosticsTesting {
    /// Validates `input` in a project whose `scaffold.yml` sets `conventions`.
    func diagnostics(_ input: MarkedText, project conventions: Conventions, naming: Naming = Naming()) -> [Diagnostic] {
        let (spec, decoding) = SpecDecoder().decode(input.data, file: input.file)
        var validator = SpecValidator(projectConventions: conventions)
        validator.naming = naming
        return decoding + validator.validate([spec].compactMap { $0 })
    }

    static let rxFlowProject: Conventions = {
        var conventions = Conventions()
        conventions.navigation = .rxflow
        return conventions
    }()

    @Test func theConventionIsReadFromASpec() throws {
        let (spec, diagnostics) = SpecDecoder().decode(
            MarkedText("scene: S\nconventions: {navigation: rxflow}\n").data, file: "S.yml")
        #expect(diagnostics == [])
        #expect(try #require(spec).conventions.navigation?.value == .rxflow)
    }

    @Test func aMisspelledNavigationIsToldTheClosest() {
        let input = MarkedText("scene: S\nconventions: {navigation: 1️⃣rxflwo}\n")
        #expect(
            diagnostics(input) == [error("'rxflwo' is not a valid navigation; did you mean 'rxflow'?", at: input["1️⃣"])])
    }

    @Test func aMistypedKeyIsToldTheClosestOne() {
        let input = MarkedText("scene: S\nconventions: {1️⃣navigaton: rxflow}\n")
        #expect(
            diagnostics(input) == [error("unknown key 'navigaton'; did you mean 'navigation'?", at: input["1️⃣"])])
    }

    @Test func aTransformViewModelIsAStepperWithoutACoordinator() {
        let input = MarkedText(
            "scene: S\nconventions: {navigation: rxflow, viewModel: transform}\ninputs: [tap]\n"
                + "coordinator:\n  routes:\n    - tap: S\n")
        #expect(diagnostics(input) == [])
    }

    @Test func aTransformViewModelThatStillWritesCoordinatorInViewModelIsRefusedAtIt() {
        let input = MarkedText(
            "scene: S\nconventions: {navigation: rxflow, viewModel: transform, coordinatorInViewModel: 1️⃣true}\n"
                + "coordinator:\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'coordinatorInViewModel: true' cannot be used with 'navigation: rxflow': the view model emits "
                        + "steps on 'steps' and holds no coordinator; remove it", at: input["1️⃣"])
            ])
    }

    @Test func aTransformOutputNamedInputThatLeadsToAStepIsRefusedAtTheOutput() {
        let input = MarkedText(
            "scene: S\nconventions: {navigation: rxflow, viewModel: transform}\noutputs: [1️⃣input]\n"
                + "coordinator:\n  routes:\n    - input: S\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'transform' makes output 'input' as a constant of that name and leads it to its step on "
                        + "'steps', which would hide its parameter 'input'; rename the output", at: input["1️⃣"])
            ])
    }

    @Test func inputsThroughInitAreRefusedAtTheirKey() {
        let input = MarkedText("scene: S\nconventions: {navigation: rxflow, inputs: 1️⃣init}\ncoordinator:\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'inputs: init' cannot be used with 'navigation: rxflow': the view controller makes that view "
                        + "model after its flow has shown it, so the flow has no stepper to follow; choose subject, "
                        + "observer or function", at: input["1️⃣"])
            ])
    }

    @Test func aViewModelThatCallsItsCoordinatorIsRefusedAtTheProjectsNavigationWhereTheSpecSaysNothing() {
        let input = MarkedText("scene: 1️⃣S\ncoordinator:\n")
        var conventions = Self.rxFlowProject
        conventions.coordinatorInViewModel = true
        #expect(
            diagnostics(input, project: conventions) == [
                error(
                    "'coordinatorInViewModel: true' cannot be used with 'navigation: rxflow': the view model emits "
                        + "steps on 'steps' and holds no coordinator; remove it", at: input["1️⃣"])
            ])
    }

    @Test func navigatorNamingIsRefused() {
        let input = MarkedText("scene: S\nconventions: {navigation: 1️⃣rxflow}\ncoordinator:\n")
        #expect(
            diagnostics(input, project: Conventions(), naming: Naming(coordinator: .navigator)) == [
                error(
                    "'naming: {coordinator: navigator}' cannot be used with 'navigation: rxflow': each scene's flow "
                        + "builds its view model and view controller itself; remove the coordinator naming",
                    at: input["1️⃣"])
            ])
    }

    @Test func aCustomPresentationIsRefusedAtTheRoute() {
        let inputs = [
            MarkedText(
                "scene: S\ninputs: [tap]\ncoordinator:\n  routes:\n    - tap: {scene: T, present: 1️⃣custom}\n",
                file: "Specs/S.yml"),
            MarkedText("scene: T\ncoordinator:\n", file: "Specs/T.yml"),
        ]
        var specs: [SceneSpec] = []
        for input in inputs { specs += SpecDecoder().decode(input.data, file: input.file).spec.map { [$0] } ?? [] }
        #expect(
            SpecValidator(projectConventions: Self.rxFlowProject).validate(specs) == [
                error(
                    "'present: custom' cannot be used with 'navigation: rxflow': the flow shows the scene in "
                        + "'navigate(to:)', where you can change how; choose push, modal or modalInNavigation",
                    at: inputs[0]["1️⃣"])
            ])
    }

    /// A flow's route is a step and the target's flow: a scene without a spec has neither, so the route is an error,
    /// not the warning that lets other styles sketch a flow spec by spec.
    @Test func aRouteToASceneWithoutASpecIsRefused() {
        let input = MarkedText(
            "scene: S\ninputs: [tap, back]\ncoordinator:\n  routes:\n    - tap: 1️⃣Bravo\n    - back: 2️⃣T\n")
        let (spec, _) = SpecDecoder().decode(input.data, file: input.file)
        let validator = SpecValidator(projectConventions: Self.rxFlowProject)
        #expect(
            validator.validate([spec].compactMap { $0 }) == [
                error(
                    "no spec declares scene 'Bravo', whose step 'AppStep' needs and whose flow the route contributes; "
                        + "add its spec", at: input["1️⃣"]),
                error(
                    "no spec declares scene 'T', whose step 'AppStep' needs and whose flow the route contributes; "
                        + "did you mean 'S'?", at: input["2️⃣"]),
            ])
    }

    @Test func aRouteToASceneWithoutASpecNamesTheScenesOwnStepEnum() {
        let input = MarkedText(
            "scene: S\nnames: {steps: \"{scene}Step\"}\ninputs: [tap]\ncoordinator:\n  routes:\n    - tap: 1️⃣Bravo\n")
        let (spec, _) = SpecDecoder().decode(input.data, file: input.file)
        let validator = SpecValidator(projectConventions: Self.rxFlowProject)
        #expect(
            validator.validate([spec].compactMap { $0 }) == [
                error(
                    "no spec declares scene 'Bravo', whose step 'SStep' needs and whose flow the route contributes; "
                        + "add its spec", at: input["1️⃣"])
            ])
    }

    @Test func aRouteToAHandWrittenSceneIsRefused() {
        let input = MarkedText("scene: S\ninputs: [tap]\ncoordinator:\n  routes:\n    - tap: 1️⃣Legacy\n")
        let (spec, _) = SpecDecoder().decode(input.data, file: input.file)
        var validator = SpecValidator(projectConventions: Self.rxFlowProject)
        validator.externalScenes = [
            ExternalSceneSpec(name: Located("Legacy", at: SourceLocation(file: "scaffold.yml", line: 3, column: 3)))
        ]
        #expect(
            validator.validate([spec].compactMap { $0 }) == [
                error(
                    "scene 'Legacy' is written by hand and has no flow that 'navigation: rxflow' could contribute; "
                        + "write a spec for it, or start it from your own code", at: input["1️⃣"])
            ])
    }

    @Test func aMemberNamedLikeTheSteppersRelayIsRefused() {
        let input = MarkedText("scene: S\noutputs:\n  - 1️⃣steps: Int\ncoordinator:\n")
        #expect(
            diagnostics(input, project: Self.rxFlowProject) == [
                error(
                    "with 'navigation: rxflow' the view model declares 'steps' (a Stepper emits its steps there); "
                        + "rename this member", at: input["1️⃣"])
            ])
    }

    @Test func theSameMemberIsFineWithCoordinators() {
        let input = MarkedText("scene: S\noutputs:\n  - steps: Int\ncoordinator:\n")
        #expect(diagnostics(input) == [])
    }

    @Test func aRouteBetweenTheTwoNavigationsIsRefusedAtItsScene() {
        let inputs = [
            MarkedText(
                "scene: S\nconventions: {navigation: rxflow}\ninputs: [tap]\ncoordinator:\n  routes:\n    - tap: 1️⃣T\n",
                file: "Specs/S.yml"),
            MarkedText("scene: T\ncoordinator:\n", file: "Specs/T.yml"),
        ]
        #expect(
            diagnostics(inputs) == [
                error(
                    "route 'tap' leads from a scene with 'navigation: rxflow' to scene 'T' with 'navigation: "
                        + "coordinator': a flow shows only flows, and a coordinator starts only coordinators; give "
                        + "both scenes the same 'navigation' (in scaffold.yml for the whole project)",
                    at: inputs[0]["1️⃣"])
            ])
    }
}
