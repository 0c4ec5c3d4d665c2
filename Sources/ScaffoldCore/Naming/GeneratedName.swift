/// One name scaffold generates: what it is for, how it is spelled, where it is declared and what made it.
public struct GeneratedName: Hashable, Sendable {
    public var role: NameRole
    /// The name as the generated code writes it: `ProfileViewModel`.
    public var spelling: String
    public var kind: NameKind
    public var provenance: NameProvenance

    public init(_ role: NameRole, _ spelling: String, _ kind: NameKind, from provenance: NameProvenance) {
        self.role = role
        self.spelling = spelling
        self.kind = kind
        self.provenance = provenance
    }
}
