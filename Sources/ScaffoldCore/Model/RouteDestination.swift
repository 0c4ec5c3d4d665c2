/// Where a route leads when it does not start a scene: a page or an app outside the scene graph, or code the person
/// writes in the starting coordinator.
public enum RouteDestination: Equatable, Sendable {
    /// `external: safari` or `external: open`: a URL, shown in the app or handed to the system.
    case external(ExternalDestination)
    /// `handler: shareRepository`: a method of that name in the starting coordinator's skeleton, which the person
    /// fills in (an alert, a share sheet, a hand-made transition) and which says when the route may run again.
    case handler(String)
}

/// A destination outside the app's own screens that a route hands its URL to.
public enum ExternalDestination: String, CaseIterable, Hashable, Sendable {
    /// The page, in Safari's view controller (`SFSafariViewController`) presented over the screen; the route runs
    /// again once the user closes it.
    case safari
    /// The system opens the URL (`UIApplication.shared.open`): the browser, another app, or the app's settings.
    case open
}

extension RouteSpec {
    /// What the route leads to, as comments and messages name it: the scene, `Safari`, `the system` (which opens
    /// the URL) or the handler's name.
    public var targetDescription: String {
        switch destination?.value {
        case nil: scene.value
        case .external(.safari): "Safari"
        case .external(.open): "the system"
        case .handler(let name): "`\(name)`"
        }
    }

    /// What the route does with the input it starts from, as a comment says it after the input's name:
    /// `opens Settings`, `opens Safari`, or `is handled by `share`` for a handler, which need not open anything.
    public var targetAction: String {
        if case .handler(let name) = destination?.value { return "is handled by `\(name)`" }
        return "opens \(targetDescription)"
    }

    /// What a test expects of the route, as its failure message says it: `should open Settings`, or
    /// `should be handled by `share`` for a handler.
    public var expectedTargetAction: String {
        if case .handler(let name) = destination?.value { return "should be handled by `\(name)`" }
        return "should open \(targetDescription)"
    }
}
