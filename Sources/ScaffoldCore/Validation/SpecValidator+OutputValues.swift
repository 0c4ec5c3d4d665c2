extension SpecValidator {
    /// Problems of `expose: outputs` on arguments and properties, each at the `expose` value: a transform or
    /// input/output view model, which has no outputs protocol, and a scene without outputs, whose protocol would hold nothing else.
    func outputValueProblems(_ spec: SceneSpec, conventions: Conventions) -> [Diagnostic] {
        let shown =
            spec.arguments.map { (member: $0, isArgument: true) } + spec.properties.map { ($0, false) }
        return shown.compactMap { member, isArgument in
            guard let location = member.exposedInOutputs else { return nil }
            if conventions.viewModel.nestsInputAndOutput {
                return .error(
                    .outputValueInTransform(
                        member.name.value, convention: conventions.viewModel, isArgument: isArgument),
                    at: location)
            }
            if spec.outputs.isEmpty && spec.state == nil {
                return .error(.outputValueWithoutOutputs(member.name.value, isArgument: isArgument), at: location)
            }
            return nil
        }
    }
}
