/// Problems of `navigation: viewController`, each with the message the user reads.
public enum NavigationProblem: Hashable, Sendable, CustomStringConvertible {
    /// The view model would call its coordinator, for the reason given (`coordinatorInViewModel: true`, the
    /// transform convention, `inputs: init`), while the view controller holds the router.
    case viewModelCallsCoordinator(because: String, change: String)
    case navigatorNaming

    public var description: String {
        switch self {
        case .viewModelCallsCoordinator(let reason, let change):
            return "with 'navigation: viewController' the view controller starts the routes and the view model has "
                + "no coordinator, but \(reason) has the view model call its coordinator; \(change), or write "
                + "'navigation: coordinator'"
        case .navigatorNaming:
            return "'navigation: viewController' cannot be used with 'naming: {coordinator: navigator}' yet: the "
                + "assembler makes the view controller without a router; write 'navigation: coordinator'"
        }
    }
}
