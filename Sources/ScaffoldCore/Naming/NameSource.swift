/// What made a generated name: a part of the spec, the project's `naming:`, or scaffold itself.
public enum NameSource: Hashable, Sendable {
    /// The scene's name, `scene: Profile`.
    case scene
    /// A service's name: a scene's `service.name`, or a shared service's `service:`.
    case serviceName
    /// A key that makes names without spelling them: `service:` when the service takes its default name,
    /// `coordinator:` for the shared base class.
    case key(String)
    case input(String)
    case output(String)
    case action(String)
    /// A plain value of the view model (`properties:`).
    case property(String)
    /// A method of the view model (`methods:`).
    case method(String)
    case serviceMethod(String)
    /// A route, by the output that fires it.
    case route(String)
    case resultCase(String)
    /// `state:`, which adds the output `state`.
    case state
    /// An entry of `dependencies:`.
    case dependency(String)
    /// `naming:` in `scaffold.yml`, which chose this spelling: the setting as written (`coordinator: navigator`),
    /// where it is written.
    case naming(Located<String>)
    /// A pattern of `names:`, in `scaffold.yml` or the spec: its key and the pattern as written, where it is written.
    case pattern(NamePatternKey, Located<String>)
    /// scaffold's own choice, the same in every scene: `test_viewModelIsReleasedWhenNothingHoldsIt`.
    case builtIn

    /// `input`, `action`, `property` or `method`: how a message names the member a test is named after; nil for a
    /// source that is not one of them.
    public var memberKind: String? {
        switch self {
        case .input: return "input"
        case .action: return "action"
        case .property: return "property"
        case .method: return "method"
        default: return nil
        }
    }
}
