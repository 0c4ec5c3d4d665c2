/// A file name that an Xcode file list (`.xcfilelist`) cannot hold: Xcode would read it as another path.
///
/// Reported at the file itself, before anything is written. Xcode reads a list one line per path, trims white
/// space at both ends of the line and expands build settings (`$(SRCROOT)`, `$HOME`) in it.
public enum XcodeFileListProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// A line feed, carriage return or other control character: the path would end there or be misread.
    case controlCharacter(Unicode.Scalar)
    /// `$`, which Xcode expands as a build setting.
    case dollarSign
    /// White space at the end of the name, which Xcode trims off the line.
    case trailingWhiteSpace

    public var description: String {
        "an Xcode file list cannot hold this file name: \(reason); rename the file, or drop 'xcode:' from scaffold.yml"
    }

    private var reason: String {
        switch self {
        case .controlCharacter(let scalar):
            return "it holds the control character \(DisplayText.codePoint(scalar))"
        case .dollarSign: return "it holds '$', which Xcode expands as a build setting"
        case .trailingWhiteSpace: return "it ends in white space, which Xcode trims off"
        }
    }

    /// The first reason `path` cannot be a line of a file list, if any.
    public static func problem(with path: String) -> XcodeFileListProblem? {
        if let control = path.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            return .controlCharacter(control)
        }
        if path.contains("$") { return .dollarSign }
        if path.last?.isWhitespace == true { return .trailingWhiteSpace }
        return nil
    }
}

extension Diagnostic {
    /// An error for a file name an Xcode file list cannot hold, placed at the start of that file.
    public static func error(_ problem: XcodeFileListProblem, naming file: String) -> Diagnostic {
        Diagnostic(severity: .error, location: .startOf(file), message: problem.description)
    }
}
