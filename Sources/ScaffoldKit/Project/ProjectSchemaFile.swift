import Foundation
import ScaffoldCore

/// A JSON Schema a project keeps next to its `scaffold.yml`, committed with it, so every editor with a YAML
/// language server checks specs and the config while they are typed. A spec or config names its schema in a
/// first line `# yaml-language-server: $schema=PATH`, with PATH relative to the file's own folder.
public enum ProjectSchemaFile: String, CaseIterable, Sendable {
    /// The schema of every spec, scene or service.
    case spec
    /// The schema of `scaffold.yml`.
    case config

    /// The file's name in the project folder.
    public var fileName: String {
        switch self {
        case .spec: "scaffold-spec.schema.json"
        case .config: "scaffold-config.schema.json"
        }
    }

    /// The schema as JSON text.
    public var text: String {
        switch self {
        case .spec: SpecSchema.spec.rendered
        case .config: SpecSchema.config.rendered
        }
    }

    /// The first line of a YAML file in `folder` that points editors at this schema in `root`.
    public func modeline(forFileIn folder: URL, projectRoot root: URL) -> String {
        "# yaml-language-server: $schema=\(PathDisplay.relative(root.appendingPathComponent(fileName), to: folder))"
    }

    /// Writes each of `files` into `root` that is missing or has other bytes than this build generates: a
    /// schema is generated, like a `*.generated.swift` file, so a newer scaffold brings it up to date.
    /// Returns what was done to each file written (`create` or `update`) and its path from `workingDirectory`.
    public static func write(
        _ files: [ProjectSchemaFile], in root: URL, workingDirectory: URL
    ) throws(DiagnosticsError) -> [(action: FileChange.Action, path: String)] {
        var written: [(action: FileChange.Action, path: String)] = []
        for file in files {
            let url = root.appendingPathComponent(file.fileName)
            let display = PathDisplay.relative(url, to: workingDirectory)
            let text = file.text
            do {
                let existing = try FileSystem.readIfPresent(url.path, display: display, limit: .schema)
                if existing == Data(text.utf8) { continue }
                try AtomicFile.write(text, creatingFoldersFor: url.path, display: display)
                written.append((existing == nil ? .create : .update, display))
            } catch {
                throw DiagnosticsError([.error(error)])
            }
        }
        return written
    }
}
