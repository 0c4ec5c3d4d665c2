import Foundation

/// Where the benchmark puts trees it is done with, emptied once all timing is over.
///
/// Deleting a tree between timed runs makes the next runs slow: ext4 will not reuse an inode deleted in the
/// last 30 seconds or so, and finding a free one scans past every recently deleted inode, so creating files
/// after `rm -rf` of thousands costs a kernel scan per file (`recently_deleted` in `__ext4_new_inode`). That
/// measures the last deletion, not the command; a rename is free.
final class Trash {
    let folder: String
    private var count = 0

    init(folder: String) {
        self.folder = folder
    }

    /// Moves `path` into the trash; a missing path is fine.
    func discard(_ path: String) throws {
        guard FileManager.default.fileExists(atPath: path) else { return }
        try FileSystem.createFolder(folder)
        count += 1
        let destination = folder + "/\(count)"
        do {
            try FileManager.default.moveItem(atPath: path, toPath: destination)
        } catch {
            throw BenchError.fileSystem("cannot move \(path) to \(destination): \(error.localizedDescription)")
        }
    }

    /// Deletes everything discarded.
    func empty() throws {
        try FileSystem.remove(folder)
        count = 0
    }
}
