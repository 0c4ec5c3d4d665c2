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
    /// Whether the config lists an app protocol's methods (`methods:`, even an empty list). One that does not has
    /// its methods read from its declaration in `appCode`, when the project lists app code.
    public var listsMethods = false
    /// The project-relative Swift files an app protocol's methods were read from (its own and those of the
    /// protocols it inherits), in the order read; empty when the config lists them.
    public var declarationFiles: [String] = []

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
        isAppProtocol ? ServiceNames(appProtocol: name.value) : ServiceNames(service: name.value)
    }
}
