extension SpecValidator {
    /// A coordinator that is the app's own class (`coordinator: {type: AuthCoordinator}`): only where the view model
    /// calls its coordinator, since the class is reached through the protocol of the routes' methods and nothing else;
    /// without a result enum, which only a generated coordinator finishes with; with routes that only name a method,
    /// since the class's method shows what it shows; and named unlike that protocol.
    func appCoordinatorProblems(_ spec: SceneSpec, names: SceneNames, conventions: Conventions) -> [Diagnostic] {
        // A cell or component has no coordinator at all, which `kindProblems` says.
        guard let coordinator = spec.coordinator, spec.sceneKind.isScreen else { return [] }
        guard let type = coordinator.appType else {
            return coordinator.hold.map { [.error(.appCoordinator(.holdWithoutType), at: $0.location)] } ?? []
        }
        if let reason = Self.reasonAppCoordinatorIsNotCalled(conventions) {
            return [.error(.appCoordinator(.notCalled(type: type.value, reason: reason)), at: type.location)]
        }
        var diagnostics: [Diagnostic] = []
        if type.value == names.coordinatorProtocol {
            diagnostics.append(.error(.appCoordinator(.namedLikeRoutesProtocol(type.value)), at: type.location))
        }
        if let first = coordinator.result?.first {
            let example = "'- \(first.from?.value ?? first.name.value): {handler: \(first.name.value)}'"
            diagnostics.append(
                .error(
                    .appCoordinator(.result(type: type.value, example: example)), at: first.name.location,
                    notes: [.init(location: type.location, message: "'type: \(type.value)' is written here")]))
        }
        for route in coordinator.routes {
            let name = route.output.value
            if let present = route.present {
                diagnostics.append(
                    .error(
                        .appCoordinator(
                            .routeOption(
                                "present", route: name, type: type.value,
                                advice: "remove it: the method presents the screen as it chooses")),
                        at: present.location))
            }
            if let argument = route.argument {
                diagnostics.append(
                    .error(
                        .appCoordinator(
                            .routeOption(
                                "argument", route: name, type: type.value,
                                advice: "remove it: the method takes the route's value as it is")),
                        at: argument.location))
            }
            if let destination = route.destination, case .external(let external) = destination.value {
                diagnostics.append(
                    .error(
                        .appCoordinator(
                            .routeOption(
                                "external: \(external.rawValue)", route: name, type: type.value,
                                advice: "write it as a handler route naming the method of '\(type.value)' that "
                                    + "opens the URL, such as '{handler: openURL}'")),
                        at: destination.location))
            }
        }
        return diagnostics
    }

    /// Why a scene with `conventions` calls no coordinator for `type:` to name; nil when its view model calls one.
    private static func reasonAppCoordinatorIsNotCalled(_ conventions: Conventions) -> String? {
        switch conventions.navigation {
        case .rxflow:
            return "under 'navigation: rxflow' the view model emits steps and holds no coordinator; remove 'type'"
        case .sceneCoordinator:
            return "under 'navigation: sceneCoordinator' the view model asks the app's scene coordinator for scenes "
                + "and holds no coordinator of its own; remove 'type'"
        case .viewController:
            return "under 'navigation: viewController' the view controller starts the routes through a router "
                + "scaffold writes; remove 'type', or write 'navigation: coordinator' with "
                + "'coordinatorInViewModel: true'"
        case .coordinator:
            guard !conventions.coordinatorInViewModel else { return nil }
            return "this scene's coordinator observes its view model, which calls nothing; write "
                + "'conventions: {coordinatorInViewModel: true}' in the spec, so that the view model calls the class"
        }
    }
}
