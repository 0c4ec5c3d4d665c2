extension AppProtocolResolver {
    /// The problems of `service`, an entry held as the app's class or struct itself (`concrete: true`): it must be
    /// declared in `appCode` as one, and, when `testsMakeIt`, be made with `init()` as generated tests do. A class
    /// or struct that declares no `init` gets one from Swift, so is taken to be made so.
    func concreteServiceProblems(_ service: SharedServiceSpec, testsMakeIt: Bool) -> [Diagnostic] {
        let name = service.name.value
        let location = service.name.location
        let found = index.declarations(named: name)
        guard let first = found.first else {
            return [.error(.appCode(.concreteService(.notFound(name, patterns: patterns))), at: location)]
        }
        let declared = Diagnostic.Note(location: first.declaration.location, message: "'\(name)' is declared here")
        switch first.declaration.kind {
        case .class, .struct: break
        case .protocol:
            return [.error(.appCode(.concreteService(.isAProtocol(name))), at: location, notes: [declared])]
        default:
            return [
                .error(
                    .appCode(.notAProtocol(name, kind: first.declaration.kind.description)), at: location,
                    notes: [declared])
            ]
        }
        let initializers = first.declaration.members.compactMap { member -> [AppMember.Parameter]? in
            guard case .initializer(let parameters) = member.kind,
                !member.modifiers.contains("private"), !member.modifiers.contains("fileprivate")
            else { return nil }
            return parameters
        }
        guard testsMakeIt, !initializers.isEmpty,
            !initializers.contains(where: { $0.allSatisfy(\.hasDefaultValue) })
        else { return [] }
        return [.error(.appCode(.concreteService(.notMadeWithoutArguments(name))), at: location, notes: [declared])]
    }
}
