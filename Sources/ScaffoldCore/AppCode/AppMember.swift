/// A member of a type the app declares, as scaffold's index of the app's Swift holds it.
public struct AppMember: Equatable, Sendable {
    /// What the member is, with what scaffold reads of each kind.
    public enum Kind: Equatable, Sendable {
        case method(Method)
        case property(Property)
        /// `associatedtype Element: Equatable`, with the types after its `:`.
        case associatedType(inheritedTypes: [String])
        /// `init(api: SwiftHubAPI)`, with its parameters.
        case initializer(parameters: [Parameter])
        case `subscript`
    }

    /// A method: `func price(for productID: Int) async throws -> String`.
    public struct Method: Equatable, Sendable {
        public var parameters: [Parameter]
        /// The type after `->`, as written, where it is written; nil without one.
        public var returnType: Located<String>?
        public var isAsync: Bool
        /// `throws`, typed or not, or `rethrows`.
        public var isThrowing: Bool
        /// The error type of typed throws, `throws(PriceError)`, as written; nil for `throws` alone or none.
        public var thrownType: Located<String>?
        /// `rethrows` rather than `throws`.
        public var isRethrowing: Bool
        /// Its generic parameters as written: `T`, `T: Decodable`.
        public var genericParameters: [String]
        /// Its generic `where` clause as written, `where T: Decodable`; nil without one.
        public var whereClause: String?
        public var hasWhereClause: Bool { whereClause != nil }

        public init(
            parameters: [Parameter] = [], returnType: Located<String>? = nil, isAsync: Bool = false,
            isThrowing: Bool = false, thrownType: Located<String>? = nil, isRethrowing: Bool = false,
            genericParameters: [String] = [], whereClause: String? = nil
        ) {
            self.parameters = parameters
            self.returnType = returnType
            self.isAsync = isAsync
            self.isThrowing = isThrowing
            self.thrownType = thrownType
            self.isRethrowing = isRethrowing
            self.genericParameters = genericParameters
            self.whereClause = whereClause
        }

        /// `price(for:)`: the method's name as Swift names it in prose.
        public func reference(name: String) -> String {
            "\(name)(" + parameters.map { "\($0.label):" }.joined() + ")"
        }
    }

    /// A method parameter: `for productID: Int`.
    public struct Parameter: Equatable, Sendable {
        /// The argument label callers write, `_` for none.
        public var label: String
        /// The name inside the method, `_` for none.
        public var name: String
        /// The type as written, attributes and `inout` included, where it is written.
        public var type: Located<String>
        /// `Int...`.
        public var isVariadic: Bool
        /// Its default value as written (`1` of `= 1`); nil without one.
        public var defaultValue: String?
        public var hasDefaultValue: Bool { defaultValue != nil }
        /// Where it is written: its label, or its name when it has no label of its own.
        public var location: SourceLocation

        public init(
            label: String, name: String, type: Located<String>, isVariadic: Bool = false,
            defaultValue: String? = nil, location: SourceLocation
        ) {
            self.label = label
            self.name = name
            self.type = type
            self.isVariadic = isVariadic
            self.defaultValue = defaultValue
            self.location = location
        }
    }

    /// A property: `var currency: String { get set }`.
    public struct Property: Equatable, Sendable {
        /// The type as written, where it is written; nil when it is inferred.
        public var type: Located<String>?
        /// Whether it can be set: `{ get set }` in a protocol, a `var` without only a getter elsewhere.
        public var isSettable: Bool
        /// Whether its getter is `async` or `throws`: `var token: String { get async throws }`.
        public var hasEffects: Bool
        /// Whether it is a `let`.
        public var isConstant: Bool
        /// The setter's own access level, `private` of `private(set)`; nil when it has none of its own.
        public var setterAccess: String?
        /// Its initial value as written (`0` of `var hits = 0`), where it is written; nil without one.
        public var initialValue: Located<String>?
        /// Whether it stores its value (no getter of its own; `willSet` and `didSet` allowed), so that a struct's
        /// memberwise initializer takes it.
        public var isStored = false

        public init(
            type: Located<String>?, isSettable: Bool, hasEffects: Bool = false, isConstant: Bool = false,
            setterAccess: String? = nil, initialValue: Located<String>? = nil, isStored: Bool = false
        ) {
            self.isStored = isStored
            self.initialValue = initialValue
            self.type = type
            self.isSettable = isSettable
            self.hasEffects = hasEffects
            self.isConstant = isConstant
            self.setterAccess = setterAccess
        }
    }

    public var kind: Kind
    /// Its name: `price`, `Element`, `init`, `subscript`.
    public var name: String
    /// `static` or `class`.
    public var isStatic: Bool
    /// Its attributes as written, without arguments: `@MainActor`, `@discardableResult`.
    public var attributes: [String]
    /// Its modifiers other than `static` and `class`: `mutating`, `nonisolated`, `public`.
    public var modifiers: [String]
    /// Whether it is declared inside `#if`, so that it may not be compiled at all.
    public var isConditional: Bool
    /// Where its name is written.
    public var location: SourceLocation
    /// Whether it is a failable initializer, `init?` or `init!`.
    public var isFailable = false

    public init(
        kind: Kind, name: String, isStatic: Bool = false, attributes: [String] = [], modifiers: [String] = [],
        isConditional: Bool = false, location: SourceLocation
    ) {
        self.kind = kind
        self.name = name
        self.isStatic = isStatic
        self.attributes = attributes
        self.modifiers = modifiers
        self.isConditional = isConditional
        self.location = location
    }
}
