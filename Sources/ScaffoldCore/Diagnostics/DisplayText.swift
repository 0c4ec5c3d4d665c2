/// User text (names, values, file names) as a message shows it: never a raw control character.
///
/// A spec value or file name can hold line breaks, terminal escape sequences or bidirectional-text controls;
/// printed raw, they would forge lines, recolour or clear a terminal, or reorder what a reviewer reads.
public enum DisplayText {
    /// `text` with every control character (general category Cc: C0, DEL, C1) and every format character
    /// (Cf: invisible and text-direction controls) spelled as a Swift escape: `\u{1B}`, `\u{202E}`.
    public static func escaped(_ text: String) -> String {
        // Printable ASCII needs nothing, and a run prints thousands of paths; Unicode properties are slow.
        if isPrintableASCII(text) { return text }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether `text` is printable ASCII (space to `~`) without any of `excluded`, and `allowed` bytes
    /// besides: text every escaping of spec values can leave as it is, checked without Unicode lookups.
    public static func isPrintableASCII(
        _ text: String, excluding excluded: [UInt8] = [], allowing allowed: [UInt8] = []
    )
        -> Bool
    {
        var text = text
        return text.withUTF8 { bytes in
            bytes.allSatisfy { ($0 >= 0x20 && $0 < 0x7F && !excluded.contains($0)) || allowed.contains($0) }
        }
    }

    /// Whether `escaped` spells `scalar` as an escape.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .control || category == .format
    }

    /// One scalar as a message quotes it: white space, control and format characters as escapes (`\u{20}`),
    /// since they are invisible between quotes.
    public static func scalar(_ scalar: Unicode.Scalar) -> String {
        needsEscape(scalar) || scalar.properties.isWhitespace
            ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
    }

    /// `U+200B ZERO WIDTH SPACE`: the code point and, when Unicode names it, its name.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return scalar.properties.name.map { "\(code) \($0)" } ?? code
    }
}
