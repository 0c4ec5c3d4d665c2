import Foundation
import ScaffoldCore

/// The one place where spec text becomes part of generated Swift, one escaping per context.
///
/// Identifiers need none: every name is checked against the Swift grammar when the spec is read
/// (`SwiftIdentifier`), and type spellings come from the parsed `SwiftType`. Free text (documentation,
/// file names) goes through here, so no value can end a comment early and turn the rest into code: a
/// carriage return in a `doc:` value ends a `///` comment for the Swift compiler as surely as a line feed.
public enum SwiftSourceText {
    /// Every scalar that ends a line for the Swift lexer (LF, CR) or for the editors and diff views a
    /// reviewer reads the file in (VT, FF, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR). CR LF counts as one.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// `text` as the lines of a `///` comment: split at every line break, trailing white space trimmed,
    /// and what is left of control, invisible and text-direction characters and block-comment delimiters
    /// spelled out, so each line stays one comment line, even inside a `/* ... */` around the code.
    public static func docCommentLines(_ text: String) -> [String] {
        // Printable ASCII and LF, without `*`, has nothing to escape: split and trim. Docs are on most
        // members of every scene, and looking up Unicode properties per character showed in profiles.
        if DisplayText.isPrintableASCII(text, excluding: [UInt8(ascii: "*")], allowing: [0x0A]) {
            // Split as bytes: each byte is one `Character` here, and splitting `Character`s breaks graphemes.
            return text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
                var line = line
                while line.last == UInt8(ascii: " ") { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
        }
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n" && previous == "\r" { continue }
            if isLineBreak(scalar) {
                lines.append(commentLine(String(line)))
                line = String.UnicodeScalarView()
            } else {
                line.append(scalar)
            }
        }
        lines.append(commentLine(String(line)))
        return lines
    }

    /// One line of comment text: trailing white space trimmed, the rest made inert.
    private static func commentLine(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return escapingDelimiters(escapingInvisibles(String(String.UnicodeScalarView(scalars))))
    }

    /// `text` on one line of a `//` comment, such as a spec path in a generated file's header: every
    /// control, invisible or text-direction character, and the backslash that starts such an escape,
    /// spelled as in a Swift string (`\n` as `\u{A}`, `\` as `\\`). `lineCommentValue(_:)` reads it back.
    public static func lineCommentText(_ text: String) -> String {
        escapingDelimiters(escapingInvisibles(text, escapingBackslash: true))
    }

    /// The text `lineCommentText(_:)` wrote, or nil when `comment` is not such a text.
    public static func lineCommentValue(_ comment: String) -> String? {
        var result = String.UnicodeScalarView()
        var scalars = comment.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\" else {
                result.append(scalar)
                continue
            }
            if scalars.first == "\\" {
                scalars.removeFirst()
                result.append("\\")
                continue
            }
            guard scalars.starts(with: "u{".unicodeScalars), let close = scalars.firstIndex(of: "}"),
                let value = UInt32(String(String.UnicodeScalarView(scalars.dropFirst(2)[..<close])), radix: 16),
                let decoded = Unicode.Scalar(value)
            else { return nil }
            result.append(decoded)
            scalars = scalars[scalars.index(after: close)...]
        }
        return String(result)
    }

    /// `text` between the quotes of a Swift string literal: `\`, `"` and every control, invisible or
    /// text-direction character escaped.
    public static func stringLiteralContent(_ text: String) -> String {
        // Printable ASCII without a quote or backslash is its own literal content, and the common case.
        if DisplayText.isPrintableASCII(text, excluding: [UInt8(ascii: "\""), UInt8(ascii: "\\")]) {
            return text
        }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == "\"" {
                result.append("\\")
                result.append(scalar)
            } else if DisplayText.needsEscape(scalar) {
                result.append(contentsOf: escape(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    private static func escapingInvisibles(_ text: String, escapingBackslash: Bool = false) -> String {
        if DisplayText.isPrintableASCII(text, excluding: escapingBackslash ? [UInt8(ascii: "\\")] : []) {
            return text
        }
        guard text.unicodeScalars.contains(where: { DisplayText.needsEscape($0) || (escapingBackslash && $0 == "\\") })
        else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if escapingBackslash && scalar == "\\" {
                result.append(contentsOf: "\\\\".unicodeScalars)
            } else if DisplayText.needsEscape(scalar) {
                result.append(contentsOf: escape(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `/*` and `*/` as `/\u{2A}` and `*\u{2F}`: inert inside a block comment, still readable.
    private static func escapingDelimiters(_ text: String) -> String {
        guard text.contains("/*") || text.contains("*/") else { return text }
        return text.replacingOccurrences(of: "/*", with: "/\\u{2A}").replacingOccurrences(of: "*/", with: "*\\u{2F}")
    }
}
