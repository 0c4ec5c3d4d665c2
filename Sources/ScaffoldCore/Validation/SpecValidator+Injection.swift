extension SpecValidator {
    /// Problems of `inject: container` in one spec: what would need an `init` parameter of a service that reaches the
    /// view model through its `dependencies` (a `default`; labels are checked with the others). An argument named
    /// like that parameter is refused whatever the convention, as the coordinator's `init` has one.
    func containerProblems(_ spec: SceneSpec, conventions: Conventions) -> [Diagnostic] {
        spec.containedDependencies(conventions: conventions).compactMap { service in
            spec.dependencyDefaults[service.value].map {
                .error(.containedDependencyKey(service.value, key: "default"), at: $0.location)
            }
        }
    }

    /// Problems of `inject: property` in one spec: the shapes whose view model something other than the coordinator's
    /// `start()` makes, where no generated code could set the properties after `init`.
    func injectionProblems(_ spec: SceneSpec, conventions: Conventions) -> [Diagnostic] {
        guard conventions.inject == .property, spec.service != nil || !spec.dependencies.isEmpty else { return [] }
        let blamed = spec.conventions.inject?.location ?? spec.name.location
        if conventions.takesInputInInit {
            return [
                .error(
                    .injectedPropertiesWith(
                        "'inputs: init'",
                        reason: "its view controller makes the view model through a factory, when the view loads"),
                    at: blamed)
            ]
        }
        if conventions.viewModelIsStruct {
            return [
                .error(
                    .injectedPropertiesWith(
                        "'transform: {struct: true}'",
                        reason: "a struct view model is a value, whose properties the coordinator cannot set on the "
                            + "copy it hands over"),
                    at: blamed)
            ]
        }
        if spec.coordinator != nil, naming.coordinator == .navigator {
            return [
                .error(
                    .injectedPropertiesWith(
                        "'naming: {coordinator: navigator}'", reason: "its assembler makes the view model"),
                    at: blamed)
            ]
        }
        return []
    }
}
