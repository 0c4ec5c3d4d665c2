/// Problems of `navigation: rxflow`, each with the message the user reads.
public enum RxFlowProblem: Hashable, Sendable, CustomStringConvertible {
    /// A route from a scene of one navigation style to a scene of the other.
    case routeCrossesNavigation(route: String, scene: String, from: NavigationConvention, to: NavigationConvention)
    /// A convention that RxFlow scenes cannot use, by its key and value as written.
    case unsupportedConvention(key: String, value: String, reason: String)
    /// `naming: {coordinator: navigator}`, whose assemblers RxFlow's flows replace.
    case navigatorNaming
    /// A route with `present: custom`, or the conventions' `present: custom`.
    case customPresentation
    /// A route to a scene written by hand, which has no flow.
    case handWrittenTarget(String)
    /// A route to a scene no spec declares, whose step in `stepEnum` and flow would not exist.
    case unknownTarget(String, stepEnum: String, suggestion: String?)
    /// A route to a scene whose spec has no `coordinator:`, from which its flow `flow` would be written.
    case targetHasNoFlow(String, flow: String)
    /// A member named like what the view model of a flow scene declares (`steps`, `routeSteps`, `disposeBag`).
    case memberNamedLikeStepperMember(String)
    /// Scene `ListFinished` shown in a project where scene `List`'s result is the step `listFinished`, or two steps of
    /// one enum that `names:` spells alike; `renamable` is what the later step is spelled from (`the scene`, or `the
    /// result case` for a step per result case).
    case stepNamedTwice(stepEnum: String, step: String, meaning: String, earlierMeaning: String, renamable: String)

    public var description: String {
        switch self {
        case .routeCrossesNavigation(let route, let scene, let from, let to):
            return "route '\(route)' leads from a scene with 'navigation: \(from.rawValue)' to scene '\(scene)' with "
                + "'navigation: \(to.rawValue)': a flow shows only flows, and a coordinator starts only coordinators; "
                + "give both scenes the same 'navigation' (in scaffold.yml for the whole project)"
        case .unsupportedConvention(let key, let value, let reason):
            return "'\(key): \(value)' cannot be used with 'navigation: rxflow': \(reason)"
        case .navigatorNaming:
            return "'naming: {coordinator: navigator}' cannot be used with 'navigation: rxflow': each scene's flow "
                + "builds its view model and view controller itself; remove the coordinator naming"
        case .customPresentation:
            return "'present: custom' cannot be used with 'navigation: rxflow': the flow shows the scene in "
                + "'navigate(to:)', where you can change how; choose push, modal or modalInNavigation"
        case .unknownTarget(let scene, let stepEnum, let suggestion):
            return "no spec declares scene '\(scene)', whose step '\(stepEnum)' needs and whose flow the route "
                + "contributes"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; add its spec")
        case .targetHasNoFlow(let scene, let flow):
            return "scene '\(scene)' has no flow to show: its flow '\(flow)' is written from its 'coordinator:'; "
                + "add 'coordinator:' to its spec"
        case .handWrittenTarget(let scene):
            return "scene '\(scene)' is written by hand and has no flow that 'navigation: rxflow' could contribute; "
                + "write a spec for it, or start it from your own code"
        case .stepNamedTwice(let stepEnum, let step, let meaning, let earlierMeaning, let renamable):
            return
                "\(meaning) would be '\(stepEnum).\(step)', \(earlierMeaning); rename \(renamable), or spell the two "
                + "apart with 'names:' ('entryStep', 'resultStep', or 'steps: \"{scene}Step\"' for an enum per scene)"
        case .memberNamedLikeStepperMember(let name):
            return "with 'navigation: rxflow' the view model declares '\(name)' (a Stepper emits its steps there); "
                + "rename this member"
        }
    }
}
