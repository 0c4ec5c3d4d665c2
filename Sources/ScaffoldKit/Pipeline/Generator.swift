import Foundation
import ScaffoldCore

/// The whole pipeline of one run: find specs, read them, validate them all, build presentation
/// models, render. Nothing here writes to disk; `FileWriter` does that with the result.
public struct Generator: Sendable {
    public var project: Project

    /// What the command line asked for.
    public struct Request: Sendable {
        /// Spec files or folders relative to the working folder; empty means the config's `specs`.
        public var specPaths: [String]
        /// Output folder relative to the working folder, replacing the config's `output`.
        public var outputPath: String?
        /// Where test skeletons and mocks go.
        public var tests: TestsDestination
        /// False when only generated files matter (`--check`): skeletons are then listed with empty
        /// contents instead of being rendered.
        public var rendersSkeletons: Bool

        public init(specPaths: [String] = [], outputPath: String? = nil, tests: TestsDestination = .configured,
                    rendersSkeletons: Bool = true) {
            self.specPaths = specPaths
            self.outputPath = outputPath
            self.tests = tests
            self.rendersSkeletons = rendersSkeletons
        }
    }

    /// Where a run writes test skeletons and mocks.
    public enum TestsDestination: Sendable, Equatable {
        /// The config's `tests` folder (none if it says `none`).
        case configured
        /// No tests or mocks.
        case none
        /// This folder, relative to the working folder.
        case folder(String)
    }

    /// What a successful run produced.
    public struct Output: Sendable {
        public var files: [OutputFile]
        public var specs: [SceneSpec]
        public var specFiles: [SpecFile]
        /// Warnings found along the way (errors stop the run).
        public var warnings: [Diagnostic]
        /// Every file the output depends on besides the specs: the config and overriding templates.
        public var sharedInputs: [String]
        /// Project-relative output roots.
        public var roots: [String]
        /// True when the run covers every spec of the config, so unplanned generated files are orphans.
        public var coversWholeProject: Bool
        /// Hashes of the exact spec bytes this output was generated from.
        public var specFingerprints: [SpecFingerprint]
    }

    public init(project: Project) {
        self.project = project
    }

    /// Specs that were read and validated, with the other project specs used to resolve routes.
    public struct LoadedSpecs: Sendable {
        /// The specs the request named (all of the project's when it named none), in path order.
        public var requested: [SceneSpec]
        public var requestedFiles: [SpecFile]
        /// Every valid spec read, requested or not, for looking up route targets.
        public var all: [SceneSpec]
        /// Warnings about the requested specs (errors are thrown).
        public var warnings: [Diagnostic]
        /// The bytes every spec was decoded from, as hashes, in the order the files were read.
        public var fingerprints: [SpecFingerprint]
    }

    /// Reads and validates the requested specs; throws every error found, warnings included.
    public func load(_ specPaths: [String]) throws(DiagnosticsError) -> LoadedSpecs {
        let requestedFiles = try collectSpecFiles(specPaths)
        // Route targets are looked up among all of the project's specs, so a run over one spec
        // produces the same bytes as a run over all of them.
        let projectFiles = specPaths.isEmpty ? [] : ((try? collectSpecFiles([])) ?? [])
        let requestedURLs = Set(requestedFiles.map(\.url))
        let otherFiles = projectFiles.filter { !requestedURLs.contains($0.url) }

        let (specs, decodeDiagnostics, fingerprints) = decode(requestedFiles + otherFiles)
        let requestedPaths = Set(requestedFiles.map(\.displayPath))
        func concernsRequest(_ diagnostic: Diagnostic) -> Bool {
            requestedPaths.contains(diagnostic.location.file)
                || diagnostic.notes.contains { requestedPaths.contains($0.location.file) }
        }
        let diagnostics = (decodeDiagnostics + SpecValidator(projectConventions: project.config.resolvedConventions).validate(specs)).filter(concernsRequest).sorted()
        let requestedProjectPaths = Set(requestedFiles.map(\.projectPath))
        let requestedSpecs = specs.filter { requestedProjectPaths.contains($0.file) }
        if diagnostics.containsErrors || requestedSpecs.count < requestedFiles.count {
            throw DiagnosticsError(diagnostics)
        }
        return LoadedSpecs(requested: requestedSpecs, requestedFiles: requestedFiles, all: specs, warnings: diagnostics,
                           fingerprints: fingerprints)
    }

    /// Runs the pipeline; `templates` (with the override files it read) saves parsing them again
    /// when the caller already has them.
    public func run(_ request: Request, templates preloaded: (TemplateSet, [String])? = nil)
        throws(DiagnosticsError) -> Output {
        let loaded = try load(request.specPaths)
        let (templates, templateFiles): (TemplateSet, [String])
        if let preloaded {
            (templates, templateFiles) = preloaded
        } else {
            (templates, templateFiles) = try loadTemplates()
        }
        let specs = loaded.all
        let requestedSpecs = loaded.requested
        let requestedFiles = loaded.requestedFiles
        let diagnostics = loaded.warnings

        let (outputRoot, testsRoot) = roots(for: request)
        let builder = SceneModelBuilder(
            scenes: Dictionary(specs.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first }),
            projectConventions: project.config.resolvedConventions,
            testsFolder: testsRoot,
            testableImport: project.config.testableImport?.value
        )
        let renderer = SceneRenderer(templates: templates, outputRoot: outputRoot,
                                     rendersSkeletons: request.rendersSkeletons)
        let models = requestedSpecs.concurrentMap { builder.model(for: $0) }
        let files = models.concurrentMap { renderer.files(for: $0) }.flatMap { $0 } + renderer.supportFiles(for: models)

        return Output(
            files: files, specs: requestedSpecs, specFiles: requestedFiles, warnings: diagnostics,
            sharedInputs: (project.configFile.map { [$0] } ?? [])
                + (project.config.templates.map { [project.displayPath(project.url($0.value))] } ?? []) + templateFiles,
            roots: [outputRoot] + (testsRoot.map { [$0] } ?? []),
            coversWholeProject: request.specPaths.isEmpty,
            specFingerprints: loaded.fingerprints
        )
    }

    /// The project-relative folders a request writes scenes and tests to.
    public func roots(for request: Request) -> (output: String, tests: String?) {
        let outputRoot = request.outputPath.map {
            project.relativePath(URL(fileURLWithPath: $0, relativeTo: project.workingDirectory))
        } ?? project.config.output.value
        switch request.tests {
        case .configured: return (outputRoot, project.config.tests?.value)
        case .none: return (outputRoot, nil)
        case .folder(let path):
            return (outputRoot, project.relativePath(URL(fileURLWithPath: path, relativeTo: project.workingDirectory)))
        }
    }

    /// Reads and decodes every spec on all cores, keeping the order of `files`.
    func decode(_ files: [SpecFile]) -> (specs: [SceneSpec], diagnostics: [Diagnostic], fingerprints: [SpecFingerprint]) {
        let decoder = SpecDecoder()
        let results = files.concurrentMap { file -> (SceneSpec?, [Diagnostic], SpecFingerprint?) in
            let data: Data
            do {
                data = try Data(contentsOf: file.url)
            } catch {
                return (nil, [.error(.unreadableFile(reason: PathDisplay.reason(error)), at: .startOf(file.displayPath))],
                        nil)
            }
            var (spec, diagnostics) = decoder.decode(data, file: file.displayPath)
            // Diagnostics name the file as the user sees it; the header names it relative to the project.
            spec?.file = file.projectPath
            return (spec, diagnostics, SpecFingerprint(projectPath: file.projectPath, hash: .of(bytes: data)))
        }
        return (results.compactMap(\.0), results.flatMap(\.1), results.compactMap(\.2))
    }

    /// Spec files named on the command line or in the config, folders expanded, sorted, duplicates dropped.
    public func collectSpecFiles(_ requested: [String]) throws(DiagnosticsError) -> [SpecFile] {
        let entries: [(url: URL, location: SourceLocation)]
        if requested.isEmpty {
            entries = project.config.specs.map { (project.url($0.value), $0.location) }
        } else {
            entries = requested.map {
                (URL(fileURLWithPath: $0, relativeTo: project.workingDirectory).standardizedFileURL, .startOf($0))
            }
        }
        var diagnostics: [Diagnostic] = []
        var seen = Set<URL>()
        var files: [SpecFile] = []
        let fileManager = FileManager.default
        for (url, location) in entries {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                diagnostics.append(.error(.missingFile, at: location))
                continue
            }
            let found = isDirectory.boolValue ? Self.specs(in: url) : [url]
            if found.isEmpty {
                diagnostics.append(.error(.noSpecsInFolder, at: location))
            }
            for file in found where seen.insert(file).inserted {
                files.append(SpecFile(url: file, displayPath: project.displayPath(file),
                                      projectPath: project.relativePath(file)))
            }
        }
        if diagnostics.containsErrors { throw DiagnosticsError(diagnostics) }
        return files
    }

    /// Every `*.yml` and `*.yaml` file below `folder`, sorted by path; `scaffold.yml` is not a spec.
    static func specs(in folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]
        ) else { return [] }
        var found: [URL] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            guard name.hasSuffix(".yml") || name.hasSuffix(".yaml"), name != ProjectConfig.fileName else { continue }
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                found.append(url.standardizedFileURL)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The template set, with overrides from the config's templates folder; also the override files used.
    public func loadTemplates() throws(DiagnosticsError) -> (TemplateSet, [String]) {
        guard let folder = project.config.templates else { return (try TemplateSet(entries: TemplateSet.builtIn), []) }
        let url = project.url(folder.value)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw DiagnosticsError([.error(.missingFile, at: folder.location)])
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
            .filter { $0.hasSuffix(".mustache") }
            .sorted()
        var overrides: [(name: String, path: String, text: String)] = []
        for name in names {
            let fileURL = url.appendingPathComponent(name)
            let display = project.displayPath(fileURL)
            guard let text = try? String(contentsOf: fileURL, encoding: .utf8) else {
                throw DiagnosticsError([.error(.notUTF8, at: .startOf(display))])
            }
            overrides.append((String(name.dropLast(".mustache".count)), display, text))
        }
        return (try TemplateSet.merging(overrides: overrides), overrides.map(\.path))
    }
}
