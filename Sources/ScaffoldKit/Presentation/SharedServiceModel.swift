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
    /// True for the app's own protocol (`appServices`), which gets only its mock; not a template key.
    public var isAppProtocol = false
    /// Whether the skeleton or the mock fails with `NotImplemented`, which the project then declares; not a template
    /// key.
    public var usesNotImplemented = false
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
    /// The app's own protocols among `services` (`appServices`): the container takes each in its `init`, and
    /// `AppServices.generated.swift` declares their provider protocols.
    public var appProtocols: [ContainedServiceModel] = []
    /// Whether `appProtocols` has any, so that the container declares an `init`.
    public var hasAppProtocols: Bool { !appProtocols.isEmpty }
    /// `postsUseCase: any PostsUseCase`: the container's `init` parameters, one per app protocol; empty without.
    public var initParameters = ""
    /// Whether the `init` parameters go one per line (`initParameterLines`), as they do not fit on one line.
    public var wrapsInitParameters = false
    /// The `init` parameters one per line, each but the last followed by a comma; empty when they fit.
    public var initParameterLines: [String] = []
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
    /// True for the app's own protocol, which the container takes in `init` instead of creating it.
    public var isAppProtocol = false
}
