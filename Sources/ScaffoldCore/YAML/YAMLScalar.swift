/// How scaffold writes a value into YAML it shows the user (an imported spec, the fix a message suggests).
public enum YAMLScalar {
    /// `text` as a YAML scalar: plain when it cannot be read as anything else, in a flow collection or out of one;
    /// double-quoted otherwise.
    public static func written(_ text: String) -> String {
        let plainWords: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "y", "n"]
        let excluded = Set(",[]{}#:\"'`|>&*%@\\".unicodeScalars)
        let isPlain =
            text.unicodeScalars.first.map { $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) } == true
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.value >= 0x20 && scalar.value != 0x7F && !excluded.contains(scalar)
                    && (scalar.isASCII || scalar.properties.isAlphabetic)
            }
            && text.last != " " && !plainWords.contains(text.lowercased())
        if isPlain { return text }
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "\r": quoted += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.properties.generalCategory == .format
                {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    quoted += scalar.value > 0xFFFF ? "\\U" + hex.leftPadded(8) : "\\u" + hex.leftPadded(4)
                } else {
                    quoted.unicodeScalars.append(scalar)
                }
            }
        }
        return quoted + "\""
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
