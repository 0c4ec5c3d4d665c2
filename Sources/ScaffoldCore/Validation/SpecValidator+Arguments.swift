extension SpecValidator {
    /// The members a generated coordinator or navigator has (its own, its base class's, and the locals of
    /// `start()` and its route methods): it keeps its arguments in properties next to them, and a route it calls
    /// becomes a method among them, so neither may share their names. `start()` reads the arguments before it
    /// declares `screen`, which Swift refuses when the two share a name.
    static let coordinatorMemberNames: Set<String> = [
        "rootViewController", "presentation", "dependencies", "assembler", "viewController", "resultSubject",
        "disposeBag", "presenter", "child", "start", "coordinate", "startAsRoot", "screen",
    ]

    /// Arguments named like a member of the generated coordinator, or of a type that holds no value; with a
    /// coordinator the view model calls, routes named like one of its members.
    func argumentProblems(_ spec: SceneSpec, callsCoordinator: Bool) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = spec.arguments.compactMap { argument in
            if Self.coordinatorMemberNames.contains(argument.name.value) {
                return .error(.argumentNamedLikeCoordinatorMember(argument.name.value), at: argument.name.location)
            }
            if let type = argument.type, type.value.isVoid || type.value == .name("Never") {
                return .error(
                    .argumentWithoutValue(argument.name.value, type: type.value.description), at: type.location)
            }
            return nil
        }
        if callsCoordinator {
            // A route that names its method (`method:`) leaves its output's name out of the coordinator.
            for route in spec.coordinator?.routes ?? []
            where route.method == nil && Self.coordinatorMemberNames.contains(route.output.value) {
                diagnostics.append(
                    .error(
                        .routeNamedLikeCoordinatorMember(route.output.value, source: spec.source(of: route) ?? .output),
                        at: route.output.location))
            }
        }
        return diagnostics
    }

    /// A route passes its output's value to the scene it starts, which must take it: one argument of the
    /// value's type, the argument the route names (the others optional, passed nil), or a tuple labelled like
    /// every argument. A value no argument takes, and arguments no value fills, are errors at the route.
    func routePayloadProblems(_ specs: [SceneSpec], scenes: [String: SceneSpec]) -> [Diagnostic] {
        let externals = Dictionary(
            externalScenes.map { ($0.name.value, $0.arguments) }, uniquingKeysWith: { first, _ in first })
        var diagnostics: [Diagnostic] = []
        // The app's own coordinator class hands a route's value to its method, whatever the target takes.
        for spec in specs where spec.coordinator?.appType == nil {
            for route in spec.coordinator?.routes ?? [] where route.startsScene {
                // A route from an unknown or ambiguous member, or to an unknown scene, a cell or a component, is
                // reported on its own; an unreadable type was reported where it is written.
                // A route to a scene the app's own class shows is refused whatever it carries.
                guard scenes[route.scene.value]?.sceneKind.isScreen != false,
                    scenes[route.scene.value]?.coordinator?.appType == nil
                else { continue }
                guard let value = spec.declaredValue(of: route) else { continue }
                let payload = value.type
                guard
                    let arguments = scenes[route.scene.value]?.arguments ?? externals[route.scene.value],
                    !arguments.contains(where: \.hasInvalidType)
                else {
                    // Without the target's spec nothing says what it takes: a value or a choice would be dropped.
                    let dropped =
                        payload.isVoid ? (route.argument?.location ?? route.present?.location) : route.output.location
                    if let dropped, scenes[route.scene.value] == nil, !unreadableSpecNames.contains(route.scene.value) {
                        diagnostics.append(
                            .error(
                                .routeToUnknownSceneNeedsDeclaration(route.output.value, scene: route.scene.value),
                                at: dropped))
                    }
                    continue
                }
                if let problem = Self.payloadProblem(
                    route: route, payload: payload, arguments: arguments, source: value.source)
                {
                    diagnostics.append(
                        .error(problem.problem, at: problem.location, notes: value.note.map { [$0] } ?? []))
                }
            }
        }
        return diagnostics
    }

    /// How `route`, whose output (or input, as `source` says) carries `payload`, fails to create a scene taking
    /// `arguments`; nil when it can.
    static func payloadProblem(
        route: RouteSpec, payload: SwiftType, arguments: [MemberSpec], source: RouteSource = .output
    )
        -> (problem: SpecProblem, location: SourceLocation)?
    {
        let (output, scene) = (route.output.value, route.scene.value)
        let list = arguments.map { "'\($0.name.value): \($0.declaredTypeSpelling)'" }
        let described = list.count == 1 ? "argument \(list[0])" : "arguments " + list.joined(separator: ", ")
        if let chosen = route.argument {
            guard !arguments.isEmpty else {
                return (.routeArgumentWithoutArguments(route: output, scene: scene), chosen.location)
            }
            guard let argument = arguments.first(where: { $0.name.value == chosen.value }) else {
                let suggestion = EditDistance.closest(to: chosen.value, among: arguments.map(\.name.value))
                return (.unknownArgument(chosen.value, scene: scene, suggestion: suggestion), chosen.location)
            }
            if !Self.fills(argument, with: payload) {
                return payload.isVoid
                    ? (
                        .routeCarriesNothingForArguments(
                            route: output, scene: scene, arguments: described, source: source),
                        route.output.location
                    )
                    : (
                        .routePayloadUnlikeArgument(
                            route: output, payload: payload.description, scene: scene,
                            argument: "\(argument.name.value): \(argument.declaredTypeSpelling)", source: source),
                        route.output.location
                    )
            }
            let unfilled = zip(arguments, route.argumentSources(for: arguments)).first { argument, source in
                source == .none && !argument.mayBeLeftOut
            }?.0
            if let unfilled {
                return (
                    .argumentLeftWithoutValue(unfilled.name.value, route: output, scene: scene, source: source),
                    chosen.location
                )
            }
            return nil
        }
        switch arguments.count {
        case 0:
            return payload.isVoid
                ? nil
                : (
                    .routePayloadForSceneWithoutArguments(
                        route: output, payload: payload.description, scene: scene, source: source),
                    route.output.location
                )
        case _ where payload.isVoid:
            // Arguments that all have defaults need no value: the route passes none.
            if arguments.allSatisfy({ $0.defaultValue != nil }) { return nil }
            return (
                .routeCarriesNothingForArguments(route: output, scene: scene, arguments: described, source: source),
                route.output.location
            )
        case 1:
            return fills(arguments[0], with: payload)
                ? nil
                : (
                    .routePayloadUnlikeArgument(
                        route: output, payload: payload.description, scene: scene,
                        argument: "\(arguments[0].name.value): \(arguments[0].declaredTypeSpelling)",
                        source: source), route.output.location
                )
        default:
            if matchesEveryArgument(payload, arguments) { return nil }
            // A tuple meant for the arguments is told where it differs, rather than to be such a tuple.
            if case .tuple(let elements) = payload, elements.contains(where: { $0.label != nil }) {
                let mismatch = zip(elements, arguments).first { element, argument in
                    element.label != argument.name.value || !fills(argument, with: element.type)
                }
                let element = mismatch.map { "'\($0.0)'" } ?? "\(elements.count) elements"
                let argument =
                    mismatch.map { "'\($0.1.name.value): \($0.1.declaredTypeSpelling)'" }
                    ?? "\(arguments.count) arguments"
                return (
                    .routeTupleUnlikeArguments(
                        route: output, element: element, scene: scene, argument: argument, arguments: described,
                        source: source),
                    route.output.location
                )
            }
            return (
                .routeNeedsArgumentChoice(route: output, scene: scene, arguments: described, source: source),
                route.output.location
            )
        }
    }

    /// Whether `payload` is a tuple labelled like `arguments`, in order, with their types.
    static func matchesEveryArgument(_ payload: SwiftType, _ arguments: [MemberSpec]) -> Bool {
        guard case .tuple(let elements) = payload, elements.count == arguments.count else { return false }
        return zip(elements, arguments).allSatisfy { element, argument in
            element.label == argument.name.value && fills(argument, with: element.type)
        }
    }

    /// Whether a value of `payload` can be passed as `argument`: of the same type, or of its optional, which
    /// Swift wraps the value into. An implicitly unwrapped `User!` is an optional underneath, so it takes a `User?`
    /// as well as a `User`.
    static func fills(_ argument: MemberSpec, with payload: SwiftType) -> Bool {
        let type = argumentType(argument)
        return type == payload || type == .optional(payload)
            || argument.isImplicitlyUnwrapped && payload == .optional(type)
    }

    static func argumentType(_ argument: MemberSpec) -> SwiftType {
        argument.type?.value ?? .void
    }
}

extension MemberSpec {
    /// Whether a route may leave the argument out: it has a default, which the route then does not pass, or it is
    /// optional and passed nil. An implicitly unwrapped argument is neither: it must be filled.
    public var mayBeLeftOut: Bool {
        defaultValue != nil || !isImplicitlyUnwrapped && (type?.value.isOptional ?? false)
    }
}

extension SwiftType {
    /// Whether the type is `T?` or `Optional<T>`, which an argument a route leaves out is passed as nil.
    public var isOptional: Bool {
        switch self {
        case .optional: return true
        case .named(let components):
            return components.count == 1 && components[0].name == "Optional"
                || components.count == 2 && components[0].name == "Swift" && components[1].name == "Optional"
        default: return false
        }
    }
}
