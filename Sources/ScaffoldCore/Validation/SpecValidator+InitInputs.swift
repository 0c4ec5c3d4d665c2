extension SpecValidator {
    /// Problems of `inputs: init` in one spec: a coordinator kept out of the view model (which its view controller
    /// makes, so no coordinator can observe it), the navigator naming (whose assembler makes the view model before
    /// the view), an app type the view model's own `Input` would shadow, and a name that takes `input`, the
    /// parameter of the view model's `init` and the local of its test.
    func initInputProblems(_ spec: SceneSpec, names: SceneNames, conventions: Conventions) -> [Diagnostic] {
        guard conventions.takesInputInInit else { return [] }
        let blamed = spec.conventions.inputs?.location ?? spec.name.location
        var diagnostics: [Diagnostic] = []
        if let coordinatorInViewModel = spec.conventions.coordinatorInViewModel, !coordinatorInViewModel.value {
            diagnostics.append(.error(.initInputs(.coordinatorKeptOut), at: coordinatorInViewModel.location))
        }
        if spec.coordinator != nil, naming.coordinator == .navigator {
            diagnostics.append(.error(.initInputs(.navigatorNaming), at: blamed))
        }
        diagnostics += typesShadowed(by: ["Input"], in: spec, viewModel: names.viewModel)
        let parameter = SceneNames.initInputParameter
        for argument in spec.arguments where argument.name.value == parameter {
            diagnostics.append(.error(.initInputs(.nameTaken(what: "an argument")), at: argument.name.location))
        }
        for (property, service) in heldServices(names) where property.spelling == parameter {
            diagnostics.append(
                .error(
                    .initInputs(.nameTaken(what: "the property of service '\(service)'")),
                    at: property.provenance.location))
        }
        return diagnostics
    }
}
