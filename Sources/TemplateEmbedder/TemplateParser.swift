/// Parses the subset of Mustache the built-in templates use into `TemplateNode`s, applying the same
/// whitespace rules as swift-mustache's parser, quirks included, so that the compiled templates print
/// exactly what swift-mustache prints for the same text.
///
/// The subset: text, `{{name}}`, `{{name.member}}`, `{{.}}`, sections, inverted sections, partials
/// at the start of a line, and a leading `{{% CONTENT_TYPE: TEXT }}`. Anything else is an error, so a
/// template that needs more fails the build instead of rendering differently from a project's override.
struct TemplateParser {
    private let characters: [Character]
    private var position = 0

    init(_ text: String) {
        characters = Array(text)
    }

    /// The template's nodes, after its leading content-type pragma.
    static func parse(_ text: String) throws(TemplateCompileError) -> [TemplateNode] {
        var parser = TemplateParser(text)
        try parser.rejectOtherLineBreaks()
        let pragmaStandsAlone = try parser.readContentTypePragma()
        return try parser.parseBlock(sectionName: nil, atLineStart: pragmaStandsAlone)
    }

    /// swift-mustache treats every Unicode line break as one when deciding what stands alone on a line,
    /// but only LF ends a text run; keeping to LF keeps the two parsers in step.
    private func rejectOtherLineBreaks() throws(TemplateCompileError) {
        if let index = characters.firstIndex(where: { $0.isNewline && $0 != "\n" }) {
            throw error("use LF line breaks only", at: index)
        }
    }

    private mutating func readContentTypePragma() throws(TemplateCompileError) -> Bool {
        let pragma = Array("{{% CONTENT_TYPE: TEXT }}")
        guard characters.starts(with: pragma) else {
            throw error("a built-in template starts with {{% CONTENT_TYPE: TEXT }}, so nothing is HTML-escaped", at: 0)
        }
        position = pragma.count
        return consumeRestOfLineIfBlank(atLineStart: true)
    }

    /// The nodes up to the end of the text, or up to the closing tag of `sectionName`.
    private mutating func parseBlock(sectionName: String?, atLineStart: Bool) throws(TemplateCompileError)
        -> [TemplateNode]
    {
        var nodes: [TemplateNode] = []
        var atLineStart = atLineStart
        var indentation = ""
        while position < characters.count {
            if atLineStart { indentation = read(while: { $0 == " " || $0 == "\t" }) }
            let (text, stop) = readText()
            if stop == .lineBreak {
                nodes.append(.text(indentation + text + "\n"))
                atLineStart = true
                position += 1
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(indentation + text))
                indentation = ""
                atLineStart = false
            }
            if stop == .end { break }
            let tagStart = position - 2
            var standsAlone = false
            switch characters[position] {
            case "#", "^":
                let inverted = characters[position] == "^"
                position += 1
                let path = try readPath(tagStart: tagStart)
                guard path.count == 1 else { throw error("a section takes a plain name", at: tagStart) }
                if consumeRestOfLineIfBlank(atLineStart: atLineStart) {
                    standsAlone = true
                } else if !indentation.isEmpty {
                    nodes.append(.text(indentation))
                    indentation = ""
                }
                let body = try parseBlock(sectionName: path[0], atLineStart: standsAlone)
                nodes.append(inverted ? .invertedSection(path, body) : .section(path, body))
            case "/":
                position += 1
                let path = try readPath(tagStart: tagStart)
                guard path.joined(separator: ".") == sectionName else {
                    throw error("closing tag does not match the open section \(sectionName ?? "(none)")", at: tagStart)
                }
                if !consumeRestOfLineIfBlank(atLineStart: atLineStart), !indentation.isEmpty {
                    nodes.append(.text(indentation))
                }
                return nodes
            case ">":
                position += 1
                _ = read(while: \.isWhitespace)
                let name = read(while: { $0.isLetter || $0.isNumber || "._-".contains($0) })
                _ = read(while: \.isWhitespace)
                try expectTagEnd(tagStart: tagStart)
                // swift-mustache indents an indented partial's lines; the compiler does not.
                guard indentation.isEmpty, atLineStart else {
                    throw error("put a partial at the start of its own line", at: tagStart)
                }
                standsAlone = consumeRestOfLineIfBlank(atLineStart: atLineStart)
                nodes.append(.partial(name))
            case "!", "{", "&", "=", "%", "$", "<":
                throw error("the template compiler supports variables, sections and partials only", at: tagStart)
            default:
                if !indentation.isEmpty {
                    nodes.append(.text(indentation))
                    indentation = ""
                }
                nodes.append(.variable(try readPath(tagStart: tagStart)))
            }
            atLineStart = standsAlone
        }
        if let sectionName {
            throw error("section \(sectionName) is never closed", at: characters.count)
        }
        return nodes
    }

    private enum TextStop {
        case lineBreak, tag, end
    }

    /// Text up to a line break (left unread), the next `{{` (read) or the end.
    private mutating func readText() -> (String, TextStop) {
        var text = ""
        while position < characters.count {
            let character = characters[position]
            if character == "\n" { return (text, .lineBreak) }
            if character == "{", position + 1 < characters.count, characters[position + 1] == "{" {
                position += 2
                return (text, .tag)
            }
            text.append(character)
            position += 1
        }
        return (text, .end)
    }

    /// A tag's name up to and including `}}`, split at dots; `.` alone is the empty path.
    private mutating func readPath(tagStart: Int) throws(TemplateCompileError) -> [String] {
        _ = read(while: \.isWhitespace)
        let name = read(while: { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) })
        _ = read(while: \.isWhitespace)
        try expectTagEnd(tagStart: tagStart)
        if name == "." { return [] }
        let path = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !name.isEmpty, path.count <= 2, !path.contains("") else {
            throw error("use a name or name.member here", at: tagStart)
        }
        return path
    }

    private mutating func expectTagEnd(tagStart: Int) throws(TemplateCompileError) {
        guard position + 1 < characters.count, characters[position] == "}", characters[position + 1] == "}" else {
            throw error("unfinished tag", at: tagStart)
        }
        position += 2
    }

    /// At the start of a line, a tag followed only by spaces or tabs up to a line break (or the end)
    /// stands alone: the rest of its line, the break included, is dropped.
    private mutating func consumeRestOfLineIfBlank(atLineStart: Bool) -> Bool {
        guard atLineStart else { return false }
        if position == characters.count { return true }
        var end = position
        while end < characters.count, characters[end] == " " || characters[end] == "\t" { end += 1 }
        guard end < characters.count, characters[end].isNewline else { return false }
        position = end + 1
        return true
    }

    private mutating func read(while matches: (Character) -> Bool) -> String {
        var text = ""
        while position < characters.count, matches(characters[position]) {
            text.append(characters[position])
            position += 1
        }
        return text
    }

    private func error(_ message: String, at index: Int) -> TemplateCompileError {
        let before = characters[..<min(index, characters.count)]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.count - (before.lastIndex(of: "\n").map { $0 + 1 } ?? 0) + 1
        return TemplateCompileError(line: line, column: column, message: message)
    }
}
