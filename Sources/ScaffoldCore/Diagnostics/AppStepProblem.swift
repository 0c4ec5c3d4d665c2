/// Problems of `step:` on a route or a result case, which names the case of the app's own step enum
/// (`supportTypes: {steps: AppStep}`) that a flow scene's view model emits, and of that enum as `appCode` declares it.
public enum AppStepProblem: Hashable, Sendable, CustomStringConvertible {
    /// Text that is not `name`, `name()` or `name(label:)`; `owner` is `route 'pick'` or `result case 'done'`.
    case malformed(String, owner: String)
    /// `inout`, `var` or `let` as a label.
    case reservedLabel(String, step: String)
    /// `step:` in a scene whose navigation has no steps; `method` says whether `method:` names a route's method there.
    case notRxFlow(owner: String, navigation: String, methodInstead: Bool)
    /// `step:` while scaffold writes the step enum, whose cases it spells itself.
    case generatedEnum(owner: String, stepEnum: String)
    /// `step()` for a route or case that carries a value, `step(id:)` for one that carries none, or several labels
    /// for a value that is no tuple of as many elements.
    case valueCount(step: String, owner: String, payload: String?, labels: Int)
    /// Some result cases of a scene name their step and `unnamed` does not.
    case resultStepsPartlyNamed(unnamed: String, named: String)
    /// `names: {steps:}` beside `supportTypes: {steps:}`, which names the one step enum.
    case namesBesideAppSteps(appSteps: String)
    /// One case of the app's enum emitted for two things a flow cannot tell apart.
    case oneStepTwoMeanings(step: String, meaning: String, earlierMeaning: String)
    /// The app's enum has no case of that name; `suggestion` is the closest it has.
    case caseNotDeclared(stepEnum: String, step: String, owner: String, suggestion: String?)
    /// The app's case takes other associated values than the route or result case gives it.
    case caseShape(stepEnum: String, declared: String, emitted: String, owner: String, advice: String)

    public var description: String {
        switch self {
        case .malformed(let written, let owner):
            return "'\(written)' is not a step for \(owner); write it as Swift names an enum case: "
                + "'taskListIsRequired', 'movieIsPicked(withId:)', 'movieIsPicked(_:)' or 'logoutIsRequired()'"
        case .reservedLabel(let label, let step):
            return "'\(label)' cannot be a label in '\(step)'; choose another label, or write '_'"
        case .notRxFlow(let owner, let navigation, let methodInstead):
            return "\(owner) names its step, but only view models under 'navigation: rxflow' emit steps, and this "
                + "scene has 'navigation: \(navigation)'; remove 'step'"
                + (methodInstead ? ", or write 'method:' to name the route's method" : "")
        case .generatedEnum(let owner, let stepEnum):
            return "\(owner) names its step, but scaffold writes '\(stepEnum)' and names its cases itself; name the "
                + "app's own step enum with 'supportTypes: {steps: \(stepEnum)}' in scaffold.yml, or remove 'step'"
        case .valueCount(let step, let owner, let payload, let labels):
            guard let payload else {
                return "\(owner) carries nothing, but step '\(step)' takes \(Self.values(labels)); write "
                    + "'\(Self.baseName(of: step))'"
            }
            if labels == 0 {
                return "\(owner) carries '\(payload)', which step '\(step)' takes no value for; write "
                    + "'\(Self.baseName(of: step))', '\(Self.baseName(of: step))(_:)' or give it a label, such as "
                    + "'\(Self.baseName(of: step))(value:)'"
            }
            return "step '\(step)' takes \(labels) values, one per element of the value, but \(owner) carries "
                + "'\(payload)', which is no tuple of \(labels) elements; write one label, such as "
                + "'\(Self.baseName(of: step))(_:)', or give it a tuple type of \(labels) elements"
        case .resultStepsPartlyNamed(let unnamed, let named):
            return "result case '\(unnamed)' names no step, but result case '\(named)' does; name the step of each "
                + "result case, or of none"
        case .namesBesideAppSteps(let appSteps):
            return "'names: {steps:}' cannot be used with 'supportTypes: {steps: \(appSteps)}', which names the app's "
                + "own step enum that every flow scene emits; remove one"
        case .oneStepTwoMeanings(let step, let meaning, let earlierMeaning):
            return "step '\(step)' would be \(meaning) and \(earlierMeaning), which the flow cannot tell apart; "
                + "name another case with 'step:'"
        case .caseNotDeclared(let stepEnum, let step, let owner, let suggestion):
            let fix = "declare it in the app's enum, or name one it has with 'step:'"
            return "'\(stepEnum)' has no case '\(step)', which \(owner) emits; "
                + (suggestion.map { "did you mean '\($0)'? If not, \(fix)" } ?? fix)
        case .caseShape(let stepEnum, let declared, let emitted, let owner, let advice):
            return "'\(stepEnum).\(declared)' does not take what \(owner) emits as '\(emitted)': \(advice)"
        }
    }

    private static func values(_ count: Int) -> String {
        count == 1 ? "a value" : "\(count) values"
    }

    private static func baseName(of step: String) -> String {
        String(step.prefix { $0 != "(" })
    }
}
