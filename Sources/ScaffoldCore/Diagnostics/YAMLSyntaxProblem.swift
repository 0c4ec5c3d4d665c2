/// A YAML syntax error as the mistake a person made, with its fix; libyaml names only the grammar rule that failed
/// ("mapping values are not allowed in this context").
///
/// `YAMLSyntaxExplainer` reads each from libyaml's report and the text around it. Values quoted in a message are
/// cut to `maximumQuotedValue` scalars; a longer one is only referred to.
public enum YAMLSyntaxProblem: Hashable, Sendable, CustomStringConvertible {
    /// `doc: Note: read this`: a plain value holding `': '`, which YAML reads as another key.
    case colonInPlainValue(value: String)
    /// `scene:Login`: without a space after the colon, YAML reads the key and value as one plain value.
    case missingSpaceAfterColon(written: String, fixed: String)
    /// A key indented deeper than the line above it, whose value it is then read as a continuation of.
    case keyIndentedUnderValue(key: String, line: Int)
    /// A line whose indentation lines it up with no key or list item above.
    case indentationMatchesNothing(spaces: Int)
    /// A line that starts with `:`, its key missing.
    case colonWithoutKey
    /// Text after a value that is already complete on its line: `doc: "a" b`, `[Int]]`.
    case textAfterValue(String, afterQuote: Bool)
    /// A list item indented differently from the items before it.
    case misalignedListItem(spaces: Int, expected: Int, listLine: Int)
    /// A line inside a block list that is not an item of it.
    case notAListItem(listLine: Int)
    /// `@`, `` ` `` or `%` at the start of a plain value: YAML reserves them.
    case reservedFirstCharacter(Character, value: String)
    /// A line read as a key that has no `:` after it.
    case keyWithoutColon(String)
    /// `*name` where no `&name` anchor was defined before.
    case undefinedAlias(String)
    /// A quoted value without its closing quote.
    case unclosedQuote(Character)
    /// A `[` or `{` never closed.
    case unclosedBracket(open: Character, close: Character)
    /// A `[` closed with `}` or a `{` with `]`.
    case mismatchedBracket(open: Character, line: Int, column: Int, expected: Character, found: Character)
    /// Something other than `,` or the closing bracket after an item of a `[...]` or `{...}` collection.
    case missingComma(close: Character)
    /// A `]` or `}` that closes nothing.
    case strayClosingBracket(Character)
    /// `[a, , b]`.
    case emptyFlowItem
    /// `doc: - a`: a block list starting on its key's line.
    case listItemAfterKey
    /// A backslash sequence that double-quoted YAML does not know, such as `\q`.
    case unknownEscape(String)

    /// The longest value a message repeats in its fix.
    public static let maximumQuotedValue = 60

    public var description: String {
        switch self {
        case .colonInPlainValue(let value):
            return "a value cannot contain ': ' unless it is quoted; \(Self.quoteIt(value))"
        case .missingSpaceAfterColon(let written, let fixed):
            return "'\(written)' needs a space after ':' to be a key and its value; write '\(fixed)'"
        case .keyIndentedUnderValue(let key, let line):
            return "'\(key):' is indented deeper than line \(line), so it reads as more of the value there; "
                + "indent it like the other keys of its mapping"
        case .indentationMatchesNothing(let spaces):
            return "this line is indented by \(Self.spaces(spaces)), but no key or list item above it at that "
                + "indentation can hold it; indent it like the lines it belongs with"
        case .colonWithoutKey:
            return "this line starts with ':' but has no key before it; write the key first: 'name: value'"
        case .textAfterValue(let text, let afterQuote):
            if afterQuote {
                return "a quoted value ends at its closing quote, but '\(text)' follows it; "
                    + "put the whole value inside the quotes"
            }
            return "'\(text)' follows a value that is already complete; remove it, or quote the whole value"
        case .misalignedListItem(let spaces, let expected, let listLine):
            return "this list item is indented by \(Self.spaces(spaces)), but the items of the list on line "
                + "\(listLine) by \(Self.spaces(expected)); indent it like them"
        case .notAListItem(let listLine):
            return "this line is inside the list that starts on line \(listLine) but is not an item of it; "
                + "start it with '- ', or indent it like the key the list belongs to"
        case .reservedFirstCharacter(let character, let value):
            return "a value cannot start with '\(character)' unless it is quoted; \(Self.quoteIt(value))"
        case .keyWithoutColon(let key):
            return "'\(key)' is read as a key, but no ':' follows it; add ':', or indent the line further if it "
                + "continues the value above"
        case .undefinedAlias(let name):
            return "'*\(name)' refers to an anchor that is not defined above it; define '&\(name)' first, or quote "
                + "the value if '*' is part of the text"
        case .unclosedQuote(let quote):
            return "this quoted value is never closed; end it with a \(quote == "'" ? "single" : "double") quote"
        case .unclosedBracket(let open, let close):
            let what = open == "[" ? "list" : "mapping"
            let typeHint = open == "[" ? " (an array type must be quoted: \"[Repository]\")" : ""
            return "this '\(open)' starts a \(what) that is never closed; close it with '\(close)'\(typeHint)"
        case .mismatchedBracket(let open, let line, let column, let expected, let found):
            return
                "'\(found)' cannot close the '\(open)' at line \(line), column \(column); close it with '\(expected)'"
        case .missingComma(let close):
            let what = close == "]" ? "list" : "mapping"
            return "expected ',' between two items or '\(close)' to end the \(what); quote an item that contains "
                + "': ' or ', '"
        case .strayClosingBracket(let bracket):
            return "'\(bracket)' closes nothing; remove it, or quote the value if it is text"
        case .emptyFlowItem:
            return "an empty item between two commas; remove one of them"
        case .listItemAfterKey:
            return "a list cannot start on its key's line; put each '- item' on a line of its own below the key, "
                + "or quote the value if it is text"
        case .unknownEscape(let sequence):
            return "'\(sequence)' is not an escape sequence in double quotes; write '\\\\' for a backslash, or use "
                + "single quotes"
        }
    }

    /// "quote it: "value"", or for a long value, advice to quote it.
    private static func quoteIt(_ value: String) -> String {
        guard value.unicodeScalars.count <= maximumQuotedValue else { return "put the whole value in quotes" }
        var quoted = String.UnicodeScalarView()
        for scalar in value.unicodeScalars {
            if scalar == "\"" || scalar == "\\" { quoted.append("\\") }
            quoted.append(scalar)
        }
        return "quote it: \"\(String(quoted))\""
    }

    private static func spaces(_ count: Int) -> String {
        count == 1 ? "1 space" : "\(count) spaces"
    }
}
