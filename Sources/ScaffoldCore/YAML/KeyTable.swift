/// The keys one kind of mapping may hold, in the order messages list them.
protocol KeyTable: CaseIterable, RawRepresentable<String>, Sendable {}

extension KeyTable {
    /// Every key, as written in YAML.
    static var names: [String] { allCases.map(\.rawValue) }
}
