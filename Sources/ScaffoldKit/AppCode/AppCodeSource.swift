import Foundation
import ScaffoldCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds and reads the app's Swift files that `appCode:` lists, for a run that needs them.
///
/// The app's Swift is input like any other: every folder below the project is opened one at a time through
/// descriptors without following a symbolic link (a link found where a pattern would look is a warning, never
/// followed), only regular `*.swift` files are read, each under `FileSizeLimit.appSource`, and the walk is bounded
/// in files, bytes and folder entries before the work grows. Hidden entries and, inside the folders listed,
/// scaffold's own output folders are skipped.
public struct AppCodeSource: Sendable {
    public var project: Project

    /// At most this many files are read: an app's own Swift is a few thousand files.
    static let fileLimit = 20_000
    /// At most this many bytes in all.
    static let byteLimit = 256 << 20
    /// At most this many folder entries are looked at, Swift or not (a `Pods` folder under a listed one).
    static let entryLimit = 200_000

    public init(project: Project) {
        self.project = project
    }

    /// The files, when some app protocol is to be read from them; nil when the run needs none of the app's Swift,
    /// so a project without `appCode`, or whose app protocols all list their methods, reads nothing.
    public func readIfNeeded() throws(DiagnosticsError) -> AppCodeInputs? {
        guard !project.config.appProtocolsReadFromCode.isEmpty else { return nil }
        return try read()
    }

    /// Every file the patterns match; throws when they match more than the limits allow.
    public func read() throws(DiagnosticsError) -> AppCodeInputs {
        var walk = Walk(
            project: project,
            skipped: [project.config.output, project.config.services, project.config.tests].compactMap {
                $0.map { Self.components($0.value) }
            })
        let root: FolderDescriptor
        do {
            root = try FolderDescriptor.open(project.root.path, operation: .listFolder, display: ".")
        } catch {
            throw DiagnosticsError([.error(error)])
        }
        for pattern in project.config.appCode {
            let found = walk.files.count
            let warned = walk.warnings.count
            walk.search(pattern, from: root)
            if let problem = walk.limitExceeded {
                throw DiagnosticsError([.error(.appCode(problem), at: pattern.text.location)])
            }
            if walk.matched == 0 && walk.files.count == found && walk.warnings.count == warned {
                walk.warnings.append(
                    .warning(.appCode(.patternMatchesNothing(pattern.text.value)), at: pattern.text.location))
            }
        }
        return AppCodeInputs(
            files: walk.files.values.sorted { $0.path < $1.path }, patterns: project.config.appCode.map(\.text.value),
            warnings: walk.warnings)
    }

    /// `path`'s components without empty and `.` ones.
    static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    /// One search over the folders, with what it has found so far.
    private struct Walk {
        var project: Project
        /// Folders below the project never entered: the output, services and tests folders.
        var skipped: [[String]]
        var files: [String: AppSourceFile] = [:]
        var warnings: [Diagnostic] = []
        /// Files the current pattern matched, read now or by an earlier pattern.
        var matched = 0
        var entries = 0
        var bytes = 0
        var limitExceeded: AppCodeProblem?

        mutating func search(_ pattern: AppCodePattern, from root: FolderDescriptor) {
            matched = 0
            let prefix = pattern.literalPrefix
            var folder = root
            for (index, name) in prefix.enumerated() {
                let path = Array(prefix[...index])
                guard let status = folder.status(of: name) else { return }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    let next = FolderDescriptor.openFolder(folder.descriptor, name, followingLinks: false)
                    guard next >= 0 else {
                        leaveOut(FileSystemProblem(.listFolder, display(path), FileSystem.reason(errno)), path)
                        return
                    }
                    folder = FolderDescriptor(next)
                case S_IFLNK:
                    warnings.append(
                        .warning(
                            .appCode(.symbolicLinkNotFollowed(display(path))), at: pattern.text.location))
                    return
                case S_IFREG where index == pattern.components.count - 1:
                    if name.hasSuffix(".swift") { read(name, in: folder, path: path) }
                    return
                default:
                    return
                }
            }
            walk(folder, path: prefix, progress: pattern.start, pattern: pattern)
        }

        private mutating func walk(
            _ folder: FolderDescriptor, path: [String], progress: AppCodePattern.Progress, pattern: AppCodePattern
        ) {
            guard let names = Self.names(in: folder) else {
                leaveOut(FileSystemProblem(.listFolder, display(path), FileSystem.reason(errno)), path)
                return
            }
            for name in names where !name.hasPrefix(".") && limitExceeded == nil {
                entries += 1
                if entries > AppCodeSource.entryLimit {
                    limitExceeded = .tooManyEntries(limit: AppCodeSource.entryLimit)
                    return
                }
                guard let status = folder.status(of: name) else { continue }
                let inner = path + [name]
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    guard !skipped.contains(inner), let next = pattern.entering(folder: name, from: progress) else {
                        continue
                    }
                    let descriptor = FolderDescriptor.openFolder(folder.descriptor, name, followingLinks: false)
                    guard descriptor >= 0 else {
                        leaveOut(FileSystemProblem(.listFolder, display(inner), FileSystem.reason(errno)), inner)
                        continue
                    }
                    walk(FolderDescriptor(descriptor), path: inner, progress: next, pattern: pattern)
                case S_IFREG:
                    if name.hasSuffix(".swift") && pattern.matches(file: name, at: progress) {
                        read(name, in: folder, path: inner)
                    }
                case S_IFLNK:
                    // Said only where the pattern would have looked: a link to a Swift file or a folder it searches.
                    var target = stat()
                    let leadsToFolder =
                        fstatat(folder.descriptor, name, &target, 0) == 0 && (target.st_mode & S_IFMT) == S_IFDIR
                    if (name.hasSuffix(".swift") && pattern.matches(file: name, at: progress))
                        || (leadsToFolder && pattern.entering(folder: name, from: progress) != nil)
                    {
                        warnings.append(
                            .warning(.appCode(.symbolicLinkNotFollowed(display(inner))), at: pattern.text.location))
                    }
                default:
                    continue
                }
            }
        }

        /// Reads the regular file `name` of `folder`, without following a link; a file that cannot be read is a
        /// warning and left out.
        private mutating func read(_ name: String, in folder: FolderDescriptor, path: [String]) {
            let relative = path.joined(separator: "/")
            matched += 1
            if files[relative] != nil { return }
            if files.count >= AppCodeSource.fileLimit {
                limitExceeded = .tooManyFiles(limit: AppCodeSource.fileLimit)
                return
            }
            let shown = display(path)
            do {
                guard let data = try folder.read(name, display: shown, limit: .appSource) else { return }
                bytes += data.count
                if bytes > AppCodeSource.byteLimit {
                    limitExceeded = .tooManyBytes(limit: AppCodeSource.byteLimit)
                    return
                }
                files[relative] = AppSourceFile(path: relative, displayPath: shown, bytes: data)
            } catch {
                leaveOut(error, path)
            }
        }

        private mutating func leaveOut(_ problem: FileSystemProblem, _ path: [String]) {
            warnings.append(
                Diagnostic(
                    severity: .warning, location: .startOf(display(path)),
                    message: AppCodeProblem.fileLeftOut(problem.description).description))
        }

        private func display(_ path: [String]) -> String {
            project.displayPath(forProjectPath: path.joined(separator: "/"))
        }

        /// The names in `folder`, sorted; nil when it cannot be listed (`errno` says why).
        private static func names(in folder: FolderDescriptor) -> [String]? {
            let copy = dup(folder.descriptor)
            guard copy >= 0 else { return nil }
            guard let stream = fdopendir(copy) else {
                close(copy)
                return nil
            }
            defer { closedir(stream) }
            var names: [String] = []
            errno = 0
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name != "." && name != ".." { names.append(name) }
            }
            return errno == 0 ? names.sorted() : nil
        }
    }
}
