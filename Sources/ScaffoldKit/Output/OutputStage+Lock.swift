import ScaffoldCore

extension OutputStage {
    /// `lock` after this run: each scene of the run with its name, members and the new base of every
    /// skeleton it produced; bases of skeletons the scene no longer produces under this run's roots
    /// are dropped, entries of other scenes are kept.
    func updatedLock(
        _ lock: SkeletonLock, generated: GeneratedOutput, plans: [FilePlan], members: [String: [SceneMember]]
    ) -> SkeletonLock {
        var updated = lock
        var produced: [String: [String: String?]] = [:]
        for (file, plan) in zip(generated.files, plans) where file.kind == .skeleton {
            guard let spec = file.spec else { continue }
            produced[spec, default: [:]][file.path] = plan.base
        }
        let rootPrefixes = roots.all.map { $0 == "." ? "" : $0 + "/" }
        for spec in generated.specs {
            var scene =
                lock.scenes[spec.file]
                ?? SkeletonLock.Scene(name: spec.name.value, spec: spec.file, members: [], skeletons: [:])
            scene.name = spec.name.value
            scene.members = members[spec.file] ?? []
            let skeletons = produced[spec.file] ?? [:]
            scene.skeletons = scene.skeletons.filter { path, _ in
                skeletons[path] != nil || !rootPrefixes.contains { path.hasPrefix($0) }
            }
            for (path, base) in skeletons {
                if let base { scene.skeletons[path] = base }
            }
            updated.scenes[spec.file] = scene
        }
        return updated
    }

    /// An error for each spec whose scene name differs from the one the lock remembers for it.
    func renamedScenes(_ specs: [SceneSpec], lock: SkeletonLock) -> [Diagnostic] {
        specs.compactMap { spec in
            guard let old = lock.scenes[spec.file]?.name, old != spec.name.value else { return nil }
            return .skeleton(.sceneRenamed(from: old, to: spec.name.value), at: spec.name.location)
        }
    }
}
