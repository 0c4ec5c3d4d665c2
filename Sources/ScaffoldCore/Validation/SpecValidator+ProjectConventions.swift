extension SpecValidator {
    /// Where a conflict between the convention at `key` and the one at `other` is the project's: at `key` in
    /// `scaffold.yml` when the config writes both and `spec` overrides neither; nil when the spec has a part in it.
    func projectConflictLocation(
        of key: KeyPath<ConventionOverrides, SourceLocation?>,
        with other: KeyPath<ConventionOverrides, SourceLocation?>,
        in spec: SceneSpec
    ) -> SourceLocation? {
        guard spec.conventions[keyPath: key] == nil, spec.conventions[keyPath: other] == nil,
            writtenProjectConventions[keyPath: other] != nil
        else { return nil }
        return writtenProjectConventions[keyPath: key]
    }
}
