import Foundation
import ScaffoldCore

extension OutputStage {
    /// The key of this run in `.scaffold/scene.cache`; nil when the run may not use the cache: it
    /// covers only some specs (make's per-spec runs would thrash one shared file), forces skeletons,
    /// writes a depfile (which lists what the generator read), or a spec could not be read.
    func cacheKey(specs: SpecInputs, templates: TemplateSources) -> ContentHash? {
        guard options.usesCache, specs.coversWholeProject, !options.force, options.depfile == nil,
            let fingerprints = specs.fingerprints
        else { return nil }
        return GenerationCache.key(
            project: project, specs: fingerprints, templates: templates.entries,
            roots: roots.all)
    }

    /// What the last run recorded under `key`, checked against the disk without rendering anything:
    /// every generated file must still hash to what was written and, unless only checking, every
    /// skeleton must exist. Nil as soon as anything would need the full pipeline.
    func reportFromCache(_ key: ContentHash, specs: SpecInputs) throws(DiagnosticsError) -> SceneReport? {
        guard let cache = loadCache(), cache.key == key else { return nil }
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
        let orphans = findOrphans(
            planned: Set(cache.entries.map(\.path)),
            loadedSpecs: Set(specs.requested.map(\.file.projectPath)), coversWholeProject: true)
        return SceneReport(
            changes: changes + (try handleOrphans(orphans)), sceneCount: cache.sceneCount,
            warnings: [], answeredFromCache: true)
    }

    private var cachePath: String { project.absolutePath(GenerationCache.path) }

    private func loadCache() -> GenerationCache? {
        guard let data = FileSystem.contentsIfReadable(cachePath) else { return nil }
        return GenerationCache(text: String(decoding: data, as: UTF8.self))
    }

    /// Best effort: a cache that cannot be written only makes the next run slower.
    func saveCache(_ cache: GenerationCache) {
        try? AtomicFile.write(cache.text, creatingFoldersFor: cachePath, display: GenerationCache.path)
    }
}
