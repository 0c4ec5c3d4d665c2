import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Removes the temporary files an interrupted run left behind (a run killed between writing a
/// temporary file and renaming it).
///
/// Only in the folders a run writes to, only regular files whose name is exactly scaffold's temporary
/// pattern (`TemporaryFileName`), and only when the process that wrote one is gone, so a run going on
/// at the same time keeps its own. Best effort: what cannot be removed stays.
enum TemporaryFileSweep {
    /// Sweeps every folder at the absolute paths `folders`; returns the paths removed.
    @discardableResult
    static func sweep(folders: Set<String>) -> [String] {
        var removed: [String] = []
        for folder in folders.sorted() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names {
                guard let writer = TemporaryFileName.writer(of: name), writer != getpid(), !isRunning(writer) else {
                    continue
                }
                let path = folder + "/" + name
                var status = stat()
                guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
                if unlink(path) == 0 { removed.append(path) }
            }
        }
        return removed
    }

    /// Whether a process with this id exists (one owned by another user counts).
    private static func isRunning(_ process: pid_t) -> Bool {
        kill(process, 0) == 0 || errno == EPERM
    }
}
