import Foundation
import ScaffoldCore

/// A Makefile dependency file: each generated file with the spec, config and template files it came from.
public struct Depfile: Sendable {
    public var project: Project
    public var output: Generator.Output
    /// When set, one rule for this target lists every input of the run (like a compiler's `-MT`),
    /// which suits a stamp file per spec; otherwise each generated file gets its own rule.
    public var target: String?

    public init(project: Project, output: Generator.Output, target: String? = nil) {
        self.project = project
        self.output = output
        self.target = target
    }

    /// The depfile text; paths are relative to the working folder, as make sees them.
    public var text: String {
        if let target {
            let inputs = output.specFiles.map(\.displayPath) + output.sharedInputs
            return Self.escape(target) + ": " + inputs.map(Self.escape).joined(separator: " ") + "\n"
        }
        let allSpecs = output.specFiles.map(\.displayPath)
        let specsByProjectPath = Dictionary(output.specFiles.map { ($0.projectPath, $0.displayPath) },
                                            uniquingKeysWith: { first, _ in first })
        var lines: [String] = []
        for file in output.files where file.kind == .generated {
            let specs = file.spec.flatMap { specsByProjectPath[$0] }.map { [$0] } ?? allSpecs
            let inputs = specs + output.sharedInputs
            let target = project.displayPath(project.url(file.path))
            lines.append(Self.escape(target) + ": " + inputs.map(Self.escape).joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the depfile (atomically) to `path`, relative to the working folder.
    public func write(to path: String) throws(DiagnosticsError) {
        let url = URL(fileURLWithPath: path, relativeTo: project.workingDirectory)
        let data = Data(text.utf8)
        if FileManager.default.contents(atPath: url.path) == data { return }
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw DiagnosticsError([.error(.unreadableFile(reason: "cannot write: \(PathDisplay.reason(error))"),
                                           at: .startOf(path))])
        }
    }

    /// make splits on spaces and treats `#` and `$` specially.
    static func escape(_ path: String) -> String {
        path.replacingOccurrences(of: "$", with: "$$")
            .replacingOccurrences(of: "#", with: "\\#")
            .replacingOccurrences(of: " ", with: "\\ ")
    }
}
