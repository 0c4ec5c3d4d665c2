/// Renames a scene's names in Swift text the way `scaffold rename` must: the scene's types in code, and in
/// comments and string literals only where scaffold wrote them.
///
/// A person's string literal (`"Profile"` as a storyboard id or a defaults key) or comment is theirs, and
/// keeps its words; a line scaffold wrote (one of its base) is renamed whole, its doc comments' scene name
/// included, as a fresh render under the new name would read.
struct SwiftRenaming {
    /// Each type name of the scene, and its new spelling.
    var names: [String: String]
    /// The scene's name and its new one, renamed in scaffold's comments ("Shows the Profile screen").
    var sceneName: (old: String, new: String)

    private enum Context {
        case code
        case lineComment
        case blockComment(depth: Int)
        case string(multiline: Bool, hashes: Int)
    }

    /// `text` renamed; `scaffoldLines` are the lines scaffold wrote (the old base's), nil when all of `text`
    /// is scaffold's, as a base is.
    func renamed(_ text: String, scaffoldLines: Set<Substring>? = nil) -> String {
        let characters = Array(text)
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var context = Context.code
        var index = 0
        var lineIsScaffold = isScaffold(line: characters, from: 0, scaffoldLines)
        func has(_ string: String, at position: Int) -> Bool {
            var offset = position
            for character in string {
                guard offset < characters.count, characters[offset] == character else { return false }
                offset += 1
            }
            return true
        }
        while index < characters.count {
            let character = characters[index]
            if character.isLetter || character.isNumber || character == "_" {
                var end = index
                while end < characters.count,
                    characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
                {
                    end += 1
                }
                let word = String(characters[index..<end])
                result += replacement(for: word, in: context, onScaffoldLine: lineIsScaffold) ?? word
                index = end
                continue
            }
            switch context {
            case .code:
                if has("//", at: index) {
                    context = .lineComment
                } else if has("/*", at: index) {
                    context = .blockComment(depth: 1)
                    result += "/*"
                    index += 2
                    continue
                } else if character == "#" || character == "\"" {
                    var hashes = 0
                    while index + hashes < characters.count, characters[index + hashes] == "#" { hashes += 1 }
                    if has("\"", at: index + hashes) {
                        let multiline = has("\"\"\"", at: index + hashes)
                        let opening = hashes + (multiline ? 3 : 1)
                        result += String(characters[index..<(index + opening)])
                        index += opening
                        context = .string(multiline: multiline, hashes: hashes)
                        continue
                    }
                }
            case .lineComment:
                if character.isNewline { context = .code }
            case .blockComment(let depth):
                if has("*/", at: index) {
                    context = depth == 1 ? .code : .blockComment(depth: depth - 1)
                    result += "*/"
                    index += 2
                    continue
                }
                if has("/*", at: index) {
                    context = .blockComment(depth: depth + 1)
                    result += "/*"
                    index += 2
                    continue
                }
            case .string(let multiline, let hashes):
                let escape = "\\" + String(repeating: "#", count: hashes)
                if has(escape, at: index) {
                    // The escaped character is copied as it is, so an escaped quote never ends the literal.
                    let end = min(index + escape.count + 1, characters.count)
                    result += String(characters[index..<end])
                    index = end
                    continue
                }
                let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                if has(closing, at: index) {
                    result += closing
                    index += closing.count
                    context = .code
                    continue
                }
                if character.isNewline && !multiline { context = .code }
            }
            result.append(character)
            index += 1
            if character.isNewline { lineIsScaffold = isScaffold(line: characters, from: index, scaffoldLines) }
        }
        return result
    }

    /// What `word` becomes: a type name of the scene in code always, elsewhere only on scaffold's lines, where a
    /// comment's bare scene name is renamed too.
    private func replacement(for word: String, in context: Context, onScaffoldLine: Bool) -> String? {
        switch context {
        case .code: return names[word]
        case .string: return onScaffoldLine ? names[word] : nil
        case .lineComment, .blockComment:
            guard onScaffoldLine else { return nil }
            return names[word] ?? (word == sceneName.old ? sceneName.new : nil)
        }
    }

    /// Whether the line starting at `start` is one scaffold wrote.
    private func isScaffold(line characters: [Character], from start: Int, _ scaffoldLines: Set<Substring>?) -> Bool {
        guard let scaffoldLines else { return true }
        var end = start
        while end < characters.count, !characters[end].isNewline { end += 1 }
        return scaffoldLines.contains(Substring(String(characters[start..<end])))
    }
}
