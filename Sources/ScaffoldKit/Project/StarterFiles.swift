import Foundation
import ScaffoldCore

/// Writes files a person asked for by name (`init`, `new`, `templates export`), refusing to replace
/// any that exist: all are checked before the first is written, so a refusal changes nothing.
public enum StarterFiles {
    /// Writes `files` (paths relative to `folder`) and returns their paths in order.
    /// - Parameter whenExisting: the message for each file that already exists and `force` is off.
    public static func write(
        _ files: [(path: String, text: String)], in folder: URL, force: Bool, whenExisting: String
    ) throws(DiagnosticsError) -> [String] {
        func absolute(_ path: String) -> String {
            path.hasPrefix("/") ? path : folder.appendingPathComponent(path).path
        }
        let existing = files.filter { FileManager.default.fileExists(atPath: absolute($0.path)) }
        if !existing.isEmpty && !force {
            throw DiagnosticsError(
                existing.map {
                    Diagnostic(severity: .error, location: .startOf($0.path), message: whenExisting)
                })
        }
        for (path, text) in files {
            do {
                try AtomicFile.write(text, creatingFoldersFor: absolute(path), display: path)
            } catch {
                throw DiagnosticsError([.error(error)])
            }
        }
        return files.map(\.path)
    }

    /// A folder path as typed, without a trailing slash, for joining names to it.
    public static func trimmed(_ folder: String) -> String {
        folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }
}
