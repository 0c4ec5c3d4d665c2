extension SpecValidator {
    /// Problems of `navigation: viewController` in one spec: what a transform view model cannot do yet under a router,
    /// a convention that has the view model call its coordinator, which this style leaves out of the view model, and
    /// the navigator naming, whose assembler makes the view controller without a router. Each but the first is blamed
    /// at the spec's `navigation` when it writes one, else at the spec's conflicting key, else at the scene.
    func navigationProblems(_ spec: SceneSpec, conventions: Conventions) -> [Diagnostic] {
        guard conventions.navigation == .viewController, spec.coordinator != nil else { return [] }
        let navigation = spec.conventions.navigation?.location
        var diagnostics: [Diagnostic] = []
        if conventions.routesTransformInViewController {
            diagnostics += transformRouterProblems(spec)
        }
        if conventions.takesInputInInit {
            diagnostics.append(
                .error(
                    .navigation(
                        .viewModelCallsCoordinator(
                            because: "'inputs: init'", change: "choose another inputs convention")),
                    at: navigation ?? spec.conventions.inputs?.location ?? spec.name.location))
        } else if conventions.coordinatorInViewModel {
            let written =
                "'coordinatorInViewModel: "
                + (conventions.coordinatorSetAfterInit ? Conventions.coordinatorSetAfterInitSpelling : "true") + "'"
            // A project's choice is undone in the spec; a spec's own is removed.
            let change =
                spec.conventions.coordinatorInViewModel == nil
                ? "write 'coordinatorInViewModel: false' in this spec" : "remove \(written)"
            diagnostics.append(
                .error(
                    .navigation(.viewModelCallsCoordinator(because: written, change: change)),
                    at: navigation ?? spec.conventions.coordinatorInViewModel?.location ?? spec.name.location))
        }
        if naming.coordinator == .navigator {
            diagnostics.append(.error(.navigation(.navigatorNaming), at: navigation ?? spec.name.location))
        }
        return diagnostics
    }
}
