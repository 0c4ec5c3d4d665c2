import Testing

@testable import ScaffoldCore

/// Names follow the identifier grammar of The Swift Programming Language exactly, without invisible characters.
struct SwiftIdentifierTests {
    /// Combining marks are identifier-characters, not identifier-heads: 49 of them are letters by their Unicode
    /// properties, which is what the check used to ask.
    @Test(arguments: [0x300, 0x345, 0x36F, 0x1DC0, 0x1DFF, 0x20D0, 0x20FF, 0xFE20, 0xFE2F] as [UInt32])
    func combiningMarkFollowsButCannotStartAName(value: UInt32) throws {
        let mark = try #require(Unicode.Scalar(value))
        #expect(SwiftIdentifier.problem(with: "a\(mark)") == nil)
        #expect(
            SwiftIdentifier.problem(with: "\(mark)a") == .identifierCannotStartWith(name: "\(mark)a", scalar: mark))
    }

    @Test func everyLetterThePropertiesCallAlphabeticButTheGrammarRefusesIsRefused() {
        // U+2E2F VERTICAL TILDE is a modifier letter outside every identifier range.
        #expect(
            SwiftIdentifier.problem(with: "a\u{2E2F}")
                == .invalidIdentifierCharacter(name: "a\u{2E2F}", scalar: "\u{2E2F}"))
    }

    @Test(arguments: ["_x", "reload", "café", "naïve", "東京", "x²", "😀", "Ωmega", "a\u{301}"])
    func namesInTheGrammarAreAccepted(name: String) {
        #expect(SwiftIdentifier.problem(with: name) == nil)
    }

    @Test(
        arguments: [
            0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068,
            0x2069, 0x200E, 0x200F, 0x061C, 0x00AD,
        ] as [UInt32])
    func invisibleAndTextDirectionCharactersAreRefusedByCodePoint(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(
            SwiftIdentifier.problem(with: "re\(scalar)load")
                == .invisibleCharacter(name: "re\(scalar)load", scalar: scalar))
        #expect(
            SwiftIdentifier.offset(
                of: .invisibleCharacter(name: "re\(scalar)load", scalar: scalar), in: "re\(scalar)load") == 2)
    }

    @Test func invisibleCharacterMessageNamesTheCodePointAndEscapesTheName() {
        #expect(
            SpecProblem.invisibleCharacter(name: "re\u{200B}load", scalar: "\u{200B}").description
                == "'re\\u{200B}load' contains the invisible or text-direction character U+200B ZERO WIDTH SPACE; remove it"
        )
    }

    /// ASCII names are lowered byte by byte; the rest through `Character`s. Both follow one rule: a run of
    /// capitals is lowered but for its last letter when a word follows it.
    @Test(arguments: [
        ("GithubService", "githubService"), ("URLSession", "urlSession"), ("ID", "id"), ("A", "a"),
        ("service", "service"), ("", ""), ("_Private", "_Private"),
        ("ÉtatService", "étatService"), ("URLÉtat", "urlÉtat"), ("ÀB", "àb"),
    ])
    func lowerCamelCaseLowersTheLeadingCapitals(name: String, lowered: String) {
        #expect(SwiftIdentifier.lowerCamelCase(name) == lowered)
    }

    /// The ASCII shortcut of `problem(with:)` still finds keywords, leading digits and other characters.
    @Test func plainASCIINamesAreCheckedLikeAnyOther() {
        #expect(SwiftIdentifier.problem(with: "reload_2") == nil)
        #expect(SwiftIdentifier.problem(with: "_") == .keyword("_"))
        #expect(SwiftIdentifier.problem(with: "class") == .keyword("class"))
        #expect(SwiftIdentifier.problem(with: "2fa") == .identifierStartsWithDigit("2fa"))
        #expect(SwiftIdentifier.problem(with: "a-b") == .invalidIdentifierCharacter(name: "a-b", scalar: "-"))
        #expect(SwiftIdentifier.problem(with: "") == .emptyName)
    }
}
