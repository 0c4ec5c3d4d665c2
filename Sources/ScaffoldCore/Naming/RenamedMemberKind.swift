/// The kinds of member `renamedFrom:` may rename; the raw value is how messages and change lines name the kind.
public enum RenamedMemberKind: String, Sendable, Equatable, CaseIterable, CustomStringConvertible {
    case argument
    case input
    case output
    case action
    case stateCase = "state case"
    case resultCase = "result case"
    case property
    case method
    case serviceMethod = "service method"

    public var description: String { rawValue }

    /// What names a member of this kind makes in the naming table, by the member's name.
    var nameSources: [(String) -> NameSource] {
        switch self {
        // A route goes by the name of the output or input that starts it.
        case .input: return [NameSource.input, NameSource.route]
        case .output: return [NameSource.output, NameSource.route]
        case .action: return [NameSource.action]
        case .resultCase: return [NameSource.resultCase]
        case .property: return [NameSource.property]
        case .method: return [NameSource.method]
        case .serviceMethod: return [NameSource.serviceMethod]
        // An argument's and a state case's names make no other generated name.
        case .argument, .stateCase: return []
        }
    }
}
