/// Reads a Swift file's braces line by line, skipping those in comments and string literals (raw, multi-line and
/// interpolated ones included), and records the scope each opens: what `DeclarationNesting` is built from.
struct BraceScanner {
    /// One open brace: what it opens and the brace it sits in.
    struct Scope {
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

    /// Every scope opened so far, in order.
    private(set) var scopes: [Scope] = []
    /// The innermost open scope; -1 at the top level.
    private(set) var current = -1
    private var modes: [Mode] = [.code]
    private var parentheses = 0
    /// The code since the last statement or block began: the header of the next block.
    private var header: [UInt8] = []

    /// Reads one line's bytes, without its line break.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
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
    }

    /// Ends the line just scanned.
    mutating func endLine() {
        // A one-line string the line left open is broken code; the next line starts afresh.
        while case .string(_, false) = modes[modes.count - 1] { modes.removeLast() }
        if modes.count == 1 && parentheses == 0 {
            header.removeAll(keepingCapacity: true)
        } else {
            header.append(space)
        }
    }

    /// The declaration a block header opens, by kind and name, or the header itself, its spaces collapsed, for any
    /// other block. Read byte by byte: every brace of a file has a header, so this must be cheap.
    private static func identity(ofHeader header: [UInt8]) -> String {
        var words: [Range<Int>] = []
        var start: Int?
        for (index, byte) in header.enumerated() {
            if isWordByte(byte) {
                if start == nil { start = index }
            } else if let first = start {
                words.append(first..<index)
                start = nil
            }
        }
        if let first = start { words.append(first..<header.count) }
        func word(_ index: Int) -> ArraySlice<UInt8> { header[words[index]] }
        for index in words.indices where declarationKeywords.contains(where: { word(index).elementsEqual($0) }) {
            let keyword = word(index)
            let next = index + 1 < words.count ? word(index + 1) : nil
            // `class func` and `class var` are a function and a property, named by the next word.
            if keyword.elementsEqual("class".utf8), let next,
                next.elementsEqual("func".utf8) || next.elementsEqual("var".utf8)
            {
                continue
            }
            let unnamed = ["init", "deinit", "subscript"].contains { keyword.elementsEqual($0.utf8) }
            guard let next, !unnamed else { return String(decoding: keyword, as: UTF8.self) }
            return String(decoding: keyword + [space] + next, as: UTF8.self)
        }
        var collapsed: [UInt8] = []
        collapsed.reserveCapacity(header.count)
        for byte in header {
            let blank = byte == space || byte == tab
            if blank && (collapsed.isEmpty || collapsed.last == space) { continue }
            collapsed.append(blank ? space : byte)
        }
        if collapsed.last == space { collapsed.removeLast() }
        return String(decoding: collapsed, as: UTF8.self)
    }

    /// Whether `byte` belongs to a word: an ASCII letter, digit or `_`, or any byte of a non-ASCII character.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == underscore || (byte >= 0x30 && byte <= 0x39)
            || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }

    private static let declarationKeywords: [[UInt8]] = [
        "class", "struct", "enum", "protocol", "extension", "actor", "func", "init", "deinit", "var", "subscript",
    ].map { Array($0.utf8) }

    /// A string literal opening at `position` (`"`, `"""`, `#"`, `##"""`): its hashes, whether it spans lines, and
    /// how many bytes the opening takes.
    private static func stringOpening(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> (Int, Bool, Int)? {
        let hashes = hashes(bytes, from: position)
        let start = position + hashes
        guard start < bytes.count, bytes[start] == quote else { return nil }
        let multiline = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        return (hashes, multiline, hashes + (multiline ? 3 : 1))
    }

    /// The length of the closing delimiter at `position` (a quote), nil when that quote does not close the literal.
    private static func closingQuote(
        _ bytes: UnsafeBufferPointer<UInt8>, at position: Int, hashes: Int, multiline: Bool
    ) -> Int? {
        let quotes = multiline ? 3 : 1
        guard position + quotes <= bytes.count, bytes[position..<(position + quotes)].allSatisfy({ $0 == quote }),
            Self.hashes(bytes, from: position + quotes) >= hashes
        else { return nil }
        return quotes + hashes
    }

    /// How many `#` follow from `position`.
    private static func hashes(_ bytes: UnsafeBufferPointer<UInt8>, from position: Int) -> Int {
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
private let tab = UInt8(ascii: "\t")
private let underscore = UInt8(ascii: "_")
