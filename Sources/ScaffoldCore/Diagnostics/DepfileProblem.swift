/// A file name that a Makefile dependency file (or a Makefile's list of specs, `scaffold specs --for-make`)
/// cannot hold: GNU Make would read it as something else.
///
/// Reported at the file itself, before anything is written, so a name can never smuggle a rule, a
/// recipe or a variable into a file that `make` includes.
public enum DepfileProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// A line feed or carriage return: the rule would end there and the rest become a new line.
    case lineBreak(Unicode.Scalar)
    /// Another control character, which make may read as white space.
    case controlCharacter(Unicode.Scalar)
    /// `;` starts a recipe on the rule's line, escaped or not.
    case semicolon
    /// `=` turns the rule into a (target-specific) variable assignment, escaped or not.
    case equalsSign
    /// A backslash, whose meaning to make depends on what follows it.
    case backslash
    /// A leading `~`, which make expands to a home folder.
    case leadingTilde
    /// `name(member)`, which make reads as a member of the archive `name`.
    case archiveMember
    /// A target ending in `&`, which make reads as a grouped target.
    case groupedTarget
    /// A character a make word list (`$(shell scaffold specs --for-make)`) cannot carry even escaped:
    /// list functions split on white space and rule lines built from the list are parsed again.
    case notInAWordList(Character)

    public var description: String {
        "make cannot read this file name: \(reason); rename the file"
    }

    private var reason: String {
        switch self {
        case .lineBreak(let scalar):
            return "it holds a line break (\(Self.codePoint(scalar))), which would end the rule"
        case .controlCharacter(let scalar): return "it holds the control character \(Self.codePoint(scalar))"
        case .semicolon: return "it holds ';', which starts a recipe"
        case .equalsSign: return "it holds '=', which makes the rule a variable assignment"
        case .backslash: return "it holds '\\', which make reads as an escape"
        case .leadingTilde: return "it starts with '~', which make expands to a home folder"
        case .archiveMember: return "it ends in '(...)', which make reads as a member of an archive"
        case .groupedTarget: return "it ends in '&', which make reads as a grouped target"
        case .notInAWordList(let character):
            let shown = character == "\t" ? "a tab" : "'\(character)'"
            return "it holds \(shown), which a make word list cannot carry"
        }
    }

    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

extension Diagnostic {
    /// An error for a file name a depfile cannot hold, placed at the start of that file.
    public static func error(_ problem: DepfileProblem, naming file: String) -> Diagnostic {
        Diagnostic(severity: .error, location: .startOf(file), message: problem.description)
    }
}
