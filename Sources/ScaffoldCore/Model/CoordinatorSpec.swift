/// The coordinator of a scene: where its outputs lead and how the scene finishes.
public struct CoordinatorSpec: Equatable, Sendable {
    public var routes: [RouteSpec]
    /// The cases the scene finishes with; nil for a scene that never finishes.
    public var result: [ResultCaseSpec]?
    /// `type: AuthCoordinator`: the app's own coordinator class, which the view model calls and scaffold neither
    /// writes nor builds; nil for a coordinator scaffold generates.
    public var appType: Located<String>?
    /// Whether the app's Swift (`appCode`) declares that class isolated to the main actor, itself or through a class
    /// it inherits from: it then conforms to the routes' protocol on the main actor. False without `appCode`.
    public var appTypeIsMainActor = false
    /// `hold: strong`: the view model keeps the app's coordinator class (`type:`) strongly; nil for the default, weak.
    public var hold: Located<CoordinatorHold>? = nil
    /// Where `coordinator:` was written.
    public var location: SourceLocation

    public init(
        routes: [RouteSpec] = [], result: [ResultCaseSpec]? = nil, appType: Located<String>? = nil,
        location: SourceLocation
    ) {
        self.routes = routes
        self.result = result
        self.appType = appType
        self.location = location
    }
}

/// An output or an input that starts a child scene's coordinator, or leads to a destination that is not a scene.
public struct RouteSpec: Equatable, Sendable {
    /// The member whose events start the child: an output of the view model, or an input (a tap) of its screen.
    /// `SceneSpec.source(of:)` says which.
    public var output: Located<String>
    /// The scene the route starts; for a route to a `destination`, the destination as written (`safari`, the
    /// handler's name), which names no scene.
    public var scene: Located<String>
    public var doc: String?
    /// The target's argument the output's value becomes, when the target has several.
    public var argument: Located<String>?
    /// How the target's screen appears; nil for the conventions' choice.
    public var present: Located<RoutePresentation>?
    /// `source: input|output`, written when the name is both an input and an output; nil when the spec does not say.
    public var source: Located<RouteSource>?
    /// Where the route leads when it starts no scene (`external:` or `handler:`); nil for a route to a scene.
    public var destination: Located<RouteDestination>?
    /// `method: show(month:)`: the name and label of the route's method in the coordinator protocol or the router;
    /// nil for the default, the output's (or input's) name taking the value as `_ value:`.
    public var method: Located<RouteMethodName>?
    /// `step: "movieIsPicked(withId:)"`: the case of the app's own step enum the route emits under
    /// `navigation: rxflow`, its labels one per associated value, written as Swift names a method; nil for the
    /// default, the case that shows the scene with its arguments.
    public var step: Located<RouteMethodName>?
    /// `type: User` on a route with `source: code`: the value its method takes, since no member carries one; nil for
    /// a route that carries nothing or starts from a member.
    public var type: Located<SwiftType>? = nil
    /// `type:` was written but could not be read (and was reported), so the route's value is unknown.
    public var hasInvalidType = false

    public init(
        output: Located<String>, scene: Located<String>, doc: String? = nil, argument: Located<String>? = nil,
        present: Located<RoutePresentation>? = nil, source: Located<RouteSource>? = nil,
        destination: Located<RouteDestination>? = nil, method: Located<RouteMethodName>? = nil,
        step: Located<RouteMethodName>? = nil
    ) {
        self.output = output
        self.scene = scene
        self.doc = doc
        self.argument = argument
        self.present = present
        self.source = source
        self.destination = destination
        self.method = method
        self.step = step
    }

    /// The name of the route's method where routes are methods: `method:`'s base name, else the output's.
    public var methodBaseName: String { method?.value.baseName ?? output.value }

    /// The label of the method's parameter: `month` for `method: show(month:)`; nil for `_ value:`.
    public var methodParameterLabel: String? { method?.value.parameterLabel }

    /// Whether the app's own code calls the route's method (`source: code`), with no member of the spec behind it.
    public var startsFromCode: Bool { source?.value == .code }

    /// Whether the route starts a scene, rather than leading to a destination outside the scene graph.
    public var startsScene: Bool { destination == nil }
}

/// The kind of member whose events start a route.
public enum RouteSource: String, CaseIterable, Hashable, Sendable {
    /// A value the view model emits.
    case output
    /// An event of the screen, such as a tap, which starts the child with no output in between.
    case input
    /// No member: the view model's or the view controller's own code calls the route's method (after a network
    /// reply, from a table's selection), so the spec names the method and the value it takes (`type:`).
    case code
}

extension RouteSource: CustomStringConvertible {
    /// What a message calls the route's start: its `output` or `input`, or the `route` itself for `source: code`.
    public var description: String {
        switch self {
        case .output, .input: rawValue
        case .code: "route"
        }
    }
}

/// A case of `<Scene>CoordinationResult`, optionally produced when an output fires.
public struct ResultCaseSpec: Equatable, Sendable {
    public var member: MemberSpec
    /// The output that finishes the scene with this case.
    public var from: Located<String>?
    /// `step: userIsLoggedIn`: the case of the app's own step enum the scene ends with as this case, under
    /// `navigation: rxflow`; nil for the step scaffold names.
    public var step: Located<RouteMethodName>?
    /// `type: User` on a route with `source: code`: the value its method takes, since no member carries one; nil for
    /// a route that carries nothing or starts from a member.
    public var type: Located<SwiftType>? = nil
    /// `type:` was written but could not be read (and was reported), so the route's value is unknown.
    public var hasInvalidType = false

    public init(member: MemberSpec, from: Located<String>? = nil, step: Located<RouteMethodName>? = nil) {
        self.member = member
        self.from = from
        self.step = step
    }

    public var name: Located<String> { member.name }

    /// Whether the case carries a value.
    public var hasPayload: Bool { !(member.type?.value.isVoid ?? true) }
}

/// Where one argument of the scene a route starts gets its value.
public enum ArgumentSource: Equatable, Sendable {
    /// The output's value as it is.
    case value
    /// The element of the output's tuple labelled like the argument.
    case element
    /// Nothing: an optional argument the route does not fill, passed nil, or one with a default, not passed.
    case none
}

extension RouteSpec {
    /// The source of each of `arguments`, in order: the one the route names takes the value and the others
    /// nothing; else a single argument takes the value, and several take the tuple's elements. `SpecValidator`
    /// refuses a route whose output does not fit these sources, so code made from them compiles.
    /// An output that carries nothing fills no argument: `SpecValidator` allows it only when every argument has a
    /// default.
    public func argumentSources(for arguments: [MemberSpec], carriesValue: Bool = true) -> [ArgumentSource] {
        if !carriesValue { return arguments.map { _ in .none } }
        if let chosen = argument?.value {
            return arguments.map { $0.name.value == chosen ? .value : .none }
        }
        return arguments.count == 1 ? [.value] : arguments.map { _ in .element }
    }
}
