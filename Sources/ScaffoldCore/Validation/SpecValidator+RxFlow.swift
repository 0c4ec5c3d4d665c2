extension SpecValidator {
    /// What `navigation: rxflow` cannot work with, each blamed where the spec writes it (or, for a project-wide
    /// choice, at the spec's `navigation` or its scene name, or once at scaffold.yml's key when the config writes both
    /// conventions): a view model
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
                "inputs", "init",
                written: spec.conventions.inputs?.location
                    ?? projectConflictLocation(of: \.inputs?.location, with: \.navigation?.location, in: spec),
                because: "the view controller makes that view model after its flow has shown it, so the flow has no "
                    + "stepper to follow; choose subject, observer or function")
        } else if conventions.coordinatorInViewModel {
            refuse(
                "coordinatorInViewModel", conventions.coordinatorSetAfterInit ? "property" : "true",
                written: spec.conventions.coordinatorInViewModel?.location
                    ?? projectConflictLocation(
                        of: \.coordinatorInViewModel?.location, with: \.navigation?.location, in: spec),
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

    /// Two steps of one step enum spelled alike, blamed at the later: scene `ListFinished` shown beside scene
    /// `List`'s result (`listFinished`), two scenes shown by one case (`names: {entryStep: detailIsRequired}`), or two
    /// scenes' results in a shared enum (`names: {resultStep: popIsRequired}` without `{scene}Step` enums), or two
    /// scenes' result cases in one (`names: {resultStep: "{case}"}`). The enum would declare the case twice.
    func rxFlowStepClashes(_ specs: [SceneSpec]) -> [Diagnostic] {
        // The app's own enum (`supportTypes: {steps:}`) declares its cases once, whoever emits them.
        guard supportTypes.steps == nil else { return [] }
        let flows = specs.filter {
            projectConventions.applying($0.conventions).navigation == .rxflow && $0.coordinator != nil
                && $0.sceneKind.isScreen
        }
        let flowScenes = Set(flows.map(\.name.value))
        // Each enum's cases in the order the enum declares them: the scenes shown, then the scenes' results.
        var meanings: [String: [String: (meaning: String, scene: String)]] = [:]
        var diagnostics: [Diagnostic] = []
        func declare(
            _ step: String, in stepEnum: String, meaning: String, scene: String, at location: SourceLocation,
            renamable: String = "the scene"
        ) {
            if let earlier = meanings[stepEnum]?[step] {
                guard earlier.scene != scene || earlier.meaning != meaning else { return }
                diagnostics.append(
                    .error(
                        .rxFlow(
                            .stepNamedTwice(
                                stepEnum: stepEnum, step: step, meaning: meaning, earlierMeaning: earlier.meaning,
                                renamable: renamable)),
                        at: location))
            } else {
                meanings[stepEnum, default: [:]][step] = (meaning, scene)
            }
        }
        for spec in flows.sorted(by: { $0.name.value < $1.name.value }) {
            let stepEnum = NamingTableBuilder.stepEnum(of: spec, naming: naming)
            for route in spec.coordinator?.routes ?? [] where flowScenes.contains(route.scene.value) {
                let target = route.scene.value
                declare(
                    NamingTableBuilder.entryStep(showing: target, from: spec, naming: naming), in: stepEnum,
                    meaning: "the step that shows scene '\(target)'", scene: target, at: route.scene.location)
            }
        }
        for spec in flows.sorted(by: { $0.name.value < $1.name.value }) {
            // Steps a spec names are refused here, with the enum scaffold writes.
            for step in NamingTableBuilder.resultSteps(of: spec, naming: naming)
            where !NamingTableBuilder.namesResultSteps(spec) {
                let scene = spec.name.value
                declare(
                    step.name, in: NamingTableBuilder.stepEnum(of: spec, naming: naming),
                    meaning: step.resultCase.map { "the step of scene '\(scene)' finishing as '\($0.name.value)'" }
                        ?? "the step of how scene '\(scene)' finished",
                    scene: scene,
                    at: step.resultCase?.name.location ?? spec.names[.resultStep]?.location ?? spec.name.location,
                    renamable: step.resultCase == nil ? "the scene" : "the result case")
            }
        }
        return diagnostics
    }
}
