import Testing

@testable import ScaffoldKit

/// Spec text printed into generated Swift stays inside its comment or string literal.
struct SwiftSourceTextTests {
    /// Every scalar the Swift lexer or a reader's editor ends a line at starts a new doc line; CR LF is one break.
    @Test(arguments: ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"])
    func everyLineBreakStartsANewDocLine(lineBreak: String) {
        #expect(SwiftSourceText.docCommentLines("One.\(lineBreak)func evil() {}") == ["One.", "func evil() {}"])
    }

    @Test func docLinesKeepEmptyLinesAndDropTrailingWhiteSpace() {
        #expect(SwiftSourceText.docCommentLines("One.  \n\nTwo.\t") == ["One.", "", "Two."])
    }

    /// Plain ASCII takes a shortcut; it must split and trim exactly as the general path does.
    @Test(arguments: [
        ("", [""]), ("a\n", ["a", ""]), ("One.  \n\n  Two.   ", ["One.", "", "  Two."]),
        ("   ", [""]), ("[\"a\": 1] & <b>", ["[\"a\": 1] & <b>"]),
    ])
    func plainASCIIDocLinesAreSplitAndTrimmed(text: String, lines: [String]) {
        #expect(SwiftSourceText.docCommentLines(text) == lines)
        // The same text with one non-ASCII letter goes the general way and gives the same lines.
        #expect(SwiftSourceText.docCommentLines(text + "\nü").dropLast() == lines[...])
    }

    @Test func controlFormatCharactersAndBlockCommentDelimitersInADocLineAreSpelledOut() {
        #expect(
            SwiftSourceText.docCommentLines("a\u{1B}[2J b\u{202E}c /* d */ \u{0}")
                == ["a\\u{1B}[2J b\\u{202E}c /\\u{2A} d *\\u{2F} \\u{0}"])
    }

    @Test func lineCommentTextIsOneLineAndReadsBack() {
        let path = "Specs/a\\b\nc\r*/\u{202E}.yml"
        let comment = SwiftSourceText.lineCommentText(path)
        #expect(comment == "Specs/a\\\\b\\u{A}c\\u{D}*\\u{2F}\\u{202E}.yml")
        #expect(SwiftSourceText.lineCommentValue(comment) == path)
    }

    @Test func plainPathIsItsOwnLineCommentText() {
        #expect(SwiftSourceText.lineCommentText("Specs/Login.yml") == "Specs/Login.yml")
        #expect(SwiftSourceText.lineCommentValue("Specs/Login.yml") == "Specs/Login.yml")
    }

    @Test func brokenEscapeDoesNotReadBack() {
        #expect(SwiftSourceText.lineCommentValue("Specs/a\\u{ZZ}.yml") == nil)
    }

    @Test func stringLiteralContentEscapesQuotesBackslashesAndControls() {
        #expect(SwiftSourceText.stringLiteralContent("say \"hi\" \\ now\n") == "say \\\"hi\\\" \\\\ now\\u{A}")
    }
}
