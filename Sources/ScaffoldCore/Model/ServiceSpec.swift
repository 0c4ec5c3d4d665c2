/// The service a scene's view model depends on: a protocol `<Name>Type` and a struct `<Name>`.
public struct ServiceSpec: Equatable, Sendable {
    /// The name as written; nil means `<Scene>Service`.
    public var name: Located<String>?
    public var methods: [ServiceMethodSpec]
    /// Where `service:` was written.
    public var location: SourceLocation
    /// `label:`, the label of the service's parameter in the view model's `init` in place of its property name
    /// (`_` for none); nil when the spec does not say.
    public var label: Located<String>? = nil

    public init(name: Located<String>? = nil, methods: [ServiceMethodSpec] = [], location: SourceLocation) {
        self.name = name
        self.methods = methods
        self.location = location
    }
}

/// The RxSwift type a service method returns.
public enum ServiceMethodKind: String, CaseIterable, Hashable, Sendable {
    case single
    case observable
    case completable
    case maybe
    /// No RxSwift type: the method returns its value directly (`-> Int`), or nothing.
    case sync
}

/// One service method, such as `getRepositories(language: String) -> Single<[Repository]>`.
public struct ServiceMethodSpec: Equatable, Sendable {
    public var name: Located<String>
    public var parameters: [ParameterSpec]
    public var returns: Located<SwiftType>?
    public var kind: Located<ServiceMethodKind>?
    public var doc: String?
    /// What the app's declaration says beyond a spec's method (effects, generics, `static`): nil for a method a
    /// spec lists, set for one read from `appCode`.
    public var appShape: AppMethodShape?
    /// `renamedFrom:`, the method's name before a rename.
    public var renamedFrom: Located<String>? = nil

    public init(
        name: Located<String>, parameters: [ParameterSpec] = [], returns: Located<SwiftType>? = nil,
        kind: Located<ServiceMethodKind>? = nil, doc: String? = nil, appShape: AppMethodShape? = nil
    ) {
        self.name = name
        self.parameters = parameters
        self.returns = returns
        self.kind = kind
        self.doc = doc
        self.appShape = appShape
    }

    /// The name its mock's members are made from: its own, unless it shares it with another app method.
    public var mockedName: String { appShape?.mockedName ?? name.value }
}

/// A method parameter: `language: String`, or with an external label, `byLanguage language: String`.
public struct ParameterSpec: Equatable, Sendable {
    public var name: Located<String>
    public var type: Located<SwiftType>
    /// The argument label callers write when it differs from the name: `byLanguage`, or `_` for none. Nil when
    /// the spec gives the name alone, which Swift then uses as the label.
    public var label: Located<String>?

    public init(name: Located<String>, type: Located<SwiftType>, label: Located<String>? = nil) {
        self.name = name
        self.type = type
        self.label = label
    }
}
