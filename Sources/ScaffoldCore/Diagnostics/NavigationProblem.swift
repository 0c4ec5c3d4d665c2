/// Problems of `navigation: viewController`, each with the message the user reads.
public enum NavigationProblem: Hashable, Sendable, CustomStringConvertible {
    /// The view model would call its coordinator, for the reason given (`coordinatorInViewModel: true`, the
    /// transform convention, `inputs: init`), while the view controller holds the router.
    case viewModelCallsCoordinator(because: String, change: String)
    case navigatorNaming
    /// A transform scene under `navigation: viewController` finishes with a result, which its coordinator cannot read
    /// from an `Output` only the view controller holds.
    case transformResult
    /// A routed input of a transform scene is named like a local of the view controller's `bindViewModel()`, which
    /// keeps the input in a local of its own name.
    case routedInputNamedLikeLocal(String)

    public var description: String {
        switch self {
        case .viewModelCallsCoordinator(let reason, let change):
            return "with 'navigation: viewController' the view controller starts the routes and the view model has "
                + "no coordinator, but \(reason) has the view model call its coordinator; \(change), or write "
                + "'navigation: coordinator'"
        case .transformResult:
            return "a scene with 'viewModel: transform' and 'navigation: viewController' cannot finish with a "
                + "'result' yet: its outputs reach only the view controller, which starts routes but does not finish "
                + "the scene; remove 'result' (the scene then ends when the user leaves it), or write "
                + "'navigation: coordinator'"
        case .routedInputNamedLikeLocal(let name):
            let holder =
                switch name {
                case "input": "the Input it builds"
                case "output": "what transform returns"
                default: "its own property"
                }
            return "input '\(name)' starts a route, so the view controller keeps it in a local named '\(name)', "
                + "which \(holder) already names; rename the input"
        case .navigatorNaming:
            return "'navigation: viewController' cannot be used with 'naming: {coordinator: navigator}' yet: the "
                + "assembler makes the view controller without a router; write 'navigation: coordinator'"
        }
    }
}
