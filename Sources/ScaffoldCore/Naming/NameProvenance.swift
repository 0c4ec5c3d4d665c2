/// Where a generated name comes from: what made it, and the place a problem with the name is reported.
public struct NameProvenance: Hashable, Sendable {
    public var source: NameSource
    /// Where `source` is written in the spec. A name the project's `naming` spelled is reported at the part of the
    /// spec it names (the scene name, `service:`), since the choice is right for every other scene; a built-in
    /// name at the scene name.
    public var location: SourceLocation

    public init(_ source: NameSource, at location: SourceLocation) {
        self.source = source
        self.location = location
    }
}
