/// A file or folder the disk would not let `scaffold` read, write, create or delete.
///
/// Kept apart from `SpecProblem` and `TemplateProblem`: the spec may be perfect and the template
/// fine, yet the folder read-only. The message names the operation and the path in plain words,
/// never an operating-system error-domain text.
public struct FileSystemProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// What `scaffold` was doing when the disk said no.
    public enum Operation: String, Hashable, Sendable {
        case read = "read"
        case write = "write"
        case createFolder = "create folder"
        case listFolder = "list the folder"
        case delete = "delete"
    }

    /// A kind of file that is neither a regular file nor a folder, which scaffold never reads or replaces.
    public enum SpecialFile: String, Hashable, Sendable {
        case fifo = "a FIFO"
        case socket = "a socket"
        case characterDevice = "a character device"
        case blockDevice = "a block device"
        case unknown = "not a regular file"
    }

    /// Why the disk said no, in words a user can act on.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        case noSuchFile
        case permissionDenied
        /// The folder the file goes into does not let this user create files.
        case folderNotWritable
        case readOnlyFileSystem
        case diskFull
        case quotaExceeded
        /// A path component that must be a folder is a file (`--output afile/Scenes`).
        case fileInTheWay(String)
        case isAFolder
        case notAFolder
        case tooManyLinks
        case nameTooLong
        case tooManyOpenFiles
        case inputOutputError
        /// The file is a FIFO, socket or device: reading it could block forever, replacing it would
        /// destroy something scaffold did not make.
        case notARegularFile(SpecialFile)
        /// A path component below the root is a symbolic link (the path as the user sees it); writes
        /// never go through one, since it could lead anywhere by the time of the write.
        case symbolicLinkInTheWay(String)
        /// The file holds more than its kind's limit; `bytes` is its size, or what was read of it
        /// before it grew past the limit.
        case tooLarge(bytes: Int, limit: FileSizeLimit)
        /// Anything else, as the system describes it, lower-case.
        case other(String)

        public var description: String {
            switch self {
            case .noSuchFile: return "no such file or folder"
            case .permissionDenied: return "permission denied"
            case .folderNotWritable: return "permission denied; the folder is not writable"
            case .readOnlyFileSystem: return "the file system is read-only"
            case .diskFull: return "the disk is full; free some space and run again"
            case .quotaExceeded: return "the disk quota is used up; free some space and run again"
            case .fileInTheWay(let path): return "'\(path)' is a file, not a folder"
            case .isAFolder: return "it is a folder, not a file"
            case .notAFolder: return "it is a file, not a folder"
            case .tooManyLinks: return "too many levels of symbolic links"
            case .nameTooLong: return "the name is too long"
            case .tooManyOpenFiles: return "too many open files"
            case .inputOutputError: return "input/output error"
            case .notARegularFile(.unknown): return "it is not a regular file; remove it"
            case .notARegularFile(let kind): return "it is \(kind.rawValue), not a regular file; remove it"
            case .symbolicLinkInTheWay(let path):
                return "'\(path)' is a symbolic link; scaffold follows no links inside the folders it writes, "
                    + "so that no write can leave them; remove the link"
            case .tooLarge(let bytes, let limit):
                return "it is \(bytes) bytes, more than the limit of \(limit) for \(limit.kind); \(limit.advice)"
            case .other(let text): return text
            }
        }
    }

    public var operation: Operation
    /// The path as the user sees it.
    public var path: String
    public var reason: Reason

    public init(_ operation: Operation, _ path: String, _ reason: Reason) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }

    /// `cannot write Scenes/Login/LoginViewModel.swift: the file system is read-only`.
    public var description: String {
        "cannot \(operation.rawValue) \(path): \(reason)"
    }
}
