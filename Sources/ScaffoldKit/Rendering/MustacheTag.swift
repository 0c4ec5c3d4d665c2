import Foundation

/// One `{{...}}` tag of a Mustache template, with where it starts: what checks of a template read (the keys it
/// uses, the partials it includes, where a section opens) without rendering it.
struct MustacheTag: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// `{{name}}`, `{{{name}}}` or `{{&name}}`.
        case variable
        /// `{{#name}}`.
        case section
        /// `{{^name}}`.
        case invertedSection
        /// `{{/name}}`.
        case close
        /// `{{> name}}`.
        case partial
        /// `{{< name}}`: a partial whose `{{$block}}`s the section overrides.
        case parent
        /// `{{$ name}}`.
        case block
        /// `{{! ...}}`, `{{=<% %>=}}` and `{{% ...}}`: nothing a context or another template is asked for.
        case other
    }

    var kind: Kind
    /// What follows the sigil, without surrounding white space: a key (`names.viewModel`), possibly in
    /// transforms (`uppercased(name)`), or a template's name.
    var content: String
    /// 1-based line and column of the opening delimiter.
    var line: Int
    var column: Int

    /// The key a variable or section looks up and the transforms applied to it, innermost last:
    /// `uppercased(name)` is `name` with `["uppercased"]`, `first()` is `""` with `["first"]`.
    var key: (name: String, transforms: [String]) {
        var rest = Substring(content)
        var transforms: [String] = []
        while let open = rest.firstIndex(of: "("), rest.last == ")" {
            transforms.append(String(rest[..<open]).trimmingCharacters(in: .whitespaces))
            rest = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
        }
        return (String(rest).trimmingCharacters(in: .whitespaces), transforms)
    }

    /// The tags of `text`, in order, following `{{=<% %>=}}` delimiter changes. A tag left open at the end of
    /// the text ends the list.
    static func tags(in text: String) -> [MustacheTag] {
        let characters = Array(text)
        var open: [Character] = ["{", "{"]
        var close: [Character] = ["}", "}"]
        var tags: [MustacheTag] = []
        var line = 1
        var column = 1
        var index = 0
        func matches(_ delimiter: [Character], at position: Int) -> Bool {
            position + delimiter.count <= characters.count
                && characters[position..<position + delimiter.count].elementsEqual(delimiter)
        }
        func advance(to position: Int) {
            while index < position && index < characters.count {
                if characters[index] == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                index += 1
            }
        }
        while index < characters.count {
            guard matches(open, at: index) else {
                advance(to: index + 1)
                continue
            }
            let tagLine = line
            let tagColumn = column
            let bodyStart = index + open.count
            var bodyEnd = bodyStart
            while bodyEnd < characters.count && !matches(close, at: bodyEnd) { bodyEnd += 1 }
            guard bodyEnd < characters.count else { break }
            var body = String(characters[bodyStart..<bodyEnd]).trimmingCharacters(in: .whitespaces)
            var end = bodyEnd + close.count
            // `{{{name}}}`: the third brace closes after the delimiter.
            if body.hasPrefix("{"), end < characters.count, characters[end] == "}" {
                end += 1
                body += "}"
            }
            advance(to: end)
            var content = body.dropFirst()
            let kind: Kind
            switch body.first {
            case "#": kind = .section
            case "^": kind = .invertedSection
            case "/": kind = .close
            case ">": kind = .partial
            case "<": kind = .parent
            case "$": kind = .block
            case "!", "%": kind = .other
            case "=":
                kind = .other
                let delimiters = body.dropFirst().dropLast().split(separator: " ", omittingEmptySubsequences: true)
                if body.count > 2, body.last == "=", delimiters.count == 2 {
                    open = Array(delimiters[0])
                    close = Array(delimiters[1])
                }
            case "{":
                kind = .variable
                if content.last == "}" { content = content.dropLast() }
            case "&": kind = .variable
            default:
                kind = .variable
                content = Substring(body)
            }
            tags.append(
                MustacheTag(
                    kind: kind, content: content.trimmingCharacters(in: .whitespaces), line: tagLine,
                    column: tagColumn))
        }
        return tags
    }
}
