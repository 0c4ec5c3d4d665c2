/// The value a route carries, as the checks that compare it with a scene's arguments, a method's labels or a web
/// page's URL read it: what starts the route, the value's type, and the note that points at its declaration.
public struct RouteValueDeclaration: Hashable, Sendable {
    /// The output or input that starts the route, or `code` for one the app's own code calls.
    public var source: RouteSource
    /// What the route carries; `Void` for nothing.
    public var type: SwiftType
    /// Where the value's type is declared, for a diagnostic about it; nil for a route the app's code calls with
    /// nothing, which declares no type.
    public var note: Diagnostic.Note?

    public init(source: RouteSource, type: SwiftType, note: Diagnostic.Note?) {
        self.source = source
        self.type = type
        self.note = note
    }
}
