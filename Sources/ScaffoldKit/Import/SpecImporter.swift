import Foundation
import ScaffoldCore

/// `scaffold import`: reads a view model's Swift file (and its generated contract, when it sits next to it or is
/// given too) and makes the spec that reproduces its contract, checked by scaffold's own validator.
///
/// Three stages over values, like a scene run: read the Swift (disk), map it to an `ImportedScene`
/// (`ViewModelImporter`), then write it as YAML and validate it among the project's specs. Only `write(_:to:)`
/// touches the disk again.
public struct SpecImporter: Sendable {
    /// The spec made from the Swift: the scene's name and the YAML text.
    public struct ImportedSpec: Sendable, Equatable {
        public var scene: String
        public var text: String
    }

    public var project: Project
    /// The folder `--output` names, where the spec would be written; nil for the project's spec folder.
    public var outputFolder: String?

    public init(project: Project, outputFolder: String? = nil) {
        self.project = project
        self.outputFolder = outputFolder
    }

    /// The spec for the view model in `paths` (relative to the working folder), or every problem found.
    public func importSpec(_ paths: [String]) throws(DiagnosticsError) -> ImportedSpec {
        var sources: [(path: String, text: String)] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            guard path.hasSuffix(".swift") else {
                diagnostics.append(ImportProblem.notSwift.diagnostic(at: .startOf(path)))
                continue
            }
            do {
                sources.append((path, try read(path)))
            } catch {
                diagnostics.append(.error(error))
            }
        }
        if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics) }
        // The contract of a scaffold-generated scene lives in `<Scene>.generated.swift`, next to the view model.
        for (path, text) in sources {
            for scene in Self.viewModelScenes(in: text) {
                let sibling = URL(fileURLWithPath: path).deletingLastPathComponent()
                    .appendingPathComponent("\(scene).generated.swift").relativePath
                let contract = path.contains("/") ? sibling : "\(scene).generated.swift"
                guard !sources.contains(where: { $0.path == contract }),
                    FileManager.default.fileExists(atPath: absolute(contract))
                else { continue }
                do {
                    sources.append((contract, try read(contract)))
                } catch {
                    throw DiagnosticsError([.error(error)])
                }
            }
        }
        return try importSpec(sources: sources)
    }

    /// The spec for the view model `sources` declare (display path and text of each Swift file).
    public func importSpec(sources: [(path: String, text: String)]) throws(DiagnosticsError) -> ImportedSpec {
        var files: [(path: String, declarations: SwiftDeclarations)] = []
        var diagnostics: [Diagnostic] = []
        for (path, text) in sources {
            switch SwiftDeclarationReader(displayPath: path).read(text) {
            case .success(let declarations): files.append((path, declarations))
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics) }
        let others = otherSpecs()
        var context = context(others: others)
        if let appCode = others.appCode, appCode.isRead {
            (context.appProtocols, context.appTypes) = Self.declarations(
                of: ViewModelImporter.plainParameterTypes(in: files.map(\.declarations)), in: appCode)
        }
        let importer = ViewModelImporter(context: context)
        let scene: ImportedScene
        switch importer.scene(from: files) {
        case .success(let found): scene = found
        case .failure(let diagnostic): throw DiagnosticsError([diagnostic])
        }
        let lines = ImportedSpecWriter().lines(for: scene)
        let text = lines.map { $0.text + "\n" }.joined()
        try validate(text, lines: lines, scene: scene.scene, others: others)
        return ImportedSpec(scene: scene.scene, text: text)
    }

    /// The project-relative path the spec of `scene` is written to.
    public func specPath(forScene scene: String) -> String {
        let folder =
            outputFolder.map { project.relativePath(URL(fileURLWithPath: $0, relativeTo: project.workingDirectory)) }
            ?? project.config.specs.first?.value ?? "Specs"
        return (folder == "." || folder.isEmpty ? "" : folder + "/") + "\(scene).yml"
    }

    /// Writes `spec` into the output folder, atomically; an existing spec is replaced only when `force` is set.
    public func write(_ spec: ImportedSpec, force: Bool) throws(DiagnosticsError) -> String {
        let path = specPath(forScene: spec.scene)
        let display = project.displayPath(forProjectPath: path)
        let absolute = project.absolutePath(path)
        if !force && FileManager.default.fileExists(atPath: absolute) {
            throw DiagnosticsError([ImportProblem.specExists(display).diagnostic(at: .startOf(display))])
        }
        do {
            try AtomicFile.write(spec.text, creatingFoldersFor: absolute, display: display)
        } catch {
            throw DiagnosticsError([.error(error)])
        }
        return display
    }

    // MARK: - Reading

    private func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: project.workingDirectory).standardizedFileURL.path
    }

    private func read(_ path: String) throws(FileSystemProblem) -> String {
        let data = try FileSystem.read(absolute(path), display: path, limit: .appSource)
        return String(decoding: data, as: UTF8.self)
    }

    /// The scene names of the classes `text` declares whose names end in `ViewModel`, found without parsing.
    static func viewModelScenes(in text: String) -> [String] {
        var scenes: [String] = []
        for line in text.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" })
            guard let index = words.firstIndex(of: "class"), index + 1 < words.count else { continue }
            let name = words[index + 1]
            if name.hasSuffix("ViewModel"), name.count > "ViewModel".count {
                scenes.append(String(name.dropLast("ViewModel".count)))
            }
        }
        return scenes
    }

    /// The project's spec files, read; none when the project has no spec folder yet, whose app code is read all
    /// the same, since it alone tells an app protocol from a model.
    private func otherSpecs() -> SpecInputs {
        if let inputs = try? SpecSource(project: project).specs([]) { return inputs }
        var inputs = SpecInputs(requested: [])
        inputs.appCode = try? AppCodeSource(project: project).readIfNeeded(reusing: nil)
        return inputs
    }

    private func context(others: SpecInputs) -> ViewModelImporter.Context {
        var scenes = Set(project.config.externalScenes.map(\.name.value))
        var services = Set(project.config.appServices.map(\.name.value))
        var serviceTypes: [String: String] = [:]
        var serviceProperties: [String: String] = [:]
        // Which `appServices` entry is a class, and the protocol extracted from it, only the app's Swift says: the
        // run's own resolution reads it, and its problems are the generator's to report.
        let generator = Generator(configuration: project.generatorConfiguration(for: SceneRequest(specPaths: [])))
        for service in generator.readAppCode(others.appCode).services {
            serviceTypes[service.names.serviceProtocol] = service.name.value
            serviceProperties[service.name.value] = service.names.property
            if service.extractedClass != nil { serviceTypes[service.name.value] = service.name.value }
        }
        var arguments: [String: [(name: String, type: String)]] = [:]
        for external in project.config.externalScenes {
            arguments[external.name.value] = external.arguments.map {
                ($0.name.value, $0.type?.value.description ?? "Void")
            }
        }
        let decoder = SpecDecoder()
        for input in others.requested + others.others {
            guard case .success(let data) = input.contents else { continue }
            switch decoder.decodeDocument(data, file: input.file.displayPath).document {
            case .scene(let spec)?:
                scenes.insert(spec.name.value)
                arguments[spec.name.value] = spec.arguments.map {
                    ($0.name.value, $0.type?.value.description ?? "Void")
                }
            case .service(let service)?:
                services.insert(service.name.value)
                serviceTypes[service.names.serviceProtocol] = service.name.value
                serviceProperties[service.name.value] = service.names.property
            case nil: continue
            }
        }
        return ViewModelImporter.Context(
            conventions: project.config.resolvedConventions, naming: project.config.naming, scenes: scenes,
            services: services, serviceTypes: serviceTypes, serviceProperties: serviceProperties,
            sceneArguments: arguments,
            viewModelBaseClass: project.config.viewModelBaseClass?.name.value)
    }

    /// Which of `names` the app's Swift declares as protocols, and which as other types.
    private static func declarations(of names: Set<String>, in appCode: AppCodeInputs) -> (
        protocols: Set<String>, others: Set<String>
    ) {
        let index = AppCodeIndexer.index(appCode, lookingFor: names.sorted()).index
        var protocols: Set<String> = []
        var others: Set<String> = []
        for name in names {
            let kinds = index.declarations(named: name).map(\.declaration.kind)
            if kinds.contains(.protocol) {
                protocols.insert(name)
            } else if !kinds.isEmpty {
                others.insert(name)
            }
        }
        return (protocols, others)
    }

    // MARK: - Validation

    /// Loads `text` as the spec of `scene` among the project's other specs; a problem scaffold's validator finds
    /// is reported at the Swift the line came from.
    private func validate(
        _ text: String, lines: [ImportedSpecWriter.Line], scene: String, others: SpecInputs
    ) throws(DiagnosticsError) {
        let path = specPath(forScene: scene)
        let display = project.displayPath(forProjectPath: path)
        let file = SpecFile(url: project.url(path), displayPath: display, projectPath: path)
        let rest = (others.requested + others.others).filter { input in
            guard input.file.projectPath != path, case .success(let data) = input.contents else {
                return input.file.projectPath != path
            }
            return SpecDecoder().decodeDocument(data, file: input.file.displayPath).document?.scene?.name.value != scene
        }
        var inputs = SpecInputs(requested: [SpecInput(file: file, contents: .success(Data(text.utf8)))], others: rest)
        inputs.appCode = others.appCode
        let generator = Generator(configuration: project.generatorConfiguration(for: SceneRequest(specPaths: [path])))
        do {
            _ = try generator.load(inputs)
        } catch {
            let mapped = error.diagnostics.filter { $0.severity == .error }.map { diagnostic -> Diagnostic in
                guard diagnostic.location.file == display else { return diagnostic }
                let line = diagnostic.location.line
                let origin = lines.indices.contains(line - 1) ? lines[line - 1].origin : lines[0].origin
                return ImportProblem.invalidImportedSpec(diagnostic.message).diagnostic(at: origin)
            }
            if !mapped.isEmpty { throw DiagnosticsError(mapped) }
        }
    }
}
