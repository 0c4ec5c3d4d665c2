/// A problem in a Mustache template, built in or overridden by the project.
public enum TemplateProblem: Hashable, Sendable, CustomStringConvertible {
    /// The template does not parse.
    case syntax(String)
    /// The template file is not UTF-8 text.
    case textNotUTF8

    public var description: String {
        switch self {
        case .syntax(let problem): return "invalid template: \(problem)"
        case .textNotUTF8: return "template is not valid UTF-8; save it as UTF-8"
        }
    }
}
