import ScaffoldCore

extension OutputStage {
    /// What plans the scene files of a run that writes nothing (`--check`, a dry run) a batch at a time, as
    /// `Generator.render` makes them, so that their text is let go a batch at a time instead of being held, for
    /// every scene, until `apply`; nil for a run that writes, whose files are all planned before the first write.
    func batchPlanner(lock: SkeletonLock) -> (@Sendable ([SceneSpec], [OutputFile]) -> PlannedBatch)? {
        guard options.mode != .write else { return nil }
        let basesByPath = lock.basesByPath
        return { specs, files in plan(batch: files, of: specs, lock: lock, basesByPath: basesByPath) }
    }

    /// The plans `apply` would make for `files`, the scene files of `specs`, with the text of those planned dropped.
    /// A file's plan depends on its own scene only, but for a skeleton without a base: it is checked against the
    /// support files, rendered after the last batch, so its scene's files are left whole for `apply` to plan.
    func plan(batch files: [OutputFile], of specs: [SceneSpec], lock: SkeletonLock, basesByPath: LockBases)
        -> PlannedBatch
    {
        // `apply` refuses a path outside its root before it reads any file: such a batch is left to it.
        do {
            try checkPathsStayInside(files)
        } catch {
            return PlannedBatch(files: files, plans: files.map { _ in nil })
        }
        @Sendable func base(of file: OutputFile) -> LockBase? {
            lock.base(ofSkeleton: file.path, spec: file.spec, byPath: basesByPath)
        }
        // A file of no scene of the batch is left whole, as a support file is, and so is every file of a scene with
        // a skeleton without a base.
        let batchSpecs = Set(specs.map(\.file))
        let waiting = Set(files.filter { $0.kind == .skeleton && base(of: $0) == nil }.compactMap(\.spec))
        // What changed in each scene's members since the lock, as `apply` finds it, for the skeletons' change lines.
        var sceneChanges: [String: [SceneMemberChange]] = [:]
        for spec in specs where sceneChanges[spec.file] == nil {
            let renames = MemberRenames(spec)
            sceneChanges[spec.file] = lock.memberChanges(
                ofSpec: spec.file, now: LockEntry(owner: .scene(spec)).members(),
                renames: renames.isEmpty ? nil : renames)
        }
        let changes = sceneChanges
        let renamings = memberRenamings(specs, lock: lock)
        let plans = files.concurrentMap { file -> FilePlan? in
            guard let spec = file.spec, batchSpecs.contains(spec), !waiting.contains(spec) else { return nil }
            var plan =
                file.kind == .generated
                ? planGenerated(file)
                : planSkeleton(
                    file, base: base(of: file), changes: changes[spec] ?? [], members: [], renaming: renamings[spec])
            // Read only by a run that writes.
            plan.contents = nil
            plan.base = nil
            return plan
        }
        return PlannedBatch(
            files: zip(files, plans).map { file, plan in
                var file = file
                if plan != nil { file.contents = "" }
                return file
            }, plans: plans)
    }
}
