import Foundation
import ScaffoldCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputStage {
    /// A file a run is about to write or delete.
    struct PlannedDiskChange {
        var operation: FileSystemProblem.Operation
        /// The absolute path.
        var path: String
        /// The path as the user sees it.
        var display: String
    }

    /// Every check a write or deletion could fail that can be made before the first one, so a run that
    /// would stop half way stops before it starts: each name (with the temporary name written beside
    /// it) and each folder still to be created must fit the file system's name limit, the path the
    /// path limit, and the folder a file goes into (or its nearest existing parent) must let this user
    /// create and remove files. Each folder is judged once and reported at its first file.
    func checkBeforeWriting(_ changes: [PlannedDiskChange]) throws(DiagnosticsError) {
        var diagnostics: [Diagnostic] = []
        var folders: [String: (nameLimit: Int, refusal: FileSystemProblem.Reason?)] = [:]
        var reported = Set<String>()
        var nearest: [String: (existing: String, missing: [Substring])] = [:]
        for change in changes {
            let slash = change.path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? change.path.startIndex
            let folder = slash == change.path.startIndex ? "/" : String(change.path[..<slash])
            let name = change.path[change.path.index(after: slash)...]
            let (existing, missing) =
                nearest[folder]
                ?? {
                    let found = Self.nearestExistingFolder(folder)
                    nearest[folder] = found
                    return found
                }()
            let verdict =
                folders[existing]
                ?? {
                    let limit = pathconf(existing, Int32(_PC_NAME_MAX))
                    let verdict = (nameLimit: limit > 0 ? limit : 255, refusal: Self.refusal(toChange: existing))
                    folders[existing] = verdict
                    return verdict
                }()
            let writes = change.operation == .write
            let nameTooLong =
                writes
                && (name.utf8.count + TemporaryFileName.maximumOverhead > verdict.nameLimit
                    || missing.contains { $0.utf8.count > verdict.nameLimit }
                    || change.path.utf8.count + TemporaryFileName.maximumOverhead >= Int(PATH_MAX))
            if nameTooLong {
                diagnostics.append(.error(FileSystemProblem(change.operation, change.display, .nameTooLong)))
            } else if let refusal = verdict.refusal, reported.insert(existing).inserted {
                diagnostics.append(.error(FileSystemProblem(change.operation, change.display, refusal)))
            }
        }
        if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics) }
    }

    /// The deepest folder of `path` that exists, and the names of the folders below it still to be made.
    private static func nearestExistingFolder(_ path: String) -> (existing: String, missing: [Substring]) {
        var existing = path
        var missing: [Substring] = []
        var status = stat()
        while stat(existing, &status) != 0, let slash = existing.utf8.lastIndex(of: UInt8(ascii: "/")), existing != "/"
        {
            missing.insert(existing[existing.index(after: slash)...], at: 0)
            existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
        }
        return (existing, missing)
    }

    /// Why files cannot be created or removed in the existing folder `path`; nil when they can, or when
    /// `path` is not a folder (checking the folders' way reports that, before any folder is made).
    private static func refusal(toChange path: String) -> FileSystemProblem.Reason? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
        guard access(path, W_OK | X_OK) != 0 else { return nil }
        let code = errno
        return code == EACCES || code == EPERM ? .folderNotWritable : FileSystem.reason(code)
    }
}
