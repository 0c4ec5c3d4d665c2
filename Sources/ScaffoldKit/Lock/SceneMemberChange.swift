import ScaffoldCore

/// One change to a spec's members since scaffold.lock recorded them, as a merge's change line names it:
/// `+ input reload`, `~ output title`, `rename output items -> rows`, `- input tapSettings`.
enum SceneMemberChange: Hashable, Sendable, CustomStringConvertible {
    case added(SceneMember)
    /// Its type, target or parameters changed.
    case changed(SceneMember)
    /// Renamed with `renamedFrom:`; the member under its new name.
    case renamed(SceneMember, from: String)
    case removed(SceneMember)

    var description: String {
        switch self {
        case .added(let member): return "+ \(member.kind) \(member.name)"
        case .changed(let member): return "~ \(member.kind) \(member.name)"
        case .renamed(let member, let old): return "rename \(member.kind) \(old) -> \(member.name)"
        case .removed(let member): return "- \(member.kind) \(member.name)"
        }
    }

    var member: SceneMember {
        switch self {
        case .added(let member), .changed(let member), .renamed(let member, _), .removed(let member): return member
        }
    }

    /// The member, when the change removed it.
    var removedMember: SceneMember? {
        if case .removed(let member) = self { return member }
        return nil
    }

    /// What changed from `old` to `new`: the members of `new` in its order, then those removed in `old`'s. A member
    /// renamed from one the lock has is one rename, not one added and one removed.
    static func changes(
        from old: [SceneMember], to new: [SceneMember], renames: MemberRenames? = nil
    ) -> [SceneMemberChange] {
        guard old != new else { return [] }
        struct Key: Hashable {
            var kind: String
            var name: String
        }
        let oldByKey = Dictionary(old.map { (Key(kind: $0.kind, name: $0.name), $0) }, uniquingKeysWith: { a, _ in a })
        let newKeys = Set(new.map { Key(kind: $0.kind, name: $0.name) })
        var renamedFrom: [Key: String] = [:]
        for rename in renames?.renames ?? [] {
            // A route goes by its output's name, so it is renamed with it.
            for kind in [SceneMember.kind(ofRenamed: rename.kind)] + (rename.kind == .output ? ["route"] : []) {
                let was = Key(kind: kind, name: rename.old.value)
                if oldByKey[was] != nil, !newKeys.contains(was) {
                    renamedFrom[Key(kind: kind, name: rename.new.value)] = was.name
                }
            }
        }
        let renamedAway = Set(renamedFrom.map { Key(kind: $0.key.kind, name: $0.value) })
        var changes: [SceneMemberChange] = []
        for member in new {
            let key = Key(kind: member.kind, name: member.name)
            if let previous = oldByKey[key] {
                if previous.signature != member.signature { changes.append(.changed(member)) }
            } else if let was = renamedFrom[key] {
                changes.append(.renamed(member, from: was))
            } else {
                changes.append(.added(member))
            }
        }
        for member in old where !newKeys.contains(Key(kind: member.kind, name: member.name)) {
            guard !renamedAway.contains(Key(kind: member.kind, name: member.name)) else { continue }
            changes.append(.removed(member))
        }
        return changes
    }
}
