/// Problems of a route that the app's own code calls (`source: code`), which no input or output of the spec starts,
/// and of the `type:` that gives such a route its value.
public enum CodeRouteProblem: Hashable, Sendable, CustomStringConvertible {
    /// `source: code` on a route named like a member, which would then start it twice over: by its events and by code.
    case namedLikeMember(route: String, kind: String)
    /// `source: code` in a scene whose routes are no methods: `reason` says who starts them instead, and what to do.
    case routesAreNoMethods(route: String, reason: String)
    /// `type:` on a route that starts from a member, whose value is the member's.
    case typeWithoutCode(route: String, kind: String)
    /// A route with `type:` whose name is no member and that does not say `source: code`.
    case typeWithoutSource(route: String)

    public var description: String {
        switch self {
        case .namedLikeMember(let route, let kind):
            return "'\(route)' is an \(kind) of the scene, so it starts the route already; remove 'source: code', "
                + "or give the route a name of its own for the method the app's code calls"
        case .routesAreNoMethods(let route, let reason):
            return "route '\(route)' is called by the app's code ('source: code'), but \(reason)"
        case .typeWithoutSource(let route):
            return
                "no output or input named '\(route)' starts the route; write 'source: code' for a route the app's own "
                + "code calls with a value of its 'type', or declare the input (a tap) or the output that starts it"
        case .typeWithoutCode(let route, let kind):
            return "route '\(route)' carries the value of its \(kind), so 'type' says nothing; remove it, or write "
                + "'source: code' for a route the app's own code calls with a value of this type"
        }
    }
}
