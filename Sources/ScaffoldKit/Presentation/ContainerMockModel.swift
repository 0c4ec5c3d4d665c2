/// The value the tests hand a view model as its `Dependencies` under `inject: container`: a struct holding the mocks
/// of the services its `dependencies` provides, in `<tests>/<Scene>/<Scene>Mocks.generated.swift`.
/// - Template object: container mock
public struct ContainerMockModel: Sendable, Equatable {
    /// The struct.
    /// - Example: `ProfileDependenciesMock`
    public var name: String
    /// What it conforms to: the view model's typealias of provider protocols.
    /// - Example: `ProfileViewModel.Dependencies`
    public var conformance: String
    /// Its doc comment.
    /// - Example: `` The services `ProfileViewModel` takes from its `dependencies`, as the tests make them. ``
    public var docLine: String
    /// One stored property per provider requirement, made by the memberwise `init`.
    /// - Example: `["let userService: any UserServiceType", "let analyticsService: any AnalyticsServiceType"]`
    public var propertyLines: [String]
}
