/// Keeps generated lines within the 120 columns swift-format and most teams' linters allow: a list that
/// would make its line longer goes one item per line instead.
enum LineWrapping {
    /// The longest line the templates aim for.
    static let limit = 120

    /// Whether `items` joined by `separator`, with `fixed` characters of the template around them, fit on one line.
    static func fits(_ items: [String], separator: String = ", ", fixed: Int) -> Bool {
        fixed + items.reduce(0) { $0 + $1.count } + max(items.count - 1, 0) * separator.count <= limit
    }

    /// The providers of a protocol composition `typealias <name> = A & B` one per line when they do not
    /// fit on its line (`A`, `& B`), else none.
    static func compositionLines(_ providers: [String], typealias name: String, access: String = "") -> [String] {
        fits(providers, separator: " & ", fixed: access.count + "typealias  = ".count + name.count)
            ? [] : providers.enumerated().map { $0.offset == 0 ? $0.element : "& " + $0.element }
    }

    /// `lines` (each `indent` columns in) with each that is too long and holds one argument made by a call
    /// (`dependency: .init(userService: userService, analyticsService: analyticsService),`) unfolded: the call opened
    /// on the line, its arguments one per line 4 columns further in, and the call closed on a line of its own with the
    /// line's comma. A line of any other shape stays as it is.
    static func unfoldingCalls(_ lines: [String], indent: Int) -> [String] {
        lines.flatMap { line -> [String] in
            guard indent + line.count > limit, let (head, arguments, tail) = callParts(line), arguments.count > 1
            else { return [line] }
            return [head] + commaLines(arguments).map { "    " + $0 } + [")" + tail]
        }
    }

    /// `label: Callee(a, b),` as `label: Callee(`, `["a", "b"]` and `,`: the line up to the first `(`, the arguments
    /// between it and the `)` that closes it (split at the commas outside brackets and string literals), and what
    /// follows, which must be nothing or a comma; nil for a line of another shape.
    private static func callParts(_ line: String) -> (head: String, arguments: [String], tail: String)? {
        guard let open = line.firstIndex(of: "(") else { return nil }
        var depth = 0
        var inString = false
        var arguments: [String] = []
        var current = ""
        var index = line.index(after: open)
        while index < line.endIndex {
            let character = line[index]
            if inString {
                current.append(character)
                if character == "\\", line.index(after: index) < line.endIndex {
                    index = line.index(after: index)
                    current.append(line[index])
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
                current.append(character)
            } else if "([{".contains(character) {
                depth += 1
                current.append(character)
            } else if ")]}".contains(character) {
                if depth == 0 {
                    arguments.append(current.trimmingPrefix(" ").description)
                    let tail = String(line[line.index(after: index)...])
                    guard tail.isEmpty || tail == "," else { return nil }
                    return (String(line[...open]), arguments, tail)
                }
                depth -= 1
                current.append(character)
            } else if character == ",", depth == 0 {
                arguments.append(current.trimmingPrefix(" ").description)
                current = ""
            } else {
                current.append(character)
            }
            index = line.index(after: index)
        }
        return nil
    }

    /// `items` one per line with commas when they do not fit on their line with `fixed` characters around them;
    /// empty when they fit, so a template prints them wrapped exactly when the result is not empty.
    static func wrappedLines(_ items: [String], fixed: Int) -> [String] {
        fits(items, fixed: fixed) ? [] : commaLines(items)
    }

    /// `items` one per line, each but the last followed by a comma: the body of a wrapped argument list.
    static func commaLines(_ items: [String]) -> [String] {
        items.enumerated().map { $0.offset == items.count - 1 ? $0.element : $0.element + "," }
    }

    /// `text`, words separated by single spaces, as lines that fit within the limit after `fixed` characters
    /// (the indentation and `/// ` of a doc comment); a word longer than a line stands alone.
    static func proseLines(_ text: String, fixed: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, fixed + line.count + 1 + word.count > limit {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
