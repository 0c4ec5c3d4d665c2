/// The verified blocks of a `scaffold.lock` (format 2) that was read, each as the pieces its text is copied from:
/// runs of the lock's own bytes between word codes, line breaks included. Found once, when a block is verified, so
/// that expanding a base is one copy per piece rather than a scan of every byte for `%`. The bases read from the
/// lock refer to the table and are expanded only when read (`LockBase`).
final class LockBlockTable: Sendable {
    /// A run of the lock's bytes copied as they are, or the code of a word the scene fills in.
    enum Piece: Sendable {
        case bytes(Range<Int>)
        case word(UInt8)
    }

    /// A verified block.
    struct Block: Sendable {
        /// Its text: its lines without their bars, each with its line break, `%%` as one `%`.
        var pieces: [Piece]
        /// Its bytes without bars and codes, line breaks included.
        var plainBytes: Int
        /// How often each word code (`0`…`9`, `a`…`j`) occurs.
        var codes: [(code: UInt8, count: Int)]
    }

    /// The lock's bytes, which the pieces index.
    let bytes: [UInt8]
    /// The blocks by key.
    let blocks: [UInt64: Block]

    init(bytes: [UInt8], blocks: [UInt64: Block]) {
        self.bytes = bytes
        self.blocks = blocks
    }

    /// The pieces of the block whose lines are `lines`, each a range of `bytes` from after its bar to before its
    /// line break (which every line of a lock has); or the line, as an index into `lines`, and the byte offset in it
    /// of a `%` that starts neither `%%` nor a code.
    static func pieces(ofLines lines: [Range<Int>], in bytes: [UInt8]) -> Result<[Piece], BadEscape> {
        var pieces: [Piece] = []
        var badEscape: BadEscape?
        func append(_ range: Range<Int>) {
            if !range.isEmpty { pieces.append(.bytes(range)) }
        }
        bytes.withUnsafeBufferPointer { bytes in
            for (lineIndex, line) in lines.enumerated() {
                var start = line.lowerBound
                var index = start
                while index < line.upperBound {
                    guard bytes[index] == LockWords.escape else {
                        index += 1
                        continue
                    }
                    guard index + 1 < line.upperBound, LockWords.isCode(bytes[index + 1]) else {
                        badEscape = BadEscape(line: lineIndex, offset: index - line.lowerBound)
                        return
                    }
                    append(start..<index)
                    if bytes[index + 1] == LockWords.escape {
                        // `%%`: the second `%` starts the next run.
                        start = index + 1
                    } else {
                        pieces.append(.word(bytes[index + 1]))
                        start = index + 2
                    }
                    index += 2
                }
                append(start..<(line.upperBound + 1))
            }
        }
        if let badEscape { return .failure(badEscape) }
        return .success(pieces)
    }

    /// Where a block holds a `%` that starts neither `%%` nor a code.
    struct BadEscape: Error {
        /// The line, as an index into the block's lines.
        var line: Int
        /// The byte offset of the `%` in the line, after its bar.
        var offset: Int
    }

    /// The text of `keys`' blocks with `words` filled in, the last line break dropped: `size` bytes, as verifying the
    /// scene counted them from the same pieces.
    func expand(_ keys: [UInt64], size: Int, words: LockWords) -> String {
        String(unsafeUninitializedCapacity: size + 1) { buffer in
            var written = 0
            func append(_ source: UnsafeBufferPointer<UInt8>) {
                // The pieces and the words counted to `size`; a wrong count is a bug, never memory overwritten.
                precondition(source.count <= buffer.count - written, "a lock base expands past its counted size")
                (buffer.baseAddress! + written).initialize(from: source.baseAddress!, count: source.count)
                written += source.count
            }
            bytes.withUnsafeBufferPointer { bytes in
                for key in keys {
                    for piece in blocks[key]!.pieces {
                        switch piece {
                        case .bytes(let range): append(UnsafeBufferPointer(rebasing: bytes[range]))
                        case .word(let code): words.meaning(of: code)!.withUnsafeBufferPointer(append)
                        }
                    }
                }
            }
            return written - 1
        }
    }
}
