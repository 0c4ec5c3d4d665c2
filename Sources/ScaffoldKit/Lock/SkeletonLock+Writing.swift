extension SkeletonLock {
    /// The lock's text: deterministic, so an unchanged project writes the same bytes.
    var text: String {
        String(decoding: chunks.joined(), as: UTF8.self)
    }

    /// The lock's bytes (format 2) in pieces that follow one another: the head, one section per scene with the
    /// blocks it defines (made on all cores), the end line.
    ///
    /// A scene's section names its blocks by key; each block is written once, after the section of the scene that
    /// defined it in the lock that was read (while that scene is still in the lock), or else of the first scene in
    /// spec order that uses it. So a change to one scene touches only its own section and the blocks after it:
    /// blocks it no longer uses but others still do stay where they are, and new ones come after it. Blocks no
    /// scene uses are dropped.
    var chunks: [[UInt8]] {
        let head = Array((Self.header + "\n" + Self.formatLine + "\n").utf8)
        let tail = Array((Self.endLine + "\n").utf8)
        let specs = scenes.keys.sorted()
        let encoded = specs.compactMap { scenes[$0] }.concurrentMap(EncodedScene.init)
        // Two different blocks with one key (48 bits: about one project in a million) cannot both be named by it;
        // the bases and members that use either are written out in full instead.
        var texts: [UInt64: [UInt8]] = [:]
        var collided = Set<UInt64>()
        for scene in encoded {
            for block in scene.parts.flatMap(\.blocks) {
                if let known = texts[block.key] {
                    if known != block.text { collided.insert(block.key) }
                } else {
                    texts[block.key] = block.text
                }
            }
        }
        let positions = Dictionary(uniqueKeysWithValues: specs.enumerated().map { ($1, $0) })
        var defined = [[UInt64]](repeating: [], count: encoded.count)
        var definer: [UInt64: Int] = [:]
        for (index, scene) in encoded.enumerated() {
            for part in scene.parts where !part.isInline(collided: collided) {
                for block in part.blocks where definer[block.key] == nil {
                    let position = placements[block.key].flatMap { positions[$0] } ?? index
                    definer[block.key] = position
                    defined[position].append(block.key)
                }
            }
        }
        let sections = Array(zip(encoded, defined)).concurrentMap { [collided, texts] scene, keys in
            var section = scene.section(collided: collided)
            for key in keys.sorted() {
                section += "block \(LockBlock.spelling(of: key))\n".utf8
                // A block's text is lines each followed by a line break: each gets a bar in front.
                let text = texts[key]!
                var lineStart = text.startIndex
                while lineStart < text.endIndex {
                    let lineEnd = text[lineStart...].firstIndex(of: Self.newline)!
                    section.append(Self.bar)
                    section += text[lineStart...lineEnd]
                    lineStart = lineEnd + 1
                }
            }
            return section
        }
        return [head] + sections + [tail]
    }

    /// The lock in format 1, as scaffold wrote it before format 2: every base in full in its scene. Kept so that
    /// tests can make the lock an existing project has.
    var formatOneText: String {
        let head = Array((Self.header + "\n" + "scaffold-lock 1" + "\n").utf8)
        let sections = scenes.keys.sorted().compactMap { scenes[$0] }.map { scene in
            var section = SectionWriter(scene: scene)
            for member in scene.members { section.member(member) }
            for path in scene.skeletons.keys.sorted() { section.inlineBase(scene.skeletons[path]!, path: path) }
            return section.finished()
        }
        return String(decoding: ([head] + sections + [Array((Self.endLine + "\n").utf8)]).joined(), as: UTF8.self)
    }
}

/// One scene cut into blocks, before the table of blocks is known.
private struct EncodedScene: Sendable {
    /// The scene's members or one skeleton's base, as blocks.
    struct Part: Sendable {
        /// The skeleton's path; nil for the members.
        var path: String?
        var blocks: [(key: UInt64, text: [UInt8])]

        /// Whether a block's key collided, so the part is written out in full.
        func isInline(collided: Set<UInt64>) -> Bool {
            !collided.isEmpty && blocks.contains { collided.contains($0.key) }
        }
    }

    var scene: SkeletonLock.Scene
    var words: LockWords
    /// The members first (when there are any), then the bases by path.
    var parts: [Part]

    init(_ scene: SkeletonLock.Scene) {
        self.scene = scene
        // The scenes it routes to: their names are in its coordinator and tests, and nowhere else alike.
        words = LockWords([scene.name] + scene.members.filter { $0.kind == "route" }.map(\.signature))
        let words = words
        func blocks(_ lines: EncodedLines) -> [(key: UInt64, text: [UInt8])] {
            LockBlock.cut(lines).map { (LockBlock.key(of: $0), $0) }
        }
        var members = EncodedLines(words: words)
        for member in scene.members { members.append(SectionWriter.memberText(member)) }
        parts =
            (scene.members.isEmpty ? [] : [Part(path: nil, blocks: blocks(members))])
            + scene.skeletons.keys.sorted().map { path in
                Part(path: path, blocks: blocks(EncodedLines(linesOf: scene.skeletons[path]!, words: words)))
            }
    }

    /// The scene's section: its lines from `scene` to `checksum`.
    func section(collided: Set<UInt64>) -> [UInt8] {
        var section = SectionWriter(scene: scene)
        // The scene's own name is on its scene line; the reader puts it first again.
        let listed = words.words.filter { $0 != Array(scene.name.utf8) }
        if !listed.isEmpty {
            section.line("words " + listed.map { String(decoding: $0, as: UTF8.self) }.joined(separator: " "))
        }
        for part in parts {
            let keys = part.blocks.map { LockBlock.spelling(of: $0.key) }.joined(separator: ",")
            switch (part.path, part.isInline(collided: collided)) {
            case (nil, false): section.line("members " + keys)
            case (nil, true): for member in scene.members { section.member(member) }
            case (let path?, false): section.line("base \(keys) " + SkeletonLock.escape(path))
            case (let path?, true): section.inlineBase(scene.skeletons[path]!, path: path)
            }
        }
        return section.finished()
    }
}

/// Writes one scene's section, from its `scene` line to its `checksum` line.
private struct SectionWriter {
    private var bytes: [UInt8] = []

    init(scene: SkeletonLock.Scene) {
        line("scene \(scene.name) \(SkeletonLock.escape(scene.spec))")
    }

    /// A member as its `member` line holds it, after the word `member`.
    static func memberText(_ member: SceneMember) -> String {
        // A kind of several words (`view model method`) would otherwise read back as a kind, a name and a signature.
        "\(SkeletonLock.escapeField(member.kind)) \(SkeletonLock.escapeField(member.name)) "
            + SkeletonLock.escape(member.signature)
    }

    mutating func line(_ text: String) {
        bytes += text.utf8
        bytes.append(SkeletonLock.newline)
    }

    mutating func member(_ member: SceneMember) {
        line("member " + Self.memberText(member))
    }

    /// A base in full: a `skeleton` line with its line count, then each line behind a bar.
    mutating func inlineBase(_ base: String, path: String) {
        var base = base
        base.withUTF8 { base in
            line("skeleton \(base.count(where: { $0 == SkeletonLock.newline }) + 1) " + SkeletonLock.escape(path))
            // Appended a line at a time rather than a byte at a time.
            var lineStart = base.startIndex
            while true {
                let lineEnd = base[lineStart...].firstIndex(of: SkeletonLock.newline) ?? base.endIndex
                bytes.append(SkeletonLock.bar)
                bytes += base[lineStart..<lineEnd]
                bytes.append(SkeletonLock.newline)
                guard lineEnd < base.endIndex else { break }
                lineStart = lineEnd + 1
            }
        }
    }

    /// The section with its checksum line: one per scene, so git merges branches that changed different scenes.
    consuming func finished() -> [UInt8] {
        line("checksum \(LockChecksum(of: bytes))")
        return bytes
    }
}
