import ScaffoldCore

/// What the Swift files given to `scaffold import` declare, as far as an import reads them: each type with its
/// members, every name and type as written (whitespace between tokens made one space, comments left out), each
/// with the position of its name.
struct SwiftDeclarations: Sendable {
    /// A class, struct, protocol, enum or extension; a nested type is named with its outer type,
    /// `SearchViewModel.Input`, and an extension's members are its own entry, named like the type it extends.
    struct TypeDeclaration: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            case `class`
            case `struct`
            case `protocol`
            case `enum`
            case `extension`
        }

        var kind: Kind
        var name: String
        var inheritedTypes: [String]
        var doc: String?
        var location: SourceLocation
        var members: [Member]
    }

    /// One member of a type's body.
    struct Member: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            /// `let x: T = value`, `var x: T { get }` or a computed `var x: T { ... }`.
            case property(type: String?, initializer: String?, isComputed: Bool)
            case method(parameters: [Parameter], returnType: String?)
            case initializer(parameters: [Parameter])
            /// `case loaded([Repository])`: the payload as one type, a tuple when the case has several values.
            case enumCase(payload: String?)
            /// Anything else (a subscript, a typealias, an operator), named by what it is.
            case other(String)
        }

        var name: String
        var kind: Kind
        var modifiers: [String]
        var doc: String?
        var location: SourceLocation
        /// For a method, what each constant its body declares at its top level starts as, by name: `BehaviorRelay<Int>(
        /// value: 0)` for `let resultCount = BehaviorRelay<Int>(value: 0)`, the relay a transform view model makes.
        var constants: [String: String] = [:]
        /// For a typealias, the type it names, as written: `HasUserService & HasAnalyticsService`.
        var aliasedType: String? = nil
    }

    /// A parameter of a method or initializer.
    struct Parameter: Sendable, Equatable {
        /// The argument label: the first name, `_` for none.
        var label: String
        var name: String
        var type: String
        var defaultValue: String?
        var location: SourceLocation
    }

    /// The modules each file imports, in order, duplicates dropped.
    var imports: [String] = []
    var types: [TypeDeclaration] = []

    /// The declarations of a type called `name` (its own and its extensions'), in the order read.
    func declarations(named name: String) -> [TypeDeclaration] {
        types.filter { $0.name == name }
    }

    /// The type called `name` that is not an extension, if one was read.
    func type(named name: String, kind: TypeDeclaration.Kind? = nil) -> TypeDeclaration? {
        types.first { $0.name == name && $0.kind != .extension && (kind == nil || $0.kind == kind) }
    }

    /// Every member of the type called `name`, its extensions' included, in the order read.
    func members(of name: String) -> [Member] {
        declarations(named: name).flatMap(\.members)
    }
}
