/// A Swift type expression written in a spec, parsed so that it can be checked and printed canonically.
public indirect enum SwiftType: Hashable, Sendable, CustomStringConvertible {
    /// One component of a dotted name such as `Result<User, Error>` or `Swift.Int`.
    public struct Component: Hashable, Sendable {
        public var name: String
        public var genericArguments: [SwiftType]

        public init(name: String, genericArguments: [SwiftType] = []) {
            self.name = name
            self.genericArguments = genericArguments
        }
    }

    /// A tuple element, with its label if it has one.
    public struct TupleElement: Hashable, Sendable {
        public var label: String?
        public var type: SwiftType

        public init(label: String? = nil, type: SwiftType) {
            self.label = label
            self.type = type
        }
    }

    case named([Component])
    case array(SwiftType)
    case dictionary(key: SwiftType, value: SwiftType)
    case optional(SwiftType)
    case tuple([TupleElement])
    case function(parameters: [TupleElement], isAsync: Bool, isThrowing: Bool, result: SwiftType)
    case existential(SwiftType)

    /// `Void`, the type of members that carry no value.
    public static let void = SwiftType.named([Component(name: "Void")])

    /// A plain type name such as `String`.
    public static func name(_ name: String) -> SwiftType { .named([Component(name: name)]) }

    /// Whether this is `Void` or `()`.
    public var isVoid: Bool {
        switch self {
        case .named(let components):
            return components.count == 1 && components[0].name == "Void"
                && components[0].genericArguments.isEmpty
        case .tuple(let elements): return elements.isEmpty
        default: return false
        }
    }

    /// The canonical spelling: single spaces after `,` and `:`, around `->`, none inside brackets.
    public var description: String {
        switch self {
        case .named(let components):
            return components.map { component in
                component.genericArguments.isEmpty
                    ? component.name
                    : component.name + "<" + component.genericArguments.map(\.description).joined(separator: ", ") + ">"
            }.joined(separator: ".")
        case .array(let element):
            return "[\(element)]"
        case .dictionary(let key, let value):
            return "[\(key): \(value)]"
        case .optional(let wrapped):
            // `any P?` and `(A) -> B?` would make `?` part of the constraint or the result.
            switch wrapped {
            case .existential, .function: return "(\(wrapped))?"
            default: return "\(wrapped)?"
            }
        case .tuple(let elements):
            return "(" + elements.map(\.description).joined(separator: ", ") + ")"
        case .function(let parameters, let isAsync, let isThrowing, let result):
            let effects = (isAsync ? " async" : "") + (isThrowing ? " throws" : "")
            return "(" + parameters.map(\.description).joined(separator: ", ") + ")\(effects) -> \(result)"
        case .existential(let constraint):
            return "any \(constraint)"
        }
    }
}

extension SwiftType.TupleElement: CustomStringConvertible {
    public var description: String {
        label.map { "\($0): \(type)" } ?? type.description
    }
}
