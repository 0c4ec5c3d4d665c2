/// Finds the first complex mapping key (`? key`, `*alias : value`, or a flow collection holding an alias
/// used as a key) in YAML text, before the YAML library parses it.
///
/// Yams hashes keys deeply while composing, so such keys let a small file with aliases take exponential
/// time; specs never need them. The scan is line by line and only as precise as that needs: `?` and
/// `*alias` count only where a node may begin as a key (after the indentation, after `- `, after `{`, `[`
/// or `,` in a flow collection), never inside quotes, comments, block scalars or the continuation lines
/// of a plain scalar, so `doc: Voulez-vous continuer ?` is prose, not a key.
struct ComplexKeyScanner {
    /// The quote of a quoted scalar still open at the end of the previous line.
    private var quote: Unicode.Scalar?
    private var flowDepth = 0
    /// Whether the next node would start a flow entry (carried across lines inside flow collections).
    private var atFlowEntryStart = false
    /// Whether the next node is a value after `key:`, inside a flow collection.
    private var atFlowValueStart = false
    /// The column that the lines of an open block scalar must be indented beyond, and their indentation.
    private var blockScalar: (parentColumn: Int, contentIndent: Int?)?
    /// The column a plain scalar's continuation lines must be indented beyond.
    private var plainScalarParentColumn: Int?

    /// The 0-based column of a complex key in `line`, the next line of the text, or nil.
    mutating func scan(_ line: [Unicode.Scalar]) -> Int? {
        let indent = line.prefix { $0 == " " }.count
        let isBlank = line[indent...].allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }

        if let block = blockScalar {
            if isBlank { return nil }
            if let contentIndent = block.contentIndent {
                if indent >= contentIndent { return nil }
            } else if indent > block.parentColumn {
                blockScalar?.contentIndent = indent
                return nil
            }
            blockScalar = nil
        }

        let isBlockContext = quote == nil && flowDepth == 0
        if isBlockContext, let parent = plainScalarParentColumn {
            if isBlank { return nil }
            plainScalarParentColumn = nil
            if indent > parent && line[indent] != "#" {
                // More of the plain scalar above, unless a comment ends it on this line.
                if !Self.hasComment(line) { plainScalarParentColumn = parent }
                return nil
            }
        }
        return scanNodes(line, from: isBlockContext ? indent : 0)
    }

    private mutating func scanNodes(_ line: [Unicode.Scalar], from start: Int) -> Int? {
        /// Where a node may begin: `.entry` as a key or sequence item, `.value` after `key:`.
        enum Position { case entry, value, inside }
        var position: Position
        if flowDepth == 0 {
            position = quote == nil ? .entry : .inside
        } else {
            position = atFlowEntryStart ? .entry : (atFlowValueStart ? .value : .inside)
        }
        /// The column of the innermost `- ` or key on this line, which a block scalar or plain value belongs to.
        var entryColumn: Int?
        /// Where the node that may still turn out to be a key started.
        var nodeColumn: Int?
        var isInPlainScalar = false
        var previous: Unicode.Scalar = " "
        var index = start

        func isBlank(_ offset: Int) -> Bool {
            offset >= line.count || line[offset] == " " || line[offset] == "\t" || line[offset] == "\r"
        }

        while index < line.count {
            let scalar = line[index]
            if let open = quote {
                if open == "\"" && scalar == "\\" {
                    index += 2
                    continue
                }
                if scalar == open {
                    if open == "'" && index + 1 < line.count && line[index + 1] == "'" {
                        index += 2
                        continue
                    }
                    quote = nil
                }
                previous = scalar
                index += 1
                continue
            }
            if scalar == " " || scalar == "\t" || scalar == "\r" {
                previous = scalar
                index += 1
                continue
            }
            if scalar == "#" && (previous == " " || previous == "\t" || index == 0) {
                isInPlainScalar = false
                break
            }

            if position != .inside {
                switch scalar {
                case "?" where position == .entry && (flowDepth > 0 || isBlank(index + 1)):
                    return index
                case "-" where position == .entry && flowDepth == 0 && isBlank(index + 1):
                    entryColumn = index
                    previous = scalar
                    index += 1
                    continue
                case "&", "!":
                    // An anchor or a tag comes before the node it names.
                    while !isBlank(index) { index += 1 }
                    continue
                case "*":
                    var end = index + 1
                    while end < line.count, Self.isAnchorCharacter(line[end]) { end += 1 }
                    var after = end
                    while after < line.count, line[after] == " " { after += 1 }
                    if position == .entry && after < line.count && line[after] == ":" && end > index + 1 {
                        return index
                    }
                    position = .inside
                    previous = line[end - 1]
                    index = end
                    continue
                case "[", "{":
                    if position == .entry,
                        let end = Self.endOfFlowCollectionHoldingAlias(in: line, from: index)
                    {
                        // `[*a, *b]: c` makes Yams hash the expanded key while parsing, before any limit applies.
                        var after = end + 1
                        while after < line.count, line[after] == " " { after += 1 }
                        if after < line.count, line[after] == ":" { return index }
                    }
                    if flowDepth == 0 { nodeColumn = index }
                    flowDepth += 1
                    position = .entry
                    previous = scalar
                    index += 1
                    continue
                case "\"", "'":
                    if flowDepth == 0 { nodeColumn = index }
                    quote = scalar
                    position = .inside
                    previous = scalar
                    index += 1
                    continue
                case "|" where flowDepth == 0, ">" where flowDepth == 0:
                    if let entryColumn { blockScalar = (entryColumn, nil) }
                    return nil
                default:
                    if flowDepth == 0 { nodeColumn = index }
                    // Only a block plain scalar goes on over more-indented lines.
                    isInPlainScalar = flowDepth == 0
                    position = .inside
                }
            }

            if flowDepth > 0 {
                switch scalar {
                case ",":
                    position = .entry
                case "]", "}":
                    flowDepth -= 1
                    position = .inside
                case ":" where isBlank(index + 1) || ",[]{}".unicodeScalars.contains(line[index + 1]):
                    position = .value
                default:
                    break
                }
            } else if scalar == ":" && isBlank(index + 1) {
                // The node before was a key; what follows is its value.
                entryColumn = nodeColumn ?? entryColumn
                isInPlainScalar = false
                position = .value
            }
            previous = scalar
            index += 1
        }

        atFlowEntryStart = flowDepth > 0 && position == .entry
        atFlowValueStart = flowDepth > 0 && position == .value
        if flowDepth == 0 && quote == nil && isInPlainScalar, let entryColumn {
            plainScalarParentColumn = entryColumn
        }
        return nil
    }

    /// Characters libyaml allows in an anchor or alias name.
    private static func isAnchorCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                || scalar == "-" || scalar == "_")
    }

    /// Whether `line`, a continuation of a plain scalar, ends in a comment.
    private static func hasComment(_ line: [Unicode.Scalar]) -> Bool {
        line.indices.contains { line[$0] == "#" && ($0 == 0 || line[$0 - 1] == " " || line[$0 - 1] == "\t") }
    }

    /// The index of the bracket closing the flow collection opened at `start`, when the collection holds an
    /// alias and closes on the same line (implicit keys are single-line); nil otherwise.
    static func endOfFlowCollectionHoldingAlias(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var depth = 0
        var holdsAlias = false
        var inQuotes: Unicode.Scalar?
        var previous: Unicode.Scalar = " "
        for index in start..<scalars.count {
            let scalar = scalars[index]
            if let quote = inQuotes {
                if scalar == quote { inQuotes = nil }
            } else if scalar == "\"" || scalar == "'" {
                inQuotes = scalar
            } else if scalar == "[" || scalar == "{" {
                depth += 1
            } else if scalar == "]" || scalar == "}" {
                depth -= 1
                if depth == 0 { return holdsAlias ? index : nil }
            } else if scalar == "*" && " {,[?".unicodeScalars.contains(previous) {
                holdsAlias = true
            }
            previous = scalar
        }
        return nil
    }
}
