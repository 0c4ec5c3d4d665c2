/// Problems of `navigation: sceneCoordinator`, each with the message the user reads.
public enum SceneCoordinatorProblem: Hashable, Sendable, CustomStringConvertible {
    /// `navigation:` written in a spec: one scene coordinator serves every scene.
    case setInSpec
    /// A convention the scene coordinator's view models cannot have yet, with why and what to do.
    case unsupportedConvention(String, reason: String)
    /// `naming: {coordinator: navigator}` in a project that navigates with the scene coordinator.
    case navigatorNaming
    /// `present: custom`, which shows a scene by a method of the starting coordinator.
    case customPresentation
    /// A result case without `from:`: nothing in the view model says when its scene ends.
    case resultWithoutOutput(String)
    /// A route to a scene written by hand, which the `Scene` enum has no case for.
    case handWrittenTarget(String)
    /// A route to a scene no spec declares.
    case unknownTarget(String, suggestion: String?)
    /// A screen scene whose case of the `Scene` enum would be a Swift keyword or the enum's own `name`.
    case caseNameTaken(scene: String, caseName: String)
    /// A member named like the view model's scene coordinator or the dispose bag of its subscriptions.
    case nameTaken(String, what: String)

    public var description: String {
        switch self {
        case .setInSpec:
            return "'navigation' is a project choice: one scene coordinator serves every scene; set 'conventions: "
                + "{navigation: sceneCoordinator}' in scaffold.yml and remove it here"
        case .unsupportedConvention(let convention, let reason):
            return "'navigation: sceneCoordinator' cannot be used with '\(convention)' yet: \(reason)"
        case .navigatorNaming:
            return "'navigation: sceneCoordinator' leaves scenes without a coordinator of their own, so "
                + "'naming: {coordinator: navigator}' has nothing to name; remove it"
        case .customPresentation:
            return "'present: custom' shows a scene by a method of the starting coordinator, which "
                + "'navigation: sceneCoordinator' does not generate; choose push, modal or modalInNavigation"
        case .resultWithoutOutput(let resultCase):
            return "with 'navigation: sceneCoordinator' the view model leaves its scene when a result's output "
                + "fires; give result '\(resultCase)' 'from: <output>'"
        case .handWrittenTarget(let scene):
            return "with 'navigation: sceneCoordinator' a route can start only a scene with a spec, a case of the "
                + "'Scene' enum; '\(scene)' is written by hand: write a spec for it or show it from its view "
                + "controller"
        case .unknownTarget(let scene, let suggestion):
            return "no spec declares scene '\(scene)', which the 'Scene' enum needs as a case"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; add its spec")
        case .caseNameTaken(let scene, let caseName):
            return "with 'navigation: sceneCoordinator' scene '\(scene)' is the 'Scene' enum's case '\(caseName)', "
                + (caseName == "name" ? "which the enum's 'name' property takes" : "a Swift keyword")
                + "; rename the scene"
        case .nameTaken(let name, let what):
            return "with 'navigation: sceneCoordinator' the view model holds the app's scene coordinator and the "
                + "subscriptions of its routes as 'sceneCoordinator' and 'disposeBag', so \(what) cannot be called "
                + "'\(name)'; rename it"
        }
    }
}
