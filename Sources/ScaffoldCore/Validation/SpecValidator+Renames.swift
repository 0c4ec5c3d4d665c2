extension SpecValidator {
    /// Problems of `renamedFrom:` in one scene spec: a member renamed from its own name, from a name the spec still
    /// gives a member (the rename would reach that member's uses too), or two members renamed from one name.
    func renameProblems(_ spec: SceneSpec) -> [Diagnostic] {
        var sceneProblems: [Diagnostic] = []
        if let old = spec.renamedFrom, old.value == spec.name.value {
            sceneProblems.append(.error(.renamedFromItself(old.value, kind: "scene"), at: old.location))
        }
        return sceneProblems + memberRenameProblems(spec)
    }

    /// Problems of `renamedFrom:` on a scene's members.
    private func memberRenameProblems(_ spec: SceneSpec) -> [Diagnostic] {
        let renames = MemberRenames(spec).renames
        guard !renames.isEmpty else { return [] }
        var current: [String: (kind: String, location: SourceLocation)] = [:]
        for (name, kind) in spec.namedMembers
            + (spec.state ?? []).map({ ($0.name, RenamedMemberKind.stateCase.rawValue) })
            + (spec.coordinator?.result ?? []).map({ ($0.name, RenamedMemberKind.resultCase.rawValue) })
            + (spec.service?.methods ?? []).map({ ($0.name, RenamedMemberKind.serviceMethod.rawValue) })
        where current[name.value] == nil {
            current[name.value] = (kind, name.location)
        }
        var diagnostics: [Diagnostic] = []
        var first: [String: Located<String>] = [:]
        for rename in renames {
            let old = rename.old
            if old.value == rename.new.value {
                diagnostics.append(.error(.renamedFromItself(old.value, kind: rename.kind.rawValue), at: old.location))
            } else if let member = current[old.value] {
                diagnostics.append(
                    .error(
                        .renamedFromAMemberName(old.value, kind: member.kind), at: old.location,
                        notes: [
                            .init(location: member.location, message: "\(member.kind) '\(old.value)' is declared here")
                        ]))
            } else if let earlier = first[old.value] {
                diagnostics.append(
                    .error(
                        .renamedFromTwice(old.value), at: old.location,
                        notes: [
                            .init(location: earlier.location, message: "'\(earlier.value)' is renamed from it here")
                        ]))
            } else {
                first[old.value] = rename.new
            }
        }
        return diagnostics
    }

    /// `renamedFrom:` on a shared service's methods, which scenes call from their own skeletons: not merged as a
    /// rename yet, so an error at each.
    func renameProblems(_ service: SharedServiceSpec) -> [Diagnostic] {
        service.methods.compactMap { method in
            method.renamedFrom.map { .error(.renamedFromInSharedService(method.name.value), at: $0.location) }
        }
    }
}
