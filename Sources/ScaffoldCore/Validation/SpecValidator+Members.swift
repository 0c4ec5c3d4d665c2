extension SpecValidator {
    /// Problems with the view model's properties and methods and with input methods' parameters: a parameter name
    /// used twice, parameters on an input that is not a method, and a member named like `transform`.
    func memberProblems(_ spec: SceneSpec, conventions: Conventions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for method in spec.methods {
            diagnostics += duplicates(method.parameters.map(\.name)) { .duplicateParameter($0, in: method.name.value) }
        }
        for input in spec.inputs {
            guard let parameters = input.parameters else { continue }
            if conventions.inputs != .function || conventions.viewModel == .transform {
                diagnostics.append(
                    .error(
                        .inputParametersWithoutFunctionInputs(input.name.value),
                        at: parameters.first.map { $0.label?.location ?? $0.name.location } ?? input.name.location))
            }
            diagnostics += duplicates(parameters.map(\.name)) { .duplicateParameter($0, in: input.name.value) }
        }
        if conventions.viewModel == .transform {
            // The class itself declares `transform(input:)`, next to the properties and methods.
            let members = spec.properties.map { ($0.name, "property") } + spec.methods.map { ($0.name, "method") }
            for (name, kind) in members where name.value == "transform" {
                diagnostics.append(.error(.memberNamedLikeTransformMethod(kind: kind), at: name.location))
            }
        }
        return diagnostics
    }
}
