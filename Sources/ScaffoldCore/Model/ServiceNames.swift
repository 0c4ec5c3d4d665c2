/// Every name scaffold spells for one service, shared or declared inside a scene: the one rule for them.
public struct ServiceNames: Sendable, Equatable {
    /// The app's container skeleton, which creates one instance of every shared service.
    public static let container = "AppDependencies"
    /// The composition of every shared service's provider protocol, generated, which the container conforms to.
    public static let containerProtocol = "AppServices"
    /// `AppDependencies.swift`, in the services folder.
    public static let containerFile = container + ".swift"
    /// `AppServices.generated.swift`, in the services folder.
    public static let containerProtocolFile = containerProtocol + ".generated.swift"

    /// The struct the skeleton declares: `UserService`.
    public var service: String
    /// `UserServiceType`, the protocol view models depend on.
    public var serviceProtocol: String
    /// `UserServiceMock`, the mock tests use.
    public var mock: String
    /// The property that holds the service in a view model, a test case and the app's container: `userService`.
    public var property: String
    /// `HasUserService`, the protocol of a container that provides the one shared instance.
    public var provider: String

    /// `UserService.generated.swift`: the protocol and its provider protocol, in the services folder.
    public var generatedFile: String { service + ".generated.swift" }
    /// `UserService.swift`, the skeleton.
    public var skeletonFile: String { service + ".swift" }
    /// `UserServiceMock.generated.swift`, in the tests' services folder.
    public var mockFile: String { mock + ".generated.swift" }

    /// Every file name a shared service produces (the mock's whatever the config says).
    public var fileNames: [String] { [generatedFile, skeletonFile, mockFile] }

    /// The top-level types a shared service declares.
    public var declaredTypes: [String] { [service, serviceProtocol, provider, mock] }
}

// In an extension, so that tests can still build an expected value with the memberwise initializer.
extension ServiceNames {
    /// The names of the service called `service`.
    public init(service: String) {
        self.service = service
        serviceProtocol = service + "Type"
        mock = service + "Mock"
        property = SwiftIdentifier.lowerCamelCase(service)
        provider = "Has" + service
    }

    /// The names of the app's own protocol `name` (`appServices` in `scaffold.yml`): view models depend on the
    /// protocol by the name the app gave it, `SwiftHubAPI`, not `SwiftHubAPIType`.
    public init(appProtocol name: String) {
        self.init(service: name)
        serviceProtocol = name
    }
}
