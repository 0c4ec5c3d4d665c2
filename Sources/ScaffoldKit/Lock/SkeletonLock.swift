import ScaffoldCore

/// `scaffold.lock`: for each scene, its name and members and, for each of its skeletons, the base:
/// exactly what scaffold last rendered into it. The base is what a later run merges from, so the
/// lock is committed with the skeletons and a teammate's fresh clone merges the same way.
///
/// The base is kept as text rather than re-created from an old spec, because a new scaffold version
/// or an edited template renders an old spec differently, and the merge must see what was really
/// written. One file per project, scenes sorted by spec path, each base line prefixed with `|`, so a
/// spec change touches only its own scene's lines and reads in review like the skeleton diff; the
/// last line is a checksum, so a cut or damaged lock is refused instead of trusted.
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
        for scene in scenes.values {
            if let base = scene.skeletons[path] { return base }
        }
        return nil
    }

    /// The lock's text: deterministic, so an unchanged project writes the same bytes.
    var text: String {
        var lines = Self.header.split(separator: "\n").map(String.init) + [Self.formatLine]
        for spec in scenes.keys.sorted() {
            guard let scene = scenes[spec] else { continue }
            lines.append("scene \(scene.name) \(Self.escape(scene.spec))")
            for member in scene.members {
                lines.append("member \(member.kind) \(member.name) \(Self.escape(member.signature))")
            }
            for path in scene.skeletons.keys.sorted() {
                let baseLines = scene.skeletons[path]!.split(separator: "\n", omittingEmptySubsequences: false)
                lines.append("skeleton \(baseLines.count) \(Self.escape(path))")
                lines += baseLines.map { "|" + $0 }
            }
        }
        let body = lines.joined(separator: "\n") + "\n"
        return body + "checksum \(ContentHash.of(body))\n"
    }

    /// Parses a lock's text; `file` names it in diagnostics. Anything unexpected is an error at its
    /// line: a damaged lock must never pass for a smaller valid one.
    init(text: String, file: String) throws(DiagnosticsError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func damaged(_ problem: String, line: Int) -> DiagnosticsError {
            DiagnosticsError([.error(.damagedLock(problem), at: SourceLocation(file: file, line: line, column: 1))])
        }
        guard lines.last == "" else { throw damaged("it does not end with a line break", line: lines.count) }
        lines.removeLast()
        guard let checksumLine = lines.last, checksumLine.hasPrefix("checksum ") else {
            throw damaged("the checksum line is missing; the file was cut short", line: lines.count)
        }
        let body = lines.dropLast().map { $0 + "\n" }.joined()
        guard ContentHash(hex: checksumLine.dropFirst("checksum ".count)) == ContentHash.of(body) else {
            throw damaged(
                "its checksum does not match its contents; it was edited or merged by hand", line: lines.count)
        }
        var scenes: [String: Scene] = [:]
        var current: Scene?
        var index = 0
        func finish() {
            if let scene = current { scenes[scene.spec] = scene }
            current = nil
        }
        let content = lines.dropLast()
        while index < content.count {
            let line = content[content.startIndex + index]
            let number = index + 1
            index += 1
            if line.hasPrefix("#") || line.isEmpty { continue }
            let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
            switch fields.first {
            case "scaffold-lock":
                guard line == Self.formatLine else { throw damaged("unknown format '\(line)'", line: number) }
            case "scene":
                let parts = line.split(separator: " ", maxSplits: 2)
                guard parts.count == 3 else { throw damaged("a scene line needs a name and a spec", line: number) }
                finish()
                current = Scene(name: String(parts[1]), spec: Self.unescape(parts[2]), members: [], skeletons: [:])
            case "member":
                guard fields.count == 4, current != nil else {
                    throw damaged("a member line outside a scene", line: number)
                }
                current?.members.append(
                    SceneMember(kind: String(fields[1]), name: String(fields[2]), signature: Self.unescape(fields[3])))
            case "skeleton":
                let parts = line.split(separator: " ", maxSplits: 2)
                guard parts.count == 3, let count = Int(parts[1]), count >= 0, current != nil,
                    index + count <= content.count
                else { throw damaged("a skeleton line needs a line count, a path and that many lines", line: number) }
                var baseLines: [Substring] = []
                for offset in 0..<count {
                    let baseLine = content[content.startIndex + index + offset]
                    guard baseLine.first == "|" else {
                        throw damaged("a base line must start with '|'", line: index + offset + 1)
                    }
                    baseLines.append(baseLine.dropFirst())
                }
                index += count
                current?.skeletons[Self.unescape(parts[2])] = baseLines.joined(separator: "\n")
            default:
                throw damaged("unexpected line", line: number)
            }
        }
        finish()
        self.scenes = scenes
    }

    /// Line breaks and `%` in a path or signature survive a one-line field as escapes.
    static func escape(_ value: String) -> String {
        value.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\n", with: "%0A")
            .replacingOccurrences(of: "\r", with: "%0D")
    }

    static func unescape(_ value: Substring) -> String {
        value.replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%0D", with: "\r")
            .replacingOccurrences(of: "%25", with: "%")
    }
}
