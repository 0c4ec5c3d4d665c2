import Testing

@testable import ScaffoldCore

/// YAML syntax errors a person actually makes, each reported as the mistake and its fix (not libyaml's grammar
/// rule) at the place to fix it.
struct YAMLSyntaxDiagnosticsTests: DiagnosticsTesting {
    @Test(arguments: [
        // `mapping values are not allowed in this context`
        ("doc: Note1️⃣: read this", "a value cannot contain ': ' unless it is quoted; quote it: \"Note: read this\""),
        (
            "inputs:\n  - select: {type: Int, doc: Row1️⃣: picked}",
            "expected ',' between two items or '}' to end the mapping; quote an item that contains ': ' or ', '"
        ),
        (
            "doc: \(String(repeating: "x", count: 61))1️⃣: y",
            "a value cannot contain ': ' unless it is quoted; put the whole value in quotes"
        ),
        (
            "  1️⃣inputs: []",
            "'inputs:' is indented deeper than line 1, so it reads as more of the value there; indent it like the "
                + "other keys of its mapping"
        ),
        (
            "inputs:\n  - reload\n    1️⃣title: Int",
            "'title:' is indented deeper than line 3, so it reads as more of the value there; indent it like the "
                + "other keys of its mapping"
        ),
        // `did not find expected key`
        (
            "inputs:\n  - a: Int\n 1️⃣- b: Int",
            "this line is indented by 1 space, but no key or list item above it at that indentation can hold it; "
                + "indent it like the lines it belongs with"
        ),
        (
            "doc: \"Signs in\" 1️⃣with email",
            "a quoted value ends at its closing quote, but 'with email' follows it; put the whole value inside "
                + "the quotes"
        ),
        (
            "outputs:\n  - items: [Int]1️⃣]",
            "']' follows a value that is already complete; remove it, or quote the whole value"
        ),
        ("1️⃣: Signs in", "this line starts with ':' but has no key before it; write the key first: 'name: value'"),
        // `did not find expected '-' indicator`
        (
            "outputs:\n  - title: String\n   1️⃣- count: Int",
            "this list item is indented by 3 spaces, but the items of the list on line 3 by 2 spaces; indent it "
                + "like them"
        ),
        (
            "outputs:\n  - title: String\n  1️⃣count: Int",
            "this line is inside the list that starts on line 3 but is not an item of it; start it with '- ', or "
                + "indent it like the key the list belongs to"
        ),
        // `found character that cannot start any token`
        (
            "doc: 1️⃣@mention the team",
            "a value cannot start with '@' unless it is quoted; quote it: \"@mention the team\""
        ),
        (
            "doc: 1️⃣`Login` screen # the first",
            "a value cannot start with '`' unless it is quoted; quote it: \"`Login` screen\""
        ),
        ("imports: [1️⃣@testable, UIKit]", "a value cannot start with '@' unless it is quoted; quote it: \"@testable\""),
        // `could not find expected ':'`
        (
            "1️⃣inputs\n  - reload",
            "'inputs' is read as a key, but no ':' follows it; add ':', or indent the line further if it continues "
                + "the value above"
        ),
        ("doc1️⃣:Signs in", "'doc:Signs in' needs a space after ':' to be a key and its value; write 'doc: Signs in'"),
        // `found undefined alias`
        (
            "outputs: 1️⃣*shared",
            "'*shared' refers to an anchor that is not defined above it; define '&shared' first, or quote the value "
                + "if '*' is part of the text"
        ),
        // Unclosed quotes and brackets, blamed where they open.
        ("doc: 1️⃣\"Signs in\ninputs: []", "this quoted value is never closed; end it with a double quote"),
        ("doc: 1️⃣'Signs in\ninputs: []", "this quoted value is never closed; end it with a single quote"),
        (
            "inputs:\n  - select: 1️⃣{type: Int\n  - reload",
            "this '{' starts a mapping that is never closed; close it with '}'"
        ),
        (
            "inputs: 1️⃣[reload,",
            "this '[' starts a list that is never closed; close it with ']' (an array type must be quoted: \"[Repository]\")"
        ),
        (
            "inputs: [reload, {select: Int1️⃣]",
            "']' cannot close the '{' at line 2, column 18; close it with '}'"
        ),
        ("inputs: 1️⃣]", "']' closes nothing; remove it, or quote the value if it is text"),
        ("inputs: [reload, 1️⃣, select]", "an empty item between two commas; remove one of them"),
        (
            "doc: 1️⃣- Signs in",
            "a list cannot start on its key's line; put each '- item' on a line of its own below the key, or quote "
                + "the value if it is text"
        ),
        (
            "doc: \"Signs 1️⃣\\in\"",
            "'\\i' is not an escape sequence in double quotes; write '\\\\' for a backslash, or use single quotes"
        ),
    ])
    func syntaxErrorIsTheMistakeAndItsFix(yaml: String, message: String) {
        let input = MarkedText("scene: Login\n" + yaml)
        #expect(diagnostics(input) == [error("invalid YAML: " + message, at: input["1️⃣"])])
    }

    /// The first line has no line above it to be read as part of.
    @Test func keyWithoutSpaceOnTheFirstLineIsBlamedAtItsColon() {
        let input = MarkedText("scene1️⃣:Login\ninputs: []\n")
        #expect(
            diagnostics(input) == [
                error(
                    "invalid YAML: 'scene:Login' needs a space after ':' to be a key and its value; write "
                        + "'scene: Login'", at: input["1️⃣"])
            ])
    }

    /// Errors without a rewrite keep libyaml's words and position.
    @Test func unknownLibyamlMessageKeepsItsWords() {
        let input = MarkedText("%YAML 1.1\n1️⃣%YAML 1.1\n---\nscene: Login\n")
        #expect(diagnostics(input) == [error("invalid YAML: found duplicate %YAML directive", at: input["1️⃣"])])
    }
}
