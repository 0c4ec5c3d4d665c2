import Foundation
import ScaffoldCore

/// A Makefile dependency file: each generated file with the spec, config and template files it came from,
/// then an empty rule for each of those inputs (like a compiler's `-MP`), so that deleting a spec makes
/// make rerun scaffold instead of stopping at "No rule to make target".
public struct Depfile: Sendable {
    public var project: Project
    public var output: GeneratedOutput
    /// The config, the folders listed for specs and the template files, as the user sees them.
    public var sharedInputs: [String]
    /// When set, one rule for this target lists every input of the run (like a compiler's `-MT`),
    /// which suits a stamp file per spec; otherwise each generated file gets its own rule.
    public var target: String?

    public init(project: Project, output: GeneratedOutput, sharedInputs: [String], target: String? = nil) {
        self.project = project
        self.output = output
        self.sharedInputs = sharedInputs
        self.target = target
    }

    /// The depfile text; paths are relative to the working folder, as make sees them, each spelled so
    /// make reads back exactly that name. Throws, naming every file, when a name cannot be spelled so.
    public func text() throws(DiagnosticsError) -> String {
        func shown(_ projectPath: String) -> String { project.displayPath(forProjectPath: projectPath) }
        var refused: [String: DepfileProblem] = [:]
        func word(_ path: String, _ position: MakeWord.Position) -> String {
            switch MakeWord.escape(path, as: position) {
            case .success(let word): return word
            case .failure(let problem):
                refused[path] = problem
                return ""
            }
        }
        var inputs = Set<String>()
        func rule(_ target: String, _ prerequisites: [String]) -> String {
            // An input named twice, such as the config as an app protocol mock's spec and as a shared input, once.
            var listed: Set<String> = []
            let prerequisites = prerequisites.filter { listed.insert($0).inserted }
            inputs.formUnion(prerequisites)
            return word(target, .target) + ": " + prerequisites.map { word($0, .prerequisite) }.joined(separator: " ")
        }
        let allSpecs = output.specFiles.map(\.projectPath)
        // The binary renders the files: upgrading scaffold must regenerate them.
        let tool = Bundle.main.executablePath.map { [$0] } ?? []
        var lines: [String] = []
        if let target {
            let specs = Set(allSpecs + output.files.flatMap(\.dependencies))
            lines.append(rule(target, specs.sorted().map(shown) + sharedInputs + tool))
        } else {
            for file in output.files where file.kind == .generated {
                let specs = file.spec.map { [$0] + file.dependencies } ?? allSpecs
                lines.append(rule(shown(file.path), specs.map(shown) + sharedInputs + tool))
            }
        }
        lines += inputs.sorted().map { word($0, .target) + ":" }
        if !refused.isEmpty {
            throw DiagnosticsError(refused.map { path, problem in .error(problem, naming: path) }.sorted())
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
