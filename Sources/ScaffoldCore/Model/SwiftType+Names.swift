extension SwiftType {
    /// Calls `body` with the components of every named type in this type, outermost first, at any depth.
    public func forEachNamedType(_ body: ([Component]) -> Void) {
        switch self {
        case .named(let components):
            body(components)
            for component in components {
                for argument in component.genericArguments { argument.forEachNamedType(body) }
            }
        case .array(let element), .optional(let element), .existential(let element):
            element.forEachNamedType(body)
        case .dictionary(let key, let value):
            key.forEachNamedType(body)
            value.forEachNamedType(body)
        case .tuple(let elements):
            for element in elements { element.type.forEachNamedType(body) }
        case .function(let parameters, _, _, let result):
            for parameter in parameters { parameter.type.forEachNamedType(body) }
            result.forEachNamedType(body)
        }
    }

    /// This type with `module` put before every type name whose only component is named in `names`, at any
    /// depth: `[Event]` becomes `[App.Event]` for the names `Event`.
    public func qualifyingFirstComponents(_ names: Set<String>, with module: String) -> SwiftType {
        func qualified(_ type: SwiftType) -> SwiftType { type.qualifyingFirstComponents(names, with: module) }
        switch self {
        case .named(let components):
            let mapped = components.map {
                Component(name: $0.name, genericArguments: $0.genericArguments.map(qualified))
            }
            if mapped.count == 1, names.contains(mapped[0].name) {
                return .named([Component(name: module)] + mapped)
            }
            return .named(mapped)
        case .array(let element): return .array(qualified(element))
        case .optional(let wrapped): return .optional(qualified(wrapped))
        case .existential(let constraint): return .existential(qualified(constraint))
        case .dictionary(let key, let value): return .dictionary(key: qualified(key), value: qualified(value))
        case .tuple(let elements):
            return .tuple(elements.map { TupleElement(label: $0.label, type: qualified($0.type)) })
        case .function(let parameters, let isAsync, let isThrowing, let result):
            return .function(
                parameters: parameters.map { TupleElement(label: $0.label, type: qualified($0.type)) },
                isAsync: isAsync, isThrowing: isThrowing, result: qualified(result))
        }
    }

    /// Whether the type names `name` as the first component of a type name anywhere inside it, where a nested
    /// type of that name would win over a top-level one: `Input`, `[Input]`, `Input.ID`, but not `App.Input`.
    func mentionsUnqualified(_ name: String) -> Bool {
        var mentions = false
        forEachNamedType { components in mentions = mentions || components.first?.name == name }
        return mentions
    }
}
