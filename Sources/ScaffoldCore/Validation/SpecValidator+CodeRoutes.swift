extension SpecValidator {
    /// Routes the app's own code calls (`source: code`): only where routes are methods, which that code can call, or
    /// steps, which the view model's code accepts; and
    /// `type:`, which gives such a route its value, on no other route. Blamed at `source:` and at `type:`.
    func codeRouteProblems(_ spec: SceneSpec, conventions: Conventions, routesAreMethods: Bool) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for route in spec.coordinator?.routes ?? [] {
            if let source = route.source, source.value == .code {
                if let reason = Self.reasonNoCodeCalls(conventions, routesAreMethods: routesAreMethods) {
                    diagnostics.append(
                        .error(
                            .codeRoute(.routesAreNoMethods(route: route.output.value, reason: reason)),
                            at: source.location))
                }
            } else if let type = route.type, let source = spec.source(of: route) {
                // A route from an unknown or ambiguous member is reported on its own.
                diagnostics.append(
                    .error(
                        .codeRoute(.typeWithoutCode(route: route.output.value, kind: source.rawValue)),
                        at: type.location))
            }
        }
        return diagnostics
    }

    /// Why the app's code has no route method to call in a scene with `conventions`; nil when it has.
    private static func reasonNoCodeCalls(_ conventions: Conventions, routesAreMethods: Bool) -> String? {
        switch conventions.navigation {
        case .rxflow:
            // The view model's own code accepts the route's step.
            return nil
        case .sceneCoordinator:
            return "under 'navigation: sceneCoordinator' the view model transitions to a case of the app's scene "
                + "enum; declare the output that starts it, and route from it"
        default:
            guard !routesAreMethods else { return nil }
            return "its coordinator observes the view model and starts each route itself, so there is no method "
                + "to call; declare the output that starts it, or write 'coordinatorInViewModel: true' (the view "
                + "model calls the method) or 'navigation: viewController' (the view controller calls it)"
        }
    }
}
