extension SpecValidator {
    /// Problems of the labels a spec gives its view model's `init` parameters: a label two parameters share, and a
    /// label on a service that `inject: property` sets after `init`.
    func initLabelProblems(_ spec: SceneSpec, names: SceneNames, conventions: Conventions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let setAfterInit = conventions.inject == .property
        let contained = Set(spec.containedDependencies(conventions: conventions).map(\.value))
        var parameters: [(name: String, label: Located<String>, isWritten: Bool)] = spec.arguments.map {
            ($0.name.value, $0.label ?? $0.name, $0.label != nil)
        }
        for (service, dependency) in zip(spec.dependencies, names.dependencies) {
            let written = spec.dependencyLabels[service.value]
            if setAfterInit, let written {
                diagnostics.append(.error(.labelOnServiceSetAfterInit(service.value), at: written.location))
            }
            if contained.contains(service.value) {
                if let written {
                    diagnostics.append(
                        .error(
                            .containedDependencyKey(service.value, key: "label", inject: conventions.inject),
                            at: written.location))
                }
                continue
            }
            parameters.append(
                (dependency.property, written ?? Located(dependency.property, at: service.location), written != nil))
        }
        if let service = spec.service, let property = names.serviceProperty {
            if setAfterInit, let written = service.label {
                diagnostics.append(
                    .error(.labelOnServiceSetAfterInit(names.service ?? property), at: written.location))
            }
            parameters.append(
                (property, service.label ?? Located(property, at: service.location), service.label != nil))
        }
        guard !setAfterInit else { return diagnostics }
        // Two names alike are reported as such; a label is blamed only where the spec writes it.
        var seen: [String: (name: String, label: Located<String>, isWritten: Bool)] = [:]
        for parameter in parameters where parameter.label.value != "_" {
            guard let first = seen[parameter.label.value] else {
                seen[parameter.label.value] = parameter
                continue
            }
            guard parameter.isWritten || first.isWritten else { continue }
            let blamed = parameter.isWritten ? parameter : first
            let other = parameter.isWritten ? first : parameter
            diagnostics.append(
                .error(
                    .duplicateInitLabel(blamed.label.value, parameter: blamed.name, other: other.name),
                    at: blamed.label.location,
                    notes: [.init(location: other.label.location, message: "'\(other.name)' is declared here")]))
        }
        return diagnostics
    }
}
