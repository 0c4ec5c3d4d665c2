/// The struct a view model under `inject: struct` takes its shared services in, nested in the view model in the
/// scene's generated file: `struct Dependency { let userService: any UserServiceType }`, made by its memberwise `init`.
/// - Template object: dependency struct
public struct DependencyStructModel: Sendable, Equatable {
    /// The view model it is nested in.
    /// - Example: `ProfileViewModel`
    public var viewModel: String
    /// The struct.
    /// - Example: `Dependency`
    public var name: String
    /// Its doc comment.
    /// - Example: `` The shared services `ProfileViewModel` takes in its `init`, in one value. ``
    public var docLine: String
    /// One stored property per service, in the spec's order of `dependencies`.
    /// - Example: `["let userService: any UserServiceType", "let analyticsService: any AnalyticsServiceType"]`
    public var fieldLines: [String]
}
