import Foundation

/// Lines of a base or of a scene's members as `scaffold.lock` (format 2) stores them, with their words coded
/// (`LockWords`), in one buffer, each followed by a line break, with where each line ends.
///
/// One buffer rather than an array per line, and no copy of a line before coding it: a cold run of 100 scenes
/// spent more instructions making those arrays and splitting bases into them than on everything it generated.
struct EncodedLines {
    /// The coded lines, each followed by a line break.
    private(set) var bytes: [UInt8] = []
    /// The index in `bytes` of each line's line break, in order.
    private(set) var lineBreaks: [Int] = []
    private let words: LockWords

    /// No lines yet; each will be coded with `words`.
    init(words: LockWords) {
        self.words = words
    }

    /// The lines of `text`, split at every line break (a text that ends in one has an empty last line), coded
    /// with `words`.
    init(linesOf text: String, words: LockWords) {
        self.init(words: words)
        var text = text
        // Coded whole: a word never holds a line break, so coding the text codes each line, and a line break in
        // the coded text is one of the text's.
        text.withUTF8 { text in
            bytes.reserveCapacity(text.count + 1)
            words.encode(text, into: &bytes)
        }
        bytes.append(SkeletonLock.newline)
        lineBreaks = bytes.withUnsafeBufferPointer { bytes in
            var lineBreaks: [Int] = []
            let start = UnsafeRawPointer(bytes.baseAddress!)
            var offset = 0
            // memchr: lines are dozens of bytes, and it passes over them many bytes at a time.
            while let found = memchr(start + offset, Int32(SkeletonLock.newline), bytes.count - offset) {
                offset = start.distance(to: UnsafeRawPointer(found))
                lineBreaks.append(offset)
                offset += 1
            }
            return lineBreaks
        }
    }

    /// Appends `line` as one line, coded, then a line break; a line break inside `line` stays part of the line.
    mutating func append(_ line: String) {
        var line = line
        line.withUTF8 { append($0) }
    }

    private mutating func append(_ line: UnsafeBufferPointer<UInt8>) {
        words.encode(line, into: &bytes)
        lineBreaks.append(bytes.count)
        bytes.append(SkeletonLock.newline)
    }
}
