extension SpecValidator {
    /// Routes that lead to a destination other than a scene: the keys only a scene route takes, an external
    /// destination fed something other than a `URL`, and handler methods the coordinator cannot declare.
    func destinationRouteProblems(_ coordinator: CoordinatorSpec, in spec: SceneSpec) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var handlers: [Located<String>] = []
        for route in coordinator.routes {
            guard let destination = route.destination else { continue }
            if let present = route.present {
                diagnostics.append(
                    .error(
                        .destinationRouteKeyNeedsScene(key: "present", route: route.output.value), at: present.location)
                )
            }
            if let argument = route.argument {
                diagnostics.append(
                    .error(
                        .destinationRouteKeyNeedsScene(key: "argument", route: route.output.value),
                        at: argument.location))
            }
            switch destination.value {
            case .external(let external):
                // A route from an unknown member was reported on its own, and an unreadable type where it is written.
                guard let value = spec.declaredValue(of: route), value.type != .name("URL") else { continue }
                diagnostics.append(
                    .error(
                        .externalDestinationNeedsURL(
                            route: route.output.value, destination: external.rawValue,
                            payload: value.type.description, source: value.source),
                        at: destination.location, notes: value.note.map { [$0] } ?? []))
            case .handler(let name):
                if Self.coordinatorMemberNames.contains(name) {
                    diagnostics.append(.error(.handlerNamedLikeCoordinatorMember(name), at: destination.location))
                } else if Self.isRouteValueName(name) {
                    diagnostics.append(.error(.handlerNamedLikeRouteValue(name), at: destination.location))
                } else {
                    handlers.append(Located(name, at: destination.location))
                }
            }
        }
        diagnostics += duplicates(handlers) { .duplicateHandler($0) }
        return diagnostics
    }

    /// Routes to destinations in a navigation style that starts only scenes: RxFlow's flows contribute the flows of
    /// scenes, and the app-wide scene coordinator transitions to cases of `Scene`; no step or case names a web page or
    /// a handler. Blamed at the destination.
    func destinationNavigationProblems(_ spec: SceneSpec, conventions: Conventions) -> [Diagnostic] {
        guard conventions.navigation == .rxflow || conventions.navigation == .sceneCoordinator else { return [] }
        return (spec.coordinator?.routes ?? []).compactMap { route in
            route.destination.map {
                .error(
                    .destinationRouteInNavigation(route.output.value, navigation: conventions.navigation.rawValue),
                    at: $0.location)
            }
        }
    }
}

extension SpecValidator {
    /// Whether `name` is what the coordinator calls a route's value where it calls the handler: `value`, or `value1`,
    /// `value2`... for the elements of a tuple a method takes one per parameter.
    static func isRouteValueName(_ name: String) -> Bool {
        guard name.hasPrefix("value") else { return false }
        return name.dropFirst("value".count).allSatisfy(\.isASCII)
            && name.dropFirst("value".count).allSatisfy(\.isNumber)
    }
}
