/// A service declared in a spec file of its own (`service: UserService`), shared by every scene that lists it
/// under `dependencies`. Scaffold generates it once: its protocol, its skeleton and one mock for all tests.
public struct SharedServiceSpec: Equatable, Sendable {
    /// The spec file, as shown in diagnostics and in the generated header.
    public var file: String
    /// The service's type name, such as `UserService`.
    public var name: Located<String>
    public var doc: String?
    public var imports: [Located<String>]
    public var methods: [ServiceMethodSpec]
    /// An app protocol's properties, read from its declaration in `appCode`; a spec lists none.
    public var properties: [ServicePropertySpec] = []
    /// True for a protocol the app already has, declared under `appServices` in `scaffold.yml`: scaffold writes
    /// its mock and its place in the app's container, never a protocol or a skeleton for it.
    public var isAppProtocol = false
    /// For an `appServices` entry that names a class in `appCode`: the protocol scaffold extracts from its API
    /// (`CacheType`), which the class is made to conform to and the mock implements; nil for a protocol.
    public var extractedClass: ExtractedClass?
    /// Names of the app's own types that its signatures use and that Foundation declares too (an app's
    /// `Notification` model): a test module imports both, so the mock writes these with the app module. Found in
    /// `appCode`; empty without it.
    public var appTypesNamedLikeFoundation: Set<String> = []
    /// Whether the config lists an app protocol's methods (`methods:`, even an empty list). One that does not has
    /// its methods read from its declaration in `appCode`, when the project lists app code.
    public var listsMethods = false
    /// The project-relative Swift files an app protocol's methods were read from (its own and those of the
    /// protocols it inherits), in the order read; empty when the config lists them.
    public var declarationFiles: [String] = []
    /// For an app protocol, the property that holds it in view models, tests and the container, where its
    /// `appServices` entry spells one (`property: mapper`); nil for scaffold's name (`networkService` for
    /// `NetworkServiceType`).
    public var property: Located<String>?
    /// True for an `appServices` entry written `concrete: true`: an app class or struct that view models, coordinators
    /// and the container hold as it is (`SwiftHubAPI`, never `any`), because the app passes that very type on, to a
    /// view model base class's `init` for one. Scaffold extracts no protocol from it and writes no mock: generated
    /// tests make the real type with `init()`.
    public var isConcrete = false

    public init(
        file: String, name: Located<String>, doc: String? = nil, imports: [Located<String>] = [],
        methods: [ServiceMethodSpec] = []
    ) {
        self.file = file
        self.name = name
        self.doc = doc
        self.imports = imports
        self.methods = methods
    }
}

extension SharedServiceSpec {
    /// Every name scaffold spells for this service: an app protocol is spelled as the app named it.
    public var names: ServiceNames {
        guard keepsAppName else { return ServiceNames(service: name.value) }
        var names = NamingTableBuilder.serviceNames(of: name.value, isAppProtocol: true, isConcrete: isConcrete)
        if let property { names.property = property.value }
        return names
    }

    /// Whether scenes depend on it by the name the app gave it: an app protocol's, not a class's, whose extracted
    /// protocol is named as a service's (`CacheType`).
    public var keepsAppName: Bool { isAppProtocol && extractedClass == nil }
}

/// What scaffold extracts from an app class named under `appServices`: the protocol its view models depend on.
public struct ExtractedClass: Equatable, Sendable {
    /// Per method, in the order of `methods`, the default values of its parameters a protocol extension can pass
    /// (literals and `.member`s), nil where none; the extension offers the call without them.
    public var defaultValues: [[String?]]
    /// Where the class is declared.
    public var location: SourceLocation

    public init(defaultValues: [[String?]], location: SourceLocation) {
        self.defaultValues = defaultValues
        self.location = location
    }
}
