extension SpecValidator {
    /// Steps a spec names (`step:` on a route or a result case): only under `navigation: rxflow` with the app's own
    /// step enum (`supportTypes: {steps:}`), whose cases scaffold does not spell; with a value per label that fits
    /// what the route or result case carries; for every result case of a scene or for none; and each meaning one
    /// thing in the scene's flow. A spec's `names: {steps:}` beside the app's enum is refused too. Each is blamed
    /// where it is written.
    func appStepProblems(_ spec: SceneSpec, conventions: Conventions, routesAreMethods: Bool) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let routes = spec.coordinator?.routes ?? []
        let results = spec.coordinator?.result ?? []
        let named: [(owner: String, step: Located<RouteMethodName>, payload: SwiftType)] =
            routes.compactMap { route in
                route.step.map { ("route '\(route.output.value)'", $0, spec.payloadType(of: route)) }
            }
            + results.compactMap { resultCase in
                resultCase.step.map {
                    ("result case '\(resultCase.name.value)'", $0, resultCase.member.type?.value ?? .void)
                }
            }
        if let appSteps = supportTypes.steps, let written = spec.names[.steps] {
            diagnostics.append(.error(.appStep(.namesBesideAppSteps(appSteps: appSteps.value)), at: written.location))
        }
        guard conventions.navigation == .rxflow, spec.sceneKind.isScreen else {
            return diagnostics
                + named.map { owner, step, _ in
                    .error(
                        .appStep(
                            .notRxFlow(
                                owner: owner, navigation: conventions.navigation.rawValue,
                                methodInstead: routesAreMethods && owner.hasPrefix("route"))),
                        at: step.location)
                }
        }
        guard supportTypes.steps != nil else {
            let stepEnum = NamingTableBuilder.stepEnum(of: spec, naming: naming)
            return diagnostics
                + named.map { owner, step, _ in
                    .error(.appStep(.generatedEnum(owner: owner, stepEnum: stepEnum)), at: step.location)
                }
        }
        for (owner, step, payload) in named where step.value.parameterLabels(taking: payload) == nil {
            diagnostics.append(
                .error(
                    .appStep(
                        .valueCount(
                            step: step.value.description, owner: owner,
                            payload: payload.isVoid ? nil : payload.description,
                            labels: step.value.labels?.count ?? 1)),
                    at: step.location))
        }
        if let first = results.first(where: { $0.step != nil }) {
            for resultCase in results where resultCase.step == nil {
                diagnostics.append(
                    .error(
                        .appStep(.resultStepsPartlyNamed(unnamed: resultCase.name.value, named: first.name.value)),
                        at: resultCase.name.location))
            }
        }
        return diagnostics + stepMeaningProblems(spec)
    }

    /// A step of the scene's flow that would mean two things: a case two routes emit for different scenes, or with
    /// different labels, or one that both shows a scene and ends this one. Blamed at the later.
    private func stepMeaningProblems(_ spec: SceneSpec) -> [Diagnostic] {
        var meanings: [String: (meaning: String, labels: [String]?)] = [:]
        var diagnostics: [Diagnostic] = []
        let stepEnum = NamingTableBuilder.stepEnum(of: spec, naming: naming)
        func declare(_ step: String, meaning: String, labels: [String]?, at location: SourceLocation) {
            guard let earlier = meanings[step] else {
                meanings[step] = (meaning, labels)
                return
            }
            guard earlier.meaning != meaning || earlier.labels != labels else { return }
            diagnostics.append(
                .error(
                    .appStep(
                        .oneStepTwoMeanings(
                            step: "\(stepEnum).\(step)", meaning: meaning, earlierMeaning: earlier.meaning)),
                    at: location))
        }
        for route in spec.coordinator?.routes ?? [] where route.startsScene {
            declare(
                NamingTableBuilder.routeStep(of: route, in: spec, naming: naming),
                meaning: "the step that shows scene '\(route.scene.value)'", labels: route.step?.value.labels,
                at: route.step?.location ?? route.scene.location)
        }
        // A result case that names no step beside one that does is reported as such.
        for step in NamingTableBuilder.resultSteps(of: spec, naming: naming)
        where step.resultCase?.step != nil || !NamingTableBuilder.namesResultSteps(spec) {
            declare(
                step.name,
                meaning: step.resultCase.map { "the step of this scene finishing as '\($0.name.value)'" }
                    ?? "the step of how this scene finished",
                labels: step.resultCase?.step?.value.labels,
                at: step.resultCase?.step?.location ?? step.resultCase?.name.location ?? spec.name.location)
        }
        return diagnostics
    }
}
