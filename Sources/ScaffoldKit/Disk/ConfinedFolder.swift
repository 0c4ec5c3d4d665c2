import Foundation
import ScaffoldCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder that reads, writes and deletes below it cannot leave, even if its contents change during
/// a run: each path is walked one folder at a time through descriptors (`openat` with `O_NOFOLLOW`,
/// `mkdirat`), so no component below `root` can be a symbolic link when a file is written. A link
/// found on the way is refused with an error that names it.
struct ConfinedFolder: Sendable {
    /// The absolute path of the folder; a link in it (or above it) is the user's choice and followed.
    var root: String

    /// The open folder `relative` (`/`-separated, no `.` or `..`; empty for the root itself), creating
    /// what is missing when `creating`; nil when it is missing and not to be created.
    ///
    /// - Parameters:
    ///   - operation: Reported, with `file`, for a failure when not creating; creating reports the folder.
    ///   - display: The folder as the user sees it; its components name what is in the way.
    ///   - file: The file the folder is opened for, as the user sees it.
    ///   - checkingOnly: With `creating`, reports what would stop the folders being created but creates
    ///     nothing, returning nil at the first missing one: everything below it would be made new.
    func folder(
        _ relative: String, creating: Bool, operation: FileSystemProblem.Operation, display: String, file: String,
        checkingOnly: Bool = false
    ) throws(FileSystemProblem) -> FolderDescriptor? {
        let components = relative.split(separator: "/").map(String.init)
        let failedOperation: FileSystemProblem.Operation = creating ? .createFolder : operation
        let failedPath = creating ? display : file
        // `display` less the components not reached yet names what is in the way.
        func shown(_ index: Int) -> String {
            FileSystem.shown(prefixOf: display, droppingLast: components.count - index - 1, orAbsolute: display)
        }
        var current = FolderDescriptor.openFolder(AT_FDCWD, root, followingLinks: true)
        if current < 0 && errno == ENOENT && creating {
            if checkingOnly { return nil }
            try FileSystem.createFolders(root, display: shown(-1))
            current = FolderDescriptor.openFolder(AT_FDCWD, root, followingLinks: true)
        }
        guard current >= 0 else {
            let code = errno
            if code == ENOENT && !creating { return nil }
            throw FileSystemProblem(failedOperation, failedPath, FileSystem.reason(code))
        }
        var folder = FolderDescriptor(current)
        for (index, component) in components.enumerated() {
            var next = FolderDescriptor.openFolder(folder.descriptor, component, followingLinks: false)
            if next < 0 && errno == ENOENT && creating {
                if checkingOnly { return nil }
                // Another writer may create it first; either way it is opened below, without following links.
                if mkdirat(folder.descriptor, component, 0o755) != 0 && errno != EEXIST {
                    throw FileSystemProblem(.createFolder, display, FileSystem.reason(errno))
                }
                next = FolderDescriptor.openFolder(folder.descriptor, component, followingLinks: false)
            }
            guard next >= 0 else {
                let code = errno
                guard let status = folder.status(of: component) else {
                    if code == ENOENT && !creating { return nil }
                    throw FileSystemProblem(failedOperation, failedPath, FileSystem.reason(code))
                }
                let isLast = index == components.count - 1
                let reason: FileSystemProblem.Reason
                switch status.st_mode & S_IFMT {
                case S_IFLNK: reason = .symbolicLinkInTheWay(shown(index))
                case S_IFDIR: reason = FileSystem.reason(code)
                default: reason = isLast ? .notAFolder : .fileInTheWay(shown(index))
                }
                throw FileSystemProblem(failedOperation, failedPath, reason)
            }
            folder = FolderDescriptor(next)
        }
        return folder
    }

    /// Writes `contents` to the file `relative`, creating the folders it needs; `display` names it.
    func write(_ contents: String, to relative: String, display: String) throws(FileSystemProblem) {
        try AtomicFile.write(
            contents, named: Self.split(relative).name, in: folder(for: relative, display), display: display)
    }

    /// `write(_:to:display:)` for contents held in pieces.
    func write(chunks: [[UInt8]], to relative: String, display: String) throws(FileSystemProblem) {
        try AtomicFile.write(
            chunks: chunks, named: Self.split(relative).name, in: folder(for: relative, display), display: display)
    }

    /// The open folder a file at `relative` goes into, made when missing.
    private func folder(for relative: String, _ display: String) throws(FileSystemProblem) -> FolderDescriptor {
        try self.folder(
            Self.split(relative).folder, creating: true, operation: .write, display: Self.folderDisplay(of: display),
            file: display)!
    }

    /// The bytes of the regular file `relative`, nil when it or a folder on its way is missing.
    func read(_ relative: String, display: String, limit: FileSizeLimit) throws(FileSystemProblem) -> Data? {
        let (folderPath, name) = Self.split(relative)
        guard
            let folder = try self.folder(
                folderPath, creating: false, operation: .read, display: Self.folderDisplay(of: display), file: display)
        else { return nil }
        return try folder.read(name, display: display, limit: limit)
    }

    /// Deletes the regular file `relative`.
    func delete(_ relative: String, display: String) throws(FileSystemProblem) {
        let (folderPath, name) = Self.split(relative)
        guard
            let folder = try self.folder(
                folderPath, creating: false, operation: .delete, display: Self.folderDisplay(of: display), file: display
            )
        else { throw FileSystemProblem(.delete, display, .noSuchFile) }
        try folder.delete(name, display: display)
    }

    /// `Scenes/Login` and `Login.swift` from `Scenes/Login/Login.swift`; an empty folder for a bare name.
    static func split(_ relative: String) -> (folder: String, name: String) {
        guard let slash = relative.utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("", relative) }
        return (String(relative[..<slash]), String(relative[relative.index(after: slash)...]))
    }

    /// The folder part of a displayed path (`.` for a bare name).
    static func folderDisplay(of display: String) -> String {
        display.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(display[..<$0]) } ?? "."
    }
}
