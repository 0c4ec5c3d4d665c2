extension NodeReader {
    /// Words that Swift refuses as an argument label although it takes other keywords there (`for`, `in`): `inout`
    /// is an error, and `var` and `let` are read as labels only with a warning.
    static let unusableLabels: Set<String> = ["inout", "var", "let"]

    /// `label` when Swift takes it as an argument label: `_`, an identifier, or a keyword other than `inout`, `var`
    /// and `let` (`for language: String`, `transform(for input: Input)`); nil after reporting why not.
    mutating func argumentLabel(_ label: Located<String>) -> Located<String>? {
        if Self.unusableLabels.contains(label.value) {
            report(.error(.unusableArgumentLabel(label.value), at: label.location))
            return nil
        }
        if label.value != "_", let problem = SwiftIdentifier.problem(with: label.value),
            problem != .keyword(label.value)
        {
            report(.error(problem, at: identifierProblemLocation(problem, in: label)))
            return nil
        }
        return label
    }
}
