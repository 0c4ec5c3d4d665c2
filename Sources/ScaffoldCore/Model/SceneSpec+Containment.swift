extension SceneSpec {
    /// Every type the spec writes for a member: arguments, inputs, outputs, actions, state cases, result cases, the
    /// parameters and results of its service's methods and of its view model's methods, its properties, and the
    /// values of the routes the app's code calls (`source: code`).
    public var memberTypes: [SwiftType] {
        var types = arguments.compactMap(\.type?.value) + inputs.compactMap(\.type?.value)
        types += outputs.compactMap(\.member.type?.value)
        types += actions.flatMap { [$0.input?.value, $0.output?.value].compactMap { $0 } }
        types += (state ?? []).compactMap(\.type?.value)
        types += (coordinator?.result ?? []).compactMap(\.member.type?.value)
        types += ((service?.methods ?? []) + methods).flatMap(\.types)
        types += properties.compactMap(\.type?.value)
        types += (coordinator?.routes ?? []).compactMap(\.type?.value)
        return types
    }

    /// Every name that a member's type uses as a component of a type name, at any depth: `Repository` and
    /// `Error` for `Result<[Repository], Error>`, `App` and `Repository` for `App.Repository`.
    public var typeNamesInMembers: Set<String> {
        var names: Set<String> = []
        for type in memberTypes { type.forEachNamedType { names.formUnion($0.map(\.name)) } }
        return names
    }
}

extension SceneSpec {
    /// The view model's members the spec names, each with its kind for messages: arguments, inputs, outputs,
    /// actions, properties and methods, in that order.
    public var namedMembers: [(name: Located<String>, kind: String)] {
        arguments.map { ($0.name, "argument") } + inputs.map { ($0.name, "input") }
            + outputs.map { ($0.name, "output") } + actions.map { ($0.name, "action") }
            + properties.map { ($0.name, "property") } + methods.map { ($0.name, "method") }
    }
}

extension ServiceMethodSpec {
    /// The types of the method's parameters, then its result type when it has one.
    public var types: [SwiftType] {
        var types = parameters.map(\.type.value) + [returns?.value].compactMap { $0 }
        if case .typed(let error) = appShape?.throwing { types.append(error) }
        return types
    }
}

extension SceneSpec {
    /// The types `memberTypes` lists, where the spec writes each (a method's typed error, read from the app's
    /// Swift, has no position in the spec and is left out).
    public var locatedMemberTypes: [Located<SwiftType>] {
        var types = arguments.compactMap(\.type) + inputs.compactMap(\.type)
        types += inputs.flatMap { $0.parameters ?? [] }.map(\.type)
        types += outputs.compactMap(\.member.type)
        types += actions.flatMap { [$0.input, $0.output].compactMap { $0 } }
        types += (state ?? []).compactMap(\.type)
        types += (coordinator?.result ?? []).compactMap(\.member.type)
        types += ((service?.methods ?? []) + methods).flatMap(\.locatedTypes)
        types += properties.compactMap(\.type)
        types += (coordinator?.routes ?? []).compactMap(\.type)
        return types
    }
}

extension ServiceMethodSpec {
    /// The parameter and result types the spec writes, with their positions.
    public var locatedTypes: [Located<SwiftType>] {
        parameters.map(\.type) + [returns].compactMap { $0 }
    }
}

extension SceneSpec {
    /// The arguments, then the properties, that `expose: state` shows in the state protocol, in spec order.
    public var stateValues: [MemberSpec] {
        (arguments + properties).filter { $0.exposedInState != nil }
    }

    /// Whether any argument or property is shown in the state protocol, which the scene then declares.
    public var showsStateValues: Bool { !stateValues.isEmpty }
}
