import Foundation
import ScaffoldCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open folder that files are created, replaced and deleted in by name (`openat`, `renameat`,
/// `unlinkat`), so that what happens to its path meanwhile (a rename, a symlink swapped in) cannot
/// redirect them. Closed when released.
final class FolderDescriptor: Sendable {
    let descriptor: Int32

    init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Opens the folder at `path`, following links: for a root chosen by the user, or a folder whose
    /// files alone are at stake.
    static func open(_ path: String, operation: FileSystemProblem.Operation, display: String)
        throws(FileSystemProblem) -> FolderDescriptor
    {
        let descriptor = openFolder(AT_FDCWD, path, followingLinks: true)
        guard descriptor >= 0 else { throw FileSystemProblem(operation, display, FileSystem.reason(errno)) }
        return FolderDescriptor(descriptor)
    }

    /// What is at `name` in this folder, without following a link; nil when nothing is.
    func status(of name: String) -> stat? {
        var status = stat()
        return fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 ? status : nil
    }

    /// Refuses to read, replace or delete `name` unless it is a regular file or absent.
    func requireRegularFileOrNothing(_ name: String, _ operation: FileSystemProblem.Operation, display: String)
        throws(FileSystemProblem)
    {
        guard let status = status(of: name) else { return }
        if (status.st_mode & S_IFMT) == S_IFLNK {
            throw FileSystemProblem(operation, display, .symbolicLinkInTheWay(display))
        }
        try FileSystem.requireRegularFile(status.st_mode, operation, display)
    }

    /// The bytes of the regular file `name`, nil when there is none; a link there is refused.
    func read(_ name: String, display: String, limit: FileSizeLimit) throws(FileSystemProblem) -> Data? {
        let file = openat(descriptor, name, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard file >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            throw FileSystemProblem(
                .read, display, code == ELOOP ? .symbolicLinkInTheWay(display) : FileSystem.reason(code))
        }
        defer { close(file) }
        return try FileSystem.read(descriptor: file, display: display, limit: limit)
    }

    /// Deletes the file `name`; only a regular file is deleted.
    func delete(_ name: String, display: String) throws(FileSystemProblem) {
        try requireRegularFileOrNothing(name, .delete, display: display)
        guard unlinkat(descriptor, name, 0) == 0 else {
            throw FileSystemProblem(.delete, display, FileSystem.reason(errno))
        }
    }

    /// Opens the folder `name` below `parent` (`AT_FDCWD` for a path), for lookups only.
    static func openFolder(_ parent: Int32, _ name: String, followingLinks: Bool) -> Int32 {
        openat(parent, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
    }
}
