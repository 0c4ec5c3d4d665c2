/// Problems of `conventions: {access: public}`, each with the message the user reads.
public enum AccessProblem: Hashable, Sendable, CustomStringConvertible {
    /// A convention `access: public` does not write public code for yet, by its key and value as the scene resolves it.
    case unsupportedConvention(key: String, value: String, needs: String)
    /// A dependency's `default:`, which a public `init` may use only if it names public declarations alone.
    case dependencyDefault(String)
    /// `inject: property` or `inject: struct` in a scene with services a public `init` would not take.
    case injection(InjectionConvention)
    /// A step enum two scenes emit, one public and one internal.
    case mixedStepEnum(stepEnum: String, publicScene: String, internalScene: String)

    public var description: String {
        switch self {
        case .unsupportedConvention(let key, let value, let needs):
            return "'access: public' cannot be used with '\(key): \(value)': it makes public the shape of \(needs); "
                + "use that convention for this scene, or remove 'access: public'"
        case .dependencyDefault(let service):
            return "'access: public' cannot be used with a 'default' for dependency '\(service)': the default value "
                + "of a public init may name only public declarations; remove the 'default' (the flow hands the "
                + "service over), or remove 'access: public'"
        case .injection(let inject):
            let reason =
                inject == .property
                ? "a service set after init is an implicitly unwrapped var, which other modules would have to set"
                : "the view model's Dependency struct would be public with an internal memberwise init"
            return "'access: public' cannot be used with 'inject: \(inject.rawValue)' yet: \(reason); use 'inject: "
                + "init' or 'inject: container', or remove 'access: public'"
        case .mixedStepEnum(let stepEnum, let publicScene, let internalScene):
            return
                "scene '\(publicScene)' is public and scene '\(internalScene)' internal, and both emit '\(stepEnum)', "
                + "whose cases carry their types; give both the same 'access', or each its own step enum with "
                + "'names: {steps: \"{scene}Step\"}'"
        }
    }
}
