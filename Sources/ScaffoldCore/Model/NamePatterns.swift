/// The name patterns `names:` sets, in `scaffold.yml` for every scene or in a spec for its own scene, each with
/// where it is written.
public struct NamePatterns: Hashable, Sendable {
    public var patterns: [NamePatternKey: Located<NamePattern>]

    public init(_ patterns: [NamePatternKey: Located<NamePattern>] = [:]) {
        self.patterns = patterns
    }

    public subscript(key: NamePatternKey) -> Located<NamePattern>? {
        get { patterns[key] }
        set { patterns[key] = newValue }
    }

    public var isEmpty: Bool { patterns.isEmpty }

    /// These patterns with every one `overrides` sets replaced: a spec's over the project's.
    public func applying(_ overrides: NamePatterns) -> NamePatterns {
        NamePatterns(patterns.merging(overrides.patterns) { _, spec in spec })
    }

    // Where a pattern is written spells no name: two sets that spell alike are the same.
    public static func == (lhs: NamePatterns, rhs: NamePatterns) -> Bool {
        lhs.patterns.mapValues(\.value) == rhs.patterns.mapValues(\.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(patterns.mapValues(\.value))
    }
}
