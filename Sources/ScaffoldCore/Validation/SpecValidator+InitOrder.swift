extension SpecValidator {
    /// Problems of an explicit `initOrder` list: a word that names no parameter of the view model's `init` (with the
    /// closest one, or `dependencies` for a service `inject: container` holds there), a parameter listed twice, and an
    /// argument or service left out.
    func initOrderProblems(_ spec: SceneSpec, names: SceneNames, conventions: Conventions) -> [Diagnostic] {
        guard let written = spec.conventions.initOrderNames else { return [] }
        let candidates = spec.initOrderCandidates(names: names, conventions: conventions)
        var diagnostics: [Diagnostic] = []
        var listed: [InitOrderCandidate.Identity: Located<String>] = [:]
        let contained = Set(spec.containedDependencies(conventions: conventions).map(\.value))
        let heldInContainer = Set(
            zip(spec.dependencies, names.dependencies).filter { contained.contains($0.0.value) }.flatMap {
                [$0.0.value, $0.1.property]
            })
        for word in written.value {
            guard let candidate = SceneSpec.initOrderCandidate(named: word.value, among: candidates) else {
                // A service `inject: container` holds is listed as the one parameter that holds it.
                let suggestion =
                    heldInContainer.contains(word.value)
                    ? SceneSpec.servicesParameter(under: conventions.inject)
                    : EditDistance.closest(to: word.value, among: candidates.flatMap(\.names))
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
