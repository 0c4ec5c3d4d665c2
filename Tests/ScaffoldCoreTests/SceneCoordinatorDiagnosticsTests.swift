import Testing

@testable import ScaffoldCore

/// `navigation: sceneCoordinator`: a project choice read from scaffold.yml, refused in a spec, and the combinations
/// its view models cannot have refused where they are written.
@Suite struct SceneCoordinatorDiagnosticsTests: DiagnosticsTesting {
    /// What `scaffold` reports for `inputs` in a project whose scaffold.yml chose the scene coordinator.
    func sceneCoordinatorDiagnostics(_ inputs: [MarkedText], naming: Naming = Naming()) -> [Diagnostic] {
        var conventions = Conventions()
        conventions.navigation = .sceneCoordinator
        var validator = SpecValidator(projectConventions: conventions)
        validator.naming = naming
        var diagnostics: [Diagnostic] = []
        var specs: [SceneSpec] = []
        for input in inputs {
            let result = SpecDecoder().decode(input.data, file: input.file)
            diagnostics += result.diagnostics
            specs += result.spec.map { [$0] } ?? []
        }
        return diagnostics + validator.validate(specs)
    }

    @Test func theConfigChoosesTheSceneCoordinator() throws {
        let config = try ConfigDecoder().decode(
            MarkedText("conventions: {navigation: sceneCoordinator}\n").data, file: "scaffold.yml"
        ).get()
        #expect(config.resolvedConventions.navigation == .sceneCoordinator)
    }

    @Test func theDefaultIsACoordinatorPerScene() {
        #expect(Conventions().navigation == .coordinator)
    }

    @Test func aSpecCannotChooseTheNavigation() {
        let input = MarkedText("scene: S\nconventions: {navigation: 1️⃣sceneCoordinator}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'navigation' is a project choice: one scene coordinator serves every scene; set 'conventions: "
                        + "{navigation: sceneCoordinator}' in scaffold.yml and remove it here", at: input["1️⃣"])
            ])
    }

    @Test func anUnknownStyleIsToldTheChoices() {
        let input = MarkedText("scene: S\nconventions: {navigation: 1️⃣router}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'router' is not a valid navigation; use one of: coordinator, viewController, rxflow, "
                        + "sceneCoordinator", at: input["1️⃣"])
            ])
    }

    @Test func aRouteTargetNeedsNoCoordinatorSection() {
        let list = MarkedText("scene: List\noutputs: [open]\ncoordinator:\n  routes:\n    - open: Detail\n")
        let detail = MarkedText("scene: Detail\n", file: "Specs/Detail.yml")
        #expect(sceneCoordinatorDiagnostics([list, detail]) == [])
    }

    @Test func aRouteToASceneWithoutASpecIsAnErrorWithTheClosestScene() {
        let list = MarkedText("scene: List\noutputs: [open]\ncoordinator:\n  routes:\n    - open: 1️⃣Detial\n")
        let detail = MarkedText("scene: Detail\n", file: "Specs/Detail.yml")
        #expect(
            sceneCoordinatorDiagnostics([list, detail]) == [
                error(
                    "no spec declares scene 'Detial', which the 'Scene' enum needs as a case; did you mean 'Detail'?",
                    at: list["1️⃣"])
            ])
    }

    @Test func conventionsWhoseViewModelIsMadeElsewhereAreRefused() {
        let input = MarkedText("scene: S\nconventions: {inject: 1️⃣property, coordinatorInViewModel: 2️⃣true}\n")
        #expect(
            sceneCoordinatorDiagnostics([input]) == [
                error(
                    "'navigation: sceneCoordinator' cannot be used with 'inject: property' yet: the scene coordinator "
                        + "builds each view model with its services in init; use 'inject: init'", at: input["1️⃣"]),
                error(
                    "'navigation: sceneCoordinator' cannot be used with 'coordinatorInViewModel' yet: every view model "
                        + "calls the scene coordinator, and no scene has a coordinator of its own; remove it",
                    at: input["2️⃣"]),
            ])
    }

    @Test func aTransformViewModelLeadsItsRoutesToTheSceneCoordinator() {
        let list = MarkedText(
            "scene: List\nconventions: {viewModel: transform}\ninputs: [tap]\noutputs: [open]\n"
                + "coordinator:\n  routes:\n    - tap: List\n    - open: List\n")
        #expect(sceneCoordinatorDiagnostics([list]) == [])
    }

    @Test func aTransformOutputNamedInputThatLeadsToASceneIsRefusedAtTheOutput() {
        let list = MarkedText(
            "scene: List\nconventions: {viewModel: transform}\noutputs: [1️⃣input]\n"
                + "coordinator:\n  routes:\n    - input: List\n")
        #expect(
            sceneCoordinatorDiagnostics([list]) == [
                error(
                    "'transform' makes output 'input' as a constant of that name and leads it to the scene "
                        + "coordinator, which would hide its parameter 'input'; rename the output", at: list["1️⃣"])
            ])
    }

    @Test func inputsThroughInitAreRefused() {
        let input = MarkedText("scene: S\nconventions: {inputs: 1️⃣init}\n")
        #expect(
            sceneCoordinatorDiagnostics([input]) == [
                error(
                    "'navigation: sceneCoordinator' cannot be used with 'inputs: init' yet: its view controller makes "
                        + "the view model; choose another inputs convention", at: input["1️⃣"])
            ])
    }

    @Test func aCustomPresentationIsRefusedAtTheRoute() {
        let list = MarkedText(
            "scene: List\noutputs: [open]\ncoordinator:\n  routes:\n    - open: {scene: Detail, present: 1️⃣custom}\n")
        let detail = MarkedText("scene: Detail\n", file: "Specs/Detail.yml")
        #expect(
            sceneCoordinatorDiagnostics([list, detail]) == [
                error(
                    "'present: custom' shows a scene by a method of the starting coordinator, which 'navigation: "
                        + "sceneCoordinator' does not generate; choose push, modal or modalInNavigation",
                    at: list["1️⃣"])
            ])
    }

    @Test func aResultWithoutAnOutputIsRefused() {
        let input = MarkedText("scene: S\ncoordinator:\n  result:\n    - 1️⃣done\n")
        #expect(
            sceneCoordinatorDiagnostics([input]) == [
                error(
                    "with 'navigation: sceneCoordinator' the view model leaves its scene when a result's output fires; "
                        + "give result 'done' 'from: <output>'", at: input["1️⃣"])
            ])
    }

    @Test func theNavigatorNamingIsRefused() {
        let input = MarkedText("scene: 1️⃣S\ncoordinator:\n")
        #expect(
            sceneCoordinatorDiagnostics([input], naming: Naming(coordinator: .navigator)) == [
                error(
                    "'navigation: sceneCoordinator' leaves scenes without a coordinator of their own, so 'naming: "
                        + "{coordinator: navigator}' has nothing to name; remove it", at: input["1️⃣"])
            ])
    }

    @Test func aSceneWhoseCaseWouldBeAKeywordOrTheEnumsNameIsRefused() {
        let keyword = MarkedText("scene: 1️⃣Default\n")
        let name = MarkedText("scene: 1️⃣Name\n", file: "Specs/Name.yml")
        #expect(
            sceneCoordinatorDiagnostics([keyword, name]) == [
                error(
                    "with 'navigation: sceneCoordinator' scene 'Default' is the 'Scene' enum's case 'default', a Swift "
                        + "keyword; rename the scene", at: keyword["1️⃣"]),
                error(
                    "with 'navigation: sceneCoordinator' scene 'Name' is the 'Scene' enum's case 'name', which the "
                        + "enum's 'name' property takes; rename the scene", at: name["1️⃣"]),
            ])
    }

    @Test func membersNamedLikeTheSceneCoordinatorOrTheBagOfItsRoutesAreRefused() {
        let input = MarkedText(
            "scene: S\ninputs: [1️⃣sceneCoordinator]\noutputs: [2️⃣disposeBag]\ncoordinator:\n  result:\n"
                + "    - done: {from: disposeBag}\n")
        let message = { (name: String, what: String) in
            "with 'navigation: sceneCoordinator' the view model holds the app's scene coordinator and the "
                + "subscriptions of its routes as 'sceneCoordinator' and 'disposeBag', so \(what) cannot be called "
                + "'\(name)'; rename it"
        }
        #expect(
            sceneCoordinatorDiagnostics([input]) == [
                error(message("sceneCoordinator", "an input"), at: input["1️⃣"]),
                error(message("disposeBag", "an output"), at: input["2️⃣"]),
            ])
    }
}
