import Foundation
import Yams

/// Turns the bytes of one YAML file into a single root node, or positioned diagnostics.
///
/// Checks run before libyaml sees the text so that common mistakes (tabs, wrong encoding, huge files,
/// constructs that would make parsing explode) get a clear message instead of a generic parser error.
public struct YAMLDocumentLoader: Sendable {
    /// Files larger than this are refused before parsing.
    public var maximumBytes: Int
    /// Documents with more nodes than this once aliases are expanded are refused (billion laughs).
    public var maximumNodes: Int

    /// Documents whose scalars hold more bytes than this once aliases are expanded are refused: aliases may
    /// not make a document larger than a file may be.
    public var maximumExpandedBytes: Int
    /// Documents nested deeper than this once aliases are expanded are refused; a spec needs about five levels.
    public var maximumDepth: Int

    public init(
        maximumBytes: Int = FileSizeLimit.spec.bytes, maximumNodes: Int = 50_000,
        maximumExpandedBytes: Int = FileSizeLimit.spec.bytes,
        maximumDepth: Int = 64
    ) {
        self.maximumBytes = maximumBytes
        self.maximumNodes = maximumNodes
        self.maximumExpandedBytes = maximumExpandedBytes
        self.maximumDepth = maximumDepth
    }

    /// The root node of `data`, read from `file`, or the problems that prevented reading it.
    public func load(_ data: Data, file: String) -> Result<Node, DiagnosticsError> {
        loadDocument(data, file: file).map(\.root)
    }

    /// The root node of `data` with the text it was parsed from, for mapping positions inside values.
    func loadDocument(_ data: Data, file: String) -> Result<(root: Node, text: String), DiagnosticsError> {
        loadDocumentIfAny(data, file: file).flatMap { document in
            document.map { .success($0) }
                ?? .failure(DiagnosticsError([.error(.emptyDocument, at: .startOf(file))]))
        }
    }

    /// Like `loadDocument`, but a file with no document (empty, or only comments) is nil rather than an error.
    func loadDocumentIfAny(_ data: Data, file: String) -> Result<(root: Node, text: String)?, DiagnosticsError> {
        let start = SourceLocation.startOf(file)
        if data.count > maximumBytes {
            return .failure(
                DiagnosticsError([.error(.fileTooLarge(bytes: data.count, limit: maximumBytes), at: start)]))
        }
        guard var text = String(validating: data, as: UTF8.self) else {
            return .failure(
                DiagnosticsError([.error(.notUTF8, at: Self.locationOfFirstInvalidByte(in: data, file: file))]))
        }
        // Editors on Windows save UTF-8 with a byte-order mark; it is invisible there, so columns start after it.
        if text.unicodeScalars.first == "\u{FEFF}" {
            text = String(text.unicodeScalars.dropFirst())
        }
        let tabs = Self.tabIndentations(in: text, file: file)
        if !tabs.isEmpty {
            return .failure(DiagnosticsError(tabs.map { .error(.tabIndentation, at: $0) }))
        }
        if let complexKey = Self.firstComplexKey(in: text, file: file) {
            return .failure(
                DiagnosticsError([
                    .error(
                        .yamlSyntax("complex mapping keys ('?' or an alias as a key) are not supported"),
                        at: complexKey)
                ]))
        }
        do {
            // The basic resolver tags every scalar as a string: specs read their own values, and the default
            // resolver runs several regular expressions per scalar, which dominated loading time.
            // An explicit encoding: the default one reads the whole process environment on every call.
            let parser = try Parser(yaml: text, resolver: .basic, encoding: .utf8)
            guard let root = try parser.nextRoot() else { return .success(nil) }
            if let second = try parser.nextRoot() {
                let location = second.mark.map { SourceLocation(file: file, line: $0.line, column: $0.column) } ?? start
                return .failure(DiagnosticsError([.error(.multipleDocuments, at: location)]))
            }
            // Aliases share nodes, so parsing is cheap; it is every later walk over the tree that explodes.
            if let problems = boundsProblems(of: root, text: text, file: file) {
                return .failure(problems)
            }
            return .success((root, text))
        } catch let error as YamlError {
            return .failure(DiagnosticsError([Self.diagnostic(for: error, text: text, file: file)]))
        } catch {
            return .failure(DiagnosticsError([.error(.yamlSyntax("\(error)"), at: start)]))
        }
    }

    /// The tags written in the document, or its expanded node count, size or depth past the limits.
    private func boundsProblems(of root: Node, text: String, file: String) -> DiagnosticsError? {
        var bounds = YAMLDocumentBounds(
            text: text, file: file, maximumNodes: maximumNodes, maximumBytes: maximumExpandedBytes,
            maximumDepth: maximumDepth)
        let measure = bounds.measure(root, text: text)
        if !bounds.tags.isEmpty {
            return DiagnosticsError(bounds.tags.sorted { $0.key < $1.key }.map { .error(.tagNotSupported($1), at: $0) })
        }
        // Size is blamed at the first alias, the usual cause, found only now since it takes a scan of the
        // text; depth where the nesting crosses the limit.
        let aliasLocation = { Self.firstAlias(in: text, file: file) ?? .startOf(file) }
        if measure.nodes > maximumNodes {
            // A spec can be that large by itself; then there is no alias to remove.
            guard let alias = Self.firstAlias(in: text, file: file) else {
                return DiagnosticsError([.error(.tooManyNodes(limit: maximumNodes), at: .startOf(file))])
            }
            return DiagnosticsError([.error(.aliasExpansionTooLarge(limit: maximumNodes), at: alias)])
        }
        if measure.bytes > maximumExpandedBytes {
            return DiagnosticsError([
                .error(.expandedDocumentTooLarge(limit: maximumExpandedBytes), at: aliasLocation())
            ])
        }
        if measure.depth > maximumDepth {
            return DiagnosticsError([
                .error(.documentTooDeep(limit: maximumDepth), at: bounds.firstTooDeep ?? aliasLocation())
            ])
        }
        return nil
    }

    static func diagnostic(for error: YamlError, text: String, file: String) -> Diagnostic {
        func at(_ mark: Mark) -> SourceLocation {
            SourceLocation(file: file, line: max(mark.line, 1), column: max(mark.column, 1))
        }
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            if problem.contains("another document") {
                return .error(.multipleDocuments, at: at(mark))
            }
            let explained = YAMLSyntaxExplainer(text: text).explain(
                problem: problem, context: context?.text,
                contextMark: context.map { .init(line: $0.mark.line, column: $0.mark.column) },
                mark: .init(line: mark.line, column: mark.column))
            if let (problem, position) = explained {
                return .error(
                    .yaml(problem), at: SourceLocation(file: file, line: position.line, column: position.column))
            }
            let message =
                context.map { "\(problem) (\($0.text) at line \($0.mark.line), column \($0.mark.column))" }
                ?? problem
            return .error(.yamlSyntax(message), at: at(mark))
        case .duplicatedKeysInMapping(let duplicates, let context):
            // Yams gives the first occurrence; blame the repetition, as swiftc blames a redeclaration.
            let first = at(context.mark)
            guard let key = duplicates.first,
                let repeated = locationOfRepeatedKey(key, firstAt: first, in: text)
            else {
                return .error(.duplicateKey(duplicates.joined(separator: "', '")), at: first)
            }
            return .error(
                .duplicateKey(duplicates.joined(separator: "', '")), at: repeated,
                notes: [.init(location: first, message: "first written here")])
        case .reader(let problem, let offset, _, _):
            let location =
                offset.map { Self.location(ofCharacterOffset: $0, in: text, file: file) }
                ?? .startOf(file)
            return .error(.yamlSyntax(problem), at: location)
        default:
            return .error(.yamlSyntax("\(error)"), at: .startOf(file))
        }
    }

    /// Where the first byte that breaks UTF-8 sits, counting columns in the valid scalars before it.
    static func locationOfFirstInvalidByte(in data: Data, file: String) -> SourceLocation {
        var line = 1
        var column = 1
        var iterator = data.makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput, .error:
                break loop
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    static func location(ofCharacterOffset offset: Int, in text: String, file: String) -> SourceLocation {
        var line = 1
        var column = 1
        for character in text.prefix(offset) {
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The lines of `text`, split on scalars: splitting a `String` on `Character`s runs grapheme
    /// breaking over the whole file, which made these scans cost more than parsing the YAML.
    static func lines(of text: String) -> [Substring] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(Substring.init)
    }

    /// Whether `text` holds `byte`, looked for in its contiguous UTF-8: `String.UTF8View`'s own `contains`
    /// steps a string index per byte, and each spec is searched for a few bytes before it is parsed.
    static func contains(_ byte: UInt8, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { $0.contains(byte) }
    }

    /// Every tab that appears in a line's leading white space.
    static func tabIndentations(in text: String, file: String) -> [SourceLocation] {
        guard Self.contains(UInt8(ascii: "\t"), in: text) else { return [] }
        var found: [SourceLocation] = []
        var line = 1
        for rawLine in Self.lines(of: text) {
            var column = 1
            for scalar in rawLine.unicodeScalars {
                if scalar == "\t" {
                    found.append(SourceLocation(file: file, line: line, column: column))
                    break
                }
                // "- " opens a list item; indentation goes on after it.
                guard scalar == " " || scalar == "-" else { break }
                column += 1
            }
            line += 1
        }
        return found
    }

    /// The first `? key` or `*alias :` key. Such keys are hashed deeply by the YAML library, which lets
    /// a small file with aliases take exponential time; specs never need them.
    static func firstComplexKey(in text: String, file: String) -> SourceLocation? {
        guard mayHoldComplexKey(text) else { return nil }
        var scanner = ComplexKeyScanner()
        for (index, line) in Self.lines(of: text).enumerated() {
            if let column = scanner.scan(Array(line.unicodeScalars)) {
                return SourceLocation(file: file, line: index + 1, column: column + 1)
            }
        }
        return nil
    }

    /// Whether `text` has an alias, or a `?` that could be the complex-key indicator: one that starts a
    /// node (at the start of a line or after white space, `-`, `[`, `{` or `,`). In a flow collection
    /// the indicator needs no blank after it, so none is asked for. Optional types such as `String?`
    /// are common in specs and never start a node, so most specs skip the line-by-line scan.
    static func mayHoldComplexKey(_ text: String) -> Bool {
        let nodeStarts: [UInt8] = [
            UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0A, 0x0D, UInt8(ascii: "-"), UInt8(ascii: "["),
            UInt8(ascii: "{"), UInt8(ascii: ","),
        ]
        var text = text
        return text.withUTF8 { bytes in
            var previous = UInt8(ascii: "\n")
            for byte in bytes {
                if byte == UInt8(ascii: "*") { return true }
                if byte == UInt8(ascii: "?"), nodeStarts.contains(previous) { return true }
                previous = byte
            }
            return false
        }
    }

    /// The first `*alias` outside quotes and comments, where an oversized expansion is blamed.
    static func firstAlias(in text: String, file: String) -> SourceLocation? {
        var line = 1
        for rawLine in Self.lines(of: text) {
            var previous: Unicode.Scalar = " "
            var inQuotes: Unicode.Scalar?
            for (index, scalar) in rawLine.unicodeScalars.enumerated() {
                if let quote = inQuotes {
                    if scalar == quote { inQuotes = nil }
                } else if scalar == "#" && previous == " " {
                    break
                } else if scalar == "\"" || scalar == "'" {
                    inQuotes = scalar
                } else if scalar == "*" && " -{,[:".unicodeScalars.contains(previous) {
                    return SourceLocation(file: file, line: line, column: index + 1)
                }
                previous = scalar
            }
            line += 1
        }
        return nil
    }

    /// Where the key first written at `first` is written again in the same mapping, found in the text
    /// because Yams reports only the first occurrence. Nil when the text is not laid out as expected.
    static func locationOfRepeatedKey(
        _ key: String, firstAt first: SourceLocation, in text: String
    ) -> SourceLocation? {
        let lines = Self.lines(of: text).map { Array($0.unicodeScalars) }
        let keyScalars = Array(key.unicodeScalars)
        let lineIndex = first.line - 1
        let keyIndex = first.column - 1
        guard lineIndex < lines.count, keyIndex <= lines[lineIndex].count else { return nil }

        /// Whether `scalars` holds the key (plain or quoted) at `index`, followed by a colon.
        func isKey(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
            var end = index
            for quote in ["\"", "'", nil] as [Unicode.Scalar?] {
                let candidate = (quote.map { [$0] } ?? []) + keyScalars + (quote.map { [$0] } ?? [])
                if index + candidate.count <= scalars.count,
                    Array(scalars[index..<index + candidate.count]) == candidate
                {
                    end = index + candidate.count
                    break
                }
            }
            guard end > index else { return false }
            while end < scalars.count, scalars[end] == " " { end += 1 }
            return end < scalars.count && scalars[end] == ":"
        }

        var before = keyIndex - 1
        while before >= 0, lines[lineIndex][before] == " " { before -= 1 }
        let isFlow = before >= 0 && (lines[lineIndex][before] == "{" || lines[lineIndex][before] == ",")

        if !isFlow {
            // Block mapping: the repetition starts a later line at the same column, before the mapping ends.
            for index in lines.indices.dropFirst(lineIndex + 1) {
                let scalars = lines[index]
                guard let content = scalars.firstIndex(where: { $0 != " " }), scalars[content] != "#",
                    scalars[content] != "\r"
                else { continue }
                if content < keyIndex { return nil }
                if content == keyIndex && isKey(scalars, at: content) {
                    return SourceLocation(file: first.file, line: index + 1, column: content + 1)
                }
            }
            return nil
        }

        // Flow mapping: the repetition follows a comma at the same bracket depth.
        var depth = 0
        var afterComma = false
        var inQuotes: Unicode.Scalar?
        for index in lines.indices.dropFirst(lineIndex) {
            let scalars = lines[index]
            var position = index == lineIndex ? keyIndex : 0
            var previous: Unicode.Scalar = " "
            while position < scalars.count {
                let scalar = scalars[position]
                if let quote = inQuotes {
                    if scalar == quote { inQuotes = nil }
                } else if scalar == "#" && previous == " " {
                    break
                } else if afterComma && scalar != " " {
                    if depth == 0 && isKey(scalars, at: position) {
                        return SourceLocation(file: first.file, line: index + 1, column: position + 1)
                    }
                    afterComma = false
                    continue
                } else if scalar == "," {
                    afterComma = true
                } else if scalar == "\"" || scalar == "'" {
                    inQuotes = scalar
                } else if scalar == "{" || scalar == "[" {
                    depth += 1
                } else if scalar == "}" || scalar == "]" {
                    depth -= 1
                    if depth < 0 { return nil }
                }
                previous = scalar
                position += 1
            }
        }
        return nil
    }
}
