import Testing

@testable import ScaffoldCore

/// `navigation: viewController`: read where conventions are written, and refused with the conventions that have the
/// view model call its coordinator, which this style leaves out of the view model.
@Suite struct NavigationDiagnosticsTests: DiagnosticsTesting {
    @Test func theStyleIsReadFromASpec() throws {
        let (spec, diagnostics) = SpecDecoder().decode(
            MarkedText("scene: S\nconventions: {navigation: viewController}\n").data, file: "S.yml")
        #expect(diagnostics == [])
        #expect(try #require(spec).conventions.navigation?.value == .viewController)
    }

    @Test func theProjectsStyleReachesEveryScene() {
        var overrides = ConventionOverrides()
        overrides.navigation = Located(.viewController, at: SourceLocation(file: "scaffold.yml", line: 1, column: 1))
        #expect(Conventions().applying(overrides).navigation == .viewController)
        #expect(Conventions().navigation == .coordinator)
    }

    @Test func aMisspelledStyleIsToldTheClosest() {
        let input = MarkedText("scene: S\nconventions: {navigation: 1️⃣viewcontroller}\n")
        #expect(
            diagnostics(input) == [
                error("'viewcontroller' is not a valid navigation; did you mean 'viewController'?", at: input["1️⃣"])
            ])
    }

    @Test func anUnknownStyleFarFromEveryOneIsToldTheChoices() {
        let input = MarkedText("scene: S\nconventions: {navigation: 1️⃣router}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'router' is not a valid navigation; use one of: coordinator, viewController, rxflow, "
                        + "sceneCoordinator", at: input["1️⃣"])
            ])
    }

    @Test func theViewModelCannotCallACoordinatorTheViewControllerHolds() {
        let input = MarkedText(
            "scene: S\nconventions: {navigation: 1️⃣viewController, coordinatorInViewModel: true}\ninputs: [tap]\n"
                + "coordinator:\n  routes:\n    - tap: S\n")
        #expect(
            diagnostics(input) == [
                error(
                    "with 'navigation: viewController' the view controller starts the routes and the view model has "
                        + "no coordinator, but 'coordinatorInViewModel: true' has the view model call its "
                        + "coordinator; remove 'coordinatorInViewModel: true', or write 'navigation: coordinator'",
                    at: input["1️⃣"])
            ])
    }

    @Test func aProjectsCoordinatorPropertyIsUndoneInTheSpecThatLeavesItsRoutesToTheViewController() {
        let input = MarkedText(
            "scene: S\nconventions: {navigation: 1️⃣viewController}\ninputs: [tap]\ncoordinator:\n  routes:\n"
                + "    - tap: S\n")
        var project = ConventionOverrides(
            coordinatorInViewModel: Located(true, at: SourceLocation(file: "scaffold.yml", line: 1, column: 1)))
        project.coordinatorSetAfterInit = project.coordinatorInViewModel
        let validator = SpecValidator(projectConventions: Conventions().applying(project))
        let (spec, _) = SpecDecoder().decode(input.data, file: input.file)
        #expect(
            validator.validate([spec].compactMap { $0 }) == [
                error(
                    "with 'navigation: viewController' the view controller starts the routes and the view model has "
                        + "no coordinator, but 'coordinatorInViewModel: property' has the view model call its "
                        + "coordinator; write 'coordinatorInViewModel: false' in this spec, or write 'navigation: "
                        + "coordinator'",
                    at: input["1️⃣"])
            ])
    }

    @Test func aTransformViewModelLeavesItsRoutesToTheViewController() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform, navigation: viewController}\ninputs: [tap]\n"
                + "outputs: [open]\ncoordinator:\n  routes:\n    - tap: S\n    - open: S\n")
        #expect(diagnostics(input) == [])
    }

    @Test func aTransformViewModelThatIsToldToCallItsCoordinatorIsRefused() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform, navigation: 1️⃣viewController, coordinatorInViewModel: true}"
                + "\ninputs: [tap]\ncoordinator:\n  routes:\n    - tap: S\n")
        #expect(
            diagnostics(input) == [
                error(
                    "with 'navigation: viewController' the view controller starts the routes and the view model has "
                        + "no coordinator, but 'coordinatorInViewModel: true' has the view model call its "
                        + "coordinator; remove 'coordinatorInViewModel: true', or write 'navigation: coordinator'",
                    at: input["1️⃣"])
            ])
    }

    @Test func aTransformSceneTakesTheProjectsStyle() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform, transform: {struct: true}}\ninputs: [tap]\n"
                + "coordinator:\n  routes:\n    - tap: S\n")
        var project = ConventionOverrides()
        project.navigation = Located(.viewController, at: SourceLocation(file: "scaffold.yml", line: 1, column: 1))
        let validator = SpecValidator(projectConventions: Conventions().applying(project))
        let (spec, _) = SpecDecoder().decode(input.data, file: input.file)
        #expect(validator.validate([spec].compactMap { $0 }) == [])
    }

    @Test func aTransformSceneCannotFinishWithAResultTheViewControllerWouldRead() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform, navigation: viewController}\ninputs: [close]\n"
                + "outputs: [didClose]\ncoordinator:\n  result:\n    - 1️⃣closed: {from: didClose}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "a scene with 'viewModel: transform' and 'navigation: viewController' cannot finish with a "
                        + "'result' yet: its outputs reach only the view controller, which starts routes but does "
                        + "not finish the scene; remove 'result' (the scene then ends when the user leaves it), or "
                        + "write 'navigation: coordinator'",
                    at: input["1️⃣"])
            ])
    }

    @Test func aRoutedInputOfATransformSceneIsNotNamedLikeTheViewControllersLocals() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform, navigation: viewController}\ninputs: [1️⃣output]\n"
                + "coordinator:\n  routes:\n    - output: S\n")
        #expect(
            diagnostics(input) == [
                error(
                    "input 'output' starts a route, so the view controller keeps it in a local named 'output', "
                        + "which what transform returns already names; rename the input",
                    at: input["1️⃣"])
            ])
    }

    /// A local named like the view controller's own property would hide it where `bindViewModel()` reads it.
    @Test func aRoutedInputOfATransformSceneIsNotNamedLikeTheViewControllersProperties() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform, navigation: viewController}\ninputs: [1️⃣viewModel]\n"
                + "coordinator:\n  routes:\n    - viewModel: S\n")
        #expect(
            diagnostics(input) == [
                error(
                    "input 'viewModel' starts a route, so the view controller keeps it in a local named "
                        + "'viewModel', which its own property already names; rename the input",
                    at: input["1️⃣"])
            ])
    }

    @Test func inputsThroughInitAreRefused() {
        let input = MarkedText(
            "scene: S\nconventions: {inputs: init, navigation: 1️⃣viewController}\ninputs: [tap]\n"
                + "coordinator:\n  routes:\n    - tap: S\n")
        #expect(
            diagnostics(input) == [
                error(
                    "with 'navigation: viewController' the view controller starts the routes and the view model has "
                        + "no coordinator, but 'inputs: init' has the view model call its coordinator; choose another "
                        + "inputs convention, or write 'navigation: coordinator'",
                    at: input["1️⃣"])
            ])
    }

    @Test func navigatorsAreRefused() {
        let input = MarkedText(
            "scene: S\nconventions: {navigation: 1️⃣viewController}\ninputs: [tap]\ncoordinator:\n  routes:\n"
                + "    - tap: S\n")
        var validator = SpecValidator()
        validator.naming = Naming(coordinator: .navigator)
        let (spec, _) = SpecDecoder().decode(input.data, file: input.file)
        #expect(
            validator.validate([spec].compactMap { $0 }) == [
                error(
                    "'navigation: viewController' cannot be used with 'naming: {coordinator: navigator}' yet: the "
                        + "assembler makes the view controller without a router; write 'navigation: coordinator'",
                    at: input["1️⃣"])
            ])
    }
}
