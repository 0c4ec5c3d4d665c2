/// Problems of `coordinator: {type: AuthCoordinator}`, which names the app's own coordinator class that the view
/// model calls, in place of one scaffold generates.
public enum AppCoordinatorProblem: Hashable, Sendable, CustomStringConvertible {
    /// `type:` in a scene whose view model calls no coordinator; `reason` says why and what to do.
    case notCalled(type: String, reason: String)
    /// `result:` beside `type:`: the app's class ends the scene, not a result enum scaffold writes.
    case result(type: String, example: String)
    /// `present:`, `argument:` or `external:` on a route whose method the app's class implements.
    case routeOption(String, route: String, type: String, advice: String)
    /// A route of a scene with a generated coordinator to a scene the app's own class shows, which no generated
    /// coordinator can make.
    case targetShownByAppCoordinator(scene: String, type: String, route: String)
    /// `type:` names the protocol scaffold writes for the scene's routes.
    case namedLikeRoutesProtocol(String)
    /// `appCode` declares no type of that name.
    case notDeclared(String)
    /// `appCode` declares it as a protocol, a struct or an enum.
    case notAClass(String, kind: String)
    /// The class has no method of the name and labels the view model calls for `route`.
    case missingMethod(type: String, method: String, route: String, suggestion: String?)
    /// The class has a method of the name the route calls, but its parameters cannot take what the route carries
    /// (`showTerms(with:)` for a tap that carries nothing), so no `method:` makes the route call it.
    case methodTakesOtherValues(type: String, method: String, route: String, source: RouteSource, payload: String?)
    /// The class's method returns a value, is `async` or throws, which the requirement of the routes' protocol does
    /// not; `what` says which, as the middle of a sentence.
    case methodNotPlain(type: String, method: String, what: String)
    /// `hold:` on a coordinator scaffold generates, which owns its scene and is always held weakly.
    case holdWithoutType

    public var description: String {
        switch self {
        case .holdWithoutType:
            return "'hold' says how the view model keeps the app's own coordinator class, but this scene's coordinator "
                + "is generated, owns the scene and is held weakly; remove 'hold', or name the app's class with 'type'"
        case .notCalled(let type, let reason):
            return "'type: \(type)' names the app's coordinator class for the view model to call, but \(reason)"
        case .result(let type, let example):
            return "the app's '\(type)' decides how the scene ends, so scaffold writes no result enum for it; remove "
                + "'result' and write each ending as a route to a method of '\(type)', such as \(example)"
        case .routeOption(let option, let route, let type, let advice):
            return "route '\(route)' calls a method of the app's '\(type)', which scaffold does not write, so "
                + "'\(option)' has nothing to set; \(advice)"
        case .targetShownByAppCoordinator(let scene, let type, let route):
            return "scene '\(scene)' is shown by the app's own '\(type)', which a generated coordinator cannot make; "
                + "lead '\(route)' to a method you write with '{handler: show\(Self.upperFirst(scene))}', and show "
                + "'\(scene)' there"
        case .namedLikeRoutesProtocol(let name):
            return "'type: \(name)' names the protocol scaffold writes for the scene's routes, which the app's class "
                + "conforms to; name the app's class, or give the protocol another name with "
                + "'names: {coordinatorProtocol: ...}'"
        case .notDeclared(let name):
            return "the app's Swift ('appCode') declares no '\(name)'; name the app's coordinator class, or add the "
                + "folder that declares it to 'appCode'"
        case .notAClass(let name, let kind):
            return "'\(name)' is \(kind) in the app's Swift, but 'type' names the class the view model calls, which "
                + "scaffold makes conform to the protocol of the scene's routes; name a class"
        case .missingMethod(let type, let method, let route, let suggestion):
            let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
            return "'\(type)' has no method '\(method)', which the view model calls for route '\(route)'; add it to "
                + "'\(type)', or name the method it has with 'method:'\(hint)"
        case .methodTakesOtherValues(let type, let method, let route, let source, let payload):
            let carries = payload.map { "carries '\($0)'" } ?? "carries nothing"
            return
                "\(source) '\(route)' \(carries), which '\(type).\(method)' cannot take, so the route cannot call it; "
                + "give the \(source) the values the method takes, or add a method to '\(type)' that takes what the "
                + "\(source) carries"
        case .methodNotPlain(let type, let method, let what):
            return "'\(type).\(method)' \(what), but the view model calls it for its effect through the protocol of "
                + "the scene's routes, which asks for a method that returns nothing; make it so, or leave out 'type' "
                + "and let scaffold write the coordinator"
        }
    }

    private static func upperFirst(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
