import Foundation
import ScaffoldCore

/// Writes files a person asked for by name (`init`, `new`, `templates export`), each file already there handled as
/// its `StarterFile` says: everything is read and checked before the first write, so a refusal changes nothing.
public enum StarterFiles {
    /// Writes what `files` (paths relative to `folder`, or absolute) need and returns what happened to each, in
    /// order: `create`, `update`, `identical` (already those bytes, left alone) or `skip` (kept as it is).
    public static func write(_ files: [StarterFile], in folder: URL) throws(DiagnosticsError) -> [FileChange] {
        func absolute(_ path: String) -> String {
            path.hasPrefix("/") ? path : folder.appendingPathComponent(path).path
        }
        var problems: [Diagnostic] = []
        var planned: [(change: FileChange, text: String)] = []
        for file in files {
            do throws(Diagnostic) {
                planned.append(try plan(file, at: absolute(file.path)))
            } catch {
                problems.append(error)
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        for (change, text) in planned where change.action == .create || change.action == .update {
            do {
                try AtomicFile.write(text, creatingFoldersFor: absolute(change.path), display: change.path)
            } catch {
                throw DiagnosticsError([.error(error)])
            }
        }
        return planned.map(\.change)
    }

    /// What writing `file` to the absolute `path` does, and the text it writes.
    private static func plan(_ file: StarterFile, at path: String) throws(Diagnostic) -> (FileChange, String) {
        func change(_ action: FileChange.Action, detail: String? = nil) -> FileChange {
            FileChange(action: action, path: file.path, kind: .skeleton, detail: detail)
        }
        guard FileManager.default.fileExists(atPath: path) else { return (change(.create), file.text) }
        if case .refuse(let message) = file.whenExisting {
            throw Diagnostic(severity: .error, location: .startOf(file.path), message: message)
        }
        let current: Data
        do {
            current = try FileSystem.read(path, display: file.path, limit: .sourceFile)
        } catch {
            throw .error(error)
        }
        var text = file.text
        switch file.whenExisting {
        case .refuse, .replace:
            break
        case .keep(let reason):
            if current != Data(text.utf8) { return (change(.skip, detail: reason), text) }
        case .amend(let amend):
            guard let currentText = String(data: current, encoding: .utf8) else {
                throw Diagnostic(
                    severity: .error, location: .startOf(file.path),
                    message: "cannot update \(file.path): it is not UTF-8 text; save it as UTF-8")
            }
            text = amend(currentText)
        }
        return (change(current == Data(text.utf8) ? .identical : .update), text)
    }

    /// A folder path as typed, without a trailing slash, for joining names to it.
    public static func trimmed(_ folder: String) -> String {
        folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }
}
