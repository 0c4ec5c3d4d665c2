import ScaffoldCore

/// Everything the templates of one shared service print: its contract, its skeleton and its mock.
///
/// The template keys are documented in `Documentation/TemplateContext.md`; the folders only place files.
public struct SharedServiceModel: Sendable, Equatable {
    /// The spec path relative to the project; not a template key.
    public var specFile: String
    /// The spec path as the generated header prints it: made safe for a `//` comment.
    public var specPath: String
    /// Project-relative folder of the service's files; not a template key.
    public var folder: String
    public var names: ServiceNames
    public var docLines: [String]
    public var imports: [String]
    public var methods: [ServiceMethodModel]
    /// The one mock every scene's tests use; nil when the project generates no tests.
    public var mock: MockModel?
    public var mockImports: [String]
    /// `@testable import App` when tests live in another module than the app.
    public var testableImport: String?
}

/// The app's container: the one place that creates each shared service, handed to every coordinator.
public struct ServiceContainerModel: Sendable, Equatable {
    /// Project-relative folder of the container's files; not a template key.
    public var folder: String
    /// Every shared service, sorted by name.
    public var services: [ContainedServiceModel]
    /// `HasAnalyticsService & HasUserService`: what the container provides.
    public var providers: String
    /// Whether the providers go one per line (`providerLines`), as they do not fit on the typealias line.
    public var wrapsProviders: Bool
    /// `HasAnalyticsService`, `& HasUserService`: the providers one per line; empty when they fit on one line.
    public var providerLines: [String]
}

/// One shared service as the container holds it.
public struct ContainedServiceModel: Sendable, Equatable {
    /// `userService`.
    public var property: String
    /// `UserServiceType`.
    public var protocolName: String
    /// `UserService`.
    public var service: String
    /// `HasUserService`.
    public var provider: String
}
