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
        guard let cache = loadCache(), cache.key == key.hash else { return nil }
        let checked = cache.entries.concurrentMap { entry -> FileChange? in
            let path = display(entry.path)
            let absolute = project.absolutePath(entry.path)
            switch entry.kind {
            case .skeleton:
                // A skeleton that is to be written needs rendering.
                return existingSkeleton(at: absolute, path: path)
            case .generated:
                guard let existing = FileSystem.contentsIfReadable(absolute),
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

    private var cachePath: String { project.absolutePath(GenerationCache.path) }

    private func loadCache() -> GenerationCache? {
        guard let binary = BuildIdentity.current, let data = FileSystem.contentsIfReadable(cachePath) else {
            return nil
        }
        return GenerationCache(text: String(decoding: data, as: UTF8.self), binary: binary)
    }

    /// Best effort: a cache that cannot be written only makes the next run slower. A binary that
    /// cannot tell which build it is writes none.
    func saveCache(_ cache: GenerationCache) {
        guard let binary = BuildIdentity.current else { return }
        try? AtomicFile.write(cache.text(binary: binary), creatingFoldersFor: cachePath, display: GenerationCache.path)
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
