import Yams

/// Reads `names:`, in `scaffold.yml` or a spec: the patterns that spell generated names.
enum NamePatternsDecoder {
    /// The patterns under `node`; a pattern with a problem is reported at its value and left out. In `scaffold.yml`
    /// (`projectWide`) a type's pattern must be made from the scene's name, or every scene would declare one type.
    static func patterns(_ node: Node, projectWide: Bool, reader: inout NodeReader) -> NamePatterns {
        var patterns = NamePatterns()
        guard
            let pairs = reader.mapping(
                node, expected: "a mapping of generated names to patterns, like 'inputsProtocol: \"{viewModel}Input\"'")
        else { return patterns }
        for (key, value) in reader.checkingKeys(pairs, allowed: NamePatternKey.names) {
            guard let nameKey = NamePatternKey(rawValue: key.value),
                let written = reader.string(value, expected: "a name pattern, like \"{viewModel}Input\"")
            else { continue }
            if let pattern = pattern(written, for: nameKey, projectWide: projectWide, reader: &reader) {
                patterns[nameKey] = Located(pattern, at: written.location)
            }
        }
        return patterns
    }

    private static func pattern(
        _ written: Located<String>, for key: NamePatternKey, projectWide: Bool, reader: inout NodeReader
    ) -> NamePattern? {
        let pattern: NamePattern
        switch NamePattern.parse(written.value) {
        case .failure(let failure):
            reader.report(.error(failure.problem, at: reader.location(ofOffset: failure.offset, in: written)))
            return nil
        case .success(let parsed):
            pattern = parsed
        }
        if let misplaced = pattern.placeholders.first(where: { !key.placeholders.contains($0) }) {
            let brace = written.value.range(of: "{\(misplaced.rawValue)}")?.lowerBound ?? written.value.startIndex
            let offset = written.value.unicodeScalars.distance(from: written.value.startIndex, to: brace)
            reader.report(
                .error(
                    .namePlaceholderNotAllowed(
                        misplaced.rawValue, key: key.rawValue, allowed: key.placeholders.map(\.rawValue)),
                    at: reader.location(ofOffset: offset, in: written)))
            return nil
        }
        // Each placeholder stands for an identifier made from the scene's name, so the pattern spells an
        // identifier for every scene when it spells one for a sample.
        let spelledSample = pattern.spelled { placeholder in
            switch placeholder {
            case .scene: return "Scene"
            case .viewModel: return "SceneViewModel"
            case .coordinator: return "SceneCoordinator"
            case .resultCase: return "Closed"
            }
        }
        let sample = key.namesAStepCase ? NamingTableBuilder.stepCase(spelledSample) : spelledSample
        let problem =
            key.namesAType
            ? SwiftIdentifier.typeNameProblem(with: sample) : SwiftIdentifier.memberNameProblem(with: sample)
        if let problem {
            reader.report(
                .error(.invalidNamePattern(written.value, key: key.rawValue, problem: problem), at: written.location))
            return nil
        }
        if projectWide && key.namesAType && !key.mayBeShared && pattern.placeholders.isEmpty {
            reader.report(.error(.namePatternWithoutScene(written.value, key: key.rawValue), at: written.location))
            return nil
        }
        return pattern
    }
}

extension NamePatternKey: KeyTable {}
