import ScaffoldCore

/// A file name spelled as one word of a GNU Make rule, so that make reads back exactly that name.
///
/// The rules are GNU Make's own, as 4.3 reads an included makefile: `$` is doubled; space, tab,
/// `#` and `:` are escaped with a backslash in targets and prerequisites; `|` (order-only marker) in
/// prerequisites and `%` (pattern) in targets likewise, while elsewhere make keeps such a backslash
/// as part of the name; `*`, `?` and `[` are escaped so make's wildcard expansion matches only the
/// file itself. What make cannot be told at all (a line break, `;`, `=`, a backslash, a leading
/// `~`, `name(member)`, a target ending in `&`) is refused with the reason.
public enum MakeWord {
    /// Where in a rule the word goes.
    enum Position {
        case target
        case prerequisite
    }

    /// `path` escaped for `position`, or why make cannot read it there.
    static func escape(_ path: String, as position: Position) -> Result<String, DepfileProblem> {
        if let problem = problem(with: path, as: position) { return .failure(problem) }
        var word = ""
        for character in path {
            switch character {
            case "$": word += "$$"
            case " ", "\t", "#", ":", "*", "?", "[": word += "\\\(character)"
            case "|" where position == .prerequisite, "%" where position == .target: word += "\\\(character)"
            default: word.append(character)
            }
        }
        return .success(word)
    }

    /// `path` as a word of a plain make list, which carries no escapes; why not when it cannot be one.
    public static func listWord(_ path: String) -> Result<String, DepfileProblem> {
        if let problem = problem(with: path, as: .prerequisite) { return .failure(problem) }
        if let character = path.first(where: { " \t#:$|%*?[".contains($0) }) {
            return .failure(.notInAWordList(character))
        }
        return .success(path)
    }

    private static func problem(with path: String, as position: Position) -> DepfileProblem? {
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\n", "\r": return .lineBreak(scalar)
            case "\t": continue
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: return .controlCharacter(scalar)
            case ";": return .semicolon
            case "=": return .equalsSign
            case "\\": return .backslash
            default: continue
            }
        }
        if path.hasPrefix("~") { return .leadingTilde }
        if path.hasSuffix(")"), let open = path.firstIndex(of: "("), open != path.startIndex { return .archiveMember }
        if position == .target && path.hasSuffix("&") { return .groupedTarget }
        return nil
    }
}
