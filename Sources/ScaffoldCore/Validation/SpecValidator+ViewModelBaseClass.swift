// A view model base class is the app's: the name must not be one scaffold generates.
extension SpecValidator {
    /// Each base class (the project's once, each spec's own once) named like a type a scene or a shared service
    /// generates, blamed where the base class is named.
    func viewModelBaseClassProblems(
        _ scenes: [(spec: SceneSpec, names: SceneNames)], services: [SharedServiceSpec]
    ) -> [Diagnostic] {
        var generated: [String: SourceLocation] = [:]
        for (spec, names) in scenes {
            for type in names.declaredTypes(baseCoordinator: baseCoordinator.name.value)
            where generated[type.name] == nil {
                generated[type.name] = spec.location(of: type.origin)
            }
        }
        for service in services {
            for type in service.names.declaredTypes where generated[type] == nil {
                generated[type] = service.name.location
            }
        }
        let baseClasses = [viewModelBaseClass].compactMap { $0 } + scenes.compactMap(\.spec.viewModelBaseClass)
        var blamed: Set<SourceLocation> = []
        var diagnostics: [Diagnostic] = []
        for baseClass in baseClasses {
            let name = baseClass.name
            guard let declared = generated[name.value], blamed.insert(name.location).inserted else { continue }
            diagnostics.append(
                .error(
                    .viewModelBaseClassIsGenerated(name.value), at: name.location,
                    notes: [.init(location: declared, message: "'\(name.value)' is generated for the spec here")]))
        }
        return diagnostics
    }
}
