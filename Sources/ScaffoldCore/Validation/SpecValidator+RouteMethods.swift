extension SpecValidator {
    /// Routes that name their method (`method: show(month:)`): only where routes are methods, which the view model
    /// calls on its coordinator or the view controller on its router; with one parameter exactly when the route
    /// carries a value; named like no member the coordinator has anyway, and like no other route's method, since the
    /// mock names what it records after the method; with a parameter per element of a tuple value, or one for the
    /// whole value. Each blamed at the `method:` value.
    func routeMethodProblems(_ spec: SceneSpec, conventions: Conventions, routesAreMethods: Bool) -> [Diagnostic] {
        let routes = spec.coordinator?.routes ?? []
        var diagnostics: [Diagnostic] = []
        for route in routes {
            guard let method = route.method else { continue }
            if let reason = Self.reasonRoutesAreNoMethods(conventions, routesAreMethods: routesAreMethods) {
                // With the app's own coordinator class, `type:` is blamed for a scene that calls no coordinator; a
                // handler's route has a method no one wrote.
                if spec.coordinator?.appType != nil { continue }
                diagnostics.append(
                    .error(
                        .routeMethod(.routesAreNoMethods(route: route.output.value, reason: reason)),
                        at: method.location))
                continue
            }
            let written = method.value.description
            // The coordinator keeps each argument in a property, which a method without parameters would redeclare.
            let argument =
                spec.payloadType(of: route).isVoid
                ? spec.arguments.first { $0.name.value == method.value.baseName } : nil
            if Self.coordinatorMemberNames.contains(method.value.baseName) || argument != nil {
                diagnostics.append(
                    .error(
                        .routeMethod(.namedLikeCoordinatorMember(written, route: route.output.value)),
                        at: method.location,
                        notes: argument.map {
                            [.init(location: $0.name.location, message: "argument '\($0.name.value)' is declared here")]
                        } ?? []))
                // Its parameters are beside the point until it has a name of its own.
                continue
            }
            if let problem = parameterProblem(of: route, method: method.value, in: spec) {
                diagnostics.append(.error(.routeMethod(problem), at: method.location))
            }
        }
        guard routesAreMethods else { return diagnostics }
        // A route without `method:` has a method named after its output, which a named one may take.
        var firstByName: [String: RouteSpec] = [:]
        for route in routes {
            let name = route.methodBaseName
            guard let previous = firstByName[name] else {
                firstByName[name] = route
                continue
            }
            let (later, earlier) = route.method == nil && previous.method != nil ? (previous, route) : (route, previous)
            diagnostics.append(
                .error(
                    .routeMethod(.sharedName(name, route: later.output.value, previous: earlier.output.value)),
                    at: later.method?.location ?? later.output.location,
                    notes: [
                        .init(
                            location: earlier.method?.location ?? earlier.output.location,
                            message: "route '\(earlier.output.value)' has its method '\(name)' here")
                    ]))
        }
        return diagnostics
    }

    /// Why a scene with `conventions` has no route methods for `method:` to name; nil when it has.
    private static func reasonRoutesAreNoMethods(_ conventions: Conventions, routesAreMethods: Bool) -> String? {
        switch conventions.navigation {
        case .rxflow:
            return "under 'navigation: rxflow' a route is a step the view model emits, not a method; remove 'method'"
        case .sceneCoordinator:
            return "under 'navigation: sceneCoordinator' a route is a transition to a case of the app's scene enum, "
                + "not a method; remove 'method'"
        default:
            guard !routesAreMethods else { return nil }
            return "its coordinator observes the view model and starts the route itself, so no method is called; "
                + "remove 'method', or write 'coordinatorInViewModel: true' (the view model calls it) or "
                + "'navigation: viewController' (the view controller calls it)"
        }
    }

    /// A method whose parameters do not take what the route carries: nothing, one value, or each element of a tuple.
    private func parameterProblem(of route: RouteSpec, method: RouteMethodName, in spec: SceneSpec)
        -> RouteMethodProblem?
    {
        // A route from an unknown member, or of an unreadable type, is reported on its own.
        guard let labels = method.labels, let value = spec.declaredValue(of: route) else { return nil }
        let (source, payload) = (value.source, value.type)
        if labels.count > 1 {
            // A tuple's elements may each be a parameter of their own, in order.
            if case .tuple(let elements) = payload, elements.count == labels.count { return nil }
            return .severalLabels(
                method: method.description, route: route.output.value, source: source,
                payload: payload.isVoid ? nil : payload.description, count: labels.count)
        }
        guard labels.isEmpty != payload.isVoid else { return nil }
        return .parameterCount(
            method: method.description, route: route.output.value, source: source,
            payload: payload.isVoid ? nil : payload.description)
    }
}
