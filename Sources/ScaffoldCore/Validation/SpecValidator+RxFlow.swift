extension SpecValidator {
    /// What `navigation: rxflow` cannot work with, each blamed where the spec writes it (or, for a project-wide
    /// choice, at the spec's `navigation` or its scene name): a view model
    /// that calls its coordinator (`inputs: init`, `coordinatorInViewModel: true`; a transform view model emits its
    /// steps inside `transform(input:)`),
    /// navigators, custom presentations, routes to hand-written scenes, and members named like the Stepper's.
    func rxFlowProblems(_ spec: SceneSpec, names: SceneNames, conventions: Conventions) -> [Diagnostic] {
        guard conventions.navigation == .rxflow, spec.sceneKind.isScreen else { return [] }
        let fallback = spec.conventions.navigation?.location ?? spec.name.location
        var diagnostics: [Diagnostic] = []
        func refuse(_ key: String, _ value: String, written: SourceLocation?, because reason: String) {
            diagnostics.append(
                .error(
                    .rxFlow(.unsupportedConvention(key: key, value: value, reason: reason)), at: written ?? fallback))
        }
        if conventions.takesInputInInit {
            refuse(
                "inputs", "init", written: spec.conventions.inputs?.location,
                because: "the view controller makes that view model after its flow has shown it, so the flow has no "
                    + "stepper to follow; choose subject, observer or function")
        } else if conventions.coordinatorInViewModel {
            refuse(
                "coordinatorInViewModel", "true", written: spec.conventions.coordinatorInViewModel?.location,
                because: "the view model emits steps on 'steps' and holds no coordinator; remove it")
        }
        if names.assembler != nil {
            diagnostics.append(.error(.rxFlow(.navigatorNaming), at: fallback))
        }
        if conventions.present == .custom {
            diagnostics.append(.error(.rxFlow(.customPresentation), at: spec.conventions.present?.location ?? fallback))
        }
        for route in spec.coordinator?.routes ?? [] {
            if let present = route.present, present.value == .custom {
                diagnostics.append(.error(.rxFlow(.customPresentation), at: present.location))
            }
            if externalScenes.contains(where: { $0.name.value == route.scene.value }) {
                diagnostics.append(.error(.rxFlow(.handWrittenTarget(route.scene.value)), at: route.scene.location))
            }
        }
        let stepperMembers = Set(NamingTableBuilder.rxFlowViewModelMembers)
        let members =
            spec.inputs.map(\.name) + spec.outputs.map(\.name) + spec.actions.map(\.name) + spec.properties.map(\.name)
            + spec.methods.map(\.name) + spec.arguments.map(\.name)
        for member in members where stepperMembers.contains(member.value) {
            diagnostics.append(.error(.rxFlow(.memberNamedLikeStepperMember(member.value)), at: member.location))
        }
        return diagnostics
    }

    /// Routes between a flow scene and a scene of another style, blamed at the route's scene: a flow contributes only
    /// the target's flow, and a coordinator (or a router) starts only the target's coordinator.
    func rxFlowRouteProblems(_ specs: [SceneSpec]) -> [Diagnostic] {
        let navigation = Dictionary(
            specs.map { ($0.name.value, projectConventions.applying($0.conventions).navigation) },
            uniquingKeysWith: { first, _ in first })
        return specs.flatMap { spec in
            let from = navigation[spec.name.value] ?? projectConventions.navigation
            return (spec.coordinator?.routes ?? []).compactMap { route -> Diagnostic? in
                // Coordinators and routers start coordinators alike; only a flow and a coordinator do not mix.
                guard route.startsScene, let to = navigation[route.scene.value], (to == .rxflow) != (from == .rxflow)
                else { return nil }
                return .error(
                    .rxFlow(
                        .routeCrossesNavigation(route: route.output.value, scene: route.scene.value, from: from, to: to)
                    ), at: route.scene.location)
            }
        }
    }

    /// Scenes whose entry step in `AppStep` is the result step of a flow scene (`ListFinished` beside `List` with a
    /// result), blamed at the scene's name: the enum would declare the case twice.
    func rxFlowStepClashes(_ specs: [SceneSpec]) -> [Diagnostic] {
        let resultSteps = Dictionary(
            specs.filter {
                projectConventions.applying($0.conventions).navigation == .rxflow && $0.coordinator?.result != nil
            }.map { (NamingTableBuilder.resultStep(ofScene: $0.name.value), $0.name.value) },
            uniquingKeysWith: { first, _ in first })
        guard !resultSteps.isEmpty else { return [] }
        return specs.compactMap { spec in
            let step = NamingTableBuilder.entryStep(ofScene: spec.name.value)
            guard let owner = resultSteps[step] else { return nil }
            return .error(
                .rxFlow(.stepNamedTwice(step: step, scene: spec.name.value, resultOf: owner)), at: spec.name.location)
        }
    }
}
