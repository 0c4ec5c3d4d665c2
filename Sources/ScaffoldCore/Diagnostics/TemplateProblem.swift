/// A problem in a Mustache template, built in or overridden by the project.
public enum TemplateProblem: Hashable, Sendable, CustomStringConvertible {
    /// The template does not parse.
    case syntax(String)
    /// The template file is not UTF-8 text.
    case textNotUTF8
    /// A partial includes itself, directly or through others: `chain` runs from the partial back to itself.
    case partialCycle(chain: [String])
    /// Partials include partials more than `limit` levels deep; `chain` is the deepest path.
    case partialsNestTooDeep(chain: [String], limit: Int)

    public var description: String {
        switch self {
        case .syntax(let problem): return "invalid template: \(problem)"
        case .textNotUTF8: return "template is not valid UTF-8; save it as UTF-8"
        case .partialCycle(let chain):
            return "partial '\(chain[0])' includes itself (\(chain.joined(separator: " > "))); "
                + "rendering it would never end; remove the include that closes the cycle"
        case .partialsNestTooDeep(let chain, let limit):
            return "partials nest more than \(limit) deep (\(chain.joined(separator: " > "))); include fewer levels"
        }
    }
}
