extension SpecValidator {
    /// A warning for each app type that makes generated code write one of Action's types with a module selector
    /// (`Action::Action`), newer than `SwiftToolchain.minimum`: an app type named like an Action type, where the
    /// project's generated code also uses the library's type of that name. It is blamed where a spec first
    /// writes the app's type, in the order of `specs` then `services`, or else where the app's Swift declares it.
    func toolchainProblems(_ specs: [SceneSpec], services: [SharedServiceSpec]) -> [Diagnostic] {
        var firstAppUse: [String: SourceLocation] = [:]
        var libraryUses: Set<String> = []
        func read(_ types: [Located<SwiftType>]) {
            for type in types {
                for name in ImportedTypeNames.appTypesNamedLikeLibraryTypes(in: type.value)
                where ImportedTypeNames.needsModuleSelector(name) && firstAppUse[name] == nil {
                    firstAppUse[name] = type.location
                }
                libraryUses.formUnion(Self.actionTypesOfTheLibrary(in: type.value))
            }
        }
        for spec in specs {
            read(spec.locatedMemberTypes)
            // The view model makes every action with `Action { … }`, a `CocoaAction` too, and its tests check for
            // `ActionError`.
            if !spec.actions.isEmpty { libraryUses.formUnion(["Action", "ActionError"]) }
        }
        for service in services {
            read(service.methods.flatMap(\.locatedTypes) + service.properties.map(\.type))
        }
        // No spec names it, yet the app declares it: generated code writes the library's with its module all the same.
        for (name, declaration) in libraryTypeNamesTheAppDeclares
        where ImportedTypeNames.needsModuleSelector(name) && firstAppUse[name] == nil {
            firstAppUse[name] = declaration
        }
        return firstAppUse.filter { libraryUses.contains($0.key) }
            .sorted {
                ($0.value.file, $0.value.line, $0.value.column) < ($1.value.file, $1.value.line, $1.value.column)
            }
            .map { .warning(.moduleSelectorNeedsNewerSwift($0.key), at: $0.value) }
    }

    /// The names of Action's types that `type` writes as the library's: with generic arguments where they take
    /// some (`Action<Int, Void>`), or with their module.
    private static func actionTypesOfTheLibrary(in type: SwiftType) -> Set<String> {
        var names: Set<String> = []
        type.forEachNamedType { components in
            guard let last = components.last, ImportedTypeNames.needsModuleSelector(last.name) else { return }
            if components.count == 2 && components[0].name == "Action" || !last.genericArguments.isEmpty {
                names.insert(last.name)
            }
        }
        return names
    }
}
