/// What an output that shows tracked errors emits: the errors themselves, or their localized descriptions.
public enum TrackedErrorsForm: Sendable {
    /// `Error` (or `any Error`): each error as it was thrown.
    case error
    /// `String`: each error's `localizedDescription`.
    case localizedDescription

    /// The form an output of `type` takes; nil when tracked errors cannot become that type.
    public init?(_ type: SwiftType) {
        if type.isStandardType(named: "Error") {
            self = .error
        } else if case .existential(let constraint) = type, constraint.isStandardType(named: "Error") {
            self = .error
        } else if type.isStandardType(named: "String") {
            self = .localizedDescription
        } else {
            return nil
        }
    }
}

extension SwiftType {
    /// Whether this is the standard library's type `name`, written plainly or as `Swift.<name>`.
    func isStandardType(named name: String) -> Bool {
        self == .name(name) || self == .named([Component(name: "Swift"), Component(name: name)])
    }
}
