extension SpecValidator {
    /// Whether the project navigates with one app-wide scene coordinator (`navigation: sceneCoordinator`).
    var navigatesWithSceneCoordinator: Bool {
        projectConventions.navigation == .sceneCoordinator
    }

    /// Problems of `navigation:` in one spec: `sceneCoordinator` written in a spec, or any style in a spec of a project
    /// that uses it (it is a project choice), and, in a project
    /// that navigates with the scene coordinator, what its view models cannot do yet: the conventions whose view model
    /// is made elsewhere or holds no coordinator, the navigator naming, custom presentations, results that no output
    /// ends, a scene whose case would be a keyword or `name`, and members named like the view model's
    /// `sceneCoordinator`.
    func sceneCoordinatorProblems(_ spec: SceneSpec, names: SceneNames, conventions: Conventions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // The scene coordinator serves every scene or none: a spec may choose another style only in a project that
        // does not use it.
        if let navigation = spec.conventions.navigation,
            navigation.value == .sceneCoordinator || navigatesWithSceneCoordinator
        {
            diagnostics.append(.error(.sceneCoordinator(.setInSpec), at: navigation.location))
        }
        guard navigatesWithSceneCoordinator else { return diagnostics }
        let blamed = spec.name.location
        let written = spec.conventions
        func unsupported(_ convention: String, reason: String, at location: SourceLocation?) {
            diagnostics.append(
                .error(
                    .sceneCoordinator(.unsupportedConvention(convention, reason: reason)), at: location ?? blamed))
        }
        if conventions.takesInputInInit {
            unsupported(
                "inputs: init", reason: "its view controller makes the view model; choose another inputs convention",
                at: written.inputs?.location)
        }
        if conventions.inject == .property {
            unsupported(
                "inject: property",
                reason: "the scene coordinator builds each view model with its services in init; use 'inject: init'",
                at: written.inject?.location)
        }
        if let coordinatorInViewModel = written.coordinatorInViewModel {
            unsupported(
                "coordinatorInViewModel",
                reason: "every view model calls the scene coordinator, and no scene has a coordinator of its own; "
                    + "remove it", at: coordinatorInViewModel.location)
        }
        if naming.coordinator == .navigator, spec.coordinator != nil {
            diagnostics.append(.error(.sceneCoordinator(.navigatorNaming), at: blamed))
        }
        if written.present?.value == .custom, let present = written.present {
            diagnostics.append(.error(.sceneCoordinator(.customPresentation), at: present.location))
        }
        for route in spec.coordinator?.routes ?? [] where route.present?.value == .custom {
            diagnostics.append(.error(.sceneCoordinator(.customPresentation), at: route.present?.location ?? blamed))
        }
        for resultCase in spec.coordinator?.result ?? [] where resultCase.from == nil {
            diagnostics.append(
                .error(.sceneCoordinator(.resultWithoutOutput(resultCase.name.value)), at: resultCase.name.location))
        }
        let caseName = SwiftIdentifier.lowerCamelCase(spec.name.value)
        if spec.sceneKind.isScreen, caseName == "name" || SwiftIdentifier.keywords.contains(caseName) {
            diagnostics.append(
                .error(
                    .sceneCoordinator(.caseNameTaken(scene: spec.name.value, caseName: caseName)),
                    at: spec.name.location))
        }
        // The view model holds the scene coordinator, and a dispose bag when it leads routes or results to it.
        let leadsRoutes = !(spec.coordinator?.routes.isEmpty ?? true) || spec.coordinator?.result != nil
        let taken = [SceneNames.sceneCoordinatorProperty] + (leadsRoutes ? [SceneNames.sceneCoordinatorDisposeBag] : [])
        let members: [(String, Located<String>)] =
            spec.arguments.map { ("an argument", $0.name) } + spec.inputs.map { ("an input", $0.name) }
            + spec.outputs.map { ("an output", $0.name) } + spec.properties.map { ("a property", $0.name) }
            + spec.methods.map { ("a method", $0.name) }
        for (what, name) in members where taken.contains(name.value) {
            diagnostics.append(.error(.sceneCoordinator(.nameTaken(name.value, what: what)), at: name.location))
        }
        return diagnostics
    }
}
