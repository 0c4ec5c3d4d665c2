/// A run of lines that `scaffold.lock` (format 2) stores once, however many scenes use it.
///
/// A base is cut into blocks at lines chosen by their own content (a line ends a block when its hash is a
/// multiple of `cutModulus`), so the same run of lines in two scenes is cut the same way wherever it stands, and
/// an edit changes only the blocks around it. A block is named by a hash of its text, which the reader checks:
/// a block cannot be changed without changing its name.
enum LockBlock {
    /// One line in this many ends a block, on average. Measured on the benchmark's scenes: 16 makes a base a few
    /// dozen references while a line only one scene has (a route's target, a doc comment) costs a block of table.
    static let cutModulus: UInt64 = 16
    /// A block has at least this many lines (but for a base's last), and only a line of at least
    /// `cuttingLineLength` characters other than spaces ends one: `}` and blank lines, in every base many times,
    /// would otherwise cut bases into one-line blocks whenever their hash happened to end one.
    static let minimumLines = 3
    static let cuttingLineLength = 6
    /// No block is longer, so a run of lines that never ends one still shares in pieces.
    static let maximumLines = 64
    /// The characters of a key, in ASCII order, so keys sort as their hashes do.
    static let keyAlphabet = Array("-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz".utf8)
    /// 8 characters of 6 bits: the top 48 bits of the text's hash.
    static let keyLength = 8

    /// The key of a block whose encoded lines, each followed by a line break, are `text`: the top 48 bits of its
    /// hash.
    static func key(of text: some Sequence<UInt8>) -> UInt64 {
        LockChecksum(of: text).value >> 16
    }

    /// How the lock spells `key`: 8 characters of 6 bits, most significant first.
    static func spelling(of key: UInt64) -> String {
        String(
            decoding: (0..<keyLength).map { keyAlphabet[Int((key >> (42 - 6 * UInt64($0))) & 0x3F)] }, as: UTF8.self)
    }

    /// The key `spelling` spells; nil when it is not 8 characters of the alphabet.
    static func key(spelled spelling: some Collection<UInt8>) -> UInt64? {
        guard spelling.count == keyLength else { return nil }
        var key: UInt64 = 0
        for character in spelling {
            guard let digit = keyDigits[Int(character)] else { return nil }
            key = key << 6 | UInt64(digit)
        }
        return key
    }

    private static let keyDigits: [UInt8?] = (0..<256).map { byte in
        keyAlphabet.firstIndex(of: UInt8(byte)).map { UInt8($0) }
    }

    /// `lines` cut into blocks: each block's text is its lines, each followed by a line break.
    static func cut(_ lines: EncodedLines) -> [[UInt8]] {
        lines.bytes.withUnsafeBufferPointer { bytes in
            var blocks: [[UInt8]] = []
            var blockStart = 0
            var lineStart = 0
            var lineCount = 0
            for lineBreak in lines.lineBreaks {
                let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineBreak])
                lineStart = lineBreak + 1
                lineCount += 1
                // The high bits: FNV-1a's low bits mix little.
                let endsBlock =
                    lineCount >= minimumLines
                    && hasCuttingLength(line)
                    && (LockChecksum(of: line).value >> 32) % cutModulus == 0
                if endsBlock || lineCount == maximumLines {
                    blocks.append(Array(bytes[blockStart..<lineStart]))
                    blockStart = lineStart
                    lineCount = 0
                }
            }
            if lineCount > 0 { blocks.append(Array(bytes[blockStart..<lineStart])) }
            return blocks
        }
    }

    /// Whether `line` has at least `cuttingLineLength` characters other than spaces and tabs.
    private static func hasCuttingLength(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var count = 0
        for byte in line where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
            count += 1
            if count >= cuttingLineLength { return true }
        }
        return false
    }
}
