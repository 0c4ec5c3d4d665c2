/// FNV-1a, 64 bits, over a scene's lines in `scaffold.lock`: the checksum a lock carries per scene.
///
/// It is part of a committed file's format, so it never changes; `ContentHash`, which only this
/// machine's run cache stores, is free to be faster.
struct LockChecksum: Equatable, Sendable, CustomStringConvertible {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    init<Bytes: Sequence>(of bytes: Bytes) where Bytes.Element == UInt8 {
        var value = self.value
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        // A closing 0xFF, as every checksum written so far has.
        self.value = (value ^ 0xFF) &* 0x0000_0100_0000_01B3
    }

    init(hex: Substring) {
        value = UInt64(hex, radix: 16) ?? 0
    }

    var description: String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
