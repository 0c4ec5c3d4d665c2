extension SpecValidator {
    /// Problems of the input/output convention in one spec: inputs that cannot be fields its view controller writes
    /// into (`inputs: function`, `inputs: init`), a navigation other than coordinators, and members named like the
    /// view model's `input` and `output` properties. A convention is blamed where the spec writes it, at
    /// scaffold.yml's key when the config writes both conventions, else at the scene.
    func inputOutputProblems(_ spec: SceneSpec, conventions: Conventions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let fallback = spec.conventions.viewModel?.location ?? spec.name.location
        if conventions.inputs == .function || conventions.inputs == .initializer {
            diagnostics.append(
                .error(
                    .inputOutputInputs(conventions.inputs.rawValue),
                    at: spec.conventions.inputs?.location
                        ?? projectConflictLocation(of: \.inputs?.location, with: \.viewModel?.location, in: spec)
                        ?? fallback))
        }
        if conventions.navigation != .coordinator {
            diagnostics.append(
                .error(
                    .inputOutputNavigation(conventions.navigation.rawValue),
                    at: spec.conventions.navigation?.location
                        ?? projectConflictLocation(of: \.navigation?.location, with: \.viewModel?.location, in: spec)
                        ?? fallback))
        }
        let properties: Set<String> = [SceneNames.inputOutputProperties.input, SceneNames.inputOutputProperties.output]
        let members: [(Located<String>, String)] =
            spec.arguments.map { ($0.name, "argument") } + spec.inputs.filter(\.isRelay).map { ($0.name, "input") }
            + spec.properties.map { ($0.name, "property") } + spec.methods.map { ($0.name, "method") }
        for (name, kind) in members where properties.contains(name.value) {
            diagnostics.append(.error(.memberNamedLikeInputOutputProperty(name.value, kind: kind), at: name.location))
        }
        return diagnostics
    }
}
