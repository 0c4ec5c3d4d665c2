/// An `extension` in the app's own Swift (`appCode`), as scaffold's index holds it: the type it extends, the
/// protocols it adds and its members, each where it is written. A support type's methods are often declared in one
/// (`extension ObservableConvertibleType { func trackActivity(_:) }`).
public struct AppExtension: Equatable, Sendable {
    /// The extended type as written: `ObservableConvertibleType`, `Shop.Cart`.
    public var extendedType: String
    /// The types after its `:`, in order, each where it is written.
    public var inheritedTypes: [Located<String>]
    /// Whether it has a generic `where` clause.
    public var hasWhereClause: Bool
    /// Its members, in the order written; types declared inside it are declarations of their own.
    public var members: [AppMember]
    /// Whether it is declared inside `#if`, so that it may not be compiled at all.
    public var isConditional: Bool
    /// Where the extended type is written.
    public var location: SourceLocation

    public init(
        extendedType: String, inheritedTypes: [Located<String>] = [], hasWhereClause: Bool = false,
        members: [AppMember] = [], isConditional: Bool = false, location: SourceLocation
    ) {
        self.extendedType = extendedType
        self.inheritedTypes = inheritedTypes
        self.hasWhereClause = hasWhereClause
        self.members = members
        self.isConditional = isConditional
        self.location = location
    }
}
