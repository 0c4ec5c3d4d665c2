import Foundation
import Testing

@testable import ScaffoldCore

/// Reading a spec file: YAML syntax, encoding, size, aliases, complex and repeated keys.
struct ReadingDiagnosticsTests: DiagnosticsTesting {
    @Test func yamlSyntaxErrorIsReportedInPlainWordsWhereLibyamlStops() {
        let input = MarkedText(
            """
            scene: Login
            doc: Signs in1️⃣: with email
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "invalid YAML: a value cannot contain ': ' unless it is quoted; quote it: \"Signs in: with email\"",
                    at: input["1️⃣"])
            ])
    }

    @Test func unclosedFlowListIsBlamedWhereItWasOpened() {
        let input = MarkedText(
            """
            scene: Login
            inputs: 1️⃣[typeEmail, tapSubmit
            outputs: []
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "invalid YAML: this '[' starts a list that is never closed; close it with ']' "
                        + "(an array type must be quoted: \"[Repository]\")",
                    at: input["1️⃣"])
            ])
    }

    @Test func tabInIndentationIsReportedOnEveryLine() {
        let input = MarkedText("scene: Login\ninputs:\n1️⃣\t- typeEmail\n  -2️⃣\ttapSubmit\n")
        #expect(
            diagnostics(input) == [
                error("tab character in indentation; YAML indents with spaces only", at: input["1️⃣"]),
                error("tab character in indentation; YAML indents with spaces only", at: input["2️⃣"]),
            ])
    }

    @Test func emptyFileNeedsAScene() {
        #expect(
            diagnostics(MarkedText("")) == [
                error("spec is empty; a spec needs at least 'scene: Name'", at: at(1, 1))
            ])
    }

    @Test func fileWithOnlyCommentsIsEmpty() {
        #expect(
            diagnostics(MarkedText("# Login\n\n# To do.\n")) == [
                error("spec is empty; a spec needs at least 'scene: Name'", at: at(1, 1))
            ])
    }

    @Test func secondDocumentIsRefused() {
        let input = MarkedText(
            """
            scene: Login
            ---
            1️⃣scene: Signup
            """)
        #expect(
            diagnostics(input) == [
                error("spec has more than one YAML document; put each scene in its own file", at: input["1️⃣"])
            ])
    }

    @Test func explicitDocumentMarkersAroundOneDocumentAreFine() {
        #expect(diagnostics(MarkedText("---\nscene: Login\n...\n")) == [])
    }

    @Test func nonUTF8ByteIsReportedWhereItStands() {
        var data = Data("scene: Login\ndoc: Caf".utf8)
        data.append(0xE9)  // "é" in Latin-1
        data.append(contentsOf: Data(" sign-in\n".utf8))
        #expect(diagnostics(data) == [error("file is not valid UTF-8; save it as UTF-8", at: at(2, 9))])
    }

    @Test func controlCharacterIsReportedWhereItStands() {
        let input = MarkedText("scene: Login\ndoc: Café 1️⃣\u{1}\n")
        #expect(diagnostics(input) == [error("invalid YAML: control characters are not allowed", at: input["1️⃣"])])
    }

    @Test func specLargerThanOneMebibyteIsRefusedBeforeParsing() {
        let data = Data("scene: Login\n".utf8) + Data(repeating: UInt8(ascii: "#"), count: 1 << 20)
        #expect(
            diagnostics(data) == [
                error(
                    "spec is 1048589 bytes, more than the limit of 1048576 bytes; split it into one spec per scene",
                    at: at(1, 1))
            ])
    }

    @Test func specAtTheSizeLimitIsRead() {
        let input = MarkedText("scene: Login\n")
        #expect(diagnostics(input, loader: YAMLDocumentLoader(maximumBytes: input.data.count)) == [])
    }

    @Test func billionLaughsIsRefusedAtTheFirstAlias() {
        // Nine levels of ten aliases each: 10⁹ nodes once expanded, from under a kilobyte.
        var lines = ["scene: Laughs", "lol0: &a0 [" + Array(repeating: "lol", count: 10).joined(separator: ", ") + "]"]
        for level in 1...8 {
            lines.append(
                "lol\(level): &a\(level) ["
                    + Array(repeating: "*a\(level - 1)", count: 10)
                    .joined(separator: ", ") + "]")
        }
        lines.append("inputs: *a8")
        #expect(
            diagnostics(Data(lines.joined(separator: "\n").utf8)) == [
                error(
                    "YAML aliases expand to more than 50000 nodes; remove the aliases (a spec needs none)",
                    at: at(3, 12))
            ])
    }

    @Test func complexKeyIsRefused() {
        let input = MarkedText(
            """
            scene: Login
            1️⃣? [a, b]: c
            """)
        #expect(
            diagnostics(input) == [
                error("invalid YAML: complex mapping keys ('?' or an alias as a key) are not supported", at: input["1️⃣"])
            ])
    }

    @Test(arguments: [
        // Inside a list item's mapping.
        "inputs:\n  - 1️⃣? a\n    : b",
        // After the `{` or `,` of a flow collection, on the same line or the next.
        "outputs: {1️⃣? a : b}",
        "outputs: [a, 1️⃣? b]",
        "outputs: [a,\n  1️⃣? b]",
        // An alias as a key, with or without a space before the colon.
        "doc: &d Signs in.\n1️⃣*d : c",
        "doc: &d Signs in.\n1️⃣*d: c",
        "doc: &d Signs in.\noutputs: {a: b, 1️⃣*d : c}",
        // After a plain value, a block scalar or a quoted value with escapes has ended.
        "doc: Voulez-vous\n1️⃣? continuer\n: x",
        "doc: |\n  Signs in.\n1️⃣? k\n: v",
        "doc: \"Say \\\"hi\\\" ? no\"\n1️⃣? k\n: v",
    ])
    func complexKeyWhereAnEntryStartsIsRefused(yaml: String) {
        let input = MarkedText("scene: Login\n" + yaml)
        #expect(
            diagnostics(input) == [
                error("invalid YAML: complex mapping keys ('?' or an alias as a key) are not supported", at: input["1️⃣"])
            ])
    }

    @Test(arguments: [
        "doc: Voulez-vous continuer ?",
        "doc: What ? Where ? - nowhere",
        "doc: Rated 5 *stars :)",
        "doc: It's fine ? yes",
        "doc: \"Continuer ? Oui\"",
        "doc: 'It''s ? here\n  ? there'",
        "doc: \"Voulez-vous\n  ? continuer\"",
        "doc: Voulez-vous\n  ? continuer",
        "doc: |\n  Continuer\n  ? oui\n\n  *a : b",
        "doc: >-\n    Continuer\n    ? oui",
        "inputs:\n  - reload # ? later\n  - select: Int? # ? maybe",
        "outputs:\n  - count: {type: \"Int?\", doc: Known ? or not}",
    ])
    func questionMarkOrAsteriskInsideAValueIsNotAKey(yaml: String) {
        #expect(diagnostics(MarkedText("scene: Login\n" + yaml)) == [])
    }

    @Test func flowKeyHoldingAnAliasIsRefusedBeforeParsing() {
        // Parsing hashes every key; a key made of aliases would be hashed fully expanded.
        let input = MarkedText(
            """
            scene: Login
            doc: &d Signs in.
            1️⃣[*d, *d]: c
            """)
        #expect(
            diagnostics(input) == [
                error("invalid YAML: complex mapping keys ('?' or an alias as a key) are not supported", at: input["1️⃣"])
            ])
    }

    @Test func repeatedKeyIsReportedAtTheRepetition() {
        let input = MarkedText(
            """
            scene: Login
            1️⃣inputs:
              - typeEmail
            outputs:
              - didCancel
            2️⃣inputs:
              - tapSubmit
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "key 'inputs' appears more than once in this mapping; keep one", at: input["2️⃣"],
                    notes: [note("first written here", at: input["1️⃣"])])
            ])
    }

    @Test func repeatedKeyInAFlowMappingIsReportedAtTheRepetition() {
        let input = MarkedText(
            """
            scene: Login
            outputs:
              - didFail: {1️⃣type: String, doc: {type: Error}, 2️⃣type: Error}
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "key 'type' appears more than once in this mapping; keep one", at: input["2️⃣"],
                    notes: [note("first written here", at: input["1️⃣"])])
            ])
    }
}
