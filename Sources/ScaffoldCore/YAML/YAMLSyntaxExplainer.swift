/// Reads a syntax error libyaml reports, with the text around it, as the mistake a person made.
///
/// libyaml names the grammar rule that failed and where it noticed; each rewrite looks at the text there to say
/// what was written wrong and how to fix it, and blames the place to fix (the opening quote of an unclosed
/// value, not the end of the file). A report it does not know, or text that is not laid out as expected, is
/// left to libyaml's own words.
struct YAMLSyntaxExplainer {
    /// A 1-based line and column (in Unicode scalars), as libyaml and diagnostics count.
    struct Position: Hashable {
        var line: Int
        var column: Int
    }

    /// The lines of the document, without line breaks.
    private let lines: [[Unicode.Scalar]]

    init(text: String) {
        lines = YAMLDocumentLoader.lines(of: text).map { line in
            var scalars = Array(line.unicodeScalars)
            if scalars.last == "\r" { scalars.removeLast() }
            return scalars
        }
    }

    /// The mistake behind libyaml's `problem` found at `mark`, and where to blame it; `context` is what libyaml
    /// was reading (`while parsing a flow sequence`) and where that started.
    func explain(problem: String, context: String?, contextMark: Position?, mark: Position)
        -> (problem: YAMLSyntaxProblem, position: Position)?
    {
        switch problem {
        case "mapping values are not allowed in this context":
            return colonInValue(at: mark)
        case "did not find expected key":
            return unexpectedTextInMapping(at: mark)
        case "did not find expected '-' indicator":
            guard let list = contextMark else { return nil }
            if scalar(at: mark) == "-" {
                return (
                    .misalignedListItem(
                        spaces: indentation(of: mark.line), expected: list.column - 1, listLine: list.line), mark
                )
            }
            return (.notAListItem(listLine: list.line), mark)
        case "found character that cannot start any token":
            guard let character = scalar(at: mark), ["@", "`", "%"].contains(character) else { return nil }
            return (.reservedFirstCharacter(Character(character), value: plainValue(from: mark)), mark)
        case "could not find expected ':'":
            guard let key = contextMark else { return nil }
            return keyWithoutColon(at: key)
        case "found undefined alias":
            guard scalar(at: mark) == "*" else { return nil }
            let name = String(
                String.UnicodeScalarView(
                    rest(from: Position(line: mark.line, column: mark.column + 1)).prefix {
                        !" ,[]{}#".unicodeScalars.contains($0)
                    }))
            return (.undefinedAlias(name), mark)
        case "found unexpected end of stream", "found unexpected document indicator":
            guard context == "while scanning a quoted scalar", let opening = contextMark,
                let quote = scalar(at: opening), quote == "\"" || quote == "'"
            else { return nil }
            return (.unclosedQuote(Character(quote)), opening)
        case "found unknown escape character":
            guard scalar(at: mark) == "\\" else { return nil }
            return (.unknownEscape(String(String.UnicodeScalarView(rest(from: mark).prefix(2)))), mark)
        case "did not find expected ',' or ']'":
            return unfinishedFlowCollection(close: "]", openedAt: contextMark, mark: mark)
        case "did not find expected ',' or '}'":
            return unfinishedFlowCollection(close: "}", openedAt: contextMark, mark: mark)
        case "did not find expected node content":
            switch scalar(at: mark) {
            case "]", "}": return (.strayClosingBracket(Character(scalar(at: mark)!)), mark)
            case ",": return (.emptyFlowItem, mark)
            case nil:
                // The text ended where an item of a `[...]` or `{...}` was due.
                guard let opening = lastUnclosedBracket(before: mark), let open = scalar(at: opening) else {
                    return nil
                }
                return (.unclosedBracket(open: Character(open), close: open == "[" ? "]" : "}"), opening)
            default: return nil
            }
        case "block sequence entries are not allowed in this context":
            return (.listItemAfterKey, mark)
        default:
            return nil
        }
    }

    /// A `:` libyaml cannot take as a key's: inside a value on a key's line, or on a line read as more of the
    /// value above it (indented too deep, or the line above is a key without a space after its colon).
    private func colonInValue(at mark: Position) -> (YAMLSyntaxProblem, Position)? {
        guard let line = line(mark.line) else { return nil }
        if let separator = keySeparator(in: line), separator < mark.column - 1 {
            var valueStart = separator + 1
            while valueStart < line.count, line[valueStart] == " " { valueStart += 1 }
            return (
                .colonInPlainValue(value: plainValue(from: Position(line: mark.line, column: valueStart + 1))), mark
            )
        }
        guard let above = previousContentLine(before: mark.line), let aboveText = self.line(above) else { return nil }
        if let missingSpace = missingSpaceAfterColon(in: aboveText, line: above) { return missingSpace }
        let keyStart = contentStart(of: line)
        let key = String(String.UnicodeScalarView(line[keyStart..<max(keyStart, min(line.count, mark.column - 1))]))
        return (.keyIndentedUnderValue(key: key, line: above), Position(line: mark.line, column: keyStart + 1))
    }

    /// Text left on a line after a complete value, or a line whose indentation fits nothing above.
    private func unexpectedTextInMapping(at mark: Position) -> (YAMLSyntaxProblem, Position)? {
        guard let line = line(mark.line), mark.column - 1 < line.count else { return nil }
        if indentation(of: mark.line) == mark.column - 1 {
            if line[mark.column - 1] == ":" { return (.colonWithoutKey, mark) }
            return (.indentationMatchesNothing(spaces: indentation(of: mark.line)), mark)
        }
        let before = line[..<(mark.column - 1)].last { $0 != " " }
        return (.textAfterValue(plainValue(from: mark), afterQuote: before == "\"" || before == "'"), mark)
    }

    /// A line libyaml started to read as a key and found no `:` after.
    private func keyWithoutColon(at key: Position) -> (YAMLSyntaxProblem, Position)? {
        guard let line = line(key.line) else { return nil }
        if let missingSpace = missingSpaceAfterColon(in: line, line: key.line) { return missingSpace }
        return (.keyWithoutColon(plainValue(from: key)), key)
    }

    /// `key:value` with no blank after the colon, blamed at the colon.
    private func missingSpaceAfterColon(in line: [Unicode.Scalar], line number: Int) -> (YAMLSyntaxProblem, Position)? {
        let start = contentStart(of: line)
        guard start < line.count, keySeparator(in: line) == nil,
            let colon = line[start...].firstIndex(of: ":"), colon > start, colon + 1 < line.count,
            line[start..<colon].allSatisfy(SwiftIdentifier.isCharacter)
        else { return nil }
        let written = plainValue(from: Position(line: number, column: start + 1))
        let fixed =
            String(String.UnicodeScalarView(line[start...colon])) + " "
            + String(String.UnicodeScalarView(line[(colon + 1)...])).trimmingWhitespace()
        return (.missingSpaceAfterColon(written: written, fixed: fixed), Position(line: number, column: colon + 1))
    }

    /// A `[` or `{` collection that stopped before its closing bracket: closed with the wrong bracket, never
    /// closed (the text went on to the next key), or missing a comma between items.
    private func unfinishedFlowCollection(close: Unicode.Scalar, openedAt opening: Position?, mark: Position)
        -> (YAMLSyntaxProblem, Position)?
    {
        guard let opening, let open = scalar(at: opening), open == "[" || open == "{" else { return nil }
        let found = scalar(at: mark)
        if let found, found == "]" || found == "}", found != close {
            return (
                .mismatchedBracket(
                    open: Character(open), line: opening.line, column: opening.column, expected: Character(close),
                    found: Character(found)), mark
            )
        }
        // A collection written over several lines indents its later lines; one that runs into a line indented
        // like its key (or into the end) was never closed.
        if found == nil || mark.line > opening.line && indentation(of: mark.line) <= indentation(of: opening.line) {
            return (.unclosedBracket(open: Character(open), close: Character(close)), opening)
        }
        return (.missingComma(close: Character(close)), mark)
    }

    /// The innermost `[` or `{` still open at `mark`, skipping comments and quoted values.
    private func lastUnclosedBracket(before mark: Position) -> Position? {
        var open: [Position] = []
        var quote: Unicode.Scalar?
        for (index, line) in lines.enumerated().prefix(mark.line) {
            var previous: Unicode.Scalar = " "
            for (column, scalar) in line.enumerated() {
                if index + 1 == mark.line && column + 1 >= mark.column { break }
                if let current = quote {
                    if scalar == current { quote = nil }
                } else if scalar == "#" && previous == " " {
                    break
                } else if (scalar == "\"" || scalar == "'") && " [{,:".unicodeScalars.contains(previous) {
                    quote = scalar
                } else if scalar == "[" || scalar == "{" {
                    open.append(Position(line: index + 1, column: column + 1))
                } else if scalar == "]" || scalar == "}" {
                    _ = open.popLast()
                }
                previous = scalar
            }
        }
        return open.last
    }

    // MARK: Reading the text

    private func line(_ number: Int) -> [Unicode.Scalar]? {
        number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }

    /// The scalar at `position`; nil past the end of its line or of the text.
    private func scalar(at position: Position) -> Unicode.Scalar? {
        guard let line = line(position.line), position.column >= 1, position.column - 1 < line.count else {
            return nil
        }
        return line[position.column - 1]
    }

    /// The rest of the line from `position`.
    private func rest(from position: Position) -> ArraySlice<Unicode.Scalar> {
        guard let line = line(position.line), position.column >= 1, position.column - 1 < line.count else {
            return []
        }
        return line[(position.column - 1)...]
    }

    private func indentation(of number: Int) -> Int {
        line(number).map { $0.prefix { $0 == " " }.count } ?? 0
    }

    /// Where a line's key or value starts: after its indentation and any `- ` list indicators.
    private func contentStart(of line: [Unicode.Scalar]) -> Int {
        var index = 0
        while index < line.count {
            if line[index] == " " {
                index += 1
            } else if line[index] == "-", index + 1 == line.count || line[index + 1] == " " {
                index += 1
            } else {
                break
            }
        }
        return index
    }

    /// The index of the colon that ends a line's key: the first `:` followed by a blank or the end of the line,
    /// outside quotes. Nil for a line that holds no key.
    private func keySeparator(in line: [Unicode.Scalar]) -> Int? {
        var index = contentStart(of: line)
        var quote: Unicode.Scalar?
        if index < line.count, line[index] == "\"" || line[index] == "'" {
            quote = line[index]
            index += 1
        }
        while index < line.count {
            let scalar = line[index]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "#", index > 0, line[index - 1] == " " {
                return nil
            } else if scalar == ":", index + 1 == line.count || line[index + 1] == " " {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The nearest line above `number` that holds more than blanks or a comment.
    private func previousContentLine(before number: Int) -> Int? {
        var candidate = number - 1
        while let line = line(candidate) {
            let start = contentStart(of: line)
            if start < line.count, line[start] != "#" { return candidate }
            candidate -= 1
        }
        return nil
    }

    /// The plain value written from `position`: up to a comment, or, inside `[...]` or `{...}`, to the end of
    /// its item.
    private func plainValue(from position: Position) -> String {
        let line = line(position.line) ?? []
        let rest = rest(from: position)
        let before = line[..<min(line.count, max(0, position.column - 1))].last { $0 != " " }
        let inFlow = before == "[" || before == "{" || before == ","
        var value = String.UnicodeScalarView()
        var previous: Unicode.Scalar = " "
        for scalar in rest {
            if scalar == "#" && previous == " " { break }
            if inFlow && (scalar == "," || scalar == "]" || scalar == "}") { break }
            value.append(scalar)
            previous = scalar
        }
        return String(value).trimmingWhitespace()
    }
}
