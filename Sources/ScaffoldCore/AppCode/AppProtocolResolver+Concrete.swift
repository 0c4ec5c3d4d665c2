extension AppProtocolResolver {
    /// The problems of `service`, an entry held as the app's class or struct itself (`concrete: true`): it must be
    /// declared in `appCode` as one, and, when `testsMakeIt`, be made with `init()` as generated tests do.
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
                    .appCode(.concreteService(.notAClassOrStruct(name, kind: first.declaration.kind.description))),
                    at: location, notes: [declared])
            ]
        }
        guard testsMakeIt,
            let problem = Self.whyTestsCannotMake(first.declaration, extensions: index.extensions(of: name))
        else { return [] }
        return [.error(.appCode(.concreteService(problem)), at: location, notes: [declared])]
    }

    /// Why generated tests cannot write `Name()` for `declaration`, whose extensions are `extensions`; nil when they
    /// can: an `init` the tests may call without arguments (its own or an extension's), or none declared and every
    /// stored property given a value, so that Swift gives it one.
    static func whyTestsCannotMake(_ declaration: AppDeclaration, extensions: [AppExtension]) -> ConcreteServiceProblem?
    {
        let name = declaration.name
        if !declaration.genericParameters.isEmpty {
            return .notMadeByTests(
                name, reason: "it is generic, and '\(name)()' names none of its arguments",
                fix: "list a type that is not generic")
        }
        if declaration.attributes.contains("@MainActor") {
            return .notMadeByTests(
                name, reason: "it is isolated to the main actor, and the tests are not",
                fix: "give it a 'nonisolated init()'")
        }
        let members = declaration.members + extensions.filter { !$0.isConditional }.flatMap(\.members)
        let initializers = members.filter { member in
            guard case .initializer = member.kind else { return false }
            return !member.isConditional && !member.isStatic
        }
        if !initializers.isEmpty {
            let callable = initializers.contains { member in
                guard case .initializer(let parameters) = member.kind else { return false }
                return parameters.allSatisfy(\.hasDefaultValue) && !member.isFailable
                    && !member.modifiers.contains { $0 == "private" || $0 == "fileprivate" }
                    && !member.attributes.contains("@MainActor")
            }
            return callable ? nil : .notMadeWithoutArguments(name)
        }
        // A class without an `init` compiles only when every stored property has a value.
        guard case .struct = declaration.kind else { return nil }
        for member in declaration.members where !member.isStatic && !member.isConditional {
            guard case .property(let property) = member.kind, property.isStored, property.initialValue == nil else {
                continue
            }
            // A `var` of an optional type starts as `nil`.
            let type = property.type?.value ?? ""
            if !property.isConstant, type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") {
                continue
            }
            return .notMadeByTests(
                name,
                reason: "its stored property '\(member.name)' has no value, so Swift makes it only with the "
                    + "memberwise 'init'",
                fix:
                    "give '\(member.name)' a value, or give '\(name)' an 'init' whose parameters all have default values"
            )
        }
        return nil
    }
}
