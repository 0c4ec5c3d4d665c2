extension SpecValidator {
    /// Problems of relay members in one spec: `initial` without `trait: relay`, a relay without a first value or
    /// without a value at all, `initial: nil` for a type that is not optional, a relay input where inputs arrive
    /// through `init`, and a relay output that a route or result case observes.
    func relayProblems(_ spec: SceneSpec, conventions: Conventions) -> [Diagnostic] {
        let members =
            spec.inputs.map { (kind: "input", member: $0.member, relay: $0.relay) }
            + spec.outputs.map { (kind: "output", member: $0.member, relay: $0.relay) }
        var diagnostics: [Diagnostic] = []
        for (kind, member, relay) in members {
            guard let relay else { continue }
            let name = member.name.value
            guard let trait = relay.trait else {
                // A PublishRelay's `initial` is reported with the PublishRelay's problems, an input's behaviorRelay with
                // the trait, a control field's with the control traits'.
                if let initial = relay.initial, relay.publishRelay == nil, relay.publishSubject == nil,
                    relay.behaviorRelay == nil, relay.control == nil
                {
                    diagnostics.append(.error(.relay(.initialWithoutRelay(member: name)), at: initial.location))
                }
                continue
            }
            if let type = member.type, type.value.isVoid {
                diagnostics.append(
                    .error(
                        .relay(.relayOfVoid(member: name, kind: kind, type: type.value.description)), at: type.location)
                )
            } else if member.checkedType?.isVoid == true {
                diagnostics.append(.error(.relay(.relayWithoutValue(member: name, kind: kind)), at: trait))
            } else if let type = member.type, relay.initialExpression(for: type.value) == nil {
                diagnostics.append(
                    .error(.relay(.relayWithoutInitial(member: name, type: type.value.description)), at: trait))
            } else if let type = member.checkedType, !type.isOptional, let initial = relay.initial,
                initial.value.filter({ !$0.isWhitespace }) == "nil"
            {
                diagnostics.append(
                    .error(.relay(.nilInitial(member: name, type: type.description)), at: initial.location))
            }
        }
        if conventions.takesInputInInit {
            for input in spec.inputs {
                guard let trait = input.relay?.trait else { continue }
                diagnostics.append(.error(.relay(.relayInputWithInitInputs(input: input.name.value)), at: trait))
            }
        }
        let relayOutputs = Set(spec.outputs.filter(\.isRelay).map(\.name.value))
        let relayInputs = Set(spec.inputs.filter(\.isRelay).map(\.name.value))
        for route in spec.coordinator?.routes ?? [] {
            switch spec.source(of: route) {
            case .output where relayOutputs.contains(route.output.value):
                diagnostics.append(
                    .error(
                        .relay(
                            .relayOutputLeadsElsewhere(
                                output: route.output.value, by: "the route to \(route.scene.value)")),
                        at: route.output.location))
            case .input where relayInputs.contains(route.output.value):
                diagnostics.append(
                    .error(
                        .relay(.relayInputLeadsElsewhere(input: route.output.value, scene: route.scene.value)),
                        at: route.output.location))
            default:
                break
            }
        }
        for resultCase in spec.coordinator?.result ?? [] {
            guard let from = resultCase.from, relayOutputs.contains(from.value) else { continue }
            diagnostics.append(
                .error(
                    .relay(.relayOutputLeadsElsewhere(output: from.value, by: "result '\(resultCase.name.value)'")),
                    at: from.location))
        }
        return diagnostics
    }
}
