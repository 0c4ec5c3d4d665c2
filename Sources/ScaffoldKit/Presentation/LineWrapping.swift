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
    static func compositionLines(_ providers: [String], typealias name: String) -> [String] {
        fits(providers, separator: " & ", fixed: "typealias  = ".count + name.count)
            ? [] : providers.enumerated().map { $0.offset == 0 ? $0.element : "& " + $0.element }
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
