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
    /// The bytes of the regular file at `path`, refused before reading when it holds more than `limit`.
    static func read(_ path: String, display: String, limit: FileSizeLimit) throws(FileSystemProblem) -> Data {
        // Non-blocking, so that opening a FIFO returns at once and `fstat` can refuse it.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw FileSystemProblem(.read, display, reason(errno)) }
        defer { close(descriptor) }
        return try read(descriptor: descriptor, display: display, limit: limit)
    }

    /// Like `read`, but nil when nothing is at `path`; a symbolic link there is refused rather than
    /// followed. For files below an output root, which scaffold owns.
    static func readIfPresent(_ path: String, display: String, limit: FileSizeLimit) throws(FileSystemProblem)
        -> Data?
    {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard descriptor >= 0 else {
            let code = errno
            // A file where a folder should be means nothing can be there; writing reports what is in the way.
            if code == ENOENT || code == ENOTDIR { return nil }
            throw FileSystemProblem(.read, display, code == ELOOP ? .symbolicLinkInTheWay(display) : reason(code))
        }
        defer { close(descriptor) }
        return try read(descriptor: descriptor, display: display, limit: limit)
    }

    /// The bytes of the regular file at `path`, or nil when it cannot be read (missing, a folder, not a
    /// regular file, over `limit`); never blocks.
    static func contentsIfReadable(_ path: String, limit: FileSizeLimit) -> Data? {
        try? read(path, display: path, limit: limit)
    }

    /// The first bytes of the regular file at `path`, at most `count`; for reading a header.
    static func prefix(of path: String, count: Int, display: String) throws(FileSystemProblem) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw FileSystemProblem(.read, display, reason(errno)) }
        defer { close(descriptor) }
        try requireRegularFile(descriptor, .read, display)
        return try read(descriptor: descriptor, display: display, upTo: count, sizeHint: count)
    }

    /// Reads the open `descriptor`: only a regular file, only up to `limit`, checked from its size
    /// before reading and again as it is read, in case it grows meanwhile.
    static func read(descriptor: Int32, display: String, limit: FileSizeLimit) throws(FileSystemProblem) -> Data {
        let size = try requireRegularFile(descriptor, .read, display)
        if size > limit.bytes { throw FileSystemProblem(.read, display, .tooLarge(bytes: size, limit: limit)) }
        // One byte past the limit tells a file that grew past it from one that ends at it.
        let data = try read(descriptor: descriptor, display: display, upTo: limit.bytes + 1, sizeHint: size)
        if data.count > limit.bytes {
            throw FileSystemProblem(.read, display, .tooLarge(bytes: data.count, limit: limit))
        }
        return data
    }

    /// The bytes of `descriptor` up to its end or `ceiling`, whichever comes first.
    private static func read(descriptor: Int32, display: String, upTo ceiling: Int, sizeHint: Int)
        throws(FileSystemProblem) -> Data
    {
        var data = Data(capacity: min(sizeHint, ceiling))
        // Sized by the file, not a fixed 64 KiB: a run that reads hundreds of small files (the app's Swift) would
        // otherwise clear a large buffer for each.
        var buffer = [UInt8](repeating: 0, count: min(max(sizeHint + 1, 4 * 1024), ceiling))
        while data.count < ceiling {
            let asked = min(buffer.count, ceiling - data.count)
            let count = buffer.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, asked) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemProblem(.read, display, reason(errno))
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[..<count])
        }
        return data
    }

    /// The size of the regular file open as `descriptor`; anything else is refused.
    @discardableResult
    static func requireRegularFile(
        _ descriptor: Int32, _ operation: FileSystemProblem.Operation, _ display: String
    ) throws(FileSystemProblem) -> Int {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileSystemProblem(operation, display, reason(errno)) }
        try requireRegularFile(status.st_mode, operation, display)
        return Int(status.st_size)
    }

    /// Refuses anything but a regular file: a folder, and a FIFO, socket or device, which could block a
    /// read forever or be something that is not scaffold's to replace.
    static func requireRegularFile(_ mode: mode_t, _ operation: FileSystemProblem.Operation, _ display: String)
        throws(FileSystemProblem)
    {
        switch mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw FileSystemProblem(operation, display, .isAFolder)
        case S_IFIFO: throw FileSystemProblem(operation, display, .notARegularFile(.fifo))
        case S_IFSOCK: throw FileSystemProblem(operation, display, .notARegularFile(.socket))
        case S_IFCHR: throw FileSystemProblem(operation, display, .notARegularFile(.characterDevice))
        case S_IFBLK: throw FileSystemProblem(operation, display, .notARegularFile(.blockDevice))
        default: throw FileSystemProblem(operation, display, .notARegularFile(.unknown))
        }
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

    /// `display` without its last `count` components, when it has that many; else `absolute`.
    static func shown(prefixOf display: String, droppingLast count: Int, orAbsolute absolute: String) -> String {
        let parts = display.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count > count else { return absolute }
        let prefix = parts.dropLast(count).joined(separator: "/")
        return prefix.isEmpty ? absolute : prefix
    }

    /// The entries of the folder at `path`, without `.` and `..`; nil and the `errno` when it cannot be listed.
    static func names(in path: String) -> (names: [String]?, code: Int32) {
        guard let stream = opendir(path) else { return (nil, errno) }
        defer { closedir(stream) }
        var names: [String] = []
        errno = 0
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        let code = errno
        return code == 0 ? (names, 0) : (nil, code)
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
