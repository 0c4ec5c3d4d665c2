extension SpecValidator {
    /// Problems of `trait: controlEvent` and `trait: controlProperty`, each blamed at the trait: on an output, which
    /// the view model returns; on an input of a view model whose `Input` the view controller does not fill (a
    /// protocols view model, `inputs: init`, an input/output view model); and `controlProperty` on an input that
    /// carries no value; and `initial:` beside a control trait, blamed at the value; and a route from a
    /// `controlProperty` input, blamed at the route.
    func controlTraitProblems(_ spec: SceneSpec, conventions: Conventions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for output in spec.outputs {
            guard let trait = output.controlTrait else { continue }
            diagnostics.append(
                .error(.controlTrait(.output(output.name.value, trait: trait.value)), at: trait.location))
        }
        for input in spec.inputs {
            guard let trait = input.relay?.control else { continue }
            let name = input.name.value
            if conventions.takesInputInInit {
                diagnostics.append(
                    .error(.controlTrait(.initInputs(input: name, trait: trait.value)), at: trait.location))
            } else if conventions.viewModel == .inputOutput {
                diagnostics.append(
                    .error(.controlTrait(.inputOutput(input: name, trait: trait.value)), at: trait.location))
            } else if conventions.viewModel != .transform {
                diagnostics.append(
                    .error(
                        .controlTrait(
                            .withoutTransform(input: name, trait: trait.value, inputs: conventions.inputs.rawValue)),
                        at: trait.location))
            } else if trait.value == .controlProperty, input.member.checkedType?.isVoid == true {
                diagnostics.append(
                    .error(
                        .controlTrait(.propertyWithoutValue(input: name)),
                        at: input.type?.location ?? trait.location))
            }
        }
        // Like a relay input, a ControlProperty replays its value to each new observer.
        let properties = Set(spec.inputs.filter { $0.relay?.control?.value == .controlProperty }.map(\.name.value))
        for route in spec.coordinator?.routes ?? []
        where spec.source(of: route) == .input && properties.contains(route.output.value) {
            diagnostics.append(
                .error(
                    .controlTrait(.propertyRoute(input: route.output.value, scene: route.scene.value)),
                    at: route.output.location))
        }
        let members = spec.inputs.map { ($0.name.value, $0.relay) } + spec.outputs.map { ($0.name.value, $0.relay) }
        for (name, relay) in members {
            guard let control = relay?.control, let initial = relay?.initial else { continue }
            diagnostics.append(
                .error(.controlTrait(.initial(member: name, trait: control.value)), at: initial.location))
        }
        return diagnostics
    }
}
