import Yams

/// Measures a parsed YAML document as its readers will see it, aliases expanded, without expanding them:
/// the nodes, scalar bytes and nesting depth it expands to, and any tag written on a node.
///
/// An alias shares its anchor's node, so a small file can expand enormously (a 365 KB spec once expanded
/// into 1.2 GB of output). Each mapping and sequence is measured once, by where it was written, and every
/// later reference reuses that measure, so the cost stays proportional to the document as written.
struct YAMLDocumentBounds {
    /// What a document expands to; each saturates just past its limit, so sums never overflow.
    struct Measure {
        var nodes: Int
        var bytes: Int
        var depth: Int
    }

    /// Where a mapping or sequence was written: aliases to it carry the same mark.
    private struct NodeKey: Hashable {
        var line: Int
        var column: Int
        var isMapping: Bool
        var count: Int
    }

    let maximumNodes: Int
    let maximumBytes: Int
    let maximumDepth: Int
    private let lines: [[Unicode.Scalar]]?
    private var measured: [NodeKey: Measure] = [:]
    /// Whether measures of mappings and sequences are remembered for the aliases that reuse them.
    private var remembers = true
    /// Where the first mapping or sequence nesting past the depth limit is written: the innermost one that
    /// crosses it.
    private(set) var firstTooDeep: SourceLocation?
    /// Where a tag (`!!binary`, `!custom`) is written, with its text.
    private(set) var tags: [SourceLocation: String] = [:]
    private let file: String

    init(text: String, file: String, maximumNodes: Int, maximumBytes: Int, maximumDepth: Int) {
        self.file = file
        self.maximumNodes = maximumNodes
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
        // A tag starts with '!'; a document without one needs no look at the text.
        lines =
            YAMLDocumentLoader.contains(UInt8(ascii: "!"), in: text)
            ? YAMLDocumentLoader.lines(of: text).map { Array($0.unicodeScalars) } : nil
    }

    /// The expanded size and depth of `node`, recording the tags met on the way. A document whose text
    /// has no `*` has no alias: it is a plain tree, each node met once, so nothing is remembered.
    mutating func measure(_ node: Node, text: String) -> Measure {
        remembers = YAMLDocumentLoader.contains(UInt8(ascii: "*"), in: text)
        return measure(node)
    }

    /// The expanded size and depth of `node`, recording the tags met on the way.
    mutating func measure(_ node: Node) -> Measure {
        recordTag(at: node.mark)
        var key: NodeKey?
        switch node {
        case .scalar(let scalar):
            return Measure(nodes: 1, bytes: min(scalar.string.utf8.count, maximumBytes + 1), depth: 1)
        case .alias:
            return Measure(nodes: 1, bytes: 0, depth: 1)
        case .mapping(let mapping):
            key = mapping.mark.map { NodeKey(line: $0.line, column: $0.column, isMapping: true, count: mapping.count) }
        case .sequence(let sequence):
            key = sequence.mark.map {
                NodeKey(line: $0.line, column: $0.column, isMapping: false, count: sequence.count)
            }
        }
        if !remembers { key = nil }
        if let key, let known = measured[key] { return known }
        var total = Measure(nodes: 1, bytes: 0, depth: 0)
        switch node {
        case .mapping(let mapping):
            // By index: iterating a Yams mapping copies all its pairs into a new array first.
            for index in mapping.indices {
                // Measured before adding: a call on `self` whose argument mutates `self` copies the memo each time.
                let keyMeasure = measure(mapping[index].key)
                add(keyMeasure, to: &total)
                let valueMeasure = measure(mapping[index].value)
                add(valueMeasure, to: &total)
            }
        case .sequence(let sequence):
            for child in sequence {
                let childMeasure = measure(child)
                add(childMeasure, to: &total)
            }
        case .scalar, .alias:
            break
        }
        total.depth = min(total.depth + 1, maximumDepth + 1)
        if total.depth > maximumDepth, firstTooDeep == nil, let mark = node.mark {
            firstTooDeep = SourceLocation(file: file, line: mark.line, column: mark.column)
        }
        if let key { measured[key] = total }
        return total
    }

    private func add(_ measure: Measure, to total: inout Measure) {
        total.nodes = min(total.nodes + measure.nodes, maximumNodes + 1)
        total.bytes = min(total.bytes + measure.bytes, maximumBytes + 1)
        total.depth = max(total.depth, measure.depth)
    }

    /// A node with properties starts at its first one (libyaml's start mark): `!tag`, or `&anchor` then `!tag`.
    private mutating func recordTag(at mark: Mark?) {
        guard let lines, let mark, mark.line >= 1, mark.line <= lines.count else { return }
        let line = lines[mark.line - 1]
        var index = mark.column - 1
        guard index >= 0, index < line.count else { return }
        if line[index] == "&" {
            while index < line.count, line[index] != " ", line[index] != "\t" { index += 1 }
            while index < line.count, line[index] == " " || line[index] == "\t" { index += 1 }
        }
        guard index < line.count, line[index] == "!" else { return }
        var end = index
        while end < line.count, !" \t\r,[]{}".unicodeScalars.contains(line[end]) { end += 1 }
        let tag = String(String.UnicodeScalarView(line[index..<end]))
        tags[SourceLocation(file: file, line: mark.line, column: index + 1)] = tag
    }
}
