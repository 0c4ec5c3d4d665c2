import ScaffoldCore

/// One `scaffold scene` run, start to finish, in three stages over plain values:
///
/// 1. `SpecSource` reads the spec files and template overrides (disk);
/// 2. `Generator` decodes, validates, builds presentation models and renders (memory only);
/// 3. `OutputStage` writes, checks or dry-runs the files, prunes, keeps the cache and the depfile (disk).
public struct ScenePipeline: Sendable {
    public var project: Project
    public var request: SceneRequest
    public var options: OutputOptions
    /// Where `run` records how long each phase took.
    public var timings: PhaseTimings
    /// Where `run` records how far it has got, for a progress line.
    public var progress: RunProgress?

    public init(
        project: Project, request: SceneRequest = SceneRequest(), options: OutputOptions = OutputOptions(),
        timings: PhaseTimings = PhaseTimings(), progress: RunProgress? = nil
    ) {
        self.project = project
        self.request = request
        self.options = options
        self.timings = timings
        self.progress = progress
    }

    /// Runs every stage; throws every problem in the input, warnings included.
    public func run() throws(DiagnosticsError) -> SceneReport {
        // A rename that was killed half way left its journal: a writing run finishes it first and says so; a
        // check or dry run, which writes nothing, stops and says how to finish it.
        guard options.mode == .write else {
            if RenameJournal.isPresent(in: project) {
                throw DiagnosticsError([
                    .skeleton(
                        .interruptedRenamePending, at: .startOf(project.displayPath(forProjectPath: RenameJournal.path))
                    )
                ])
            }
            return try runStages()
        }
        let finished = try RenameJournal.finishIfPresent(in: project)
        var report = try runStages()
        if let finished { report.diagnostics.insert(finished, at: 0) }
        return report
    }

    private func runStages() throws(DiagnosticsError) -> SceneReport {
        let source = SpecSource(project: project)
        let appCodeHashes = loadAppCodeHashes()
        var (specs, templateSources, lock) = try timings.measure("read") { () throws(DiagnosticsError) in
            (
                try source.specs(request.specPaths, appCodeHashes: appCodeHashes?.cache), try source.templates(),
                try source.lock()
            )
        }
        if options.prune && options.mode == .write && !specs.unreadSources.isEmpty {
            throw DiagnosticsError(specs.unreadSources)
        }
        var output = OutputStage(
            project: project, options: options, roots: project.roots(for: request),
            sharedInputs: (project.configFile.map { [$0] } ?? []) + specs.folders + templateSources.paths)
        output.timings = timings
        output.progress = progress

        // Inputs unchanged since the last run and its files still on disk: nothing to parse or render.
        var (cacheKey, cachedReport) = try timings.measure("cache") {
            () throws(DiagnosticsError) -> (CacheKey?, SceneReport?) in
            guard let key = output.cacheKey(specs: specs, templates: templateSources, lock: lock) else {
                return (nil, nil)
            }
            return (key, try output.reportFromCache(key, specs: specs))
        }
        if let cachedReport {
            saveAppCodeHashes(specs.appCode, over: appCodeHashes)
            return cachedReport
        }
        // Hashes alone answered the cache; generating needs the bytes, which are read again and key the run.
        if let appCode = specs.appCode, !appCode.isRead {
            specs.appCode = try timings.measure("read") { () throws(DiagnosticsError) in
                try AppCodeSource(project: project).read()
            }
            cacheKey = output.cacheKey(specs: specs, templates: templateSources, lock: lock)
        }

        let bases = try timings.measure("lock-read") { () throws(DiagnosticsError) in
            try lock.parse(folders: project.lockFolders(for: request))
        }
        let templates = try timings.measure("templates") { () throws(DiagnosticsError) in
            try TemplateSet(entries: templateSources.entries, lenient: request.lenientTemplates)
        }
        var generator = Generator(configuration: project.generatorConfiguration(for: request))
        generator.timings = timings
        generator.progress = progress
        generator.batchPlanner = output.batchPlanner(lock: bases)
        var generated = try generator.generate(specs, templates: templates)
        // A narrower run does not see every file, and one with folders from the command line (`--output /tmp/x`,
        // `--tests none`) sees other files: only a run as the config says may write what the committed lists hold.
        if let xcode = project.config.xcode, generated.coversWholeProject,
            project.roots(for: request) == project.roots(for: SceneRequest())
        {
            generated.files += try XcodeFileLists(project: project, spec: xcode).files(
                for: generated, sharedInputs: output.sharedInputs)
        }
        // A spec that says its scene was renamed (`renamedFrom:`) gets the rename `scaffold rename` would make, then
        // the run starts again on the renamed project; the lock then knows the new name, so it happens once.
        if options.mode == .write, let spec = Self.renamedBySpec(generated.specs, lock: bases),
            let old = spec.renamedFrom
        {
            let steps = try SceneRename(project: project, oldName: old.value, newName: spec.name.value).perform()
            var report = try runStages()
            // The spec file moves with the scene when it is named after it.
            var location = spec.name.location
            location.file = project.displayPath(
                forProjectPath: SceneRename.renamedSpecPath(spec.file, from: old.value, to: spec.name.value))
            report.diagnostics.insert(
                .skeleton(
                    .sceneRenamedBySpec(from: old.value, to: spec.name.value, files: steps.count), severity: .warning,
                    at: location), at: 0)
            return report
        }
        let report = try output.apply(generated, lock: bases, cacheKey: cacheKey)
        saveAppCodeHashes(specs.appCode, over: appCodeHashes)
        return report
    }

    /// The files the request produces, in memory: stages 1 and 2 without writing anything.
    public func generate() throws(DiagnosticsError) -> GeneratedOutput {
        let source = SpecSource(project: project)
        let specs = try source.specs(request.specPaths)
        let templates = try TemplateSet(entries: try source.templates().entries, lenient: request.lenientTemplates)
        return try Generator(configuration: project.generatorConfiguration(for: request)).generate(
            specs, templates: templates)
    }

    /// Reads and validates specs without rendering, for `validate` and `graph`.
    public static func loadSpecs(_ paths: [String], in project: Project) throws(DiagnosticsError) -> LoadedSpecs {
        let specs = try SpecSource(project: project).specs(paths)
        return try Generator(configuration: project.generatorConfiguration(for: SceneRequest(specPaths: paths)))
            .load(specs)
    }

    /// The first of `specs` whose `renamedFrom:` is the name the lock knows its scene by.
    static func renamedBySpec(_ specs: [SceneSpec], lock: SkeletonLock) -> SceneSpec? {
        specs.first { spec in
            guard let old = spec.renamedFrom?.value, let locked = lock.scenes[spec.file]?.name else { return false }
            return locked == old && locked != spec.name.value
        }
    }
}
