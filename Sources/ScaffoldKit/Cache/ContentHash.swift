/// FNV-1a, 64 bits: a stable, fast fingerprint for cache keys and file contents.
///
/// Not cryptographic, and it need not be: it only tells whether bytes scaffold wrote are still there,
/// and Swift's `Hasher` cannot be used because it is seeded differently in every process.
struct ContentHash: Equatable, Sendable, CustomStringConvertible {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    init() {}

    init(hex: Substring) {
        value = UInt64(hex, radix: 16) ?? 0
    }

    /// The hash `description` printed; nil for anything else (not 16 lower-case hex digits).
    init?(exactHex hex: Substring) {
        guard hex.utf8.count == 16, hex.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }),
            let value = UInt64(hex, radix: 16)
        else { return nil }
        self.value = value
    }

    mutating func combine<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var value = self.value
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        self.value = value
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
