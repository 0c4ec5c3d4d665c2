/// What `NotImplemented.generated.swift` prints: the error generated placeholders fail with, rendered once per
/// project.
/// - Template object: not implemented
struct NotImplementedModel: Sendable, Equatable {
    /// The error type.
    /// - Example: `NotImplemented`
    var name: String
}
