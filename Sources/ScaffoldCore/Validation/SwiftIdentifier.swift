/// Checks that names from a spec can be used as Swift identifiers in generated code.
public enum SwiftIdentifier {
    /// Words that cannot name a member or type without backticks. Generated code never uses backticks,
    /// so a spec may not use these. Contextual keywords that work as names (`open`, `some`, `async`)
    /// are allowed.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_", "any", "Type", "Protocol",
    ]

    /// The problem with `name` as an identifier, or nil when it is fine.
    public static func problem(with name: String) -> SpecProblem? {
        guard let first = name.first else { return .emptyName }
        if first.isASCII && first.isNumber { return .identifierStartsWithDigit(name) }
        for character in name where !isIdentifierCharacter(character) {
            return .invalidIdentifierCharacter(name: name, character: character)
        }
        if keywords.contains(name) { return .keyword(name) }
        return nil
    }

    /// The problem with `name` as a type name (an identifier starting with an uppercase letter), or nil.
    public static func typeNameProblem(with name: String) -> SpecProblem? {
        if let problem = problem(with: name) { return problem }
        guard let first = name.first, first.isUppercase else { return .notATypeName(name) }
        return nil
    }

    /// The problem with `name` as a member name (an identifier starting with a lowercase letter or `_`), or nil.
    public static func memberNameProblem(with name: String) -> SpecProblem? {
        problem(with: name)
    }

    /// The offset, in Unicode scalars, of the first character of `name` that an identifier cannot hold.
    public static func offsetOfFirstInvalidScalar(in name: String) -> Int? {
        var offset = 0
        for character in name {
            if !isIdentifierCharacter(character) { return offset }
            offset += character.unicodeScalars.count
        }
        return nil
    }

    static func isIdentifierCharacter(_ character: Character) -> Bool {
        if character == "_" { return true }
        if character.isASCII { return character.isLetter || character.isNumber }
        // Swift accepts most non-ASCII letters and digits; punctuation, symbols and spaces are refused.
        return character.isLetter || character.isNumber
    }

    /// `lowerCamelCase` spelling of a type name: `GithubService` → `githubService`, `URLSession` → `urlSession`.
    public static func lowerCamelCase(_ typeName: String) -> String {
        let characters = Array(typeName)
        var uppercasePrefix = 0
        while uppercasePrefix < characters.count, characters[uppercasePrefix].isUppercase {
            uppercasePrefix += 1
        }
        if uppercasePrefix == 0 { return typeName }
        // In "URLSession" the last capital of the run starts the next word, so it stays upper-case.
        let lowered = uppercasePrefix > 1 && uppercasePrefix < characters.count ? uppercasePrefix - 1 : uppercasePrefix
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// `UpperCamelCase` spelling of a member name: `language` → `Language`.
    public static func upperCamelCase(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }
}
