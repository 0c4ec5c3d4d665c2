extension SpecValidator {
    /// Problems of `trait: publishRelay`, each blamed at the trait: on an output of a view model without an
    /// `Output` struct, which the view model alone emits, or one that a route or result case observes; on an input of
    /// a view model without `Input` fields, or with `inputs: init`, whose fields are observables; and with
    /// `initial:`, which a PublishRelay cannot hold.
    func publishRelayProblems(_ spec: SceneSpec, conventions: Conventions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // A protocols view model's outputs protocol may show the subject or relay itself, as imperative apps write it;
        // an input/output view model's `Output` field is a Driver, a Signal or a BehaviorRelay.
        for output in spec.outputs {
            guard let trait = output.relay?.publishRelay, conventions.viewModel == .inputOutput else { continue }
            diagnostics.append(.error(.publishRelay(.output(output.name.value)), at: trait))
        }
        if conventions.viewModel == .transform {
            diagnostics += publishRelayOutputsLeadingElsewhere(spec)
        }
        if !conventions.viewModel.nestsInputAndOutput && conventions.coordinatorInViewModel {
            diagnostics += shownSubjectsLeadingThroughTheViewModel(spec)
        }
        for input in spec.inputs {
            guard let trait = input.relay?.publishRelay else { continue }
            if conventions.takesInputInInit {
                diagnostics.append(.error(.publishRelay(.fieldWithInitInputs(input: input.name.value)), at: trait))
            } else if conventions.viewModel == .transform {
                if Self.viewControllerBindingNames.contains(input.name.value) {
                    diagnostics.append(
                        .error(.publishRelay(.fieldHidesViewControllerName(input.name.value)), at: input.name.location))
                }
            } else {
                diagnostics.append(
                    .error(
                        .publishRelay(
                            .fieldWithoutTransform(
                                input: input.name.value, inputs: spec.conventions.inputs?.value.rawValue)),
                        at: trait))
            }
        }
        for output in spec.outputs {
            guard let trait = output.relay?.publishSubject, conventions.viewModel.nestsInputAndOutput else { continue }
            diagnostics.append(.error(.publishRelay(.subjectOutput(output.name.value)), at: trait))
        }
        for input in spec.inputs {
            guard let trait = input.relay?.behaviorRelay else { continue }
            diagnostics.append(.error(.publishRelay(.behaviorRelayInput(input.name.value)), at: trait))
        }
        for input in spec.inputs {
            guard let trait = input.relay?.publishSubject,
                conventions.viewModel == .transform || conventions.inputs != .publishRelay
            else { continue }
            if conventions.viewModel == .transform {
                diagnostics.append(.error(.publishRelay(.subjectInTransform(input: input.name.value)), at: trait))
                continue
            }
            diagnostics.append(
                .error(
                    .publishRelay(
                        .subjectWithoutPublishRelays(
                            input: input.name.value,
                            inputs: spec.conventions.inputs?.value.rawValue)),
                    at: trait))
        }
        let members = spec.inputs.map { ($0.name.value, $0.relay) } + spec.outputs.map { ($0.name.value, $0.relay) }
        for (name, relay) in members {
            guard let relay, relay.publishRelay != nil || relay.publishSubject != nil, let initial = relay.initial
            else {
                continue
            }
            let problem: PublishRelayProblem =
                relay.publishSubject != nil ? .subjectInitial(member: name) : .initial(member: name)
            diagnostics.append(.error(.publishRelay(problem), at: initial.location))
        }
        return diagnostics
    }

    /// A route or result case from a PublishSubject or PublishRelay an outputs protocol shows, with
    /// `coordinatorInViewModel`: the view model's output leads to its coordinator when the screen subscribes to it,
    /// which starts nothing on a subject the view model feeds. Blamed at the route's output or the case's `from`.
    private func shownSubjectsLeadingThroughTheViewModel(_ spec: SceneSpec) -> [Diagnostic] {
        let shown = Set(spec.outputs.filter { $0.isPublishSubject || $0.isPublishRelayField }.map(\.name.value))
        return navigation(from: shown, in: spec).map { output, start in
            let by =
                switch start {
                case .route(let scene): "the route to \(scene)"
                case .result(let resultCase): "result case '\(resultCase)'"
                }
            return .error(
                .publishRelay(.shownSubjectLeadsThroughViewModel(output: output.value, by: by)), at: output.location)
        }
    }

    /// A route or result case that observes a PublishRelay field of the transform `Output`, which the view controller
    /// alone subscribes to, blamed at the route's output or the case's `from`.
    private func publishRelayOutputsLeadingElsewhere(_ spec: SceneSpec) -> [Diagnostic] {
        let relayOutputs = Set(spec.outputs.filter(\.isPublishRelayField).map(\.name.value))
        return navigation(from: relayOutputs, in: spec).map { output, start in
            let by =
                switch start {
                case .route(let scene): "the route to \(scene)"
                case .result(let resultCase): "result '\(resultCase)'"
                }
            return .error(.publishRelay(.outputLeadsElsewhere(output: output.value, by: by)), at: output.location)
        }
    }

    /// What starts from an output: a route, to its scene, or a result case, by its name.
    private enum NavigationStart {
        case route(to: String)
        case result(String)
    }

    /// Each route and each result case of `spec` that starts from one of `outputs`, in spec order (routes first),
    /// with the output as the route or the case's `from` writes it.
    private func navigation(from outputs: Set<String>, in spec: SceneSpec) -> [(Located<String>, NavigationStart)] {
        let routes = (spec.coordinator?.routes ?? []).filter {
            spec.source(of: $0) == .output && outputs.contains($0.output.value)
        }.map { ($0.output, NavigationStart.route(to: $0.scene.value)) }
        let results = (spec.coordinator?.result ?? []).compactMap { resultCase -> (Located<String>, NavigationStart)? in
            guard let from = resultCase.from, outputs.contains(from.value) else { return nil }
            return (from, .result(resultCase.name.value))
        }
        return routes + results
    }

    /// The names a transform view controller's `bindViewModel()` reads, which a local PublishRelay would hide.
    static let viewControllerBindingNames: Set<String> = [
        "input", "output", "viewModel", "disposeBag", "router", "makeViewModel",
    ]
}
