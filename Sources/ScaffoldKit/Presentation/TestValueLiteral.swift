import ScaffoldCore

/// Sample values for generated tests: a literal where the type allows one, otherwise the name of a
/// factory method the test file declares for a person to fill in.
enum TestValueLiteral {
    /// A Swift expression of `type`, or nil when none can be written without knowing the type. A name in
    /// `appTypes` written bare is the app's own type, even where a standard or Foundation type has the name.
    static func literal(for type: SwiftType, appTypes: Set<String> = []) -> String? {
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
                guard let value = literal(for: element.type, appTypes: appTypes) else { return nil }
                parts.append(element.label.map { "\($0): \(value)" } ?? value)
            }
            return parts.count == 1 && elements[0].label == nil ? parts[0] : "(" + parts.joined(separator: ", ") + ")"
        case .named(let components):
            if components.count == 1, appTypes.contains(components[0].name) { return nil }
            return literal(named: components)
        default:
            return nil
        }
    }

    /// The value of a standard library or Foundation type written bare or with its module (`Int`, `Swift.Int`,
    /// `Foundation.Date`), nil for any other name. A Foundation type's value calls it as written, so that the file
    /// that holds it imports Foundation (`FoundationTypes`).
    private static func literal(named components: [SwiftType.Component]) -> String? {
        guard let last = components.last, components.count <= 2 else { return nil }
        let module = components.count == 2 ? components[0].name : nil
        if module == nil || module == "Swift" {
            if last.genericArguments.isEmpty, let literal = standardLiterals[last.name] { return literal }
            if !last.genericArguments.isEmpty, let literal = genericStandardLiterals[last.name] { return literal }
        }
        guard module == nil || module == "Foundation", last.genericArguments.isEmpty,
            let arguments = foundationInitializers[last.name]
        else { return nil }
        return components.map(\.name).joined(separator: ".") + arguments
    }

    /// The literal of each standard type (and Foundation's number aliases) that has one.
    static let standardLiterals: [String: String] = {
        var literals = [
            "Void": "()", "String": "\"text\"", "Substring": "\"text\"", "Character": "\"a\"", "Bool": "true",
        ]
        for name in ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"] {
            literals[name] = "1"
        }
        for name in ["Double", "Float", "CGFloat", "TimeInterval"] { literals[name] = "1.0" }
        return literals
    }()

    /// The literal of each generic standard type written with its arguments (`Set<Int>`, `Optional<User>`).
    static let genericStandardLiterals = [
        "Array": "[]", "ContiguousArray": "[]", "Set": "[]", "Dictionary": "[:]", "Optional": "nil",
    ]

    /// What follows the name of each Foundation type to make a value of it that compiles on every platform and is
    /// the same on every run, so that two fixtures made alike are equal.
    static let foundationInitializers = [
        "CGPoint": "()", "CGRect": "()", "CGSize": "()", "Calendar": "(identifier: .gregorian)", "CharacterSet": "()",
        "Data": "()", "Date": "(timeIntervalSince1970: 0)", "DateComponents": "()", "DateInterval": "()",
        "Decimal": "(1)", "IndexPath": "(indexes: [0, 0])", "IndexSet": "()", "Locale": "(identifier: \"en_US_POSIX\")",
        "TimeZone": "(secondsFromGMT: 0)!", "URL": "(fileURLWithPath: \"/\")", "URLComponents": "()",
        "UUID": "(uuidString: \"00000000-0000-0000-0000-000000000000\")!",
    ]

    /// The names `literal(for:)` knows written bare: an app type of one of these names has a fixture instead.
    static var namedTypes: Set<String> {
        Set(standardLiterals.keys).union(genericStandardLiterals.keys).union(foundationInitializers.keys)
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
