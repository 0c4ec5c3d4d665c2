import Foundation
import ScaffoldCore

#if canImport(Glibc)
    import Glibc
    private let readBytes = Glibc.read
#elseif canImport(Darwin)
    import Darwin
    private let readBytes = Darwin.read
#endif

/// The disk operations of a run, on POSIX calls so that every failure is an `errno` that becomes
/// a `FileSystemProblem` in plain words, never a Foundation error-domain text.
///
/// Paths are absolute; `display` is the same path as the user sees it, for the message.
enum FileSystem {
    /// The bytes of the file at `path`.
    static func read(_ path: String, display: String) throws(FileSystemProblem) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemProblem(.read, display, reason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileSystemProblem(.read, display, reason(errno)) }
        if (status.st_mode & S_IFMT) == S_IFDIR { throw FileSystemProblem(.read, display, .isAFolder) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: max(Int(status.st_size) + 1, 64 * 1024))
        while true {
            let count = buffer.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemProblem(.read, display, reason(errno))
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
        }
    }

    /// The bytes of the file at `path`, or nil when it cannot be read (missing, a folder, unreadable).
    static func contentsIfReadable(_ path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }

    /// Creates the folder at `path` and every missing folder above it.
    static func createFolders(_ path: String, display: String) throws(FileSystemProblem) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return }
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        var current = ""
        for (index, component) in components.enumerated() {
            current += "/" + component
            if mkdir(current, 0o755) == 0 { continue }
            let error = errno
            var status = stat()
            let exists = stat(current, &status) == 0
            if exists && (status.st_mode & S_IFMT) == S_IFDIR { continue }
            let remaining = components.count - index - 1
            let failure: FileSystemProblem.Reason
            if exists || error == ENOTDIR {
                failure =
                    remaining == 0 && exists
                    ? .notAFolder
                    : .fileInTheWay(shown(prefixOf: display, droppingLast: remaining, orAbsolute: current))
            } else {
                failure = reason(error)
            }
            throw FileSystemProblem(.createFolder, display, failure)
        }
    }

    /// Deletes the file at `path`.
    static func delete(_ path: String, display: String) throws(FileSystemProblem) {
        guard unlink(path) == 0 else { throw FileSystemProblem(.delete, display, reason(errno)) }
    }

    /// `display` without its last `count` components, when it has that many; else `absolute`.
    private static func shown(prefixOf display: String, droppingLast count: Int, orAbsolute absolute: String) -> String
    {
        let parts = display.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count > count else { return absolute }
        let prefix = parts.dropLast(count).joined(separator: "/")
        return prefix.isEmpty ? absolute : prefix
    }

    /// What an `errno` value means for the user.
    static func reason(_ code: Int32) -> FileSystemProblem.Reason {
        switch code {
        case ENOENT: return .noSuchFile
        case EACCES, EPERM: return .permissionDenied
        case EROFS: return .readOnlyFileSystem
        case ENOSPC: return .diskFull
        case EDQUOT: return .quotaExceeded
        case EISDIR: return .isAFolder
        case ENOTDIR: return .notAFolder
        case ELOOP: return .tooManyLinks
        case ENAMETOOLONG: return .nameTooLong
        case EMFILE, ENFILE: return .tooManyOpenFiles
        case EIO: return .inputOutputError
        default: return .other(String(cString: strerror(code)).lowercased())
        }
    }
}
