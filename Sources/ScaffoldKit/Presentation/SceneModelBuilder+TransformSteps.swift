import ScaffoldCore

/// A transform view model with `navigation: rxflow` or `navigation: sceneCoordinator`: it holds no coordinator of its
/// own, and leads its routes and results from inside `transform(input:)`, where its inputs are: to `steps`, which its
/// flow follows, or to the app's scene coordinator. A routed or result output is made there as a constant, led to its
/// step or scene and returned in `Output`, so the navigation happens whether or not the view controller subscribes to
/// the output.
extension SceneModelBuilder {
    /// Whether a view model of `conventions` leads its routes inside `transform(input:)` to its steps or to the scene
    /// coordinator, rather than to a coordinator it holds.
    static func leadsRoutesInTransform(_ conventions: Conventions) -> Bool {
        conventions.viewModel == .transform
            && (conventions.navigation == .rxflow || navigatesWithSceneCoordinator(conventions))
    }

    /// The outputs `transform(input:)` makes as constants to lead them: the routed outputs and those a result case
    /// comes from; empty unless the scene leads its routes inside `transform`.
    func outputsLedInTransform(of spec: SceneSpec, conventions: Conventions) -> Set<String> {
        guard Self.leadsRoutesInTransform(conventions), spec.sceneKind.isScreen else { return [] }
        let routed = (spec.coordinator?.routes ?? []).filter { spec.source(of: $0) == .output }.map(\.output.value)
        return Set(routed + (spec.coordinator?.result ?? []).compactMap(\.from?.value))
    }

    /// `outputs` as `Output` returns them: each of `led` by the constant of its name.
    func outputsReturnedByName(_ outputs: [ResolvedOutput], led: Set<String>) -> [ResolvedOutput] {
        outputs.map { output in
            guard led.contains(output.name) else { return output }
            var returned = output
            returned.source = output.name
            return returned
        }
    }

    /// `let showRepository: Driver<Repository> = .empty()`: the constants `transform` makes for the outputs of `led`,
    /// in spec order; a relay output is a constant already.
    func ledOutputConstants(_ outputs: [ResolvedOutput], led: Set<String>) -> [String] {
        outputs.filter { led.contains($0.name) && !$0.holdsRelayField }.map { output in
            "let \(output.name): \(traitType(output.trait, element: output.type)) = \(output.source)"
        }
    }

    /// The bindings of a flow scene's transform view model, in spec order: each route's input or output mapped to the
    /// step that shows its scene, then each result output mapped to the scene's result step, all bound to `steps`
    /// and kept by `disposeBag`.
    func transformStepBindings(of spec: SceneSpec, outputs: [ResolvedOutput], disposeBag: String) -> [InputRouteModel] {
        let steps = NamingTableBuilder.rxFlowStepsRelay
        let flow = NamingTableBuilder.flow(ofScene: spec.name.value)
        func binding(_ name: String, comment: String, source: String, map: String) -> InputRouteModel {
            InputRouteModel(
                input: name,
                lines: [comment, source, "    " + map, "    .bind(to: \(steps))", "    .disposed(by: \(disposeBag))"])
        }
        let routes = (spec.coordinator?.routes ?? []).map { route in
            let name = route.output.value
            // The view model's own code emits the step of a route no member starts.
            if route.startsFromCode {
                return InputRouteModel(input: name, lines: ["// " + codeRouteStepTodo(of: route, in: spec)])
            }
            let fromInput = spec.startsFromInput(route)
            return binding(
                name,
                comment: "// `\(name)` steps to \(route.scene.value) (a route of the spec)"
                    + (fromInput ? "." : ", whether or not the screen shows it."),
                source: (fromInput ? "\(SceneNames.initInputParameter)." : "") + "\(name).asObservable()",
                map: stepMap(of: route, in: spec))
        }
        let results = (spec.coordinator?.result ?? []).compactMap { resultCase -> InputRouteModel? in
            guard let from = resultCase.from?.value else { return nil }
            return binding(
                from,
                comment: "// `\(from)` ends the scene as `\(resultCase.name.value)`: \(flow) hands the step on.",
                source: "\(from).asObservable()", map: resultStepMap(of: resultCase, in: spec))
        }
        return routes + results
    }
}
