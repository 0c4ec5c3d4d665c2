/// A stable 64-bit fingerprint for the run cache: cache keys and the contents of generated files.
///
/// Not cryptographic, and it need not be: it only tells whether bytes scaffold read or wrote are still
/// the same. Swift's `Hasher` cannot be used because it is seeded differently in every process. It
/// mixes eight bytes per step (a no-op run fingerprints the lock and every generated file, tens of
/// megabytes), and only this machine's cache stores it; the lock's own checksums are `LockChecksum`.
struct ContentHash: Equatable, Sendable, CustomStringConvertible {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    init() {}

    init(hex: Substring) {
        value = UInt64(hex, radix: 16) ?? 0
    }

    /// The hash whose value is `value`, as read back from a file that recorded it.
    init(value: UInt64) {
        self.value = value
    }

    /// The hash `description` printed; nil for anything else (not 16 lower-case hex digits).
    init?(exactHex hex: Substring) {
        guard hex.utf8.count == 16, hex.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }),
            let value = UInt64(hex, radix: 16)
        else { return nil }
        self.value = value
    }

    /// Mixes `bytes` in as one chunk: its length, then eight bytes at a time, then the rest.
    mutating func combine<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        if bytes.withContiguousStorageIfAvailable({ combine(UnsafeRawBufferPointer($0)) }) != nil { return }
        Array(bytes).withUnsafeBytes { combine($0) }
    }

    private mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        var words = WordMixer(value: Self.mix(value, UInt64(bytes.count)))
        words.feed(bytes)
        value = words.finished
    }

    /// Mixes bytes in eight at a time, whatever pieces they come in; the last, partial word when finished.
    private struct WordMixer {
        var value: UInt64
        private var pending: UInt64 = 0
        private var pendingCount: UInt64 = 0

        init(value: UInt64) {
            self.value = value
        }

        mutating func feed(_ bytes: UnsafeRawBufferPointer) {
            var offset = 0
            while pendingCount > 0, pendingCount < 8, offset < bytes.count {
                add(bytes[offset])
                offset += 1
            }
            while offset + 8 <= bytes.count {
                value = mix(value, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            while offset < bytes.count {
                add(bytes[offset])
                offset += 1
            }
        }

        private mutating func add(_ byte: UInt8) {
            pending |= UInt64(byte) << (8 * pendingCount)
            pendingCount += 1
            if pendingCount == 8 {
                value = mix(value, pending)
                (pending, pendingCount) = (0, 0)
            }
        }

        var finished: UInt64 { mix(value, pending) }
    }

    private static func mix(_ value: UInt64, _ word: UInt64) -> UInt64 {
        let multiplied = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
        return multiplied ^ (multiplied >> 31)
    }

    mutating func combine(_ string: String) {
        var copy = string
        copy.withUTF8 { combine($0) }
        // A separator, so ("ab", "c") and ("a", "bc") differ.
        combine([0xFF])
    }

    static func of(_ string: String) -> ContentHash {
        var hash = ContentHash()
        hash.combine(string)
        return hash
    }

    /// `of(bytes:)` of the chunks joined, without joining them.
    static func of(concatenating chunks: [[UInt8]]) -> ContentHash {
        var hash = ContentHash()
        var words = WordMixer(value: mix(hash.value, UInt64(chunks.reduce(0) { $0 + $1.count })))
        for chunk in chunks { chunk.withUnsafeBytes { words.feed($0) } }
        hash.value = words.finished
        hash.combine([0xFF])
        return hash
    }

    static func of<Bytes: Sequence>(bytes: Bytes) -> ContentHash where Bytes.Element == UInt8 {
        var hash = ContentHash()
        hash.combine(bytes)
        hash.combine([0xFF])
        return hash
    }

    var description: String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
