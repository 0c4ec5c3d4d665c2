import Foundation
import ScaffoldCore

extension OutputStage {
    /// The key of this run in `.scaffold/scene.cache`; nil when the run may not use the cache: it
    /// covers only some specs (make's per-spec runs would thrash one shared file), forces skeletons,
    /// writes a depfile (which lists what the generator read), or a spec could not be read.
    func cacheKey(specs: SpecInputs, templates: TemplateSources, lock: LockSource) -> CacheKey? {
        guard options.usesCache, specs.coversWholeProject, !options.force, !options.adopt, options.depfile == nil,
            let fingerprints = specs.fingerprints
        else { return nil }
        return CacheKey(
            project: project, specs: fingerprints, templates: templates.entries, roots: roots.all,
            lock: lock.digest)
    }

    /// What the last run recorded under `key`, checked against the disk without rendering anything:
    /// every generated file must still hash to what was written and, unless only checking, every
    /// skeleton must exist. Nil as soon as anything would need the full pipeline.
    func reportFromCache(_ key: CacheKey, specs: SpecInputs) throws(DiagnosticsError) -> SceneReport? {
        guard let cache = try loadCache(), cache.key == key.hash else { return nil }
        let checked = cache.entries.concurrentMap { entry -> FileChange? in
            let path = display(entry.path)
            let absolute = project.absolutePath(entry.path)
            switch entry.kind {
            case .skeleton:
                // A skeleton that is to be written needs rendering.
                return existingSkeleton(at: absolute, path: path)
            case .generated:
                // Anything unexpected (a FIFO, a link, a huge file) is for the full pipeline to refuse by name.
                guard let existing = try? FileSystem.readIfPresent(absolute, display: path, limit: .sourceFile),
                    ContentHash.of(bytes: existing) == entry.hash
                else { return nil }
                return FileChange(action: .identical, path: path, kind: .generated)
            }
        }
        var changes: [FileChange] = []
        for change in checked {
            guard let change else { return nil }
            changes.append(change)
        }
        let orphans = try findOrphans(
            planned: Set(cache.entries.map(\.path)),
            loadedSpecs: Set(specs.requested.map(\.file.projectPath)), coversWholeProject: true)
        // Deleting is decided by a full run only, from what the specs produce now, never from a record.
        if !orphans.isEmpty && options.prune && options.mode == .write { return nil }
        return SceneReport(
            changes: changes + (try handleOrphans(orphans)), sceneCount: cache.sceneCount,
            diagnostics: [], answeredFromCache: true)
    }

    /// The cache lives in the project folder, reached without following a link: a `.scaffold` link
    /// must not send it, or take it from, anywhere else.
    private var cacheFolder: ConfinedFolder { ConfinedFolder(root: project.root.path) }

    /// The cache, nil when there is none or it cannot be read or is over its limit; a link, FIFO or
    /// device in its place is an error that names it.
    private func loadCache() throws(DiagnosticsError) -> GenerationCache? {
        // A binary that cannot tell which build it is trusts no cache.
        guard let binary = BuildIdentity.current else { return nil }
        do {
            let display = display(GenerationCache.path)
            guard let data = try cacheFolder.read(GenerationCache.path, display: display, limit: .cache) else {
                return nil
            }
            return GenerationCache(text: String(decoding: data, as: UTF8.self), binary: binary)
        } catch {
            try Self.refuseSpecialFiles(error)
            return nil
        }
    }

    /// Best effort: a cache that cannot be written only makes the next run slower, and a binary that
    /// cannot tell which build it is writes none; a link, FIFO or device in its place is an error that
    /// names it.
    func saveCache(_ cache: GenerationCache) throws(DiagnosticsError) {
        guard let binary = BuildIdentity.current else { return }
        do {
            try cacheFolder.write(
                cache.text(binary: binary), to: GenerationCache.path, display: display(GenerationCache.path))
        } catch {
            try Self.refuseSpecialFiles(error)
        }
    }

    /// Throws `problem` when it is about something planted in the cache's place.
    private static func refuseSpecialFiles(_ problem: FileSystemProblem) throws(DiagnosticsError) {
        switch problem.reason {
        case .notARegularFile, .symbolicLinkInTheWay: throw DiagnosticsError([.error(problem)])
        default: return
        }
    }
}

/// What a run's cache key is made of; the lock's part changes when the run writes a new lock.
struct CacheKey: Sendable {
    var project: Project
    var specs: [SpecFingerprint]
    var templates: [TemplateSet.Entry]
    var roots: [String]
    /// The hash of scaffold.lock as read; nil without one.
    var lock: ContentHash?

    var hash: ContentHash {
        GenerationCache.key(project: project, specs: specs, templates: templates, lock: lock, roots: roots)
    }
}
