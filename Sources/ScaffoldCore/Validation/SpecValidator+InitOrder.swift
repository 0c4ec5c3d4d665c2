extension SpecValidator {
    /// Problems of an explicit `initOrder` list: a word that names no parameter of the view model's `init` (with the
    /// closest one), a parameter listed twice, and an argument or service left out.
    func initOrderProblems(_ spec: SceneSpec, names: SceneNames, conventions: Conventions) -> [Diagnostic] {
        guard let written = spec.conventions.initOrderNames else { return [] }
        let candidates = spec.initOrderCandidates(names: names, conventions: conventions)
        var diagnostics: [Diagnostic] = []
        var listed: [InitOrderCandidate.Identity: Located<String>] = [:]
        for word in written.value {
            guard let candidate = SceneSpec.initOrderCandidate(named: word.value, among: candidates) else {
                let suggestion = EditDistance.closest(to: word.value, among: candidates.flatMap(\.names))
                diagnostics.append(
                    .error(
                        .unknownInitOrderName(word.value, parameters: candidates.map(\.name), suggestion: suggestion),
                        at: word.location))
                continue
            }
            if let first = listed[candidate.identity] {
                diagnostics.append(
                    .error(
                        .initOrderNameRepeated(word.value, parameter: candidate.name), at: word.location,
                        notes: [.init(location: first.location, message: "'\(first.value)' is listed here")]))
                continue
            }
            listed[candidate.identity] = word
        }
        let missing = candidates.filter { $0.isRequired && listed[$0.identity] == nil }.map(\.name)
        if !missing.isEmpty {
            diagnostics.append(.error(.initOrderMissesParameters(missing), at: written.location))
        }
        return diagnostics
    }
}
