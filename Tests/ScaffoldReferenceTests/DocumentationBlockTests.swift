import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// Every fenced code block of the README and of `Documentation/` is checked, or marked with why it cannot be:
///
/// - `yaml`: a scene or service spec validates beside the bundled specs (replacing the bundled spec of its name); a
///   block of `scaffold.yml` keys loads as the config of a project of the bundled specs; a fragment (spec keys
///   without `scene:`) validates inside a minimal spec; the quick start's specs generate with the starter files
///   without a warning; `<!-- doc-test: invalid -->` blocks must be refused; `<!-- doc-test: xcodegen -->` lists
///   the folders `scaffold init` writes into; `<!-- doc-test: xcode phase -->` (a project description's Run Script
///   phase, in YAML or Swift) names the file lists of the docs' `xcode:` config and runs valid `scaffold` commands.
/// - `swift`: `<!-- doc-test: quick start -->` type-checks with the quick start's scenes, blocks marked for
///   `AppCodeCompileTests` type-check there, and any other block is an excerpt: each of its code lines (not a
///   comment, not elided with `...`) is a line of the golden output, the fixtures' app code or scaffold's sources.
/// - `sh`: each `scaffold` command line names a command of `Documentation/CommandLine.md`'s synopsis, which
///   `CommandLineSurfaceTests` holds to the binary's help, with options of that command.
/// - `make`: the targets it uses are those `scaffold.mk` declares. `mermaid`: the bundled specs' graph.
/// - A block without a language is text (a tree, a synopsis, terminal output), counted and not checked.
///
/// `<!-- doc-test: skip (reason) -->` on the line before a fence skips a block; the figure counts skips by reason.
@Suite struct DocumentationBlockTests {
    /// What became of one block: checked, and how; or skipped, and why; or failed, and why.
    enum Outcome: Equatable {
        case checked(String)
        case skipped(String)
        case failed(String)
    }

    @Test func everyCodeBlockChecksOrIsMarkedWithWhyNot() throws {
        let files = try DocumentationFiles.all()
        let context = try Context(files: files)
        var checked: [String: Int] = [:]
        var skipped: [String: Int] = [:]
        var failures: [String] = []
        for block in files.flatMap(\.blocks) {
            switch try outcome(of: block, in: context) {
            case .checked(let how): checked[how, default: 0] += 1
            case .skipped(let why): skipped[why, default: 0] += 1
            case .failed(let why): failures.append("\(block): \(why)")
            }
        }
        #expect(failures == [])
        let total = checked.values.reduce(0, +) + skipped.values.reduce(0, +) + failures.count
        print(
            "documentation blocks: \(total), \(checked.values.reduce(0, +)) checked, "
                + "\(skipped.values.reduce(0, +)) skipped, \(failures.count) failed")
        for (how, count) in checked.sorted(by: { $0.key < $1.key }) { print("  checked \(count): \(how)") }
        for (why, count) in skipped.sorted(by: { $0.key < $1.key }) { print("  skipped \(count): \(why)") }
    }

    /// The quick start's scene delegate starts the scenes its specs generate, in both language modes.
    @Test(arguments: LanguageMode.allCases)
    func quickStartSceneDelegateCompilesWithItsScenes(in mode: LanguageMode) throws {
        let context = try Context(files: try DocumentationFiles.all())
        let blocks = try DocumentationFiles.blocks.filter { $0.marker == "quick start" && $0.language == "swift" }
        try #require(blocks.count == 1)
        let output = try context.quickStartOutput()
        let result = try AppCodeCompileTests.typecheck(
            output, handWritten: ["SceneDelegate.swift": blocks[0].code], mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    /// A spec that the docs show as broken is refused, and one that is fine is not: the check can tell them apart.
    @Test func theSpecCheckRefusesABrokenSpec() throws {
        let context = try Context(files: [])
        let good = DocumentationFile.Block(
            file: "Page.md", line: 1, language: "yaml", code: "scene: Good\ninputs: [reload]\n", marker: nil)
        var broken = good
        broken.code = "scene: Broken\ninputs: [reload]\nrouts: []\n"
        #expect(try outcome(of: good, in: context) == .checked("yaml: spec validates"))
        #expect(try outcome(of: broken, in: context) != .checked("yaml: spec validates"))
        broken.marker = "invalid"
        #expect(try outcome(of: broken, in: context) == .checked("yaml: broken spec is refused"))
    }

    // MARK: - Outcomes

    func outcome(of block: DocumentationFile.Block, in context: Context) throws -> Outcome {
        if let marker = block.marker {
            if let reason = marker.wholeMatch(of: /skip \((.+)\)/)?.output.1 { return .skipped(String(reason)) }
            if marker.hasPrefix("AppCodeCompileTests: ") { return .checked("swift: compiled by AppCodeCompileTests") }
            if marker == "xcode phase" { return xcodePhaseOutcome(of: block, in: context) }
        }
        switch block.language {
        case "yaml": return try yamlOutcome(of: block, in: context)
        case "swift": return swiftOutcome(of: block, in: context)
        case "sh": return shellOutcome(of: block, in: context)
        case "make":
            let targets = block.code.matches(of: /:\s+([a-z][a-z-]*)/).map { String($0.output.1) }
            let missing = targets.filter { !context.makeTargets.contains($0) }
            guard block.code.contains("include scaffold.mk"), !targets.isEmpty, missing.isEmpty else {
                return .failed("uses make targets scaffold.mk lacks: \(missing)")
            }
            return .checked("make: scaffold.mk's targets")
        case "mermaid":
            return block.code == context.bundledGraph
                ? .checked("mermaid: the bundled specs' graph") : .failed("not the bundled specs' graph; mark it")
        case "": return .skipped("text, not code")
        default: return .failed("no check for \(block.language) blocks; mark it")
        }
    }

    func yamlOutcome(of block: DocumentationFile.Block, in context: Context) throws -> Outcome {
        if block.marker == "xcodegen" {
            let sources = try XcodeGenSources(block.code)
            let missing = context.starterFolders.filter { !sources.all.contains($0) }
            // XcodeGen stops at a source folder that does not exist: one the quick start does not write must be
            // optional.
            let written = Set(try context.quickStartOutput().files.map { String($0.path.prefix { $0 != "/" }) })
            let notWritten = context.starterFolders.filter {
                !written.contains($0) && sources.all.contains($0) && !sources.optional.contains($0)
            }
            if !missing.isEmpty { return .failed("the project's sources lack \(missing)") }
            if !notWritten.isEmpty {
                return .failed("the quick start writes no \(notWritten), which the project lists without 'optional'")
            }
            return .checked("yaml: project description lists the generated folders")
        }
        let keys = block.code.matches(of: /(?m)^([A-Za-z]+):/).map { String($0.output.1) }
        let firstComment = block.code.firstMatch(of: /^# (\S+)/).map { String($0.output.1) }
        if block.file == "README.md", let name = firstComment?.wholeMatch(of: /Specs\/(\w+)\.yml/)?.output.1,
            context.quickStartScenes.contains(String(name))
        {
            let output = try context.quickStartOutput()
            return output.warnings.isEmpty
                ? .checked("yaml: quick start spec generates") : .failed("warnings: \(output.warnings)")
        }
        let errors: [Diagnostic]
        let kind: String
        if keys.first == "scene" || keys.first == "service" {
            let name = block.code.firstMatch(of: /(?m)^(?:scene|service): (\w+)/).map { String($0.output.1) } ?? "Doc"
            let path = keys.first == "service" ? "Specs/Services/\(name).yml" : "Specs/\(name).yml"
            (kind, errors) = ("spec", try context.errors(replacing: [path: block.code]))
        } else if firstComment == "scaffold.yml"
            || Set(keys).isSubset(of: Context.configKeys)
                && !Set(keys).isSubset(of: Context.specKeys.subtracting(Context.configKeys))
        {
            (kind, errors) = ("config", try context.errors(replacing: ["scaffold.yml": block.code]))
        } else if Set(keys).isSubset(of: Context.specKeys), !keys.isEmpty {
            (kind, errors) = (
                "fragment",
                try context.errors(replacing: ["Specs/DocFragment.yml": "scene: DocFragment\n" + block.code])
            )
        } else {
            return .failed("neither a spec, a fragment nor scaffold.yml: keys \(keys); mark it")
        }
        if block.marker == "invalid" {
            return errors.isEmpty
                ? .failed("marked invalid, but the \(kind) is valid") : .checked("yaml: broken \(kind) is refused")
        }
        if let marker = block.marker { return .failed("unknown marker '\(marker)'") }
        return errors.isEmpty
            ? .checked(
                kind == "spec"
                    ? "yaml: spec validates"
                    : kind == "config" ? "yaml: scaffold.yml loads" : "yaml: fragment validates in a spec")
            : .failed(errors.map(\.description).joined(separator: "\n"))
    }

    func swiftOutcome(of block: DocumentationFile.Block, in context: Context) -> Outcome {
        if block.marker == "quick start" { return .checked("swift: compiled with the quick start's scenes") }
        if let marker = block.marker { return .failed("unknown marker '\(marker)'") }
        let lines = block.code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty && !$0.hasPrefix("//") && !$0.contains("...") && !$0.contains("…")
        }
        let missing = lines.filter { !context.knownSwiftLines.contains($0) }
        return missing.isEmpty && !lines.isEmpty
            ? .checked("swift: excerpt of the golden output, fixtures or sources")
            : .failed("lines found in no golden, fixture or source file: \(missing); mark it with why")
    }

    /// A project description's Run Script phase (XcodeGen, Tuist): it names the file lists the docs' `xcode:` config
    /// asks for, its `scaffold` lines are commands with options the synopsis has, and its target takes the app's
    /// generated folders.
    func xcodePhaseOutcome(of block: DocumentationFile.Block, in context: Context) -> Outcome {
        var problems: [String] = []
        if context.xcodeFileLists.isEmpty { problems.append("no 'xcode:' config block names the file lists") }
        problems += context.xcodeFileLists.filter { !block.code.contains($0) }.map { "names no \($0)" }
        let sources: Set<String> =
            block.language == "yaml"
            ? ((try? XcodeGenSources(block.code).all) ?? [])
            : Set(
                block.code.matches(of: /sources: \[([^\]]*)\]/).flatMap {
                    $0.output.1.split(separator: ",").map {
                        $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                            .replacing("/**", with: "")
                    }
                })
        problems += context.appFolders.filter { !sources.contains($0) }.map { "its sources lack \($0)" }
        let commands = block.code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("scaffold ") }
        if commands.isEmpty { problems.append("runs no scaffold command") }
        let shell = DocumentationFile.Block(
            file: block.file, line: block.line, language: "sh", code: commands.joined(separator: "\n"), marker: nil)
        if case .failed(let why) = shellOutcome(of: shell, in: context) { problems.append(why) }
        return problems.isEmpty
            ? .checked("\(block.language): Run Script phase names the file lists and a valid scaffold command")
            : .failed(problems.joined(separator: "; "))
    }

    func shellOutcome(of block: DocumentationFile.Block, in context: Context) -> Outcome {
        if let marker = block.marker { return .failed("unknown marker '\(marker)'") }
        var problems: [String] = []
        for line in block.code.split(separator: "\n") {
            let words = line.split(separator: " #", maxSplits: 1).first.map { $0.split(separator: " ") } ?? []
            let arguments: ArraySlice<Substring>
            if words.first == "scaffold" {
                arguments = words.dropFirst()
            } else if words.first == "swift", words.dropFirst().first == "package" || words.dropFirst().first == "run",
                let index = words.firstIndex(of: "scaffold")
            {
                arguments = words[(index + 1)...]
            } else {
                continue
            }
            let path =
                context.commands.keys.filter { command in
                    command.isEmpty || arguments.starts(with: command.split(separator: " "))
                }.max { $0.count < $1.count } ?? ""
            let options = arguments.filter { $0.hasPrefix("-") }.map { String($0.prefix { $0 != "=" }) }
            let unknown = options.filter { !(context.commands[path]?.contains($0) ?? false) && $0 != "--help" }
            if path.isEmpty && !arguments.isEmpty && !arguments[arguments.startIndex].hasPrefix("-") {
                problems.append("'\(line)': no command '\(arguments[arguments.startIndex])'")
            } else if !unknown.isEmpty {
                problems.append("'\(line)': scaffold \(path) takes no \(unknown)")
            }
        }
        return problems.isEmpty
            ? .checked("sh: scaffold commands and options exist") : .failed(problems.joined(separator: "; "))
    }

    // MARK: - What the checks compare with

    /// What the checks read once: the bundled project, the golden output, the synopsis, the quick start.
    struct Context {
        static let specKeys: Set<String> = [
            "scene", "kind", "doc", "imports", "conventions", "arguments", "inputs", "outputs", "actions", "state",
            "service", "properties", "methods", "dependencies", "coordinator", "tracking", "viewModelBaseClass",
        ]
        static let configKeys: Set<String> = [
            "specs", "output", "services", "templates", "tests", "conventions", "externalScenes", "baseCoordinator",
            "naming", "viewModelBaseClass", "appServices", "appCode", "supportTypes", "xcode",
        ]

        /// Every command path of the synopsis (`""` for `scaffold` itself) with the options its lines show.
        var commands: [String: Set<String>] = [:]
        var knownSwiftLines: Set<String> = []
        var bundledGraph = ""
        var makeTargets: Set<String> = []
        /// The scenes the README's quick start makes with `scaffold new`.
        var quickStartScenes: [String] = []
        /// The quick start's specs as the README shows them, by path.
        var quickStartSpecs: [String: String] = [:]
        /// The folders `scaffold init`'s config writes into: scenes, shared services (the default), tests.
        var starterFolders: [String] = []
        /// The starter folders an app target compiles: all but the tests'.
        var appFolders: [String] = []
        /// The Xcode file lists the docs' `xcode:` config blocks name.
        var xcodeFileLists: Set<String> = []

        init(files: [DocumentationFile]) throws {
            if let synopsis = files.first(where: { $0.path == "Documentation/CommandLine.md" })?.blocks.first {
                for line in synopsis.code.replacing(/\n +/, with: " ").split(separator: "\n") {
                    let words = line.split(separator: " ").dropFirst()
                    let path = words.prefix { $0.wholeMatch(of: /[a-z][a-z-]*/) != nil }.joined(separator: " ")
                    commands[path, default: []].formUnion(
                        line.matches(of: /-(?:-[a-z][a-z-]*|[a-z])/).map { String($0.output) })
                }
                commands["", default: []].insert("--generate-completion-script")
            }
            for folder in ["Tests/Golden", "Tests/Fixtures", "Tests/Composition", "Sources"] {
                for file in SwiftTypeChecker.swiftFiles(in: RepositoryPaths.root.appendingPathComponent(folder)) {
                    let text = try String(contentsOf: file, encoding: .utf8)
                    knownSwiftLines.formUnion(
                        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
                }
            }
            bundledGraph = try SceneGraphGoldenTests.bundledGraph().mermaid
            makeTargets = Set(
                ProjectStarter.makefile.firstMatch(of: /\.PHONY:([a-z -]*)/)?.output.1.split(separator: " ").map(
                    String.init)
                    ?? [])
            starterFolders =
                ProjectStarter.config.matches(of: /(?m)^(?:output|  folder): (\S+)/).map { String($0.output.1) }
                + ["Services"]
            appFolders =
                ProjectStarter.config.matches(of: /(?m)^output: (\S+)/).map { String($0.output.1) } + ["Services"]
            for block in files.flatMap(\.blocks) where block.language == "yaml" {
                xcodeFileLists.formUnion(
                    block.code.matches(of: /(?m)^  (?:input|output)FileList: (\S+)/).map { String($0.output.1) })
            }
            let readme = files.first { $0.path == "README.md" }
            for block in readme?.blocks ?? [] {
                if block.language == "sh" {
                    quickStartScenes += block.code.matches(of: /(?m)^scaffold new (\w+)/).map { String($0.output.1) }
                } else if block.language == "yaml", let path = block.code.firstMatch(of: /^# (Specs\/\w+\.yml)\n/) {
                    quickStartSpecs[String(path.output.1)] = block.code
                }
            }
        }

        /// The errors of the bundled project with `files` (path to text) written over it.
        func errors(replacing files: [String: String]) throws -> [Diagnostic] {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "scaffold-doc-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: RepositoryPaths.specs, to: root.appendingPathComponent("Specs"))
            try FileManager.default.copyItem(
                at: RepositoryPaths.root.appendingPathComponent("scaffold.yml"),
                to: root.appendingPathComponent("scaffold.yml"))
            for (path, text) in files {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? FileManager.default.removeItem(at: url)
                try Data(text.utf8).write(to: url)
            }
            do {
                let project = try Project.load(configPath: nil, workingDirectory: root)
                _ = try ScenePipeline.loadSpecs([], in: project)
                return []
            } catch {
                return error.diagnostics.filter { $0.severity == .error }
            }
        }

        /// What `scaffold scene` writes for the quick start: `scaffold init`'s config, a starter spec per
        /// `scaffold new`, and the specs the README shows in their place.
        func quickStartOutput() throws -> GeneratedOutput {
            var specs: [String: String] = [:]
            for name in quickStartScenes {
                specs["Specs/\(name).yml"] = ProjectStarter.spec(named: name, modeline: "# \(name)")
            }
            specs.merge(quickStartSpecs) { _, shown in shown }
            return try AppCodeCompileTests.generate(config: ProjectStarter.config, specs: specs)
        }
    }
}
