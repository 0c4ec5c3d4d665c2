/// Problems of `method:` on a route, which names the route's method in the coordinator protocol or the router.
public enum RouteMethodProblem: Hashable, Sendable, CustomStringConvertible {
    /// Text that is not `name`, `name()` or `name(label:)`.
    case malformed(String, route: String)
    /// `inout`, `var` or `let` as an argument label.
    case reservedLabel(String, method: String)
    /// `method:` in a scene whose routes are no methods: the coordinator observes the view model, or the navigation
    /// style starts scenes by steps or cases; `reason` says which, and what to do.
    case routesAreNoMethods(route: String, reason: String)
    /// `show()` for a route that carries a value, or `show(month:)` for one that carries none.
    case parameterCount(method: String, route: String, source: RouteSource, payload: String?)
    /// `show(month:year:)` for a route whose value is no tuple of as many elements.
    case severalLabels(method: String, route: String, source: RouteSource, payload: String?, count: Int)
    /// A method named like one the coordinator has anyway (`start`, `coordinate`).
    case namedLikeCoordinatorMember(String, route: String)
    /// Two routes whose methods share a name, which the mock's members (`showCallCount`) are named after.
    case sharedName(String, route: String, previous: String)

    public var description: String {
        switch self {
        case .malformed(let written, let route):
            return "'\(written)' is not a method name for route '\(route)'; write it as Swift names a method: "
                + "'show', 'show(month:)', 'show(_:)' or 'show()'"
        case .reservedLabel(let label, let method):
            return "'\(label)' cannot be an argument label in '\(method)'; choose another label, or write '_'"
        case .routesAreNoMethods(let route, let reason):
            return "route '\(route)' names its method, but \(reason)"
        case .parameterCount(let method, let route, let source, let payload):
            guard let payload else {
                return "\(source) '\(route)' carries nothing, but method '\(method)' takes a value; write "
                    + "'\(Self.baseName(of: method))()'"
            }
            return "\(source) '\(route)' carries '\(payload)', which method '\(method)' takes no parameter for; write "
                + "'\(Self.baseName(of: method))(_:)' or give it a label, such as '\(Self.baseName(of: method))(value:)'"
        case .severalLabels(let method, let route, let source, let payload, let count):
            let carries = payload.map { "carries '\($0)', which is no tuple of \(count) elements" } ?? "carries nothing"
            return "method '\(method)' takes \(count) parameters, one per element of the route's value, but \(source) "
                + "'\(route)' \(carries); write one label, such as '\(Self.baseName(of: method))(_:)', or give the "
                + "\(source) a tuple type of \(count) elements"
        case .namedLikeCoordinatorMember(let method, let route):
            return "route '\(route)' names its method '\(method)', which the coordinator already has as a member of "
                + "its own; choose another name"
        case .sharedName(let method, let route, let previous):
            return "routes '\(previous)' and '\(route)' both have a method named '\(method)', after which the mock "
                + "names what it records; give each route a method of its own name"
        }
    }

    private static func baseName(of method: String) -> String {
        String(method.prefix { $0 != "(" })
    }
}
