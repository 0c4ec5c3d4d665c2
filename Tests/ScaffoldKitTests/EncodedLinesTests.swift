import Testing

@testable import ScaffoldKit

@Suite struct EncodedLinesTests {
    static let words = LockWords(["Login", "Home"])

    @Test func wordsAndTheirLowerCamelFormsBecomeCodesAndAPercentIsDoubled() {
        let lines = EncodedLines(
            linesOf: "final class LoginViewModel: 100% Home\nlet login = homeRoute", words: Self.words)
        #expect(
            String(decoding: lines.bytes, as: UTF8.self) == "final class %0ViewModel: 100%% %1\nlet %a = %bRoute\n")
        #expect(lines.lineBreaks == [33, 50])
    }

    /// A base is coded whole, in one pass; it must come out as its lines coded one at a time would.
    @Test(arguments: [
        "", "\n", "Login", "Login\n", "\n\nLogin\n\n", "Log\nin Login\nHome%\n%Home", "|bar Login\r\nHome\r\n",
        "é Login ü\nLoginLogin login\n",
    ])
    func aTextCodesAsItsLinesOneAtATime(text: String) {
        var oneAtATime = EncodedLines(words: Self.words)
        // Split as bytes: as Characters, CR LF is one and holds no line feed.
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            oneAtATime.append(String(decoding: line, as: UTF8.self))
        }
        let whole = EncodedLines(linesOf: text, words: Self.words)
        #expect(whole.bytes == oneAtATime.bytes)
        #expect(whole.lineBreaks == oneAtATime.lineBreaks)
    }

    @Test func aLineBreakInsideAnAppendedLineStaysInThatLine() {
        var lines = EncodedLines(words: Self.words)
        lines.append("route Login\nHome")
        #expect(String(decoding: lines.bytes, as: UTF8.self) == "route %0\n%1\n")
        #expect(lines.lineBreaks == [11])
    }
}
