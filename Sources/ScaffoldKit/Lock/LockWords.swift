/// The names a scene's lines in `scaffold.lock` (format 2) stand in for, so that two scenes' boilerplate is the
/// same text and is stored once: the scene's own name, then the scenes it routes to. In a block, `%0` … `%9`
/// stand for the words, `%a` … `%j` for their lowerCamel forms (`Login` → `login`) and `%%` for `%`.
///
/// The words are written in the lock, never derived from naming rules, so a block reads back the same after any
/// scaffold upgrade.
struct LockWords: Sendable {
    /// The words, the scene's own name first.
    let words: [[UInt8]]
    /// What each code stands for, indexed by code byte (all ASCII); nil where a code stands for nothing in this
    /// scene. An array rather than a dictionary: expanding a base looks up every code it holds.
    private let meanings: [[UInt8]?]
    /// Every word and lowerCamel form with its code, longest first, so a word that begins another never cuts it:
    /// where its bytes are in `tokenBytes`. Plain values, so trying one costs no reference counting.
    private let tokens: [(start: Int, count: Int, code: UInt8)]
    /// The bytes of the tokens, one after another.
    private let tokenBytes: [UInt8]
    /// Whether a byte, as an index, begins a token or is `%`: what `encode` stops at.
    private let isSpecial: [Bool]

    static let escape = UInt8(ascii: "%")
    static let maximumCount = 10
    static let wordCodes = Array("0123456789".utf8)
    static let lowerCamelCodes = Array("abcdefghij".utf8)

    /// The usable ones of `words`, in order, without repeats, at most ten: see `isUsable`.
    init<Words: Sequence<String>>(_ words: Words) {
        var usable: [[UInt8]] = []
        for word in words where Self.isUsable(word) && !usable.contains(Array(word.utf8)) {
            guard usable.count < Self.maximumCount else { break }
            usable.append(Array(word.utf8))
        }
        self.init(checked: usable)
    }

    /// `words` as a lock lists them, each already known to be usable.
    init(checked words: [[UInt8]]) {
        self.words = words
        var meanings = [[UInt8]?](repeating: nil, count: 128)
        meanings[Int(Self.escape)] = [Self.escape]
        var tokens: [(text: [UInt8], code: UInt8)] = []
        for (index, word) in words.enumerated() {
            meanings[Int(Self.wordCodes[index])] = word
            tokens.append((word, Self.wordCodes[index]))
            if let lowerCamel = Self.lowerCamel(word) {
                meanings[Int(Self.lowerCamelCodes[index])] = lowerCamel
                tokens.append((lowerCamel, Self.lowerCamelCodes[index]))
            }
        }
        self.meanings = meanings
        // Stable order for equal lengths: the earlier word wins, the same on every run.
        let ordered = tokens.enumerated().sorted {
            ($1.element.text.count, $0.offset) < ($0.element.text.count, $1.offset)
        }
        .map(\.element)
        var tokenBytes: [UInt8] = []
        var isSpecial = [Bool](repeating: false, count: 256)
        isSpecial[Int(Self.escape)] = true
        self.tokens = ordered.map { token in
            defer { tokenBytes += token.text }
            isSpecial[Int(token.text[0])] = true
            return (tokenBytes.count, token.text.count, token.code)
        }
        self.tokenBytes = tokenBytes
        self.isSpecial = isSpecial
    }

    /// A word is an identifier of ASCII letters, digits and `_`, up to 200 bytes: it never holds a space, a line
    /// break or `%`, and never expands a line by more than a hundredfold.
    static func isUsable(_ word: some StringProtocol) -> Bool {
        !word.utf8.isEmpty && word.utf8.count <= 200
            && word.utf8.allSatisfy { $0 == UInt8(ascii: "_") || isASCIIAlphanumeric($0) }
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The word with its first letter lowered when that is an ASCII capital; nil otherwise.
    private static func lowerCamel(_ word: [UInt8]) -> [UInt8]? {
        guard let first = word.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else { return nil }
        return [first + 32] + word.dropFirst()
    }

    /// Appends `line` to `encoded` with every word replaced by its code and `%` doubled.
    func encode(_ line: UnsafeBufferPointer<UInt8>, into encoded: inout [UInt8]) {
        isSpecial.withUnsafeBufferPointer { isSpecial in
            tokenBytes.withUnsafeBufferPointer { tokenBytes in
                var index = 0
                var plainStart = 0
                outer: while index < line.count {
                    let byte = line[index]
                    // Most bytes begin no word and are not `%`: they are copied a run at a time.
                    guard isSpecial[Int(byte)] else {
                        index += 1
                        continue
                    }
                    if plainStart < index { encoded += UnsafeBufferPointer(rebasing: line[plainStart..<index]) }
                    for token in tokens
                    where tokenBytes[token.start] == byte && index + token.count <= line.count
                        && (1..<token.count).allSatisfy({ tokenBytes[token.start + $0] == line[index + $0] })
                    {
                        encoded.append(Self.escape)
                        encoded.append(token.code)
                        index += token.count
                        plainStart = index
                        continue outer
                    }
                    if byte == Self.escape { encoded.append(Self.escape) }
                    encoded.append(byte)
                    index += 1
                    plainStart = index
                }
                encoded += UnsafeBufferPointer(rebasing: line[plainStart..<index])
            }
        }
    }

    /// What the code byte after a `%` stands for; nil when it stands for nothing in this scene.
    func meaning(of code: UInt8) -> [UInt8]? {
        code < meanings.count ? meanings[Int(code)] : nil
    }

    /// Whether `code` may follow a `%` in some scene: a word's, a lowerCamel form's or `%` itself.
    static func isCode(_ code: UInt8) -> Bool {
        code == escape || wordCodes.contains(code) || lowerCamelCodes.contains(code)
    }
}
