/// How a scene argument reaches its view model (`inject:` on an argument): apart from the `inject` convention of the
/// services, which has shapes an argument cannot take.
public enum ArgumentInjection: String, CaseIterable, Hashable, Sendable {
    /// An `init` parameter, kept in a `let` (the default).
    case `init`
    /// A `var` that whatever makes the view model sets after `init`, as a DI container or a flow sets an id.
    case property
}
