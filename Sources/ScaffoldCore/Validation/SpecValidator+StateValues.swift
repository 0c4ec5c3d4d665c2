extension SpecValidator {
    /// Problems of `expose: state` on arguments and properties: a transform or input/output view model, which has no
    /// protocols of its own to add a state protocol to, refused at each `expose` value; and a state property spelled
    /// like the output a state machine adds, refused where the name is written (the spec's `names` pattern, or the
    /// first `expose: state`).
    func stateValueProblems(_ spec: SceneSpec, names: SceneNames, conventions: Conventions) -> [Diagnostic] {
        let shown = spec.stateValues
        guard let first = shown.first?.exposedInState else { return [] }
        if conventions.viewModel.nestsInputAndOutput {
            let arguments = Set(spec.arguments.map(\.name.value))
            return shown.compactMap { member in
                member.exposedInState.map {
                    .error(
                        .stateValueInTransform(
                            member.name.value, convention: conventions.viewModel,
                            isArgument: arguments.contains(member.name.value)),
                        at: $0)
                }
            }
        }
        guard let property = names.stateProperty, let output = names.table[.stateOutput],
            output.spelling == property
        else { return [] }
        return [
            .error(
                .statePropertyIsStateOutput(property), at: spec.names[.stateProperty]?.location ?? first,
                notes: [
                    .init(
                        location: output.provenance.location,
                        message: "the state machine declared here adds the output '\(property)'")
                ])
        ]
    }
}
