import ScaffoldCore

extension OutputStage {
    /// `lock` after this run: each scene of the run with its name, members and the new base of every
    /// skeleton it produced; bases of skeletons the scene no longer produces under this run's roots
    /// are dropped, but for the orphans in `keeping`, and entries of other scenes are kept.
    func updatedLock(
        _ lock: SkeletonLock, generated: GeneratedOutput, entries: [LockEntry], plans: [FilePlan],
        members: [String: [SceneMember]], keeping orphans: Set<String> = []
    ) -> SkeletonLock {
        var updated = lock
        // Per spec: the skeleton paths this run produced, and the new base of those that have one
        // (a skeleton left alone, such as one with conflict markers, keeps the base it had).
        var produced: [String: Set<String>] = [:]
        var bases: [String: [String: String]] = [:]
        for (file, plan) in zip(generated.files, plans) where file.kind == .skeleton {
            guard let spec = file.spec else { continue }
            produced[spec, default: []].insert(file.path)
            if let base = plan.base { bases[spec, default: [:]][file.path] = base }
        }
        let rootPrefixes = roots.all.map { $0 == "." ? "" : $0 + "/" }
        for entry in entries {
            var scene =
                lock.scenes[entry.file]
                ?? SkeletonLock.Scene(name: entry.name, spec: entry.file, members: [], skeletons: [:])
            scene.name = entry.name
            scene.members = members[entry.file] ?? []
            let paths = produced[entry.file] ?? []
            // Skeletons the scene no longer produces under this run's roots lose their bases, unless they are
            // orphans still on disk, which --prune decides about later.
            scene.skeletons = scene.skeletons.filter { path, _ in
                paths.contains(path) || orphans.contains(path) || !rootPrefixes.contains { path.hasPrefix($0) }
            }
            scene.skeletons.merge(bases[entry.file] ?? [:])
            updated.scenes[entry.file] = scene
        }
        // A skeleton has one base: one that moved with its spec leaves the entry of the spec's old path.
        let owners = Dictionary(
            produced.flatMap { spec, paths in paths.map { ($0, spec) } }, uniquingKeysWith: { first, _ in first })
        func isOwnedElsewhere(_ path: String, _ spec: String) -> Bool { owners[path].map { $0 != spec } ?? false }
        for (spec, scene) in updated.scenes where scene.skeletons.keys.contains(where: { isOwnedElsewhere($0, spec) }) {
            updated.scenes[spec]?.skeletons = scene.skeletons.filter { !isOwnedElsewhere($0.key, spec) }
        }
        return updated
    }

    /// An error for each spec whose scene name differs from the one the lock remembers for it.
    func renamedScenes(_ specs: [SceneSpec], lock: SkeletonLock) -> [Diagnostic] {
        specs.compactMap { spec in
            guard let old = lock.scenes[spec.file]?.name, old != spec.name.value else { return nil }
            guard spec.renamedFrom?.value != old else {
                return .skeleton(.sceneRenamePending(from: old, to: spec.name.value), at: spec.name.location)
            }
            return .skeleton(.sceneRenamed(from: old, to: spec.name.value), at: spec.name.location)
        }
    }
}
