/// The check of a relay's `initial:` value, a Swift expression that lands verbatim in
/// `BehaviorRelay<T>(value: <initial>)`, and of an argument's `default:`, which lands in `init(limit: Int = <default>)`:
/// it must stay one argument on one line, so that no value can end the call, the line or a comment and turn into
/// code of its own.
///
/// Accepted: one line of Swift whose brackets `()`, `[]` and `{}` pair up in order and never close the call, and
/// whose string literals are single-line `"..."` with escapes but without interpolation. Refused: anything empty,
/// line breaks and control, invisible or text-direction characters anywhere; and outside string literals `;`,
/// `//`, `/*`, `*/`, `#` (raw strings, directives), `'`, and a comma that is not inside brackets.
enum InitialExpression {
    /// The first problem in `expression` and its offset in Unicode scalars; nil when it is acceptable.
    static func problem(in expression: String, key: String = "initial") -> (problem: RelayProblem, offset: Int)? {
        let scalars = Array(expression.unicodeScalars)
        if expression.trimmingWhitespace().isEmpty { return (.emptyInitial(key: key), 0) }
        if let index = scalars.firstIndex(where: isUnprintable) {
            return (.initialCharacter(scalars[index], key: key), index)
        }
        var openers: [(scalar: Unicode.Scalar, offset: Int)] = []
        var stringStart: Int?
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if stringStart != nil {
                switch scalar {
                case "\\" where next == "(": return (.initialInterpolation(key: key), index)
                case "\\": index += 1
                case "\"": stringStart = nil
                default: break
                }
                index += 1
                continue
            }
            switch scalar {
            case "\"":
                if next == "\"", index + 2 < scalars.count, scalars[index + 2] == "\"" {
                    return (.initialText("a multi-line string literal", key: key), index)
                }
                stringStart = index
            case "(", "[", "{": openers.append((scalar, index))
            case ")", "]", "}":
                guard let opener = openers.popLast(), Self.closer(of: opener.scalar) == scalar else {
                    return (.initialUnbalanced(scalar, key: key), index)
                }
            case ";": return (.initialText("';'", key: key), index)
            case "#": return (.initialText("'#'", key: key), index)
            case "'": return (.initialText("a single quote (Swift strings use '\"')", key: key), index)
            case "," where openers.isEmpty: return (.initialText("a ',' outside brackets", key: key), index)
            case "/" where next == "/" || next == "*": return (.initialText("a comment", key: key), index)
            case "*" where next == "/": return (.initialText("'*/'", key: key), index)
            default: break
            }
            index += 1
        }
        if let stringStart { return (.initialUnclosed("\"", key: key), stringStart) }
        if let opener = openers.last { return (.initialUnclosed(opener.scalar, key: key), opener.offset) }
        return nil
    }

    /// Words Swift reads as something other than a value of the view model's: literals, `self`, operators
    /// spelled as words.
    static let nonValueWords: Set<String> = SwiftIdentifier.keywords.union(["await"])

    /// The names `expression` reads as values of its own, each with its offset in Unicode scalars: bare
    /// identifiers, not after a dot (a member), before a colon (a label) or before `(` (a function the app may
    /// declare anywhere), outside string literals and closures (whose parameters it cannot know), and not keywords.
    /// The relay `initial: repository.name` reads `repository`.
    static func valueReads(in expression: String) -> [(name: String, offset: Int)] {
        let scalars = Array(expression.unicodeScalars)
        var reads: [(name: String, offset: Int)] = []
        var index = 0
        var braceDepth = 0
        var previous: Unicode.Scalar = " "
        func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" {
                index += 1
                while index < scalars.count, scalars[index] != "\"" { index += scalars[index] == "\\" ? 2 : 1 }
                index += 1
                previous = "\""
                continue
            }
            if scalar == "{" { braceDepth += 1 }
            if scalar == "}" { braceDepth -= 1 }
            guard scalar == "_" || scalar.properties.isAlphabetic else {
                if scalar == "$" || scalar.properties.numericType != nil {
                    // `$0`, `1e3`: a closure's argument or a number, not a name.
                    while index < scalars.count, isIdentifierScalar(scalars[index]) || scalars[index] == "$" {
                        index += 1
                    }
                    previous = "0"
                    continue
                }
                if scalar != " " && scalar != "\t" { previous = scalar }
                index += 1
                continue
            }
            let start = index
            while index < scalars.count, isIdentifierScalar(scalars[index]) { index += 1 }
            var word = String.UnicodeScalarView()
            word.append(contentsOf: scalars[start..<index])
            let name = String(word)
            var next = index
            while next < scalars.count, scalars[next] == " " || scalars[next] == "\t" { next += 1 }
            let following = next < scalars.count ? scalars[next] : nil
            if previous != ".", following != ":", following != "(", braceDepth == 0,
                name.first?.isUppercase == false, !nonValueWords.contains(name)
            {
                reads.append((name, start))
            }
            previous = scalars[index - 1]
        }
        return reads
    }

    private static func closer(of opener: Unicode.Scalar) -> Unicode.Scalar {
        switch opener {
        case "(": return ")"
        case "[": return "]"
        default: return "}"
        }
    }

    /// Line breaks, control characters and invisible or text-direction formatting characters.
    private static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
