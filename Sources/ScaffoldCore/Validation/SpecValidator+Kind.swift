extension SpecValidator {
    /// A cell or component that declares a coordinator: only a screen is started by one.
    func kindProblems(_ spec: SceneSpec) -> [Diagnostic] {
        guard let kind = spec.kind, !kind.value.isScreen, let coordinator = spec.coordinator else { return [] }
        return [
            .error(
                .coordinatorOfNonScreen(kind: kind.value.rawValue), at: coordinator.location,
                notes: [Self.kindNote(kind)])
        ]
    }

    /// A route to a cell or component, which has no coordinator for the route to start; nil for a route to a
    /// screen. A cell is shown in a list, so the example output is a list of its view models.
    func routeTargetProblem(_ route: RouteSpec, target: SceneSpec) -> Diagnostic? {
        guard let kind = target.kind, !kind.value.isScreen else { return nil }
        let viewModel = SceneNames(target, naming: naming).viewModel
        let example = kind.value == .cell ? "[\(viewModel)]" : viewModel
        return .error(
            .routeTargetIsNotAScreen(route.scene.value, kind: kind.value.rawValue, example: example),
            at: route.scene.location, notes: [Self.kindNote(kind)])
    }

    private static func kindNote(_ kind: Located<SceneKind>) -> Diagnostic.Note {
        .init(location: kind.location, message: "'kind: \(kind.value.rawValue)' is declared here")
    }
}
