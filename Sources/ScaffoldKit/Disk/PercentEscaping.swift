/// Values kept on one line of scaffold's line-based files (the lock, the run cache): `%` and the bytes
/// the format gives a meaning (line breaks, its separator) written as `%XX`, everything else as it is.
enum PercentEscaping {
    /// `value` with `%` and every byte of `special` (ASCII) escaped.
    static func escape(_ value: String, special: [UInt8]) -> String {
        // Nearly every value needs no escape; checking the bytes first keeps the common case a copy.
        guard value.utf8.contains(where: { $0 == percent || special.contains($0) }) else { return value }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count + 8)
        for byte in value.utf8 {
            if byte == percent || special.contains(byte) {
                bytes += [percent, hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The inverse of `escape`; a `%` not followed by two hex digits stays as it is.
    static func unescape(_ value: Substring) -> String {
        guard value.utf8.contains(percent) else { return String(value) }
        let utf8 = Array(value.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            if utf8[index] == percent, index + 2 < utf8.count,
                let high = hexDigits.firstIndex(of: utf8[index + 1]),
                let low = hexDigits.firstIndex(of: utf8[index + 2])
            {
                bytes.append(UInt8(high << 4 | low))
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let percent = UInt8(ascii: "%")
    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
