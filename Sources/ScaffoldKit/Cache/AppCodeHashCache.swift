import Foundation
import ScaffoldCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The hashes of the app's Swift files (`appCode`) as a run read them, each with what `stat` said of the file
/// (size, change times, inode), so that a later run over unchanged files takes their hashes without opening them:
/// a run answered from the run cache then costs a `stat` per app file instead of a read.
///
/// As git's index does, a status is kept only when both its times lie well before the run that read the file, since
/// a file written again within one tick of the file system's clock could keep its status with other bytes. A run
/// that needs the bytes (anything but a cache hit) reads every file again. A damaged, cut or foreign file is no
/// cache; a file that changed is read.
struct AppCodeHashCache: Equatable, Sendable {
    /// One file's status and the hash of the bytes read under it.
    struct Entry: Equatable, Sendable {
        var status: FileStatus
        var hash: ContentHash
    }

    /// By project-relative path.
    var entries: [String: Entry]

    /// Next to the run cache.
    static let path = ".scaffold/appcode.cache"
    static let header = "scaffold app code cache 1"
    /// How far behind a run a file's times must be for its status to be kept: longer than any clock tick.
    static let settledNanoseconds: Int64 = 2_000_000_000

    init(entries: [String: Entry] = [:]) {
        self.entries = entries
    }

    /// The cache of `files` read at `now` (nanoseconds since 1970): those read under a status that has settled.
    init(files: [AppSourceFile], now: Int64) {
        var entries: [String: Entry] = [:]
        for file in files {
            guard let status = file.status, status.isSettled(at: now) else { continue }
            entries[file.path] = Entry(status: status, hash: file.hash)
        }
        self.init(entries: entries)
    }

    /// The format line, one line per file (`hash size modified changed inode device path`), then a digest of every
    /// line before it.
    var text: String {
        var lines = [Self.header]
        for path in entries.keys.sorted() {
            let entry = entries[path]!
            let status = entry.status
            lines.append(
                "\(entry.hash) \(status.size) \(status.modified) \(status.changed) \(status.inode) \(status.device) "
                    + PercentEscaping.escape(path, special: [0x20, 0x0A, 0x0D]))
        }
        let body = lines.joined(separator: "\n") + "\n"
        return body + "digest \(ContentHash.of(bytes: body.utf8))\n"
    }

    /// Parses `text`; nil for anything `text` would not write. Read as bytes: a no-op run parses it.
    init?(text: String) {
        var copy = text
        guard let entries = copy.withUTF8({ Self.entries(in: $0) }) else { return nil }
        self.init(entries: entries)
    }

    private static func entries(in bytes: UnsafeBufferPointer<UInt8>) -> [String: Entry]? {
        let newline = UInt8(ascii: "\n")
        guard bytes.last == newline else { return nil }
        let lastLineStart = bytes.dropLast().lastIndex(of: newline).map { $0 + 1 } ?? 0
        let body = UnsafeBufferPointer(rebasing: bytes[..<lastLineStart])
        let digestLine = String(decoding: bytes[lastLineStart..<(bytes.count - 1)], as: UTF8.self)
        guard digestLine.hasPrefix("digest "),
            let digest = ContentHash(exactHex: digestLine.dropFirst("digest ".count)),
            digest == ContentHash.of(bytes: body)
        else { return nil }
        var scanner = Scanner(bytes: body)
        guard let first = scanner.line(), first.elementsEqual(header.utf8) else { return nil }
        var entries: [String: Entry] = [:]
        while !scanner.isAtEnd {
            guard let hash = scanner.hash(), let size = scanner.integer(), let modified = scanner.integer(),
                let changed = scanner.integer(), let inode = scanner.integer(), let device = scanner.integer(),
                let escaped = scanner.line(), !escaped.isEmpty, !escaped.contains(0x0D), !escaped.contains(0x20),
                size >= 0, inode >= 0, device >= 0
            else { return nil }
            let text = String(decoding: escaped, as: UTF8.self)
            let path = escaped.contains(UInt8(ascii: "%")) ? PercentEscaping.unescape(Substring(text)) : text
            guard entries[path] == nil else { return nil }
            entries[path] = Entry(
                status: FileStatus(
                    size: size, modified: modified, changed: changed, inode: UInt64(inode), device: UInt64(device)),
                hash: hash)
        }
        return entries
    }

    /// Reads the fields of the cache's lines, each followed by one space or the line break.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var isAtEnd: Bool { index >= bytes.count }

        /// The rest of the line, without its line break; nil at the end.
        mutating func line() -> UnsafeBufferPointer<UInt8>.SubSequence? {
            guard !isAtEnd else { return nil }
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            defer { index += 1 }
            return bytes[start..<index]
        }

        /// The bytes up to the next space, which is consumed; nil without one on this line.
        private mutating func field() -> UnsafeBufferPointer<UInt8>.SubSequence? {
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: " ") {
                if bytes[index] == UInt8(ascii: "\n") { return nil }
                index += 1
            }
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            return bytes[start..<index]
        }

        /// A decimal integer that fits 64 bits, `-` allowed.
        mutating func integer() -> Int64? {
            guard var digits = field(), !digits.isEmpty else { return nil }
            let negative = digits.first == UInt8(ascii: "-")
            if negative { digits = digits.dropFirst() }
            guard !digits.isEmpty, digits.count <= 19 else { return nil }
            var value: Int64 = 0
            for digit in digits {
                guard (0x30...0x39).contains(digit) else { return nil }
                let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, carry) = shifted.addingReportingOverflow(Int64(digit - 0x30))
                guard !overflow, !carry else { return nil }
                value = sum
            }
            return negative ? -value : value
        }

        /// Sixteen lower-case hex digits, as `ContentHash` prints itself.
        mutating func hash() -> ContentHash? {
            guard let field = field(), field.count == 16 else { return nil }
            var value: UInt64 = 0
            for digit in field {
                switch digit {
                case 0x30...0x39: value = value << 4 | UInt64(digit - 0x30)
                case 0x61...0x66: value = value << 4 | UInt64(digit - 0x61 + 10)
                default: return nil
                }
            }
            return ContentHash(value: value)
        }
    }

    /// The cache of `project`; empty when there is none or it cannot be read, is over its limit or damaged.
    static func load(in project: Project) -> AppCodeHashCache {
        let folder = ConfinedFolder(root: project.root.path)
        guard let data = try? folder.read(path, display: path, limit: .cache),
            let cache = AppCodeHashCache(text: String(decoding: data, as: UTF8.self))
        else { return AppCodeHashCache() }
        return cache
    }

    /// Best effort: a cache that cannot be written only makes the next run read the files; a link or anything but
    /// a regular file in its place is left alone.
    func save(in project: Project) {
        try? ConfinedFolder(root: project.root.path).write(text, to: Self.path, display: Self.path)
    }

    /// Nanoseconds since 1970 on the clock file times are taken from.
    static var now: Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}

/// What `stat` says of a file that changes whenever its bytes may have.
struct FileStatus: Hashable, Sendable {
    var size: Int64
    /// Modification and status-change times, in nanoseconds since 1970.
    var modified: Int64
    var changed: Int64
    var inode: UInt64
    var device: UInt64

    init(size: Int64, modified: Int64, changed: Int64, inode: UInt64, device: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
        self.device = device
    }

    init(_ status: stat) {
        #if canImport(Darwin)
            let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
        #else
            let (modified, changed) = (status.st_mtim, status.st_ctim)
        #endif
        self.init(
            size: Int64(status.st_size), modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec), inode: UInt64(status.st_ino),
            device: UInt64(status.st_dev))
    }

    /// Whether both times lie far enough before `now` that the file cannot change again without changing them.
    func isSettled(at now: Int64) -> Bool {
        max(modified, changed) < now - AppCodeHashCache.settledNanoseconds
    }
}
