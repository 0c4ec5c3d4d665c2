import ScaffoldCore

/// Everything the templates of one shared service print: its contract, its skeleton and its mock.
///
/// Its properties are the template keys, as `Documentation/TemplateContext.md` lists them; the folders only place
/// files.
/// - Template object: shared service
public struct SharedServiceModel: Sendable, Equatable {
    /// The spec path relative to the project.
    /// - Template key: none
    public var specFile: String
    /// The spec file, relative to the project, for the file header; safe on one `//` line.
    /// - Example: `Specs/Services/UserService.yml`
    public var specPath: String
    /// Project-relative folder of the service's files.
    /// - Template key: none
    public var folder: String
    /// The names the service's files declare.
    public var names: ServiceNames
    /// The spec's `doc`, one element per line; empty without `doc`.
    /// - Example: `["Reads and updates the signed-in user."]`
    public var docLines: [String]
    /// Modules the contract and the skeleton import, the spec's `imports` included.
    /// - Example: `["Foundation", "RxSwift"]`
    public var imports: [String]
    /// The methods, in spec order.
    public var methods: [ServiceMethodModel]
    /// The one mock every scene's tests use; `null` when tests are off.
    public var mock: MockModel?
    /// Modules the mock imports.
    /// - Example: `["Foundation", "RxSwift"]`
    public var mockImports: [String]
    /// The module the mock `@testable import`s; `null` when tests share the app's module.
    /// - Example: `App`
    public var testableImport: String?
    /// For an app class under `appServices`: the protocol scaffold extracts from it, which its file declares with
    /// the class's conformance; `null` for a service spec or an app protocol.
    public var extractedProtocol: ExtractedProtocolModel?
    /// The access modifier, with its space, of the service's protocol and provider protocol: `public ` when a public
    /// scene (`access: public`) hands the service out, as its public `init` and flow take them; empty otherwise.
    /// - Example: `public `
    public var access = ""
    /// True for the app's own protocol (`appServices`), which gets only its mock.
    /// - Template key: none
    public var isAppProtocol = false
    /// The project-relative Swift files an app protocol's methods were read from (`appCode`); empty otherwise.
    /// - Template key: none
    public var declarationFiles: [String] = []
    /// Whether the skeleton or the mock fails with `NotImplemented`, which the project then declares.
    /// - Template key: none
    public var usesNotImplemented = false
}

/// The protocol scaffold extracts from an app class named under `appServices`, which the class is declared to
/// conform to in the same generated file.
/// - Template object: extracted protocol
public struct ExtractedProtocolModel: Sendable, Equatable {
    /// The app's class.
    /// - Example: `ImageCache`
    public var className: String
    /// One requirement per property, then per method, of the class's API, as the class declares it without
    /// default values.
    /// - Example: `["var count: Int { get }", "func image(for url: URL) -> Single<Data>"]`
    public var requirements: [String]
    /// The calls the class's default values allow, offered by a protocol extension; empty when there are none.
    public var conveniences: [ExtractedConvenienceModel]
    /// `conveniences` is not empty.
    /// - Example: `false`
    public var hasConveniences: Bool { !conveniences.isEmpty }
}

/// One method of a protocol extension that passes a class method's default values.
/// - Template object: extracted convenience
public struct ExtractedConvenienceModel: Sendable, Equatable {
    /// The method without the parameters that have a default value.
    /// - Example: `func images(page: Int) -> Single<[Data]>`
    public var signature: String
    /// Its one statement, calling the requirement with the default values.
    /// - Example: `return images(page: page, size: .thumbnail)`
    public var call: String
    /// It is the first, written without a blank line before it.
    /// - Example: `true`
    public var isFirst: Bool
}

/// The app's container: the one place that creates each shared service, handed to every coordinator.
/// - Template object: container
public struct ServiceContainerModel: Sendable, Equatable {
    /// Project-relative folder of the container's files.
    /// - Template key: none
    public var folder: String
    /// Every shared service, sorted by name.
    public var services: [ContainedServiceModel]
    /// The composition of every provider protocol, `AppServices`.
    /// - Example: `HasAnalyticsService & HasUserService`
    public var providers: String
    /// The composition does not fit on the typealias line and goes one provider per line.
    /// - Example: `false`
    public var wrapsProviders: Bool
    /// The providers one per line, `& ` before all but the first; empty when they fit.
    /// - Example: `[]`
    public var providerLines: [String]
    /// The access modifier, with its space, of `AppServices`: `public ` when public scenes hand out every service;
    /// empty otherwise, as a public typealias may not name an internal provider.
    /// - Example: `public `
    public var access = ""
    /// The app's own protocols among `services` (`appServices` in `scaffold.yml`), sorted by name:
    /// `AppServices.generated.swift` declares their provider protocols and the container takes them in `init`.
    public var appProtocols: [ContainedServiceModel] = []
    /// `appProtocols` is not empty, so the container declares an `init`.
    /// - Example: `true`
    public var hasAppProtocols: Bool { !appProtocols.isEmpty }
    /// The container's `init` parameters, one per app protocol; empty without any.
    /// - Example: `prices: any PricesUseCase`
    public var initParameters = ""
    /// The `init` parameters do not fit on one line and go one per line.
    /// - Example: `false`
    public var wrapsInitParameters = false
    /// The `init` parameters one per line, each but the last followed by a comma; empty when they fit.
    /// - Example: `[]`
    public var initParameterLines: [String] = []
}

/// One shared service as the container holds it.
/// - Template object: contained service
public struct ContainedServiceModel: Sendable, Equatable {
    /// The container's property.
    /// - Example: `userService`
    public var property: String
    /// Its type, without `any`.
    /// - Example: `UserServiceType`
    public var protocolName: String
    /// The skeleton struct the container creates.
    /// - Example: `UserService`
    public var service: String
    /// The provider protocol the property satisfies.
    /// - Example: `HasUserService`
    public var provider: String
    /// The app's own protocol (`appServices`): the container takes it in `init` instead of creating it, and
    /// `protocolName` and `service` are the app's name.
    /// - Example: `false`
    public var isAppProtocol = false
    /// The type of the property: the protocol as an existential, or an app class or struct held as it is
    /// (`concrete: true` under `appServices`).
    /// - Example: `any UserServiceType`
    public var dependencyType = ""
    /// The access modifier, with its space, of its provider protocol: `public ` when a public scene hands the service
    /// out; empty otherwise.
    /// - Example: `public `
    public var access = ""
}
