import ScaffoldCore

/// Reads `scaffold.lock`, format 1 or 2, as untrusted input: anything unexpected is an error at its line and
/// column, never a crash and never a smaller lock passed off as valid.
///
/// Format 2 names shared blocks: each block must match its key, a reference can only name a key (no numbers out
/// of range), blocks hold only text (no references, so no cycles), and what the references expand to is bounded
/// before anything is expanded: each base by the skeleton size limit, all of them together by a multiple of the
/// lock's own size.
struct LockReader: Sendable {
    let bytes: [UInt8]
    let file: String
    let outsideFolders: [String]
    private let starts: [Int]

    /// Expanded bases and members may be this many times the lock's size, and one largest base more: a real lock
    /// expands about tenfold (the benchmark's 1,000 scenes, 20 times), an expansion bomb far more.
    static let expansionFactor = 64

    init(bytes: [UInt8], file: String, outsideFolders: [String]) {
        self.bytes = bytes
        self.file = file
        self.outsideFolders = outsideFolders
        var starts = [0]
        bytes.withUnsafeBufferPointer { bytes in
            for index in bytes.indices where bytes[index] == SkeletonLock.newline && index + 1 < bytes.count {
                starts.append(index + 1)
            }
        }
        self.starts = starts
    }

    /// The references of a `members` or `base` line: which blocks, in order, and the column each is named at.
    struct References: Sendable {
        var line: Int
        var keys: [UInt64]
        var columns: [Int]
    }

    /// A scene as the first pass finds it, for the second pass to verify and expand on all cores.
    struct SceneLines: Sendable {
        var scene: SkeletonLock.Scene
        var words: [[UInt8]] = []
        var members: References?
        /// Bases written out in full (format 1, or a block's key collided): the line range of each one's lines.
        var inlineBases: [(path: String, lines: Range<Int>)] = []
        var sharedBases: [(path: String, references: References)] = []
        var firstLine: Int
        var checksumLine = 0
    }

    /// A block: its `block` line and the line range of its lines, and the scene whose section it follows.
    struct BlockLines: Sendable {
        var key: UInt64
        var spec: String?
        var line: Int
        var lines: Range<Int>
    }

    /// The scenes of the lock by spec path, and its format.
    func read() throws(DiagnosticsError) -> (
        scenes: [String: SkeletonLock.Scene], placements: [UInt64: String], format: Int
    ) {
        guard bytes.last == SkeletonLock.newline else {
            throw damaged("it does not end with a line break", line: starts.count - 1)
        }
        let (sceneLines, blockLines, format) = try structure()
        var table: [UInt64: LockBlockTable.Block] = [:]
        var placements: [UInt64: String] = [:]
        for (lines, result) in zip(blockLines, blockLines.concurrentMap(verify)) {
            switch result {
            case .success(let (key, block)):
                // Two branches that each added a scene with the same new block both define it; the first counts.
                guard table[key] == nil else { continue }
                table[key] = block
                placements[key] = lines.spec
            case .failure(let error): throw error
            }
        }
        let blocks = LockBlockTable(bytes: bytes, blocks: table)
        let verified = try sceneLines.concurrentMap { verify($0, blocks: blocks) }.map {
            result throws(DiagnosticsError) in try result.get()
        }
        let bound = min(
            FileSizeLimit.lock.bytes, Self.expansionFactor * bytes.count + FileSizeLimit.sourceFile.bytes)
        var total = 0
        for scene in verified {
            total += scene.expandedBytes
            guard total <= bound else {
                throw damaged(
                    "its bases and members expand to \(total) bytes, more than \(Self.expansionFactor) times its "
                        + "size; it was edited by hand", line: scene.firstLine)
            }
        }
        let scenes = verified.concurrentMap { expand($0, blocks: blocks) }
        return (
            Dictionary(scenes.map { ($0.spec, $0) }, uniquingKeysWith: { first, _ in first }), placements, format
        )
    }

    // MARK: - First pass: the structure

    /// Every line but the bars read and checked in order; bases and blocks only located.
    private func structure() throws(DiagnosticsError) -> ([SceneLines], [BlockLines], Int) {
        let lineCount = starts.count
        func string(_ line: Int) -> String { String(decoding: bytes[range(line)], as: UTF8.self) }
        var found: [SceneLines] = []
        var blocks: [BlockLines] = []
        var specs = Set<String>()
        var current: SceneLines?
        var format: Int?
        var index = 0
        func references(_ field: Substring, line: Int, column: Int) throws(DiagnosticsError) -> References {
            var references = References(line: line, keys: [], columns: [])
            var column = column
            for spelling in field.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
                guard let key = LockBlock.key(spelled: spelling) else {
                    throw damaged(
                        "a block key is 8 letters, digits, '-' or '_', separated by commas", line: line, column: column)
                }
                references.keys.append(key)
                references.columns.append(column)
                column += spelling.count + 1
            }
            return references
        }
        while index < lineCount {
            let line = index
            index += 1
            if let first = bytes[range(line)].first, first == SkeletonLock.bar {
                throw damaged("a '|' line outside a skeleton or block", line: line)
            }
            let text = string(line)
            if text.hasPrefix("#") || text.isEmpty { continue }
            if text == SkeletonLock.endLine {
                guard current == nil else { throw damaged("the last scene has no checksum", line: line) }
                guard index == lineCount else { throw damaged("lines follow the end line", line: line + 1) }
                guard let format else { throw damaged("the format line is missing", line: line) }
                return (found, blocks, format)
            }
            // Split as bytes: a member's signature can be long, and splitting Characters was most of this pass.
            func split(maxSplits: Int, omittingEmpty: Bool) -> [Substring] {
                text.utf8.split(
                    separator: UInt8(ascii: " "), maxSplits: maxSplits, omittingEmptySubsequences: omittingEmpty
                )
                .map { Substring($0) }
            }
            let fields = split(maxSplits: 3, omittingEmpty: false)
            switch fields.first {
            case "scaffold-lock":
                guard let version = SkeletonLock.formats.firstIndex(of: text).map({ $0 + 1 }), format == nil else {
                    throw damaged(
                        "unknown format '\(text)'; a newer scaffold wrote it, so update scaffold", line: line)
                }
                format = version
            case "scene":
                let parts = split(maxSplits: 2, omittingEmpty: true)
                guard parts.count == 3, current == nil else {
                    throw damaged(
                        "a scene line needs a name and a spec, after the checksum of the scene before", line: line)
                }
                let spec = SkeletonLock.unescape(parts[2])
                if !SkeletonLock.isProjectEntry(spec) {
                    try checkPath(spec, line: line, column: "scene ".count + parts[1].count + 2)
                }
                // Two sections for one spec (a union merge can leave them) would leave the base in doubt.
                guard specs.insert(spec).inserted else {
                    throw damaged("the scene of '\(spec)' appears twice", line: line)
                }
                current = SceneLines(
                    scene: SkeletonLock.Scene(name: String(parts[1]), spec: spec, members: [], skeletons: [:]),
                    firstLine: line)
            case "words":
                // Every word is a field of its own: the scene's name and up to nine more, which the line lists.
                let words = split(maxSplits: LockWords.maximumCount, omittingEmpty: false).dropFirst()
                guard current != nil, current?.words.isEmpty == true, (1..<LockWords.maximumCount).contains(words.count)
                else { throw damaged("a words line needs one to nine names, once in a scene", line: line) }
                var column = "words ".count + 1
                for word in words {
                    guard LockWords.isUsable(word) else {
                        throw damaged("a word is a name of letters, digits and '_'", line: line, column: column)
                    }
                    column += word.utf8.count + 1
                }
                current?.words = words.map { Array($0.utf8) }
            case "member":
                guard fields.count == 4, current != nil else {
                    throw damaged("a member line outside a scene", line: line)
                }
                current?.scene.members.append(
                    SceneMember(
                        kind: SkeletonLock.unescape(fields[1]), name: SkeletonLock.unescape(fields[2]),
                        signature: SkeletonLock.unescape(fields[3])))
            case "members":
                guard fields.count == 2, current != nil, current?.members == nil else {
                    throw damaged("a members line needs block keys, once in a scene", line: line)
                }
                current?.members = try references(fields[1], line: line, column: "members ".count + 1)
            case "skeleton":
                let parts = split(maxSplits: 2, omittingEmpty: true)
                guard parts.count == 3, let count = Int(parts[1]), count >= 1, current != nil,
                    count <= lineCount - index
                else { throw damaged("a skeleton line needs a line count, a path and that many lines", line: line) }
                let path = SkeletonLock.unescape(parts[2])
                try checkPath(path, line: line, column: "skeleton ".count + parts[1].count + 2)
                current?.inlineBases.append((path, index..<(index + count)))
                index += count
            case "base":
                let parts = split(maxSplits: 2, omittingEmpty: true)
                guard parts.count == 3, current != nil else {
                    throw damaged("a base line needs block keys and a path, in a scene", line: line)
                }
                let path = SkeletonLock.unescape(parts[2])
                try checkPath(path, line: line, column: "base ".count + parts[1].count + 2)
                current?.sharedBases.append(
                    (path, try references(parts[1], line: line, column: "base ".count + 1)))
            case "checksum":
                guard var scene = current else { throw damaged("a checksum outside a scene", line: line) }
                scene.checksumLine = line
                found.append(scene)
                current = nil
            case "block":
                guard fields.count == 2, current == nil, let key = LockBlock.key(spelled: fields[1].utf8) else {
                    throw damaged("a block line needs an 8-character key, after a scene's checksum", line: line)
                }
                while index < lineCount, bytes[range(index)].first == SkeletonLock.bar { index += 1 }
                guard index > line + 1 else { throw damaged("block '\(fields[1])' has no lines", line: line) }
                blocks.append(BlockLines(key: key, spec: found.last?.scene.spec, line: line, lines: (line + 1)..<index))
            default:
                throw damaged("unexpected line", line: line)
            }
        }
        throw damaged("the end line is missing; the file was cut short", line: lineCount - 1)
    }

    // MARK: - Second pass: verification

    /// A block checked against its key and cut into the pieces it expands from: every `%` must start a code.
    private func verify(_ lines: BlockLines) -> Result<(UInt64, LockBlockTable.Block), DiagnosticsError> {
        var checksum = LockChecksum()
        let texts = lines.lines.map { (range($0).lowerBound + 1)..<range($0).upperBound }
        for text in texts {
            checksum.add(bytes[text])
            checksum.add(SkeletonLock.newline)
        }
        let pieces: [LockBlockTable.Piece]
        switch LockBlockTable.pieces(ofLines: texts, in: bytes) {
        case .success(let found): pieces = found
        case .failure(let bad):
            return .failure(
                damaged(
                    "'%' in a block starts '%%' or a word's code ('%0'…'%9', '%a'…'%j')",
                    line: lines.lines.lowerBound + bad.line, column: bad.offset + 2))
        }
        // Counted from the pieces themselves, so that expanding writes exactly the bytes counted here.
        var plainBytes = 0
        var counts = [Int](repeating: 0, count: 128)
        for piece in pieces {
            switch piece {
            case .bytes(let range): plainBytes += range.count
            case .word(let code): counts[Int(code)] += 1
            }
        }
        guard checksum.finished().value >> 16 == lines.key else {
            return .failure(
                damaged(
                    "block '\(LockBlock.spelling(of: lines.key))' does not match its key; it was edited or merged by hand",
                    line: lines.line))
        }
        let codes = counts.indices.filter { counts[$0] > 0 }.map { (UInt8($0), counts[$0]) }
        return .success((lines.key, LockBlockTable.Block(pieces: pieces, plainBytes: plainBytes, codes: codes)))
    }

    /// A scene checked (bars, checksum, inline bases' sizes) and its references resolved, before expanding.
    struct VerifiedScene: Sendable {
        var scene: SkeletonLock.Scene
        var words: LockWords
        var inlineBases: [(path: String, lines: Range<Int>, size: Int)]
        /// The members' blocks when they are all in the table; the scene is dropped when one is missing.
        var members: [UInt64]?
        /// Every base whose blocks are all in the table, with its size.
        var sharedBases: [(path: String, keys: [UInt64], size: Int)]
        var membersSize = 0
        var membersAreMissing = false
        /// The scene's `scene` line.
        var firstLine: Int

        var expandedBytes: Int {
            membersSize + inlineBases.reduce(0) { $0 + $1.size } + sharedBases.reduce(0) { $0 + $1.size }
        }
    }

    private func verify(_ lines: SceneLines, blocks table: LockBlockTable) -> Result<VerifiedScene, DiagnosticsError> {
        let blocks = table.blocks
        // Bars first: a base line that lost its bar is named at its own line, not as a checksum mismatch.
        for (_, baseLines) in lines.inlineBases {
            if let line = baseLines.first(where: { bytes[range($0)].first != SkeletonLock.bar }) {
                return .failure(damaged("a base line must start with '|'", line: line))
            }
        }
        let checksumRange = range(lines.checksumLine)
        let expected = LockChecksum(of: bytes[starts[lines.firstLine]..<checksumRange.lowerBound])
        let recorded = String(decoding: bytes[checksumRange], as: UTF8.self).dropFirst("checksum ".count)
        guard LockChecksum(hex: recorded) == expected else {
            return .failure(
                damaged(
                    "the checksum of scene '\(lines.scene.name)' does not match; it was edited or merged by hand",
                    line: lines.checksumLine))
        }
        let words = LockWords([lines.scene.name] + lines.words.map { String(decoding: $0, as: UTF8.self) })
        let limit = FileSizeLimit.sourceFile.bytes
        var inline: [(path: String, lines: Range<Int>, size: Int)] = []
        for (path, baseLines) in lines.inlineBases {
            // The base is its lines less their bars: one byte shorter per line, the last break dropped.
            let size = range(baseLines.upperBound - 1).upperBound - starts[baseLines.lowerBound] - baseLines.count
            // No skeleton scaffold merges is larger, so a larger base was put there by hand, and would only
            // make every merge slow.
            guard size <= limit else {
                return .failure(tooLarge(path, bytes: size, line: baseLines.lowerBound - 1))
            }
            inline.append((path, baseLines, size))
        }
        // What references expand to, or nil when one names a block the table lacks: a git merge drops a block
        // one branch no longer used while the other branch started to use it.
        func size(_ references: References, of what: String) -> Result<Int?, DiagnosticsError> {
            var size = -1
            for (key, column) in zip(references.keys, references.columns) {
                guard let block = blocks[key] else { return .success(nil) }
                size += block.plainBytes
                for (code, count) in block.codes {
                    guard let meaning = words.meaning(of: code) else {
                        return .failure(
                            damaged(
                                "block '\(LockBlock.spelling(of: key))' uses '%\(Character(Unicode.Scalar(code)))', "
                                    + "which scene '\(lines.scene.name)' has no word for", line: references.line,
                                column: column))
                    }
                    size += count * meaning.count
                }
                // Checked as it grows: a line of references can name one large block many times.
                guard size <= limit else { return .failure(tooLarge(what, bytes: size, line: references.line)) }
            }
            return .success(size)
        }
        var verified = VerifiedScene(
            scene: lines.scene, words: words, inlineBases: inline, members: nil, sharedBases: [],
            firstLine: lines.firstLine)
        if let members = lines.members {
            switch size(members, of: "the members of scene '\(lines.scene.name)'") {
            case .failure(let error): return .failure(error)
            case .success(nil): verified.membersAreMissing = true
            case .success(let size?):
                verified.members = members.keys
                verified.membersSize = size
            }
        }
        for (path, references) in lines.sharedBases {
            switch size(references, of: path) {
            case .failure(let error): return .failure(error)
            case .success(nil): continue
            case .success(let size?): verified.sharedBases.append((path, references.keys, size))
            }
        }
        return .success(verified)
    }

    // MARK: - Third pass: expansion

    /// The scene with its members and inline bases in full and its shared bases as references to `blocks`, expanded
    /// when read. A scene whose members lost a block loses its entry, as a scene from before the lock has none: its
    /// skeletons are left alone with the usual advice to adopt them.
    private func expand(_ verified: VerifiedScene, blocks: LockBlockTable) -> SkeletonLock.Scene {
        var scene = verified.scene
        for (path, lines, size) in verified.inlineBases {
            scene.skeletons[path] = String(unsafeUninitializedCapacity: max(size, 0)) { buffer in
                var written = 0
                for line in lines {
                    if line > lines.lowerBound {
                        buffer[written] = SkeletonLock.newline
                        written += 1
                    }
                    written += copy(
                        bytes[(range(line).lowerBound + 1)..<range(line).upperBound], to: buffer, at: written)
                }
                return written
            }
        }
        for (path, keys, size) in verified.sharedBases {
            scene.skeletons.put(LockBase(blocks: keys, size: size, words: verified.words, table: blocks), at: path)
        }
        if let members = verified.members {
            let text = blocks.expand(members, size: verified.membersSize, words: verified.words)
            scene.members = text.utf8.split(separator: SkeletonLock.newline, omittingEmptySubsequences: false).map {
                let fields = $0.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: false)
                return SceneMember(
                    kind: SkeletonLock.unescape(Substring(fields[0])),
                    name: fields.count > 1 ? SkeletonLock.unescape(Substring(fields[1])) : "",
                    signature: fields.count > 2 ? SkeletonLock.unescape(Substring(fields[2])) : "")
            }
        }
        if verified.membersAreMissing {
            scene.members = []
            scene.skeletons = [:]
        }
        return scene
    }

    private func copy(_ source: ArraySlice<UInt8>, to buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int
    {
        source.withUnsafeBufferPointer { source in
            _ = UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(from: source)
        }
        return source.count
    }

    // MARK: - Pieces

    /// The byte range of line `line` (0-based), without its line break.
    private func range(_ line: Int) -> Range<Int> {
        starts[line]..<(line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count - 1)
    }

    /// `problem` at 0-based `line`.
    private func damaged(_ problem: String, line: Int, column: Int = 1) -> DiagnosticsError {
        DiagnosticsError([
            .error(.damagedLock(problem), at: SourceLocation(file: file, line: line + 1, column: column))
        ])
    }

    private func tooLarge(_ what: String, bytes: Int, line: Int) -> DiagnosticsError {
        DiagnosticsError([
            .error(
                .lockBaseTooLarge(path: what, bytes: bytes, limit: FileSizeLimit.sourceFile.bytes),
                at: SourceLocation(file: file, line: line + 1, column: 1))
        ])
    }

    private func checkPath(_ path: String, line: Int, column: Int) throws(DiagnosticsError) {
        guard SkeletonLock.isWritablePath(path, outsideFolders: outsideFolders) else {
            throw DiagnosticsError([
                .error(.lockPathOutsideProject(path), at: SourceLocation(file: file, line: line + 1, column: column))
            ])
        }
    }
}
