import ScaffoldCore

/// `scaffold.lock`: for each scene, its name and members and, for each of its skeletons, the base:
/// exactly what scaffold last rendered into it. The base is what a later run merges from, so the
/// lock is committed with the skeletons and a teammate's fresh clone merges the same way.
///
/// The base is kept as text rather than re-created from an old spec, because a new scaffold version
/// or an edited template renders an old spec differently, and the merge must see what was really
/// written. One file per project, scenes sorted by spec path, each base line prefixed with `|`, so a
/// spec change touches only its own scene's lines and reads in review like the skeleton diff. Each
/// scene ends with a checksum of its lines and the file with an `end` line, so a cut or hand-edited
/// lock is refused instead of trusted, while git still merges branches that changed different scenes.
///
/// The checksum detects accidents (a bad merge, a cut file, an edit by hand); it authenticates nothing, as
/// anyone who edits the lock can compute it again. So the lock is input like a spec: every path it names
/// must be one scaffold could have written, each base fits the skeleton size limit, and `--prune` deletes a
/// skeleton only when the file itself says scaffold created it from the deleted spec.
public struct SkeletonLock: Equatable, Sendable {
    /// One scene's entry.
    struct Scene: Equatable, Sendable {
        var name: String
        /// The project-relative spec path.
        var spec: String
        var members: [SceneMember]
        /// The base of every skeleton, by project-relative path.
        var skeletons: [String: String]
    }

    /// Entries by project-relative spec path.
    var scenes: [String: Scene] = [:]

    /// Where the lock lives, relative to the project folder.
    public static let path = "scaffold.lock"
    /// The key of the entry for skeletons of the whole project (the app's container), which no spec owns.
    /// It is never a spec path: `--prune` takes it as gone only when the project has no shared service left.
    static let projectEntry = "(project)"
    /// The key of the entry for the tests' fixtures, one skeleton per app type, which every scene shares and no spec
    /// owns. It is never a spec path: a fixture no scene needs any more is an orphan of a run that writes tests.
    static let fixturesEntry = "(fixtures)"

    /// Whether `key` is an entry of the whole project rather than a spec path.
    static func isProjectEntry(_ key: String) -> Bool {
        key == projectEntry || key == fixturesEntry
    }
    static let header = """
        # scaffold.lock: what scaffold last wrote into each skeleton, so that 'scaffold scene' can merge
        # spec and template changes into skeletons you have edited. Commit it with them; never edit it.
        """
    static let formatLine = "scaffold-lock 1"

    /// An empty lock, as a project has before its first run.
    public init() {}

    init(scenes: [String: Scene]) {
        self.scenes = scenes
    }

    /// The base of the skeleton at `path`, if the lock has one.
    func base(ofSkeleton path: String) -> String? {
        basesByPath[path]
    }

    /// Every base by skeleton path, whichever scene holds it: built once per run, for skeletons whose
    /// spec moved to another file. A run moves a base to the scene that now writes the skeleton, so a path
    /// has one base; a lock written before that may hold two, and the entry of the first spec path in
    /// sorted order gives it, the same on every run.
    var basesByPath: [String: String] {
        var bases: [String: String] = [:]
        for spec in scenes.keys.sorted() {
            bases.merge(scenes[spec]!.skeletons, uniquingKeysWith: { first, _ in first })
        }
        return bases
    }

    /// The lock's text: deterministic, so an unchanged project writes the same bytes.
    var text: String {
        let chunks = self.chunks
        return String(unsafeUninitializedCapacity: chunks.reduce(0) { $0 + $1.count }) { buffer in
            var written = 0
            for chunk in chunks {
                _ = UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(from: chunk)
                written += chunk.count
            }
            return written
        }
    }

    /// The lock's bytes in pieces that follow one another: the head, one block per scene (written on
    /// all cores), the end line. A run writes and fingerprints these pieces as they are, so a lock of
    /// tens of megabytes is never also held as one string.
    var chunks: [[UInt8]] {
        let head = Array((Self.header + "\n" + Self.formatLine + "\n").utf8)
        let tail = Array((Self.endLine + "\n").utf8)
        return [head] + scenes.keys.sorted().compactMap { scenes[$0] }.concurrentMap(Self.block) + [tail]
    }

    /// One scene's lines, from its `scene` line to its `checksum` line.
    private static func block(_ scene: Scene) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scene.skeletons.values.reduce(512) { $0 + $1.utf8.count * 11 / 10 + 64 })
        func line(_ text: String) {
            bytes += text.utf8
            bytes.append(newline)
        }
        line("scene \(scene.name) \(escape(scene.spec))")
        for member in scene.members {
            line("member \(member.kind) \(member.name) \(escape(member.signature))")
        }
        for path in scene.skeletons.keys.sorted() {
            var base = scene.skeletons[path]!
            base.withUTF8 { base in
                line("skeleton \(base.count(where: { $0 == newline }) + 1) " + escape(path))
                // Each base line behind a bar, appended a line at a time rather than a byte at a time.
                var lineStart = base.startIndex
                while true {
                    let lineEnd = base[lineStart...].firstIndex(of: newline) ?? base.endIndex
                    bytes.append(bar)
                    bytes += base[lineStart..<lineEnd]
                    bytes.append(newline)
                    guard lineEnd < base.endIndex else { break }
                    lineStart = lineEnd + 1
                }
            }
        }
        // One checksum per scene: git merges two branches that changed different scenes cleanly.
        line("checksum \(LockChecksum(of: bytes))")
        return bytes
    }

    /// A scene as the first, structural pass over a lock finds it: its fields, and where its bases and
    /// checksum are, for the second pass to verify (checksum, a bar before each base line) and copy out
    /// on all cores.
    private struct SceneLines: Sendable {
        var scene: Scene
        /// The skeleton paths and the line range of each one's base.
        var bases: [(path: String, lines: Range<Int>)]
        var firstLine: Int
        var checksumLine: Int
    }

    /// Parses a lock's text; `file` names it in diagnostics. Anything unexpected is an error at its
    /// line: a damaged lock must never pass for a smaller valid one. Paths must be project-relative and
    /// normalised, or lie below one of `outsideFolders` (output or spec folders outside the project, such as
    /// `../Shared/Scenes`). A lock whose every line ends in CR LF (git's `autocrlf` on checkout) is read as
    /// the LF text scaffold wrote.
    init(text: String, file: String, outsideFolders: [String] = []) throws(DiagnosticsError) {
        let bytes = Self.withoutCheckoutLineEndings(Array(text.utf8))
        let starts = Self.lineStarts(bytes)
        @Sendable func damaged(_ problem: String, line: Int) -> DiagnosticsError {
            DiagnosticsError([.error(.damagedLock(problem), at: SourceLocation(file: file, line: line, column: 1))])
        }
        guard bytes.last == Self.newline else { throw damaged("it does not end with a line break", line: starts.count) }
        @Sendable func range(_ line: Int) -> Range<Int> {
            starts[line]..<(line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count - 1)
        }
        @Sendable func outside(_ path: String, line: Int, column: Int) -> DiagnosticsError {
            DiagnosticsError([
                .error(.lockPathOutsideProject(path), at: SourceLocation(file: file, line: line, column: column))
            ])
        }
        let sceneLines = try Self.structure(
            bytes: bytes, lineCount: starts.count, range: range, damaged: damaged,
            checkPath: { path, line, column throws(DiagnosticsError) in
                guard Self.isWritablePath(path, outsideFolders: outsideFolders) else {
                    throw outside(path, line: line, column: column)
                }
            })
        let verified = sceneLines.concurrentMap { lines -> Result<Scene, DiagnosticsError> in
            // Bars first: a base line that lost its bar is named at its own line, not as a checksum mismatch.
            for (_, baseLines) in lines.bases {
                if let line = baseLines.first(where: { range($0).isEmpty || bytes[range($0).lowerBound] != Self.bar }) {
                    return .failure(damaged("a base line must start with '|'", line: line + 1))
                }
            }
            let checksumRange = range(lines.checksumLine)
            let expected = LockChecksum(of: bytes[starts[lines.firstLine]..<checksumRange.lowerBound])
            let recorded = String(decoding: bytes[checksumRange], as: UTF8.self).dropFirst("checksum ".count)
            guard LockChecksum(hex: recorded) == expected else {
                return .failure(
                    damaged(
                        "the checksum of scene '\(lines.scene.name)' does not match; it was edited or merged by hand",
                        line: lines.checksumLine + 1))
            }
            var scene = lines.scene
            for (path, baseLines) in lines.bases {
                // The base is its lines less their bars: one byte shorter per line, the last break dropped.
                let size = range(baseLines.upperBound - 1).upperBound - starts[baseLines.lowerBound] - baseLines.count
                // No skeleton scaffold merges is larger, so a larger base was put there by hand, and would only
                // make every merge slow.
                guard size <= FileSizeLimit.sourceFile.bytes else {
                    return .failure(
                        DiagnosticsError([
                            .error(
                                .lockBaseTooLarge(path: path, bytes: size, limit: FileSizeLimit.sourceFile.bytes),
                                at: SourceLocation(file: file, line: baseLines.lowerBound, column: 1))
                        ]))
                }
                scene.skeletons[path] = String(unsafeUninitializedCapacity: max(size, 0)) { buffer in
                    bytes.withUnsafeBufferPointer { source in
                        var written = 0
                        for line in baseLines {
                            let text = UnsafeBufferPointer(
                                rebasing: source[(range(line).lowerBound + 1)..<range(line).upperBound])
                            if line > baseLines.lowerBound {
                                buffer[written] = Self.newline
                                written += 1
                            }
                            _ = UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(from: text)
                            written += text.count
                        }
                        return written
                    }
                }
            }
            return .success(scene)
        }
        var scenes: [String: Scene] = [:]
        for result in verified {
            switch result {
            case .success(let scene): scenes[scene.spec] = scene
            case .failure(let error): throw error
            }
        }
        self.scenes = scenes
    }

    /// The offset of every line's first byte; a final line break ends the last line rather than starting one.
    private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { bytes in
            for index in bytes.indices where bytes[index] == newline && index + 1 < bytes.count {
                starts.append(index + 1)
            }
        }
        return starts
    }

    /// The first pass over a lock's lines: every line but the bases read and checked in order; the
    /// bases are only counted.
    private static func structure(
        bytes: [UInt8], lineCount: Int, range: (Int) -> Range<Int>,
        damaged: (String, Int) -> DiagnosticsError,
        checkPath: (String, Int, Int) throws(DiagnosticsError) -> Void
    ) throws(DiagnosticsError) -> [SceneLines] {
        func string(_ line: Int) -> String { String(decoding: bytes[range(line)], as: UTF8.self) }
        var found: [SceneLines] = []
        var specs = Set<String>()
        var current: SceneLines?
        var sawFormat = false
        var index = 0
        while index < lineCount {
            let number = index + 1
            let line = string(index)
            index += 1
            if line.hasPrefix("#") || line.isEmpty { continue }
            if line == endLine {
                guard current == nil else { throw damaged("the last scene has no checksum", number) }
                guard index == lineCount else { throw damaged("lines follow the end line", number + 1) }
                guard sawFormat else { throw damaged("the format line is missing", number) }
                return found
            }
            // Split as bytes: a member's signature can be long, and splitting Characters was most of this pass.
            func split(maxSplits: Int, omittingEmpty: Bool) -> [Substring] {
                line.utf8.split(
                    separator: UInt8(ascii: " "), maxSplits: maxSplits, omittingEmptySubsequences: omittingEmpty
                )
                .map { Substring($0) }
            }
            let fields = split(maxSplits: 3, omittingEmpty: false)
            switch fields.first {
            case "scaffold-lock":
                guard line == formatLine else { throw damaged("unknown format '\(line)'", number) }
                sawFormat = true
            case "scene":
                let parts = split(maxSplits: 2, omittingEmpty: true)
                guard parts.count == 3, current == nil else {
                    throw damaged(
                        "a scene line needs a name and a spec, after the checksum of the scene before", number)
                }
                let spec = unescape(parts[2])
                if !isProjectEntry(spec) {
                    try checkPath(spec, number, "scene ".count + parts[1].count + 2)
                }
                // Two blocks for one spec (a union merge can leave them) would leave the base in doubt.
                guard specs.insert(spec).inserted else { throw damaged("the scene of '\(spec)' appears twice", number) }
                current = SceneLines(
                    scene: Scene(name: String(parts[1]), spec: spec, members: [], skeletons: [:]),
                    bases: [], firstLine: index - 1, checksumLine: 0)
            case "member":
                guard fields.count == 4, current != nil else { throw damaged("a member line outside a scene", number) }
                current?.scene.members.append(
                    SceneMember(kind: String(fields[1]), name: String(fields[2]), signature: unescape(fields[3])))
            case "skeleton":
                let parts = split(maxSplits: 2, omittingEmpty: true)
                guard parts.count == 3, let count = Int(parts[1]), count >= 1, current != nil,
                    count <= lineCount - index
                else { throw damaged("a skeleton line needs a line count, a path and that many lines", number) }
                let path = unescape(parts[2])
                try checkPath(path, number, "skeleton ".count + parts[1].count + 2)
                current?.bases.append((path, index..<(index + count)))
                index += count
            case "checksum":
                guard var scene = current else { throw damaged("a checksum outside a scene", number) }
                scene.checksumLine = index - 1
                found.append(scene)
                current = nil
            default:
                throw damaged("unexpected line", number)
            }
        }
        throw damaged("the end line is missing; the file was cut short", lineCount)
    }

    /// Whether `path`, read from a lock, is one scaffold writes or reads specs at: relative, with no empty,
    /// `.` or `..` part, or such a path below one of `outsideFolders`.
    static func isWritablePath(_ path: String, outsideFolders: [String]) -> Bool {
        func isNormalised(_ path: Substring) -> Bool {
            !path.isEmpty && !path.hasPrefix("/")
                && !path.split(separator: "/", omittingEmptySubsequences: false).contains {
                    $0.isEmpty || $0 == "." || $0 == ".."
                }
        }
        guard !path.utf8.contains(0) else { return false }
        if isNormalised(path[...]) { return true }
        return outsideFolders.contains { folder in
            path.hasPrefix(folder + "/") && isNormalised(path.dropFirst(folder.count + 1))
        }
    }

    /// `bytes` less one CR before every LF when every line ends in CR LF, as git's `autocrlf` checks out a
    /// file that scaffold wrote with LF; otherwise `bytes` as they are (a base may keep a CR LF line).
    static func withoutCheckoutLineEndings(_ bytes: [UInt8]) -> [UInt8] {
        let carriageReturn = UInt8(ascii: "\r")
        var lineFeeds = 0
        for index in bytes.indices where bytes[index] == newline {
            guard index > 0, bytes[index - 1] == carriageReturn else { return bytes }
            lineFeeds += 1
        }
        guard lineFeeds > 0 else { return bytes }
        var normalised: [UInt8] = []
        normalised.reserveCapacity(bytes.count - lineFeeds)
        for index in bytes.indices
        where !(bytes[index] == carriageReturn && index + 1 < bytes.count && bytes[index + 1] == newline) {
            normalised.append(bytes[index])
        }
        return normalised
    }

    static let newline = UInt8(ascii: "\n")
    static let bar = UInt8(ascii: "|")
    static let endLine = "end"

    /// Line breaks and `%` in a path or signature survive a one-line field as escapes.
    static func escape(_ value: String) -> String {
        PercentEscaping.escape(value, special: [newline, UInt8(ascii: "\r")])
    }

    /// The inverse of `escape`.
    static func unescape(_ value: Substring) -> String {
        PercentEscaping.unescape(value)
    }
}
