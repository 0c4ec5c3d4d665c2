/// The check of a relay's `initial:` value, a Swift expression that lands verbatim in
/// `BehaviorRelay<T>(value: <initial>)`: it must stay one argument on one line, so that no value can end the
/// call, the line or a comment and turn into code of its own.
///
/// Accepted: one line of Swift whose brackets `()`, `[]` and `{}` pair up in order and never close the call, and
/// whose string literals are single-line `"..."` with escapes but without interpolation. Refused: anything empty,
/// line breaks and control, invisible or text-direction characters anywhere; and outside string literals `;`,
/// `//`, `/*`, `*/`, `#` (raw strings, directives), `'`, and a comma that is not inside brackets.
enum InitialExpression {
    /// The first problem in `expression` and its offset in Unicode scalars; nil when it is acceptable.
    static func problem(in expression: String) -> (problem: RelayProblem, offset: Int)? {
        let scalars = Array(expression.unicodeScalars)
        if expression.trimmingWhitespace().isEmpty { return (.emptyInitial, 0) }
        if let index = scalars.firstIndex(where: isUnprintable) {
            return (.initialCharacter(scalars[index]), index)
        }
        var openers: [(scalar: Unicode.Scalar, offset: Int)] = []
        var stringStart: Int?
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if stringStart != nil {
                switch scalar {
                case "\\" where next == "(": return (.initialInterpolation, index)
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
                    return (.initialText("a multi-line string literal"), index)
                }
                stringStart = index
            case "(", "[", "{": openers.append((scalar, index))
            case ")", "]", "}":
                guard let opener = openers.popLast(), Self.closer(of: opener.scalar) == scalar else {
                    return (.initialUnbalanced(scalar), index)
                }
            case ";": return (.initialText("';'"), index)
            case "#": return (.initialText("'#'"), index)
            case "'": return (.initialText("a single quote (Swift strings use '\"')"), index)
            case "," where openers.isEmpty: return (.initialText("a ',' outside brackets"), index)
            case "/" where next == "/" || next == "*": return (.initialText("a comment"), index)
            case "*" where next == "/": return (.initialText("'*/'"), index)
            default: break
            }
            index += 1
        }
        if let stringStart { return (.initialUnclosed("\""), stringStart) }
        if let opener = openers.last { return (.initialUnclosed(opener.scalar), opener.offset) }
        return nil
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
