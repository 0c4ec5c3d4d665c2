/// A JSON value whose objects keep their keys in the order written, so a schema prints in a reading order
/// (`description` before `properties`, keys as a spec lists them) and byte for byte the same every run.
public indirect enum JSONValue: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let left), .string(let right)): return left == right
        case (.integer(let left), .integer(let right)): return left == right
        case (.bool(let left), .bool(let right)): return left == right
        case (.null, .null): return true
        case (.array(let left), .array(let right)): return left == right
        case (.object(let left), .object(let right)):
            return left.map(\.key) == right.map(\.key) && left.map(\.value) == right.map(\.value)
        default: return false
        }
    }

    /// The value of `key` in an object; nil for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The keys of an object in order; empty for any other value.
    public var keys: [String] {
        guard case .object(let members) = self else { return [] }
        return members.map(\.key)
    }

    /// The value as JSON text, indented by two spaces, ending with a line break. Arrays of scalars stay on
    /// one line. Everything outside ASCII is written as `\u` escapes, so the text reads the same in any editor.
    public var rendered: String {
        var text = ""
        write(to: &text, indent: "")
        return text + "\n"
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    private func write(to text: inout String, indent: String) {
        switch self {
        case .string(let string): Self.writeString(string, to: &text)
        case .integer(let integer): text += String(integer)
        case .bool(let bool): text += bool ? "true" : "false"
        case .null: text += "null"
        case .array(let elements) where elements.isEmpty: text += "[]"
        case .array(let elements) where elements.allSatisfy(\.isScalar):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                element.write(to: &text, indent: indent)
            }
            text += "]"
        case .array(let elements):
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += indent + "  "
                element.write(to: &text, indent: indent + "  ")
                text += index < elements.count - 1 ? ",\n" : "\n"
            }
            text += indent + "]"
        case .object(let members) where members.isEmpty: text += "{}"
        case .object(let members):
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += indent + "  "
                Self.writeString(member.key, to: &text)
                text += ": "
                member.value.write(to: &text, indent: indent + "  ")
                text += index < members.count - 1 ? ",\n" : "\n"
            }
            text += indent + "}"
        }
    }

    private static func writeString(_ string: String, to text: inout String) {
        text += "\""
        for unit in string.utf16 {
            switch unit {
            case 0x22: text += "\\\""
            case 0x5C: text += "\\\\"
            case 0x0A: text += "\\n"
            case 0x0D: text += "\\r"
            case 0x09: text += "\\t"
            case 0x20..<0x7F: text.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default:
                let hex = String(unit, radix: 16, uppercase: true)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        text += "\""
    }
}
