/// Checks that names from a spec can be used as Swift identifiers in generated code.
///
/// A name follows the grammar of The Swift Programming Language (Lexical Structure, Identifiers) exactly:
/// its first scalar is an identifier-head, every other one an identifier-character. Format characters
/// (invisible and bidirectional-text controls such as U+200B or U+202E) are refused although the grammar
/// allows some of them, because a name must read the same in review as it compiles.
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

    /// The grammar's identifier-head ranges besides `A`-`Z`, `a`-`z` and `_`.
    static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
        0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
        0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD,
        0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD,
        0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// The grammar's identifier-character ranges besides the heads and `0`-`9`: combining marks, which may
    /// follow a character but not start a name.
    static let combiningRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    /// Whether `scalar` may start an identifier (the grammar's identifier-head).
    public static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
        }
        return headRanges.contains { $0.contains(scalar.value) }
    }

    /// Whether `scalar` may follow the first scalar of an identifier (the grammar's identifier-character).
    public static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if isHead(scalar) || ("0"..."9").contains(scalar) { return true }
        return combiningRanges.contains { $0.contains(scalar.value) }
    }

    /// Whether `scalar` is a format character (general category Cf): invisible, or a bidirectional-text
    /// control that makes text display in another order than it is stored.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .format
    }

    /// The problem with `name` as an identifier, or nil when it is fine.
    public static func problem(with name: String) -> SpecProblem? {
        // Nearly every name is ASCII letters, digits and `_` after one that is no digit: such a name needs no
        // Unicode property lookup (ASCII has no format character), which showed in profiles of every run.
        if isPlainASCIIIdentifier(name) { return keywords.contains(name) ? .keyword(name) : nil }
        guard let first = name.unicodeScalars.first else { return .emptyName }
        if let invisible = name.unicodeScalars.first(where: isInvisible) {
            return .invisibleCharacter(name: name, scalar: invisible)
        }
        if ("0"..."9").contains(first) { return .identifierStartsWithDigit(name) }
        if !isHead(first) {
            return isCharacter(first)
                ? .identifierCannotStartWith(name: name, scalar: first)
                : .invalidIdentifierCharacter(name: name, scalar: first)
        }
        for scalar in name.unicodeScalars.dropFirst() where !isCharacter(scalar) {
            return .invalidIdentifierCharacter(name: name, scalar: scalar)
        }
        if keywords.contains(name) { return .keyword(name) }
        return nil
    }

    /// Whether `name` is an ASCII letter or `_` followed by ASCII letters, digits and `_`.
    private static func isPlainASCIIIdentifier(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next(), isASCIILetterOrUnderscore(first) else { return false }
        while let byte = bytes.next() {
            guard isASCIILetterOrUnderscore(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
                return false
            }
        }
        return true
    }

    private static func isASCIILetterOrUnderscore(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
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

    /// The offset, in Unicode scalars, of the scalar of `name` that `problem` is about, when it is about one.
    public static func offset(of problem: SpecProblem, in name: String) -> Int? {
        let scalar: Unicode.Scalar
        switch problem {
        case .invisibleCharacter(_, let found), .identifierCannotStartWith(_, let found),
            .invalidIdentifierCharacter(_, let found):
            scalar = found
        default:
            return nil
        }
        return name.unicodeScalars.firstIndex(of: scalar).map {
            name.unicodeScalars.distance(from: name.unicodeScalars.startIndex, to: $0)
        }
    }

    /// `lowerCamelCase` spelling of a type name: `GithubService` → `githubService`, `URLSession` → `urlSession`.
    public static func lowerCamelCase(_ typeName: String) -> String {
        if let lowered = asciiLowerCamelCase(typeName) { return lowered }
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

    /// `lowerCamelCase(_:)` byte by byte, for a name of ASCII without carriage returns, where each byte is one
    /// `Character` and only `A`-`Z` are upper-case; nil for any other name. Names are lowered for every
    /// property a scene declares, and splitting them into `Character`s showed in profiles.
    private static func asciiLowerCamelCase(_ typeName: String) -> String? {
        guard typeName.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
        let isUppercase = { (byte: UInt8) in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        let uppercasePrefix = typeName.utf8.prefix(while: isUppercase).count
        if uppercasePrefix == 0 { return typeName }
        let count = typeName.utf8.count
        let lowered = uppercasePrefix > 1 && uppercasePrefix < count ? uppercasePrefix - 1 : uppercasePrefix
        var bytes = Array(typeName.utf8)
        for index in 0..<lowered { bytes[index] |= 0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `UpperCamelCase` spelling of a member name: `language` → `Language`.
    public static func upperCamelCase(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }
}
