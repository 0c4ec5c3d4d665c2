import ScaffoldCore

/// Sample values for generated tests: a literal where the type allows one, otherwise the name of a
/// factory method the test file declares for a person to fill in.
enum TestValueLiteral {
    /// A Swift expression of `type`, or nil when none can be written without knowing the type.
    static func literal(for type: SwiftType) -> String? {
        switch type {
        case .optional:
            return "nil"
        case .array:
            return "[]"
        case .dictionary:
            return "[:]"
        case .tuple(let elements):
            if elements.isEmpty { return "()" }
            var parts: [String] = []
            for element in elements {
                guard let value = literal(for: element.type) else { return nil }
                parts.append(element.label.map { "\($0): \(value)" } ?? value)
            }
            return parts.count == 1 && elements[0].label == nil ? parts[0] : "(" + parts.joined(separator: ", ") + ")"
        case .named(let components):
            guard components.count == 1 || (components.count == 2 && components[0].name == "Swift"),
                let last = components.last, last.genericArguments.isEmpty
            else { return nil }
            switch last.name {
            case "Void": return "()"
            case "String", "Substring": return "\"text\""
            case "Character": return "\"a\""
            case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return "1"
            case "Double", "Float", "CGFloat", "TimeInterval": return "1.0"
            case "Bool": return "true"
            case "URL": return "URL(fileURLWithPath: \"/\")"
            case "Date": return "Date(timeIntervalSince1970: 0)"
            case "Data": return "Data()"
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `makeRepositoryViewModel` for `RepositoryViewModel`: letters and digits of the spelling.
    static func factoryName(for type: SwiftType) -> String {
        var name = "make"
        var capitalizeNext = true
        for character in type.description {
            if character.isLetter || character.isNumber {
                name.append(capitalizeNext ? Character(character.uppercased()) : character)
                capitalizeNext = false
            } else {
                capitalizeNext = true
                if character == "[" { name += "ListOf" }
                if character == "?" { name += "Optional" }
            }
        }
        return name
    }

    /// `T.self`, parenthesised where Swift needs it.
    static func metatype(_ type: SwiftType) -> String {
        switch type {
        case .function, .existential: return "(\(type)).self"
        default: return "\(type).self"
        }
    }
}
