/// The names of one service, shared or declared inside a scene, as `NamingTableBuilder.serviceNames(of:)` spells them.
/// - Template object: service names
public struct ServiceNames: Sendable, Equatable {
    /// The app's container skeleton, which creates one instance of every shared service.
    public static let container = "AppDependencies"
    /// The composition of every shared service's provider protocol, generated, which the container conforms to.
    public static let containerProtocol = "AppServices"
    /// `AppDependencies.swift`, in the services folder.
    public static let containerFile = NamingTableBuilder.sourceFile(named: container)
    /// `AppServices.generated.swift`, in the services folder.
    public static let containerProtocolFile = NamingTableBuilder.generatedFile(named: containerProtocol)

    /// The skeleton struct.
    /// - Example: `UserService`
    public var service: String
    /// The protocol view models depend on.
    /// - Example: `UserServiceType`
    public var serviceProtocol: String
    /// The mock class.
    /// - Example: `UserServiceMock`
    public var mock: String
    /// The property that holds the service in view models, tests and the container.
    /// - Example: `userService`
    public var property: String
    /// The protocol of a container that provides the one instance.
    /// - Example: `HasUserService`
    public var provider: String
    /// True for an app class or struct held as it is (`concrete: true` under `appServices`): `mock` is then the type
    /// itself, which generated tests make with `init()`.
    /// - Template key: none
    public var isConcrete = false

    /// The type of the property that holds the service: the protocol as an existential, or a concrete app type as
    /// it is.
    /// - Example: `any UserServiceType`
    /// - Template key: none
    public var dependencyType: String { isConcrete ? serviceProtocol : "any " + serviceProtocol }

    /// `UserService.generated.swift`: the protocol and its provider protocol, in the services folder.
    /// - Template key: none
    public var generatedFile: String { NamingTableBuilder.generatedFile(named: service) }
    /// `UserService.swift`, the skeleton.
    /// - Template key: none
    public var skeletonFile: String { NamingTableBuilder.sourceFile(named: service) }
    /// `UserServiceMock.generated.swift`, in the tests' services folder.
    /// - Template key: none
    public var mockFile: String { NamingTableBuilder.generatedFile(named: mock) }

}

// In an extension, so that tests can still build an expected value with the memberwise initializer.
extension ServiceNames {
    /// The names of the service called `service`.
    public init(service: String) {
        self = NamingTableBuilder.serviceNames(of: service)
    }

    /// The names of the app's own protocol `name` (`appServices` in `scaffold.yml`): view models depend on the
    /// protocol by the name the app gave it, `SwiftHubAPI`, not `SwiftHubAPIType`.
    public init(appProtocol name: String) {
        self = NamingTableBuilder.serviceNames(of: name, isAppProtocol: true)
    }
}
