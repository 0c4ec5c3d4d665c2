/// Problems of `conventions: {access: public}`, each with the message the user reads.
public enum AccessProblem: Hashable, Sendable, CustomStringConvertible {
    /// A convention `access: public` does not write public code for yet, by its key and value as the scene resolves it.
    case unsupportedConvention(key: String, value: String, needs: String)
    /// `dependencies`, which the flow hands over through generated provider protocols that stay internal.
    case dependencies
    /// A step enum two scenes emit, one public and one internal.
    case mixedStepEnum(stepEnum: String, publicScene: String, internalScene: String)

    public var description: String {
        switch self {
        case .unsupportedConvention(let key, let value, let needs):
            return "'access: public' cannot be used with '\(key): \(value)': it makes public the shape of \(needs); "
                + "use that convention for this scene, or remove 'access: public'"
        case .dependencies:
            return "'access: public' cannot be used with 'dependencies' yet: the flow hands them over through "
                + "provider protocols scaffold writes as internal; give the scene its own 'service:', or remove "
                + "'access: public'"
        case .mixedStepEnum(let stepEnum, let publicScene, let internalScene):
            return
                "scene '\(publicScene)' is public and scene '\(internalScene)' internal, and both emit '\(stepEnum)', "
                + "whose cases carry their types; give both the same 'access', or each its own step enum with "
                + "'names: {steps: \"{scene}Step\"}'"
        }
    }
}
