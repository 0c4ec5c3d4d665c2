// `conformsTo:` names protocols of the app or of a module it imports; scaffold declares the conformance and the
// app's code meets the requirements. A protocol scaffold already conforms the view model to, or a type scaffold
// generates for another purpose, would not compile there.
extension SpecValidator {
    /// Each protocol `conformsTo` (or `protocolInherits`) lists twice, and each the view model already conforms to
    /// because scaffold generates the conformance: its own protocols, the transform convention's `ViewModelType`,
    /// RxFlow's `Stepper`; and `protocolInherits` where no view model protocol is generated.
    func conformanceProblems(_ spec: SceneSpec, names: SceneNames, conventions: Conventions) -> [Diagnostic] {
        var generated: Set<String> = [names.viewModelProtocol, names.inputsProtocol, names.outputsProtocol]
        generated.insert(names.actionsProtocol)
        if conventions.viewModel == .transform { generated.insert(supportTypes.viewModelTypeName) }
        if conventions.viewModel == .inputOutput { generated.insert(SceneNames.inputOutputViewModelProtocol) }
        if conventions.navigation == .rxflow, spec.sceneKind.isScreen { generated.insert("Stepper") }
        let baseClass =
            spec.viewModelBaseClass?.name.value
            ?? (spec.declinesViewModelBaseClass ? nil : viewModelBaseClass?.name.value)
        var diagnostics: [Diagnostic] = []
        for (key, listed) in [("conformsTo", spec.conformsTo), ("protocolInherits", spec.protocolInherits)] {
            diagnostics += duplicates(listed) { .duplicateConformance($0, key: key) }
            for name in listed where name.value == baseClass {
                diagnostics.append(.error(.conformanceIsBaseClass(name.value, key: key), at: name.location))
            }
            for name in listed where generated.contains(name.value) {
                diagnostics.append(.error(.conformanceIsGenerated(name.value, key: key), at: name.location))
            }
        }
        if conventions.viewModel == .transform, let first = spec.protocolInherits.first {
            diagnostics.append(
                .error(.inheritedProtocolsWithoutProtocol(conventions.viewModel.rawValue), at: first.location))
        }
        return diagnostics
    }

    /// Each protocol a spec's `conformsTo` lists that another scene or a shared service generates: its requirements
    /// belong to that view model or service, and this one would not meet them.
    func foreignGeneratedConformanceProblems(
        _ scenes: [(spec: SceneSpec, names: SceneNameSummary)], services: [SharedServiceSpec]
    ) -> [Diagnostic] {
        var owners: [String: NameProvenance] = [:]
        for type in scenes.flatMap(\.names.declaredTypes)
            + services.flatMap({ namer.table(for: $0).entries(of: .type) })
        where owners[type.spelling] == nil {
            owners[type.spelling] = type.provenance
        }
        var diagnostics: [Diagnostic] = []
        for (spec, names) in scenes {
            for name in spec.conformsTo + spec.protocolInherits where !names.viewModelProtocols.contains(name.value) {
                guard let owner = owners[name.value] else { continue }
                diagnostics.append(
                    .error(
                        .conformanceIsForeignGeneratedType(name.value), at: name.location,
                        notes: [
                            .init(location: owner.location, message: "'\(name.value)' is generated for the spec here")
                        ]))
            }
        }
        return diagnostics
    }
}
