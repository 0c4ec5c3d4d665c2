extension SpecValidator {
    /// Problems of `inject: container` and `inject: struct` in one spec: what would need an `init` parameter of a
    /// service that reaches the view model through its one parameter (a `default`; labels are checked with the
    /// others). An argument named `dependencies` is refused whatever the convention, as the coordinator's `init` has
    /// one; under `inject: struct` so is an argument named or labelled `dependency`, the view model's parameter, and a
    /// member type naming `Dependency`, which inside the view model is its own struct.
    func containerProblems(_ spec: SceneSpec, names: SceneNames, conventions: Conventions) -> [Diagnostic] {
        let contained = spec.containedDependencies(conventions: conventions)
        var diagnostics: [Diagnostic] = contained.compactMap { service in
            spec.dependencyDefaults[service.value].map {
                .error(
                    .containedDependencyKey(service.value, key: "default", inject: conventions.inject),
                    at: $0.location)
            }
        }
        guard conventions.inject == .dependencyStruct, !contained.isEmpty else { return diagnostics }
        let parameter = SceneSpec.dependencyStructParameter
        for argument in spec.arguments where !argument.isSetAfterInit {
            for written in [argument.name, argument.label].compactMap({ $0 }) where written.value == parameter {
                diagnostics.append(
                    .error(.argumentNamedLikeDependencyStructParameter(written.value), at: written.location))
            }
        }
        diagnostics += typesShadowed(by: [SceneSpec.dependencyStructName], in: spec, viewModel: names.viewModel)
        return diagnostics
    }

    /// Problems of `inject: property` in one spec, the convention's and each argument's, and of
    /// `coordinatorInViewModel: property`: the shapes whose view model something other than the coordinator, the flow
    /// or the scene coordinator makes, where no generated code could set the properties after `init`; and an
    /// argument's `init` label, which names no parameter then.
    func injectionProblems(_ spec: SceneSpec, conventions: Conventions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if conventions.inject == .property, spec.service != nil || !spec.dependencies.isEmpty,
            let (what, reason) = shapeRefusingInjection(spec, conventions: conventions)
        {
            let blamed = spec.conventions.inject?.location ?? spec.name.location
            diagnostics.append(.error(.injectedPropertiesWith(what, reason: reason), at: blamed))
        }
        if conventions.inject == .property {
            // A service set after `init` is an implicitly unwrapped `var`, which no `{ get }` requirement of its type
            // accepts.
            for service in spec.dependencies {
                guard let exposed = spec.exposedDependencies[service.value] else { continue }
                diagnostics.append(.error(.exposedServiceSetAfterInit(service.value), at: exposed))
            }
        }
        if conventions.takesCoordinatorAfterInit, spec.viewModelHoldsCoordinator(conventions: conventions),
            let (what, reason) = shapeRefusingInjection(spec, conventions: conventions)
        {
            let blamed = spec.conventions.coordinatorInViewModel?.location ?? spec.name.location
            diagnostics.append(.error(.coordinatorSetAfterInitWith(what, reason: reason), at: blamed))
        }
        for argument in spec.arguments where argument.isSetAfterInit {
            guard let injection = argument.injection else { continue }
            if let (what, reason) = shapeRefusingInjection(spec, conventions: conventions) {
                diagnostics.append(
                    .error(
                        .argumentSetAfterInitWith(argument: argument.name.value, what: what, reason: reason),
                        at: injection.location))
            } else if let label = argument.label {
                diagnostics.append(
                    .error(.argumentSetAfterInitWithLabel(argument: argument.name.value), at: label.location))
            }
        }
        return diagnostics
    }

    /// The shape of the scene that makes its view model where no generated code sets properties after `init`, and
    /// why; nil when the coordinator, the flow or the scene coordinator makes it.
    private func shapeRefusingInjection(_ spec: SceneSpec, conventions: Conventions) -> (String, reason: String)? {
        if conventions.takesInputInInit {
            return (
                "'inputs: init'",
                reason: "its view controller makes the view model through a factory, when the view loads"
            )
        }
        if conventions.viewModelIsStruct {
            return (
                "'transform: {struct: true}'",
                reason: "a struct view model is a value, whose properties the coordinator cannot set on the copy it "
                    + "hands over"
            )
        }
        if spec.coordinator != nil, naming.coordinator == .navigator {
            return ("'naming: {coordinator: navigator}'", reason: "its assembler makes the view model")
        }
        return nil
    }
}
