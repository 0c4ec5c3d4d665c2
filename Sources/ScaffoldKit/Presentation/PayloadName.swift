import ScaffoldCore

/// The name a `switch` binds an enum case's payload to, so a person filling in the case reads what it holds:
/// `repositories` for `[Repository]`, `user` for `User`, and `value` where the type says nothing a name could
/// (`String`, `Int?`, a tuple, a generic type).
enum PayloadName {
    static func name(for type: SwiftType) -> String {
        switch type {
        case .named:
            return typeWord(type) ?? fallback
        case .array(let element):
            return typeWord(element).map(plural) ?? fallback
        default:
            return fallback
        }
    }

    private static let fallback = "value"

    /// The lower-camel-case name of a plain app type; nil for a library value type, which has a literal in tests.
    private static func typeWord(_ type: SwiftType) -> String? {
        guard case .named(let components) = type, let last = components.last, last.genericArguments.isEmpty,
            TestValueLiteral.literal(for: type) == nil
        else { return nil }
        let word = SwiftIdentifier.lowerCamelCase(last.name)
        return SwiftIdentifier.keywords.contains(word) ? nil : word
    }

    /// `repository` → `repositories`, `address` → `addresses`, `user` → `users`.
    private static func plural(_ word: String) -> String {
        if word.hasSuffix("y"), let beforeY = word.dropLast().last, !"aeiou".contains(beforeY) {
            return word.dropLast() + "ies"
        }
        if ["s", "x", "z", "ch", "sh"].contains(where: word.hasSuffix) { return word + "es" }
        return word + "s"
    }
}
