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

    /// This type with every named type's components replaced by what `transform` makes of them, at any depth; the
    /// generic arguments are transformed first.
    public func mappingNamedTypes(_ transform: ([Component]) -> [Component]) -> SwiftType {
        func mapped(_ type: SwiftType) -> SwiftType { type.mappingNamedTypes(transform) }
        switch self {
        case .named(let components):
            return .named(
                transform(
                    components.map { Component(name: $0.name, genericArguments: $0.genericArguments.map(mapped)) }))
        case .array(let element): return .array(mapped(element))
        case .optional(let wrapped): return .optional(mapped(wrapped))
        case .existential(let constraint): return .existential(mapped(constraint))
        case .dictionary(let key, let value): return .dictionary(key: mapped(key), value: mapped(value))
        case .tuple(let elements):
            return .tuple(elements.map { TupleElement(label: $0.label, type: mapped($0.type)) })
        case .function(let parameters, let isAsync, let isThrowing, let result):
            return .function(
                parameters: parameters.map { TupleElement(label: $0.label, type: mapped($0.type)) },
                isAsync: isAsync, isThrowing: isThrowing, result: mapped(result))
        }
    }

    /// This type with `module` put before every type name whose only component is named in `names`, at any
    /// depth: `[Event]` becomes `[App.Event]` for the names `Event`.
    public func qualifyingFirstComponents(_ names: Set<String>, with module: String) -> SwiftType {
        mappingNamedTypes { components in
            components.count == 1 && names.contains(components[0].name)
                ? [Component(name: module)] + components : components
        }
    }

    /// The reverse of `qualifyingFirstComponents(_:with:)`: `[App.Event]` becomes `[Event]` for the names `Event`.
    public func unqualifyingFirstComponents(_ names: Set<String>, from module: String) -> SwiftType {
        mappingNamedTypes { components in
            components.count == 2 && components[0].name == module && components[0].genericArguments.isEmpty
                && names.contains(components[1].name)
                ? Array(components.dropFirst()) : components
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
