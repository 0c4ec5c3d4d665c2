/// Problems of the `inputs: init` convention, each with the message the user reads.
public enum InitInputsProblem: Hashable, Sendable, CustomStringConvertible {
    case coordinatorKeptOut
    case navigatorNaming
    case nameTaken(what: String)

    public var description: String {
        switch self {
        case .coordinatorKeptOut:
            return "with 'inputs: init' the view controller makes the view model from its controls, after the "
                + "coordinator has started, so the view model calls its coordinator to navigate; remove "
                + "'coordinatorInViewModel: false'"
        case .navigatorNaming:
            return "'inputs: init' cannot be used with 'naming: {coordinator: navigator}' yet: the assembler makes "
                + "the view model before the view that feeds its inputs exists; choose another inputs convention"
        case .nameTaken(let what):
            return "with 'inputs: init' the view model's init takes its inputs as 'input', so \(what) cannot be "
                + "called 'input'; rename it"
        }
    }
}
