import Foundation
import ScaffoldCore

/// A Makefile dependency file: each generated file with the spec, config and template files it came from.
public struct Depfile: Sendable {
    public var project: Project
    public var output: GeneratedOutput
    /// The config and template files, as the user sees them.
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

    /// The depfile text; paths are relative to the working folder, as make sees them.
    public var text: String {
        func shown(_ projectPath: String) -> String { project.displayPath(forProjectPath: projectPath) }
        let allSpecs = output.specFiles.map(\.projectPath)
        // The binary renders the files: upgrading scaffold must regenerate them.
        let tool = Bundle.main.executablePath.map { [$0] } ?? []
        if let target {
            let specs = Set(allSpecs + output.files.flatMap(\.dependencies))
            let inputs = specs.sorted().map(shown) + sharedInputs + tool
            return Self.escape(target) + ": " + inputs.map(Self.escape).joined(separator: " ") + "\n"
        }
        var lines: [String] = []
        for file in output.files where file.kind == .generated {
            let specs = file.spec.map { [$0] + file.dependencies } ?? allSpecs
            let inputs = specs.map(shown) + sharedInputs + tool
            lines.append(Self.escape(shown(file.path)) + ": " + inputs.map(Self.escape).joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// make splits on spaces and treats `#` and `$` specially.
    static func escape(_ path: String) -> String {
        path.replacingOccurrences(of: "$", with: "$$")
            .replacingOccurrences(of: "#", with: "\\#")
            .replacingOccurrences(of: " ", with: "\\ ")
    }
}
