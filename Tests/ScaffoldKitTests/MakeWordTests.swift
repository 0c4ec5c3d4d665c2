import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// How a file name is spelled as a word of a GNU Make rule (the CLI reliability tests run make on it).
@Suite struct MakeWordTests {
    @Test(arguments: [
        ("Specs/Login.yml", "Specs/Login.yml"),
        ("My Specs/a\tb.yml", "My\\ Specs/a\\\tb.yml"),
        ("a#b$c:d.yml", "a\\#b$$c\\:d.yml"),
        ("a*b?c[d].yml", "a\\*b\\?c\\[d].yml"),
        ("a|b%c,d(e.yml", "a\\|b%c,d(e.yml"),
        ("Ünïcödé/é.yml", "Ünïcödé/é.yml"),
    ])
    func prerequisites(name: String, word: String) {
        #expect(MakeWord.escape(name, as: .prerequisite) == .success(word))
    }

    @Test func aTargetEscapesPercentAndKeepsTheBar() {
        #expect(MakeWord.escape("a|b%c d", as: .target) == .success("a|b\\%c\\ d"))
    }

    @Test(arguments: [
        ("a\nb", DepfileProblem.lineBreak("\n")),
        ("a\rb", .lineBreak("\r")),
        ("a\u{1B}b", .controlCharacter("\u{1B}")),
        ("a;b", .semicolon),
        ("a=b", .equalsSign),
        ("a\\b", .backslash),
        ("~/a", .leadingTilde),
        ("lib(member)", .archiveMember),
    ])
    func refusedNames(name: String, problem: DepfileProblem) {
        #expect(MakeWord.escape(name, as: .prerequisite) == .failure(problem))
        #expect(MakeWord.escape(name, as: .target) == .failure(problem))
    }

    @Test func aTargetEndingInAnAmpersandIsRefusedAPrerequisiteIsNot() {
        #expect(MakeWord.escape("a&", as: .target) == .failure(.groupedTarget))
        #expect(MakeWord.escape("a&", as: .prerequisite) == .success("a&"))
    }

    @Test func theMessageNamesTheCharacterAndWhatToDo() {
        #expect(
            Diagnostic.error(.lineBreak("\n"), naming: "Specs/a.yml").description
                == "Specs/a.yml:1:1: error: make cannot read this file name: it holds a line break "
                + "(U+000A), which would end the rule; rename the file")
    }

    @Test func aListWordCarriesNoEscapes() {
        #expect(MakeWord.listWord("Specs/Login-2_x.yml") == .success("Specs/Login-2_x.yml"))
        #expect(MakeWord.listWord("Specs/a b.yml") == .failure(.notInAWordList(" ")))
        #expect(MakeWord.listWord("Specs/a#b.yml") == .failure(.notInAWordList("#")))
        #expect(MakeWord.listWord("Specs/a;b.yml") == .failure(.semicolon))
    }
}
