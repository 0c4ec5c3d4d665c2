/// FNV-1a, 64 bits, over a scene's lines in `scaffold.lock`: the checksum a lock carries per scene.
///
/// It is part of a committed file's format, so it never changes; `ContentHash`, which only this
/// machine's run cache stores, is free to be faster.
struct LockChecksum: Equatable, Sendable, CustomStringConvertible {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    init<Bytes: Sequence>(of bytes: Bytes) where Bytes.Element == UInt8 {
        add(bytes)
        self = finished()
    }

    /// The hash of no bytes so far, to `add` to and then `finish`.
    init() {}

    mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var value = self.value
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        self.value = value
    }

    mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    /// The checksum of the bytes added.
    func finished() -> LockChecksum {
        // A closing 0xFF, as every checksum written so far has.
        var closed = self
        closed.add(0xFF)
        return closed
    }

    init(hex: Substring) {
        value = UInt64(hex, radix: 16) ?? 0
    }

    var description: String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
