import ScaffoldCore

/// `scaffold.lock`: for each scene, its name and members and, for each of its skeletons, the base:
/// exactly what scaffold last rendered into it. The base is what a later run merges from, so the
/// lock is committed with the skeletons and a teammate's fresh clone merges the same way.
///
/// The base is kept as text rather than re-created from an old spec, because a new scaffold version
/// or an edited template renders an old spec differently, and the merge must see what was really
/// written. But most of that text is the same in every scene, so the lock (format 2) stores each run of
/// lines once: one file per project, one section per scene sorted by spec path that lists its members and
/// bases as blocks by key, each block written once, after the section of the scene that first used it, each
/// of its lines prefixed with `|`. The scene's name and the scenes it routes to stand as `%0`, `%1`… in
/// blocks, so two scenes' boilerplate is one block. A spec change touches only its own section and the
/// blocks after it. Each section ends with a checksum of its lines, each block is named by a hash of its
/// text, and the file ends with an `end` line, so a cut or hand-edited lock is refused instead of trusted, while git still merges branches that
/// changed different scenes. `LockReader` reads it; `chunks` writes it.
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
        var skeletons: LockBases
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
    /// The format lines, oldest first: a lock of any of them is read, and written again in the last.
    static let formats = ["scaffold-lock 1", "scaffold-lock 2"]
    static var formatLine: String { formats.last! }

    /// The spec of the scene after whose section each block was defined in the lock that was read: where the
    /// block stays while that scene is in the lock, so that one scene's change never moves another's lines.
    var placements: [UInt64: String] = [:]

    /// The format the lock was read in; a lock in an older one is written again even when nothing else changed.
    private(set) var format = formats.count

    /// Whether the lock was read in an older format than scaffold writes.
    var isInOlderFormat: Bool { format < Self.formats.count }

    /// Two locks are equal when they hold the same scenes, whatever format they were read in.
    public static func == (lhs: SkeletonLock, rhs: SkeletonLock) -> Bool {
        lhs.scenes == rhs.scenes
    }

    /// An empty lock, as a project has before its first run.
    public init() {}

    init(scenes: [String: Scene]) {
        self.scenes = scenes
    }

    /// The base of the skeleton at `path`, if the lock has one.
    func base(ofSkeleton path: String) -> String? {
        basesByPath[path]
    }

    /// The base of the skeleton at `path` that the scene of spec `spec` writes: its own entry's, else the one any
    /// scene holds at that path (`basesByPath`, built once per run), for a spec moved to another file.
    func base(ofSkeleton path: String, spec: String?, byPath basesByPath: LockBases) -> LockBase? {
        scenes[spec ?? ""]?.skeletons.base(at: path) ?? basesByPath.base(at: path)
    }

    /// What changed in the members of spec `spec` since the lock, for the skeletons' change lines: `now` against
    /// the locked members, with the spec's `renames`; nil when the lock holds no entry for it.
    func memberChanges(ofSpec spec: String, now: [SceneMember], renames: MemberRenames?) -> [SceneMemberChange]? {
        scenes[spec].map { SceneMemberChange.changes(from: $0.members, to: now, renames: renames) }
    }

    /// Every base by skeleton path, whichever scene holds it: built once per run, for skeletons whose
    /// spec moved to another file. A run moves a base to the scene that now writes the skeleton, so a path
    /// has one base; a lock written before that may hold two, and the entry of the first spec path in
    /// sorted order gives it, the same on every run.
    var basesByPath: LockBases {
        var bases = LockBases()
        for spec in scenes.keys.sorted() { bases.merge(keepingExisting: scenes[spec]!.skeletons) }
        return bases
    }

    /// Parses a lock's text, format 1 or 2; `file` names it in diagnostics. Anything unexpected is an error at its
    /// line: a damaged lock must never pass for a smaller valid one. Paths must be project-relative and
    /// normalised, or lie below one of `outsideFolders` (output or spec folders outside the project, such as
    /// `../Shared/Scenes`). A lock whose every line ends in CR LF (git's `autocrlf` on checkout) is read as
    /// the LF text scaffold wrote.
    init(text: String, file: String, outsideFolders: [String] = []) throws(DiagnosticsError) {
        let reader = LockReader(
            bytes: Self.withoutCheckoutLineEndings(Array(text.utf8)), file: file, outsideFolders: outsideFolders)
        (scenes, placements, format) = try reader.read()
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

    /// `value` escaped as a field of a line of fields apart by spaces: a member's kind (`view model method`) or name.
    static func escapeField(_ value: String) -> String {
        PercentEscaping.escape(value, special: [UInt8(ascii: " "), newline, UInt8(ascii: "\r")])
    }

    /// The inverse of `escape`.
    static func unescape(_ value: Substring) -> String {
        PercentEscaping.unescape(value)
    }
}
