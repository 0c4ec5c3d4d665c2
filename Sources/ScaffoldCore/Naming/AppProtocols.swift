/// The shared services that are the app's own protocols (`appServices` in `scaffold.yml`), which scenes depend on by
/// the names the app gave them, with the property each is held in where the config names it (`property:`).
public struct AppProtocols: Sendable, Equatable, ExpressibleByArrayLiteral {
    /// The protocols' names.
    public var names: Set<String>
    /// The property that holds a protocol in view models, tests and the container, by protocol name, where
    /// `appServices` spells it.
    public var properties: [String: String]
    /// Those held as the app's class or struct itself (`concrete: true`), not as a protocol.
    public var concrete: Set<String>

    public init(names: Set<String> = [], properties: [String: String] = [:], concrete: Set<String> = []) {
        self.names = names
        self.properties = properties
        self.concrete = concrete
    }

    public init(arrayLiteral names: String...) {
        self.init(names: Set(names))
    }

    /// The app protocols among `services`: those scenes depend on by the app's name (not a class's extracted
    /// protocol), with the properties their entries spell.
    public init(_ services: some Sequence<SharedServiceSpec>) {
        let kept = services.filter(\.keepsAppName)
        self.init(
            names: Set(kept.map(\.name.value)),
            properties: Dictionary(
                kept.compactMap { service in service.property.map { (service.name.value, $0.value) } },
                uniquingKeysWith: { first, _ in first }),
            concrete: Set(kept.filter(\.isConcrete).map(\.name.value)))
    }

    /// Whether `name` is one of the app's protocols.
    public func contains(_ name: String) -> Bool {
        names.contains(name)
    }

    /// The names of the dependency `service`: an app protocol's (or concrete app type's) by the app's name and its
    /// property, any other service's by scaffold's rules.
    public func serviceNames(of service: String) -> ServiceNames {
        var names = NamingTableBuilder.serviceNames(
            of: service, isAppProtocol: contains(service), isConcrete: concrete.contains(service))
        if let property = properties[service] { names.property = property }
        return names
    }
}
