/// A type the app declares in its own Swift (`appCode`), as scaffold's index of it holds it: what it is, its
/// name, generics, what it inherits and its members, each where it is written.
public struct AppDeclaration: Equatable, Sendable {
    /// What kind of type it is.
    public enum Kind: Equatable, Sendable, CustomStringConvertible {
        case `protocol`
        /// A class, `final` or `open` (neither: a class the module may subclass, and no other).
        case `class`(isFinal: Bool, isOpen: Bool)
        case `struct`
        case `enum`
        /// `typealias Name = Target`, with the target as written.
        case `typealias`(Located<String>)

        /// Whether it is a class of any kind.
        public var isClass: Bool {
            if case .class = self { return true }
            return false
        }

        /// How the kind is named in messages: `a protocol`, `a final class`.
        public var description: String {
            switch self {
            case .protocol: return "a protocol"
            case .class(let isFinal, let isOpen):
                return isFinal ? "a final class" : isOpen ? "an open class" : "a class"
            case .struct: return "a struct"
            case .enum: return "an enum"
            case .typealias(let target): return "a typealias of '\(target.value)'"
            }
        }
    }

    public var kind: Kind
    /// The name, after the names of the types it is declared in: `PricesUseCase`, `Shop.Cart`.
    public var name: String
    /// Its generic parameters as written, constraints included: `Element`, `Key: Hashable`; for a protocol, its
    /// primary associated types (`protocol Repository<Entity>`).
    public var genericParameters: [String]
    /// The types after its `:`, in order, each where it is written.
    public var inheritedTypes: [Located<String>]
    /// Whether it has a generic `where` clause.
    public var hasWhereClause: Bool
    /// Its members, in the order written; types declared inside it are declarations of their own.
    public var members: [AppMember]
    /// Whether it is declared inside `#if`, so that it may not be compiled at all.
    public var isConditional: Bool
    /// Its attributes as written, without arguments: `@MainActor`.
    public var attributes: [String]
    /// Where its name is written.
    public var location: SourceLocation
    /// An enum's cases, in the order written, those inside `#if` left out; empty for other kinds.
    public var enumCases: [EnumCase] = []

    /// One case of an enum: `case loaded(items: [Item], page: Int)`.
    public struct EnumCase: Equatable, Sendable {
        public var name: String
        /// Its associated values, in order; empty without.
        public var values: [Value]

        /// One associated value: its label (`_` for none), its type as written, whether it has a default.
        public struct Value: Equatable, Sendable {
            /// Its label, `_` for none.
            public var label: String
            /// Its type as written.
            public var type: String
            public var hasDefaultValue = false

            public init(label: String, type: String, hasDefaultValue: Bool = false) {
                self.label = label
                self.type = type
                self.hasDefaultValue = hasDefaultValue
            }
        }

        public init(name: String, values: [Value] = []) {
            self.name = name
            self.values = values
        }
    }

    public init(
        kind: Kind, name: String, genericParameters: [String] = [], inheritedTypes: [Located<String>] = [],
        hasWhereClause: Bool = false, members: [AppMember] = [], isConditional: Bool = false,
        attributes: [String] = [], location: SourceLocation
    ) {
        self.attributes = attributes
        self.kind = kind
        self.name = name
        self.genericParameters = genericParameters
        self.inheritedTypes = inheritedTypes
        self.hasWhereClause = hasWhereClause
        self.members = members
        self.isConditional = isConditional
        self.location = location
    }
}
