/// One scene as its spec file describes it, with the position of everything a check may need to blame.
public struct SceneSpec: Equatable, Sendable {
    /// The spec file, as shown in diagnostics and in the generated header.
    public var file: String
    /// The scene name, a Swift type-name prefix such as `RepositoryList`.
    public var name: Located<String>
    public var doc: String?
    public var imports: [Located<String>]
    public var conventions: ConventionOverrides
    /// Values the scene is created with: `init` parameters of its view model and coordinator, each with a type.
    public var arguments: [MemberSpec]
    public var inputs: [InputSpec]
    public var outputs: [OutputSpec]
    public var actions: [ActionSpec]
    /// The state machine's cases; nil when the spec has no `state`.
    public var state: [MemberSpec]?
    public var service: ServiceSpec?
    /// Shared services the view model needs, each declared by a service spec, in `init` order.
    public var dependencies: [Located<String>]
    public var coordinator: CoordinatorSpec?
    /// What shows the view model, as the spec's `kind` says; nil when the spec does not say (a screen).
    public var kind: Located<SceneKind>? = nil
    /// The outputs fed by the requests the view model tracks; nil when the spec has no `tracking`.
    public var tracking: TrackingSpec? = nil
    /// The class the view model subclasses, as the spec says; nil when it takes the project's.
    public var viewModelBaseClass: ViewModelBaseClassSpec? = nil
    /// `viewModelBaseClass: false`: the view model subclasses nothing, whatever class the project's view models
    /// subclass.
    public var declinesViewModelBaseClass = false
    /// `conformsTo:`, protocols of the app or of a module it imports that the view model conforms to besides the
    /// ones scaffold generates, in the spec's order (`Refreshing`, `Analytics.Screen`).
    public var conformsTo: [Located<String>] = []
    /// `protocolInherits:`, protocols of the app or of a module it imports that the generated view model protocol
    /// (`SearchViewModelType: ThemeProviding`) inherits, in the spec's order; the protocols convention only.
    public var protocolInherits: [Located<String>] = []
    /// Plain values the view model offers its screen (`numberOfItems: Int`), each with a type.
    public var properties: [MemberSpec] = []
    /// Synchronous methods of the view model (`repository(at:)`), written like service methods without `kind`.
    public var methods: [ServiceMethodSpec] = []
    /// `renamedFrom:`, the scene's name before a rename: `scaffold scene` renames it as `scaffold rename` does.
    public var renamedFrom: Located<String>? = nil
    /// `names:`: the patterns that spell this scene's names where the project's `names:` or defaults do not suit.
    public var names = NamePatterns()
    /// The Swift expressions some `dependencies` default to in the view model's `init`
    /// (`- AnalyticsService: {default: "AnalyticsService()"}`), by service name.
    public var dependencyDefaults: [String: Located<String>] = [:]
    /// The labels some `dependencies` take in the view model's `init` in place of their property names
    /// (`- AlbumsService: {label: _}`), by service name.
    public var dependencyLabels: [String: Located<String>] = [:]
    /// The `dependencies` whose property the view model shows as a read-only member, in its protocol when it has one
    /// (`- ThemeService: {expose: true}`), by service name, each where `expose: true` is written.
    public var exposedDependencies: [String: SourceLocation] = [:]

    public init(
        file: String, name: Located<String>, doc: String? = nil, imports: [Located<String>] = [],
        conventions: ConventionOverrides = ConventionOverrides(), arguments: [MemberSpec] = [],
        inputs: [InputSpec] = [],
        outputs: [OutputSpec] = [], actions: [ActionSpec] = [], state: [MemberSpec]? = nil,
        service: ServiceSpec? = nil, dependencies: [Located<String>] = [], coordinator: CoordinatorSpec? = nil
    ) {
        self.file = file
        self.name = name
        self.doc = doc
        self.imports = imports
        self.conventions = conventions
        self.arguments = arguments
        self.inputs = inputs
        self.outputs = outputs
        self.actions = actions
        self.state = state
        self.service = service
        self.dependencies = dependencies
        self.coordinator = coordinator
    }
}

/// A named member that may carry a value: an input, a state case or a result case's payload.
public struct MemberSpec: Equatable, Sendable {
    public var name: Located<String>
    /// The value's type; nil for a member that carries nothing (`Void`, or a case without payload).
    public var type: Located<SwiftType>?
    public var doc: String?
    /// True when the spec gave a type that could not be read (an error already reported): `type` is then nil,
    /// and checks that compare the member's type leave it out rather than take it for `Void`.
    public var hasInvalidType: Bool
    /// `renamedFrom:`, the member's name before a rename: the next run renames it in the person's skeletons.
    public var renamedFrom: Located<String>? = nil
    /// An argument's `default:`, the Swift expression its `init` parameters default to: a route and the test may
    /// leave the argument out. Nil for other members.
    public var defaultValue: Located<String>? = nil
    /// An argument's `expose: true`: the view model shows it read-only in its protocol, where it keeps other
    /// arguments private. Nil when the spec does not say.
    public var exposed: Located<Bool>? = nil
    /// Where `expose: outputs` was written, on an argument or a property: the outputs protocol shows it read-only,
    /// beside the streams, where it would be in the view model's protocol. Nil when the spec does not say so.
    public var exposedInOutputs: SourceLocation? = nil
    /// Where `expose: state` was written, on an argument or a property: the state protocol (`names.stateProtocol`),
    /// which the view model shows as `names.stateProperty`, requires it read-only. Nil when the spec does not say so.
    public var exposedInState: SourceLocation? = nil
    /// An argument written `User!`: `type` is the wrapped `User`, and the view model keeps an implicitly unwrapped
    /// `User!`. Only arguments may be.
    public var isImplicitlyUnwrapped = false
    /// An argument's `inject:`; `property` makes it a `var` of the view model that whatever makes the view model
    /// sets after `init`, as a DI container or a flow sets an id, instead of an `init` parameter. Nil when the spec
    /// does not say (an `init` parameter).
    public var injection: Located<ArgumentInjection>? = nil
    /// An argument's label in the view model's `init` when it differs from its name: `withMovieId` in
    /// `arguments: [withMovieId movieId: Int]`, or `_` for none. Nil when the spec gives the name alone.
    public var label: Located<String>? = nil

    public init(
        name: Located<String>, type: Located<SwiftType>? = nil, doc: String? = nil, hasInvalidType: Bool = false
    ) {
        self.name = name
        self.type = type
        self.doc = doc
        self.hasInvalidType = hasInvalidType
    }
}

/// An output: a member plus the trait it is exposed as when it differs from the convention.
public struct OutputSpec: Equatable, Sendable {
    public var member: MemberSpec
    public var trait: Located<OutputTrait>?
    /// `trait: relay` and its `initial:` value, when the spec writes either.
    public var relay: RelaySpec? = nil

    public init(member: MemberSpec, trait: Located<OutputTrait>? = nil) {
        self.member = member
        self.trait = trait
    }

    public var name: Located<String> { member.name }
}

/// An input: a member plus, with the transform convention, the trait its `Input` field has.
public struct InputSpec: Equatable, Sendable {
    public var member: MemberSpec
    /// The field's trait when the spec names one; nil means `Driver`.
    public var trait: Located<OutputTrait>?
    /// `trait: relay` and its `initial:` value, when the spec writes either.
    public var relay: RelaySpec? = nil
    /// With `inputs: function`, the input method's parameters as the spec lists them (`params:`); nil when the
    /// method takes the member's value as `_ value:`. `member.type` is then the type the parameters make.
    public var parameters: [ParameterSpec]? = nil

    public init(member: MemberSpec, trait: Located<OutputTrait>? = nil) {
        self.member = member
        self.trait = trait
    }

    public var name: Located<String> { member.name }
    public var type: Located<SwiftType>? { member.type }
    public var doc: String? { member.doc }
}

/// An `Action<Input, Output>`; both types default to `Void`, and `Void → Void` is a `CocoaAction`.
public struct ActionSpec: Equatable, Sendable {
    public var name: Located<String>
    public var input: Located<SwiftType>?
    public var output: Located<SwiftType>?
    public var doc: String?
    /// `renamedFrom:`, the action's name before a rename.
    public var renamedFrom: Located<String>? = nil

    public init(
        name: Located<String>, input: Located<SwiftType>? = nil, output: Located<SwiftType>? = nil,
        doc: String? = nil
    ) {
        self.name = name
        self.input = input
        self.output = output
        self.doc = doc
    }
}

extension MemberSpec {
    /// The type checks compare: the written type, `Void` when none was written, nil when it could not be read.
    public var checkedType: SwiftType? {
        hasInvalidType ? nil : type?.value ?? .void
    }

    /// Whether the view model shows the argument in its protocol (`expose: true`).
    public var isExposed: Bool { exposed?.value == true }

    /// Whether the argument is a `var` set after the view model's `init` (`inject: property`), not a parameter.
    public var isSetAfterInit: Bool { injection?.value == .property }

    /// The type of the `var` that holds an argument set after `init`: as written when it is optional or has a
    /// default (the `var` starts with `nil` or the default), else implicitly unwrapped (`Int!`), set before it is read.
    public var setAfterInitTypeSpelling: String {
        let type = self.type?.value ?? .void
        if isImplicitlyUnwrapped || type.isOptional || defaultValue != nil { return declaredTypeSpelling }
        return Self.implicitlyUnwrapped(type)
    }

    /// The type as a declaration writes it: `User!` for an implicitly unwrapped argument, else the type.
    public var declaredTypeSpelling: String {
        let type = self.type?.value ?? .void
        return isImplicitlyUnwrapped ? Self.implicitlyUnwrapped(type) : type.description
    }

    /// `User!`: `type` spelled implicitly unwrapped, as its optional spelling with `!` for the last `?`.
    private static func implicitlyUnwrapped(_ type: SwiftType) -> String {
        String(SwiftType.optional(type).description.dropLast()) + "!"
    }
}

extension ActionSpec {
    /// Whether the action takes and yields nothing, which RxSwift's Action spells `CocoaAction`.
    public var isCocoaAction: Bool {
        (input?.value ?? .void).isVoid && (output?.value ?? .void).isVoid
    }
}

extension SceneSpec {
    /// What shows the view model: the spec's `kind`, or a screen.
    public var sceneKind: SceneKind { kind?.value ?? .screen }

    /// The type the output called `name` emits; `Void` when it carries nothing or the spec has no such output.
    /// The first output of that name counts, as everywhere a name is looked up.
    public func elementType(ofOutput name: String) -> SwiftType {
        outputs.first { $0.name.value == name }?.member.type?.value ?? .void
    }

    /// Whether the route's events come from an output or an input: as its `source` says, else the kind of the one
    /// member of its name; nil when no member has that name, or both an input and an output do and the route does
    /// not say which (`SpecValidator` reports either). An output comes first where the spec says nothing else.
    public func source(of route: RouteSpec) -> RouteSource? {
        if let written = route.source?.value { return written }
        let name = route.output.value
        let isOutput = outputs.contains { $0.name.value == name }
        let isInput = inputs.contains { $0.name.value == name }
        switch (isOutput, isInput) {
        case (true, false): return .output
        case (false, true): return .input
        default: return nil
        }
    }

    /// The member whose events start the route, as `source(of:)` finds it; nil when there is none.
    public func trigger(of route: RouteSpec) -> MemberSpec? {
        switch source(of: route) {
        case .output: outputs.first { $0.name.value == route.output.value }?.member
        case .input: inputs.first { $0.name.value == route.output.value }?.member
        case .code, nil: nil
        }
    }

    /// The type of value that starts the route and becomes the child's argument: its member's, or its `type:` when
    /// the app's own code calls it; `Void` when it carries nothing or the route's member is unknown.
    public func payloadType(of route: RouteSpec) -> SwiftType {
        if route.startsFromCode { return route.type?.value ?? .void }
        return trigger(of: route)?.type?.value ?? .void
    }

    /// The value `route` carries and where it is declared, for the checks that compare it with what takes it: the
    /// member that starts it, or the route's own `type:` under `source: code`; nil when the member is unknown or a
    /// type could not be read, which are reported on their own.
    public func declaredValue(of route: RouteSpec) -> RouteValueDeclaration? {
        guard let source = source(of: route) else { return nil }
        if source == .code {
            // A route named like a member is refused for it; its value is beside the point.
            let name = route.output.value
            guard !route.hasInvalidType,
                !outputs.contains(where: { $0.name.value == name }), !inputs.contains(where: { $0.name.value == name })
            else { return nil }
            return RouteValueDeclaration(
                source: source, type: route.type?.value ?? .void,
                note: route.type.map {
                    Diagnostic.Note(location: $0.location, message: "the route's value is declared here")
                })
        }
        guard let trigger = trigger(of: route), !trigger.hasInvalidType else { return nil }
        return RouteValueDeclaration(
            source: source, type: trigger.type?.value ?? .void,
            note: Diagnostic.Note(
                location: trigger.name.location, message: "\(source) '\(route.output.value)' is declared here"))
    }

    /// Whether the route starts from an input, with no output in between.
    public func startsFromInput(_ route: RouteSpec) -> Bool {
        source(of: route) == .input
    }

    /// The payload of the scene's route that goes by `name`; `Void` when there is no such route.
    public func payloadType(ofRoute name: String) -> SwiftType {
        (coordinator?.routes.first { $0.output.value == name }).map(payloadType(of:)) ?? .void
    }
}
