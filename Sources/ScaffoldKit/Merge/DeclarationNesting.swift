/// Which declarations enclose each line of a Swift file, read from its braces: enough of the file's structure for
/// the merge to put scaffold's new lines inside the declaration they belong to and after the imports, without
/// parsing Swift. Braces in comments and string literals (raw, multi-line and interpolated ones included) do not
/// count.
struct DeclarationNesting {
    /// One open brace: what it opens and the brace it sits in.
    private struct Scope {
        /// The scope this one sits in; -1 at the top level.
        var parent: Int
        /// The declaration the brace opens, by kind and name (`class LoginViewModel`, `init`, `func bind`), or the
        /// header of any other block as written (`.subscribe(onNext:`).
        var identity: String
    }

    /// Where the scanner is within a line: in code, or inside something whose braces do not count.
    private enum Mode {
        case code
        case blockComment(depth: Int)
        case string(hashes: Int, multiline: Bool)
        /// `\( … )` inside a string literal; `parentheses` counts the open ones.
        case interpolation(parentheses: Int)
    }

    private var scopes: [Scope] = []
    /// For each position 0...lineCount, the innermost scope open before that line (-1: the top level).
    private var scopeBefore: [Int] = []
    /// The position after the last top-level `import` line; 0 when the file has none.
    private(set) var endOfImports = 0

    init(lines: [Substring]) {
        scopeBefore.reserveCapacity(lines.count + 1)
        var modes: [Mode] = [.code]
        var current = -1
        var parentheses = 0
        var header: [UInt8] = []
        for (index, line) in lines.enumerated() {
            scopeBefore.append(current)
            if current == -1, Self.isImport(line) { endOfImports = index + 1 }
            let bytes = Array(line.utf8)
            var position = 0
            scanning: while position < bytes.count {
                let byte = bytes[position]
                let next = position + 1 < bytes.count ? bytes[position + 1] : 0
                switch modes[modes.count - 1] {
                case .code, .interpolation:
                    if byte == slash && next == slash { break scanning }
                    if byte == slash && next == star {
                        modes.append(.blockComment(depth: 1))
                        position += 2
                        continue
                    }
                    if let (hashes, multiline, length) = Self.stringOpening(bytes, at: position) {
                        modes.append(.string(hashes: hashes, multiline: multiline))
                        position += length
                        continue
                    }
                    if case .interpolation(let open) = modes[modes.count - 1] {
                        if byte == openParenthesis {
                            modes[modes.count - 1] = .interpolation(parentheses: open + 1)
                        } else if byte == closeParenthesis {
                            if open == 1 {
                                modes.removeLast()
                            } else {
                                modes[modes.count - 1] = .interpolation(parentheses: open - 1)
                            }
                        }
                        position += 1
                        continue
                    }
                    switch byte {
                    case openBrace:
                        scopes.append(Scope(parent: current, identity: Self.identity(ofHeader: header)))
                        current = scopes.count - 1
                        header.removeAll(keepingCapacity: true)
                    case closeBrace:
                        if current >= 0 { current = scopes[current].parent }
                        header.removeAll(keepingCapacity: true)
                    case semicolon:
                        header.removeAll(keepingCapacity: true)
                    case openParenthesis, openBracket:
                        parentheses += 1
                        header.append(byte)
                    case closeParenthesis, closeBracket:
                        parentheses = max(0, parentheses - 1)
                        header.append(byte)
                    default:
                        header.append(byte)
                    }
                    position += 1
                case .blockComment(let depth):
                    if byte == slash && next == star {
                        modes[modes.count - 1] = .blockComment(depth: depth + 1)
                        position += 2
                    } else if byte == star && next == slash {
                        if depth == 1 {
                            modes.removeLast()
                        } else {
                            modes[modes.count - 1] = .blockComment(depth: depth - 1)
                        }
                        position += 2
                    } else {
                        position += 1
                    }
                case .string(let hashes, let multiline):
                    if byte == backslash, Self.hashes(bytes, from: position + 1) == hashes {
                        let after = position + 1 + hashes
                        if after < bytes.count && bytes[after] == openParenthesis {
                            modes.append(.interpolation(parentheses: 1))
                            position = after + 1
                        } else {
                            // An escaped character, which may be a quote.
                            position = after + 1
                        }
                    } else if byte == quote,
                        let length = Self.closingQuote(bytes, at: position, hashes: hashes, multiline: multiline)
                    {
                        modes.removeLast()
                        position += length
                    } else {
                        position += 1
                    }
                }
            }
            // A one-line string the line left open is broken code; the next line starts afresh.
            while case .string(_, false) = modes[modes.count - 1] { modes.removeLast() }
            if modes.count == 1 && parentheses == 0 {
                header.removeAll(keepingCapacity: true)
            } else {
                header.append(space)
            }
        }
        scopeBefore.append(current)
    }

    /// Whether the declarations open before `position` in this file are those open before `otherPosition` in `other`,
    /// compared by kind and name from the innermost out.
    func sameNesting(at position: Int, as other: DeclarationNesting, at otherPosition: Int) -> Bool {
        sameScope(scopeBefore[position], as: other, scope: other.scopeBefore[otherPosition])
    }

    /// Every position (0...line count) whose enclosing declarations are those before `otherPosition` in `other`, in
    /// order.
    func positions(nestedLike other: DeclarationNesting, at otherPosition: Int) -> [Int] {
        let target = other.scopeBefore[otherPosition]
        var matching = [Bool](repeating: false, count: scopes.count)
        for scope in scopes.indices { matching[scope] = sameScope(scope, as: other, scope: target) }
        let topLevel = target == -1
        return scopeBefore.indices.filter { scopeBefore[$0] == -1 ? topLevel : matching[scopeBefore[$0]] }
    }

    private func sameScope(_ scope: Int, as other: DeclarationNesting, scope otherScope: Int) -> Bool {
        var mine = scope
        var theirs = otherScope
        while mine >= 0 && theirs >= 0 {
            guard scopes[mine].identity == other.scopes[theirs].identity else { return false }
            mine = scopes[mine].parent
            theirs = other.scopes[theirs].parent
        }
        return mine == -1 && theirs == -1
    }

    /// Whether `line` imports a module: `import RxSwift`, `@testable import App`, `import struct Foundation.URL`.
    static func isImport(_ line: Substring) -> Bool {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
        return words.first == "import"
    }

    /// The declaration a block header opens, by kind and name, or the header itself, trimmed, for any other block.
    private static func identity(ofHeader header: [UInt8]) -> String {
        let text = String(decoding: header, as: UTF8.self)
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        for (index, word) in words.enumerated() where declarationKeywords.contains(word) {
            if word == "class" && index + 1 < words.count && (words[index + 1] == "func" || words[index + 1] == "var") {
                continue
            }
            if word == "init" || word == "deinit" || word == "subscript" || index + 1 == words.count {
                return String(word)
            }
            return "\(word) \(words[index + 1])"
        }
        return text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    private static let declarationKeywords: Set<Substring> = [
        "class", "struct", "enum", "protocol", "extension", "actor", "func", "init", "deinit", "var", "subscript",
    ]

    /// A string literal opening at `position` (`"`, `"""`, `#"`, `##"""`): its hashes, whether it spans lines, and
    /// how many bytes the opening takes.
    private static func stringOpening(_ bytes: [UInt8], at position: Int) -> (Int, Bool, Int)? {
        let hashes = hashes(bytes, from: position)
        let start = position + hashes
        guard start < bytes.count, bytes[start] == quote else { return nil }
        let multiline = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        return (hashes, multiline, hashes + (multiline ? 3 : 1))
    }

    /// The length of the closing delimiter at `position` (a quote), nil when that quote does not close the literal.
    private static func closingQuote(_ bytes: [UInt8], at position: Int, hashes: Int, multiline: Bool) -> Int? {
        let quotes = multiline ? 3 : 1
        guard position + quotes <= bytes.count, bytes[position..<(position + quotes)].allSatisfy({ $0 == quote }),
            Self.hashes(bytes, from: position + quotes) >= hashes
        else { return nil }
        return quotes + hashes
    }

    /// How many `#` follow from `position`.
    private static func hashes(_ bytes: [UInt8], from position: Int) -> Int {
        var end = position
        while end < bytes.count && bytes[end] == hash { end += 1 }
        return end - position
    }
}

private let slash = UInt8(ascii: "/")
private let star = UInt8(ascii: "*")
private let quote = UInt8(ascii: "\"")
private let hash = UInt8(ascii: "#")
private let backslash = UInt8(ascii: "\\")
private let openBrace = UInt8(ascii: "{")
private let closeBrace = UInt8(ascii: "}")
private let openParenthesis = UInt8(ascii: "(")
private let closeParenthesis = UInt8(ascii: ")")
private let openBracket = UInt8(ascii: "[")
private let closeBracket = UInt8(ascii: "]")
private let semicolon = UInt8(ascii: ";")
private let space = UInt8(ascii: " ")
