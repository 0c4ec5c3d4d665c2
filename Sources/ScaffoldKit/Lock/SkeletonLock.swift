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
        basesByPath[path]
    }

    /// Every base by skeleton path, whichever scene holds it: built once per run, for skeletons whose
    /// spec moved to another file.
    var basesByPath: [String: String] {
        var bases: [String: String] = [:]
        for scene in scenes.values {
            bases.merge(scene.skeletons, uniquingKeysWith: { first, _ in first })
        }
        return bases
    }

    /// The lock's text: deterministic, so an unchanged project writes the same bytes.
    var text: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(
            scenes.values.reduce(4096) { total, scene in
                total + scene.skeletons.values.reduce(512) { $0 + $1.utf8.count * 11 / 10 + 64 }
            })
        func line(_ text: String) {
            bytes += text.utf8
            bytes.append(Self.newline)
        }
        for header in Self.header.split(separator: "\n") { line(String(header)) }
        line(Self.formatLine)
        for spec in scenes.keys.sorted() {
            guard let scene = scenes[spec] else { continue }
            let start = bytes.count
            line("scene \(scene.name) \(Self.escape(scene.spec))")
            for member in scene.members {
                line("member \(member.kind) \(member.name) \(Self.escape(member.signature))")
            }
            for path in scene.skeletons.keys.sorted() {
                var base = scene.skeletons[path]!
                base.withUTF8 { base in
                    line("skeleton \(base.count(where: { $0 == Self.newline }) + 1) " + Self.escape(path))
                    // Each base line behind a bar, appended a line at a time rather than a byte at a time.
                    var lineStart = base.startIndex
                    while true {
                        let lineEnd = base[lineStart...].firstIndex(of: Self.newline) ?? base.endIndex
                        bytes.append(Self.bar)
                        bytes += base[lineStart..<lineEnd]
                        bytes.append(Self.newline)
                        guard lineEnd < base.endIndex else { break }
                        lineStart = lineEnd + 1
                    }
                }
            }
            // One checksum per scene: git merges two branches that changed different scenes cleanly.
            line("checksum \(ContentHash.of(bytes: bytes[start...]))")
        }
        line(Self.endLine)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Parses a lock's text; `file` names it in diagnostics. Anything unexpected is an error at its
    /// line: a damaged lock must never pass for a smaller valid one.
    init(text: String, file: String) throws(DiagnosticsError) {
        let bytes = Array(text.utf8)
        // The start of every line; a final line break ends the last line rather than starting one.
        var starts: [Int] = [0]
        for index in bytes.indices where bytes[index] == Self.newline && index + 1 < bytes.count {
            starts.append(index + 1)
        }
        func damaged(_ problem: String, line: Int) -> DiagnosticsError {
            DiagnosticsError([.error(.damagedLock(problem), at: SourceLocation(file: file, line: line, column: 1))])
        }
        guard bytes.last == Self.newline else { throw damaged("it does not end with a line break", line: starts.count) }
        func range(_ line: Int) -> Range<Int> {
            starts[line]..<(line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count - 1)
        }
        func string(_ line: Int) -> String { String(decoding: bytes[range(line)], as: UTF8.self) }

        var scenes: [String: Scene] = [:]
        var current: Scene?
        var sceneStart = 0
        var sawFormat = false
        var index = 0
        while index < starts.count {
            let number = index + 1
            let lineRange = range(index)
            let line = string(index)
            index += 1
            if line.hasPrefix("#") || line.isEmpty { continue }
            if line == Self.endLine {
                guard current == nil else { throw damaged("the last scene has no checksum", line: number) }
                guard index == starts.count else { throw damaged("lines follow the end line", line: number + 1) }
                guard sawFormat else { throw damaged("the format line is missing", line: number) }
                self.scenes = scenes
                return
            }
            let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
            switch fields.first {
            case "scaffold-lock":
                guard line == Self.formatLine else { throw damaged("unknown format '\(line)'", line: number) }
                sawFormat = true
            case "scene":
                let parts = line.split(separator: " ", maxSplits: 2)
                guard parts.count == 3, current == nil else {
                    throw damaged(
                        "a scene line needs a name and a spec, after the checksum of the scene before", line: number)
                }
                current = Scene(name: String(parts[1]), spec: Self.unescape(parts[2]), members: [], skeletons: [:])
                sceneStart = lineRange.lowerBound
            case "member":
                guard fields.count == 4, current != nil else {
                    throw damaged("a member line outside a scene", line: number)
                }
                current?.members.append(
                    SceneMember(kind: String(fields[1]), name: String(fields[2]), signature: Self.unescape(fields[3])))
            case "skeleton":
                let parts = line.split(separator: " ", maxSplits: 2)
                guard parts.count == 3, let count = Int(parts[1]), count >= 1, current != nil,
                    index + count <= starts.count
                else { throw damaged("a skeleton line needs a line count, a path and that many lines", line: number) }
                var base: [UInt8] = []
                for offset in 0..<count {
                    let baseRange = range(index + offset)
                    guard bytes[baseRange].first == Self.bar else {
                        throw damaged("a base line must start with '|'", line: index + offset + 1)
                    }
                    if offset > 0 { base.append(Self.newline) }
                    base += bytes[(baseRange.lowerBound + 1)..<baseRange.upperBound]
                }
                index += count
                current?.skeletons[Self.unescape(parts[2])] = String(decoding: base, as: UTF8.self)
            case "checksum":
                guard let scene = current else { throw damaged("a checksum outside a scene", line: number) }
                let expected = ContentHash.of(bytes: bytes[sceneStart..<lineRange.lowerBound])
                guard ContentHash(hex: line.dropFirst("checksum ".count)) == expected else {
                    throw damaged(
                        "the checksum of scene '\(scene.name)' does not match; it was edited or merged by hand",
                        line: number)
                }
                scenes[scene.spec] = scene
                current = nil
            default:
                throw damaged("unexpected line", line: number)
            }
        }
        throw damaged("the end line is missing; the file was cut short", line: starts.count)
    }

    static let newline = UInt8(ascii: "\n")
    static let bar = UInt8(ascii: "|")
    static let endLine = "end"

    /// Line breaks and `%` in a path or signature survive a one-line field as escapes.
    static func escape(_ value: String) -> String {
        // Nearly every value needs no escape; checking the bytes first keeps the common case a copy.
        guard value.utf8.contains(where: { $0 == percent || $0 == newline || $0 == carriageReturn }) else {
            return value
        }
        var escaped = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\n": escaped += "%0A"
            case "\r": escaped += "%0D"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// The inverse of `escape`; a `%` that starts no known escape stays as it is.
    static func unescape(_ value: Substring) -> String {
        guard value.utf8.contains(percent) else { return String(value) }
        let utf8 = Array(value.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            if utf8[index] == percent, index + 2 < utf8.count {
                let code = (utf8[index + 1], utf8[index + 2])
                let decoded: UInt8? =
                    switch code {
                    case (UInt8(ascii: "2"), UInt8(ascii: "5")): percent
                    case (UInt8(ascii: "0"), UInt8(ascii: "A")): newline
                    case (UInt8(ascii: "0"), UInt8(ascii: "D")): carriageReturn
                    default: nil
                    }
                if let decoded {
                    bytes.append(decoded)
                    index += 3
                    continue
                }
            }
            bytes.append(utf8[index])
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let percent = UInt8(ascii: "%")
    private static let carriageReturn = UInt8(ascii: "\r")
}
