import Foundation
import ScaffoldCore

/// One `scaffold scene` run: the generator, the file writer, and the cache that lets a run over
/// unchanged inputs skip reading YAML and rendering templates.
public struct SceneRun: Sendable {
    public var project: Project
    public var request: Generator.Request
    public var mode: FileWriter.Mode
    public var force: Bool
    public var prune: Bool
    /// Whether a whole-project run may use and refresh `.scaffold/scene.cache`.
    public var usesCache: Bool

    public init(project: Project, request: Generator.Request, mode: FileWriter.Mode, force: Bool = false,
                prune: Bool = false, usesCache: Bool = true) {
        self.project = project
        self.request = request
        self.mode = mode
        self.force = force
        self.prune = prune
        self.usesCache = usesCache
    }

    /// What a run did: one change per file, and what to tell the user.
    public struct Result: Sendable {
        public var changes: [FileChange]
        public var sceneCount: Int
        public var warnings: [Diagnostic]
        /// The generator's output; nil when the cache showed everything was already current.
        public var output: Generator.Output?
    }

    /// Generates, writes or checks the files; throws every problem in the input, warnings included.
    public func perform() throws(DiagnosticsError) -> Result {
        let generator = Generator(project: project)
        let writer = FileWriter(project: project, mode: mode, force: force, prune: prune)
        // Only whole-project runs are cached: per-spec runs (make) are small, and one cache file
        // shared by differently scoped runs would only thrash.
        let cacheable = usesCache && request.specPaths.isEmpty && !force
        var templates: (TemplateSet, [String])?
        var roots: [String] = []
        if cacheable {
            let specFiles = try generator.collectSpecFiles([])
            let loadedTemplates = try generator.loadTemplates()
            templates = loadedTemplates
            let (outputRoot, testsRoot) = generator.roots(for: request)
            roots = [outputRoot] + (testsRoot.map { [$0] } ?? [])
            if let fingerprints = GenerationCache.fingerprints(of: specFiles), let cache = loadCache(),
               cache.key == GenerationCache.key(project: project, specs: fingerprints, templates: loadedTemplates.0,
                                                roots: roots),
               let changes = try writer.applyCached(cache, specFiles: specFiles, roots: roots) {
                return Result(changes: changes, sceneCount: cache.sceneCount, warnings: [], output: nil)
            }
        }
        var request = request
        // --check compares generated files only; a skeleton's existence is all it looks at.
        request.rendersSkeletons = mode != .check
        let output = try generator.run(request, templates: templates)
        let changes = try writer.apply(output)
        // Warnings are only printed by the full pipeline, so a run that has some is not cached.
        if cacheable, mode == .write, output.warnings.isEmpty, let templates {
            let key = GenerationCache.key(project: project, specs: output.specFingerprints, templates: templates.0,
                                          roots: roots)
            saveCache(GenerationCache(key: key, output: output))
        }
        return Result(changes: changes, sceneCount: output.specs.count, warnings: output.warnings, output: output)
    }

    private var cacheURL: URL { project.url(GenerationCache.path) }

    private func loadCache() -> GenerationCache? {
        guard let data = FileManager.default.contents(atPath: cacheURL.path) else { return nil }
        return GenerationCache(text: String(decoding: data, as: UTF8.self))
    }

    /// Best effort: a cache that cannot be written only makes the next run slower.
    private func saveCache(_ cache: GenerationCache) {
        try? FileManager.default.createDirectory(at: cacheURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(cache.text.utf8).write(to: cacheURL, options: .atomic)
    }
}
