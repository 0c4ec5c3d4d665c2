/// What an output that shows tracked errors emits: the errors themselves or their localized descriptions, each
/// plainly or as an optional (`String?`, what `UILabel.rx.text` takes; the tracker itself never sends nil).
public struct TrackedErrorsForm: Sendable, Equatable {
    /// What each error becomes.
    public enum Value: Sendable, Equatable {
        /// `Error` (or `any Error`): each error as it was thrown.
        case error
        /// `String`: each error's `localizedDescription`.
        case localizedDescription
    }

    public var value: Value
    /// Whether the output wraps each value in an optional.
    public var isOptional: Bool

    public init(_ value: Value, isOptional: Bool = false) {
        self.value = value
        self.isOptional = isOptional
    }

    /// The form an output of `type` takes; nil when tracked errors cannot become that type.
    public init?(_ type: SwiftType) {
        var type = type
        var isOptional = false
        if case .optional(let wrapped) = type {
            type = wrapped
            isOptional = true
        }
        if type.isStandardType(named: "Error") {
            self.init(.error, isOptional: isOptional)
        } else if case .existential(let constraint) = type, constraint.isStandardType(named: "Error") {
            self.init(.error, isOptional: isOptional)
        } else if type.isStandardType(named: "String") {
            self.init(.localizedDescription, isOptional: isOptional)
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
