import Yams

/// Reads values out of a YAML node tree, recording a positioned diagnostic for every mismatch.
///
/// Readers never stop at the first problem: each accessor returns nil for a bad value and the caller
/// carries on, so one run reports everything wrong with a file.
struct NodeReader {
    let file: String
    /// The text the nodes were parsed from, to find columns inside quoted values.
    private let text: String
    /// The text's lines, split the first time a column inside a value is needed.
    private var lines: [Substring]?
    /// The style of every quoted or block scalar read as a string, by where its value starts.
    private var scalarStyles: [SourceLocation: Node.Scalar.Style] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    /// How many more nodes may be visited; aliases can make a small file expand enormously.
    private var nodeBudget: Int
    private let nodeLimit: Int
    private(set) var isExhausted = false

    static let maximumDiagnostics = 200

    init(file: String, text: String, nodeLimit: Int = 50_000) {
        self.file = file
        self.text = text
        self.nodeBudget = nodeLimit
        self.nodeLimit = nodeLimit
    }

    func location(of node: Node) -> SourceLocation {
        guard let mark = node.mark else { return .startOf(file) }
        return SourceLocation(file: file, line: mark.line, column: mark.column)
    }

    mutating func report(_ diagnostic: Diagnostic) {
        guard diagnostics.count < Self.maximumDiagnostics else { return }
        diagnostics.append(diagnostic)
    }

    mutating func error(_ problem: SpecProblem, at node: Node) {
        report(.error(problem, at: location(of: node)))
    }

    /// Counts one visited node; false once the budget is spent (reported once).
    mutating func visit(_ node: Node) -> Bool {
        guard !isExhausted else { return false }
        nodeBudget -= 1
        if nodeBudget < 0 {
            isExhausted = true
            report(.error(.aliasExpansionTooLarge(limit: nodeLimit), at: location(of: node)))
            return false
        }
        return true
    }

    static func kindName(of node: Node) -> String {
        switch node {
        case .scalar(let scalar):
            if scalar.style == .plain && (scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null") {
                return "nothing"
            }
            return "a string ('\(scalar.string.prefix(40))')"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    static func isNull(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain else { return false }
        return scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null" || scalar.string == "Null"
            || scalar.string == "NULL"
    }

    /// The key/value pairs of a mapping, in order, with keys as located strings.
    mutating func mapping(_ node: Node, expected: String) -> [(key: Located<String>, value: Node)]? {
        guard visit(node) else { return nil }
        guard case .mapping(let mapping) = node else {
            error(.wrongKind(expected: expected, found: Self.kindName(of: node)), at: node)
            return nil
        }
        var pairs: [(key: Located<String>, value: Node)] = []
        for (keyNode, value) in mapping {
            guard visit(keyNode) else { return nil }
            guard case .scalar(let key) = keyNode else {
                error(.wrongKind(expected: "a name as the key", found: Self.kindName(of: keyNode)), at: keyNode)
                continue
            }
            pairs.append((Located(key.string, at: location(of: keyNode)), value))
        }
        return pairs
    }

    /// Reports every key not in `allowed`, suggesting the closest allowed key.
    mutating func checkKeys(_ pairs: [(key: Located<String>, value: Node)], allowed: [String]) {
        _ = checkingKeys(pairs, allowed: allowed)
    }

    /// Reports every key not in `allowed`, suggesting the closest allowed key, and returns `pairs` with each such key
    /// read as its suggestion where the mapping lacks that key: what it holds is still checked, and the one mistake is
    /// not reported again by every check that misses it (`ouputs:` would leave a result's `from:` naming no output).
    mutating func checkingKeys(_ pairs: [(key: Located<String>, value: Node)], allowed: [String])
        -> [(key: Located<String>, value: Node)]
    {
        let written = Set(pairs.map(\.key.value))
        return pairs.map { key, value in
            guard !allowed.contains(key.value) else { return (key, value) }
            let suggestion = EditDistance.closest(to: key.value, among: allowed)
            report(.error(.unknownKey(key.value, allowed: allowed, suggestion: suggestion), at: key.location))
            guard let suggestion, !written.contains(suggestion) else { return (key, value) }
            return (Located(suggestion, at: key.location), value)
        }
    }

    mutating func sequence(_ node: Node, expected: String) -> [Node]? {
        guard visit(node) else { return nil }
        guard case .sequence(let sequence) = node else {
            error(.wrongKind(expected: expected, found: Self.kindName(of: node)), at: node)
            return nil
        }
        return Array(sequence)
    }

    /// A scalar's text with its position; quoted scalars report the position of their first character.
    mutating func string(_ node: Node, expected: String) -> Located<String>? {
        guard visit(node) else { return nil }
        guard case .scalar(let scalar) = node, !Self.isNull(node) else {
            error(.wrongKind(expected: expected, found: Self.kindName(of: node)), at: node)
            return nil
        }
        var location = location(of: node)
        if scalar.style == .singleQuoted || scalar.style == .doubleQuoted {
            location = location.advanced(byColumns: 1)
        }
        if scalar.style != .plain && scalar.style != .any {
            scalarStyles[location] = scalar.style
        }
        return Located(scalar.string, at: location)
    }

    /// Where the scalar at `offset` (in Unicode scalars) of a value read by `string` was written.
    ///
    /// Escapes in quoted values make the written text longer than the value, so the offset is mapped back
    /// through them; a block scalar, or any value written over several lines, is blamed at its start.
    mutating func location(ofOffset offset: Int, in value: Located<String>) -> SourceLocation {
        guard offset > 0 else { return value.location }
        if lines == nil { lines = YAMLDocumentLoader.lines(of: text) }
        guard let lines, value.location.line - 1 < lines.count else { return value.location }
        let line = Array(lines[value.location.line - 1].unicodeScalars)
        let start = value.location.column - 1
        let written: Int?
        switch scalarStyles[value.location] ?? .plain {
        case .singleQuoted:
            written = Self.writtenOffset(of: offset, inQuotedFrom: start, of: line, quote: "'")
        case .doubleQuoted:
            written = Self.writtenOffset(of: offset, inQuotedFrom: start, of: line, quote: "\"")
        case .literal, .folded:
            written = nil
        case .plain, .any:
            // A plain value written on one line is its own text; folded over several lines it is not.
            let scalars = Array(value.value.unicodeScalars)
            written =
                start + scalars.count <= line.count && Array(line[start..<start + scalars.count]) == scalars
                ? offset : nil
        }
        return written.map { value.location.advanced(byColumns: $0) } ?? value.location
    }

    /// How many scalars after `start` (the first inside the quotes) the `offset`-th scalar of a quoted
    /// value is written, or nil when the value does not close on this line.
    private static func writtenOffset(
        of offset: Int, inQuotedFrom start: Int, of line: [Unicode.Scalar], quote: Unicode.Scalar
    ) -> Int? {
        var column = start
        var decoded = 0
        var found: Int?
        while column < line.count {
            if decoded == offset { found = column - start }
            let scalar = line[column]
            if scalar == quote {
                if quote == "'" && column + 1 < line.count && line[column + 1] == "'" {
                    column += 2
                    decoded += 1
                    continue
                }
                return found
            }
            if quote == "\"" && scalar == "\\" {
                guard column + 1 < line.count else { return nil }
                switch line[column + 1] {
                case "x": column += 4
                case "u": column += 6
                case "U": column += 10
                default: column += 2
                }
                decoded += 1
                continue
            }
            column += 1
            decoded += 1
        }
        return nil
    }

    /// Free text such as a `doc:` value; nil (without complaint) for an empty value.
    mutating func text(_ node: Node) -> String? {
        if Self.isNull(node) { return nil }
        guard let text = string(node, expected: "text") else { return nil }
        let trimmed = text.value.trimmingWhitespace()
        return trimmed.isEmpty ? nil : trimmed
    }

    /// An identifier that names a member (input, output, case, method, parameter...).
    mutating func memberName(_ name: Located<String>) -> Located<String>? {
        if SwiftIdentifier.memberNameProblem(with: name.value) != nil, let continued = listItemFolded(into: name) {
            report(
                .error(
                    .listItemIndentedUnderItem(item: continued.item, continued: continued.text),
                    at: continued.location))
            return nil
        }
        if let problem = SwiftIdentifier.memberNameProblem(with: name.value) {
            let found =
                Self.nameAndTypeWithoutSpace(name.value).map {
                    SpecProblem.typeWithoutSpaceAfterColon(name.value, suggestion: $0)
                }
                ?? problem
            report(.error(found, at: identifierProblemLocation(problem, in: name)))
            return nil
        }
        return name
    }

    /// The line YAML folded into the plain value `name` when that line is a list item (`- cancel`) indented deeper
    /// than the item `name` starts: the item's own text, the folded line's text and where that line starts.
    mutating func listItemFolded(into name: Located<String>) -> (
        item: String, text: String, location: SourceLocation
    )? {
        guard (scalarStyles[name.location] ?? .plain) == .plain else { return nil }
        if lines == nil { lines = YAMLDocumentLoader.lines(of: text) }
        guard let lines, name.location.line < lines.count else { return nil }
        // Columns count Unicode scalars, as everywhere in diagnostics.
        let line = lines[name.location.line - 1].unicodeScalars
        let start = line.index(line.startIndex, offsetBy: name.location.column - 1, limitedBy: line.endIndex)
        let onItsLine = start.map { String(line[$0...]).trimmingCharacters(in: .whitespaces) } ?? ""
        guard !onItsLine.isEmpty, name.value.hasPrefix(onItsLine), name.value != onItsLine else { return nil }
        let next = lines[name.location.line]
        let indent = next.prefix { $0 == " " }.count
        let text = next.dropFirst(indent).trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("- ") || text == "-" else { return nil }
        return (
            onItsLine, text, SourceLocation(file: name.location.file, line: name.location.line + 1, column: indent + 1)
        )
    }

    /// `title: String` for `title:String`, which YAML reads as one name because no space follows the colon; nil
    /// unless the text before the colon is a member name and the text after it a type.
    static func nameAndTypeWithoutSpace(_ written: String) -> String? {
        guard let colon = written.firstIndex(of: ":") else { return nil }
        let (name, type) = (String(written[..<colon]), String(written[written.index(after: colon)...]))
        guard SwiftIdentifier.memberNameProblem(with: name) == nil, type.first?.isWhitespace == false,
            case .success = SwiftTypeParser.parse(type)
        else { return nil }
        return "\(name): \(type)"
    }

    /// An identifier that names a type (scene, service, route target).
    mutating func typeName(_ name: Located<String>) -> Located<String>? {
        if let problem = SwiftIdentifier.typeNameProblem(with: name.value) {
            report(.error(problem, at: identifierProblemLocation(problem, in: name)))
            return nil
        }
        return name
    }

    /// Where to blame `problem` with `name`: the bad character when there is one, else the name's start.
    mutating func identifierProblemLocation(_ problem: SpecProblem, in name: Located<String>) -> SourceLocation {
        guard let offset = SwiftIdentifier.offset(of: problem, in: name.value) else { return name.location }
        return location(ofOffset: offset, in: name)
    }

    /// A Swift type expression; errors point at the offending character inside the value.
    mutating func type(_ node: Node, expected: String = "a Swift type") -> Located<SwiftType>? {
        if case .sequence = node {
            // `[Repository]` unquoted is a YAML list, not a Swift array type.
            error(
                .wrongKind(
                    expected: expected + " (quote array and dictionary types: \"[Element]\")",
                    found: Self.kindName(of: node)), at: node)
            return nil
        }
        guard let text = string(node, expected: expected) else { return nil }
        switch SwiftTypeParser.parse(text.value) {
        case .success(let type):
            return Located(type, at: text.location)
        case .failure(let failure):
            report(.error(.invalidType(failure.message), at: location(ofOffset: failure.offset, in: text)))
            return nil
        }
    }

    /// An argument's type, which may be implicitly unwrapped (`User!`); nil after reporting a type it cannot read.
    mutating func argumentType(_ node: Node) -> (type: Located<SwiftType>, isImplicitlyUnwrapped: Bool)? {
        if case .sequence = node { return type(node).map { ($0, false) } }
        guard let text = string(node, expected: "a Swift type") else { return nil }
        switch SwiftTypeParser.parseArgument(text.value) {
        case .success(let parsed):
            return (Located(parsed.type, at: text.location), parsed.isImplicitlyUnwrapped)
        case .failure(let failure):
            report(.error(.invalidType(failure.message), at: location(ofOffset: failure.offset, in: text)))
            return nil
        }
    }

    /// One of an enumeration's raw values, such as a trait or a method kind: a value close to one is told which it
    /// may mean, any other the values there are.
    mutating func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ node: Node, field: String, as _: Choice.Type
    ) -> Located<Choice>? where Choice.RawValue == String {
        guard let text = string(node, expected: "a \(field)") else { return nil }
        guard let value = Choice(rawValue: text.value) else {
            reportInvalidChoice(text, field: field, allowed: Choice.allCases.map(\.rawValue))
            return nil
        }
        return Located(value, at: text.location)
    }

    /// Reports `text` as no value of `field`: with the closest of `allowed` when one is close, else with them all.
    mutating func reportInvalidChoice(_ text: Located<String>, field: String, allowed: [String]) {
        let suggestion = EditDistance.closest(to: text.value, among: allowed)
        report(
            .error(
                suggestion.map { .misspelledValue(text.value, for: field, suggestion: $0) }
                    ?? .invalidValue(text.value, for: field, allowed: allowed),
                at: text.location))
    }

    /// `true` or `false` (or YAML's other spellings of them) as the value of `key`; anything else is an error naming
    /// the key: `'maybe' is not a valid value for 'concrete'; use one of: true, false`.
    mutating func bool(_ node: Node, key: String) -> Located<Bool>? {
        guard let text = string(node, expected: "true or false") else { return nil }
        if SpecVocabulary.trueSpellings.contains(text.value) { return Located(true, at: text.location) }
        if SpecVocabulary.falseSpellings.contains(text.value) { return Located(false, at: text.location) }
        report(
            .error(.invalidValue(text.value, for: "value for '\(key)'", allowed: ["true", "false"]), at: text.location))
        return nil
    }

    /// A list item that names one member: `- name`, `- name: short` or `- name: {long form}`.
    ///
    /// Returns the validated name and the value after it (nil for the bare-name form or an empty value).
    mutating func namedItem(_ node: Node, what: String) -> (name: Located<String>, value: Node?)? {
        guard visit(node) else { return nil }
        switch node {
        case .scalar:
            guard let name = string(node, expected: what) else { return nil }
            return (name, nil)
        case .mapping(let mapping):
            guard mapping.count == 1, let (keyNode, value) = mapping.first else {
                error(.oneKeyPerItem(found: mapping.count), at: node)
                return nil
            }
            guard let name = string(keyNode, expected: what) else { return nil }
            return (name, Self.isNull(value) ? nil : value)
        default:
            error(.wrongKind(expected: what, found: Self.kindName(of: node)), at: node)
            return nil
        }
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
