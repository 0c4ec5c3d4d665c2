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
        try readIfNeeded(reusing: nil)
    }

    /// `readIfNeeded`, a file whose status is the one `cache` holds taken with its hash, unread.
    func readIfNeeded(reusing cache: AppCodeHashCache?) throws(DiagnosticsError) -> AppCodeInputs? {
        guard project.config.readsAppCode else { return nil }
        return try read(reusing: cache)
    }

    /// Every file the patterns match; throws when they match more than the limits allow.
    public func read() throws(DiagnosticsError) -> AppCodeInputs {
        try read(reusing: nil)
    }

    /// `read`, a file whose status is the one `cache` holds taken with its hash, unread.
    func read(reusing cache: AppCodeHashCache?) throws(DiagnosticsError) -> AppCodeInputs {
        var walk = Walk(
            project: project, cache: cache,
            skipped: [project.config.output, project.config.services, project.config.tests].compactMap {
                $0.map { Self.components($0.value) }
            })
        let root: FolderDescriptor
        do {
            root = try FolderDescriptor.open(project.root.path, operation: .listFolder, display: ".")
        } catch {
            throw DiagnosticsError([.error(error)])
        }
        for (index, pattern) in project.config.appCode.enumerated() {
            let found = walk.files.count
            let warned = walk.warnings.count
            walk.isFirstPattern = index == 0
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
            // The paths, not the files: moving hundreds of files about while sorting showed on a no-op run.
            files: walk.files.keys.sorted().map { walk.files[$0]! }, patterns: project.config.appCode.map(\.text.value),
            warnings: walk.warnings)
    }

    /// `path`'s components without empty and `.` ones.
    static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    /// One search over the folders, with what it has found so far.
    private struct Walk {
        var project: Project
        /// The hashes of files as an earlier run read them, reused while their status is unchanged.
        var cache: AppCodeHashCache?
        /// Folders below the project never entered: the output, services and tests folders.
        var skipped: [[String]]
        var files: [String: AppSourceFile] = [:]
        /// Whether the pattern searched is the first, so that no file it finds can have been read yet.
        var isFirstPattern = true
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
            guard let entries = Self.entries(in: folder) else {
                leaveOut(FileSystemProblem(.listFolder, display(path), FileSystem.reason(errno)), path)
                return
            }
            var matchedFiles: [String] = []
            for (name, type) in entries where !name.hasPrefix(".") && limitExceeded == nil {
                self.entries += 1
                if self.entries > AppCodeSource.entryLimit {
                    limitExceeded = .tooManyEntries(limit: AppCodeSource.entryLimit)
                    return
                }
                switch type ?? folder.status(of: name).map({ $0.st_mode & S_IFMT }) {
                case S_IFDIR:
                    let inner = path + [name]
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
                        matchedFiles.append(name)
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
                            .warning(
                                .appCode(.symbolicLinkNotFollowed(display(path + [name]))), at: pattern.text.location))
                    }
                default:
                    continue
                }
            }
            read(matchedFiles, in: folder, path: path)
        }

        /// Reads the regular file `name` of `folder`.
        private mutating func read(_ name: String, in folder: FolderDescriptor, path: [String]) {
            read([name], in: folder, path: Array(path.dropLast()))
        }

        /// Reads the regular files `names` of `folder` (at `path`) on all cores, without following a link; a file
        /// that cannot be read is a warning and left out.
        private mutating func read(_ names: [String], in descriptor: FolderDescriptor, path: [String]) {
            matched += names.count
            let folder = (path: path.joined(separator: "/"), display: display(path))
            // Joined by hand: per file, `displayPath` would work through URLs.
            func relative(_ name: String) -> String { folder.path.isEmpty ? name : folder.path + "/" + name }
            func shown(_ name: String) -> String {
                folder.display.isEmpty || folder.display == "." ? name : folder.display + "/" + name
            }
            // One pattern finds each file once; only another pattern can find it again.
            let new = isFirstPattern ? names : names.filter { files[relative($0)] == nil }
            guard limitExceeded == nil, !new.isEmpty else { return }
            if files.count + new.count > AppCodeSource.fileLimit {
                limitExceeded = .tooManyFiles(limit: AppCodeSource.fileLimit)
                return
            }
            // Taken before a read: a file changed after it has another status next time, and is read again.
            var results: [Result<AppSourceFile?, FileSystemProblem>?] = []
            var unread: [(index: Int, name: String, relative: String, shown: String, status: FileStatus?)] = []
            for name in new {
                let (relative, shown) = (relative(name), shown(name))
                let status = descriptor.status(of: name).map(FileStatus.init)
                if let status, let cached = cache?.entries[relative], cached.status == status {
                    results.append(.success(AppSourceFile(path: relative, displayPath: shown, cached: cached)))
                } else {
                    unread.append((results.count, name, relative, shown, status))
                    results.append(nil)
                }
            }
            let read = unread.map { ($0.name, $0.relative, $0.shown, $0.status) }.concurrentMap {
                name, relative, shown, status -> Result<AppSourceFile?, FileSystemProblem> in
                do throws(FileSystemProblem) {
                    return .success(
                        try descriptor.read(name, display: shown, limit: .appSource).map {
                            AppSourceFile(path: relative, displayPath: shown, bytes: $0, status: status)
                        })
                } catch {
                    return .failure(error)
                }
            }
            for (file, result) in zip(unread, read) { results[file.index] = result }
            for (name, result) in zip(new, results.map { $0! }) {
                switch result {
                case .success(let file?):
                    // A file taken from the hash cache counts by the size it had when read.
                    bytes += file.bytes?.count ?? Int(file.status?.size ?? 0)
                    if bytes > AppCodeSource.byteLimit {
                        limitExceeded = .tooManyBytes(limit: AppCodeSource.byteLimit)
                        return
                    }
                    files[file.path] = file
                case .success(nil):
                    continue
                case .failure(let problem):
                    leaveOut(problem, path + [name])
                }
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

        /// The entries of `folder`, sorted by name, each with its type (`S_IFDIR`, `S_IFREG`, `S_IFLNK`, ...) when the
        /// listing says it, which saves a `stat` per entry; nil when it cannot be listed (`errno` says why).
        private static func entries(in folder: FolderDescriptor) -> [(name: String, type: mode_t?)]? {
            let copy = dup(folder.descriptor)
            guard copy >= 0 else { return nil }
            guard let stream = fdopendir(copy) else {
                close(copy)
                return nil
            }
            defer { closedir(stream) }
            var entries: [(name: String, type: mode_t?)] = []
            errno = 0
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name != "." && name != ".." else { continue }
                let type: mode_t?
                switch Int(entry.pointee.d_type) {
                case Int(DT_DIR): type = S_IFDIR
                case Int(DT_REG): type = S_IFREG
                case Int(DT_LNK): type = S_IFLNK
                case Int(DT_UNKNOWN): type = nil
                default: type = 0
                }
                entries.append((name, type))
            }
            return errno == 0 ? entries.sorted { $0.name < $1.name } : nil
        }
    }
}
