import ScaffoldCore

/// `navigation: rxflow`: the view model is an RxFlow `Stepper` whose generated `routeSteps` turn each route's output
/// or input, and each result output, into a case of its step enum (the project's `AppStep`, or the scene's own with
/// `names: {steps: "{scene}Step"}`); a `Flow` per scene builds the view model
/// and the view controller, as the coordinator would, and answers its steps in `navigate(to:)`: a route's step shows
/// the target scene's flow and contributes it with its view model as the next stepper, a result step ends the flow.
extension SceneModelBuilder {
    /// Adds the scene's flow and steps to `model`, whose view model becomes a Stepper: it declares `steps`, binds
    /// `routeSteps` to it at the end of `init` (keeping the binding in its own bag unless its base class lends one),
    /// and speaks of a flow where it spoke of a coordinator. With a step per result case there is no result enum.
    func applyRxFlow(
        to model: inout SceneModel, spec: SceneSpec, names: SceneNames, conventions: Conventions,
        coordinator: CoordinatorModel, passesDependencies: Bool, bagIsLent: Bool, relaysNeedBag: Bool
    ) {
        let flow = rxFlowModel(
            spec: spec, names: names, conventions: conventions, coordinator: coordinator,
            passesDependencies: passesDependencies)
        model.rxFlow = flow
        // A step per result case carries that case's value, so no code speaks of the result as a whole.
        if NamingTableBuilder.hasStepPerResultCase(spec, naming: naming) { model.coordinator?.resultEnum = nil }
        model.wording.coordinator = "flow"
        model.wording.coordinatorSection = "Flow"
        model.generatedImports = Self.imports(model.generatedImports + ["RxFlow"], extra: [])
        model.viewModelImports = Self.imports(model.viewModelImports + ["RxFlow", "RxRelay"], extra: [])
        if flow.hasRouteSteps, !bagIsLent {
            let bag = NamingTableBuilder.rxFlowViewModelMembers[2]
            model.disposeBag = "private let \(bag) = \(libraryNames("DisposeBag"))()"
            model.disposeBagDocLine =
                relaysNeedBag
                ? "Keeps the view model's bindings into its relays, and the one of its route steps to `steps`, alive "
                    + "as long as it lives."
                : "Keeps the binding of the route steps to `steps` alive as long as the view model lives."
        }
    }

    func rxFlowModel(
        spec: SceneSpec, names: SceneNames, conventions: Conventions, coordinator: CoordinatorModel,
        passesDependencies: Bool
    ) -> RxFlowModel {
        let scene = spec.name.value
        let flow = NamingTableBuilder.flow(ofScene: scene)
        let stepEnum = NamingTableBuilder.stepEnum(of: spec, naming: naming)
        let routes = spec.coordinator?.routes ?? []
        let targets = routes.map(\.scene.value).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let dependenciesType = passesDependencies ? names.coordinatorDependencies : nil
        let parameters =
            spec.arguments.map(Self.argumentParameter) + (dependenciesType.map { ["dependencies: any \($0)"] } ?? [])
        let keepsDependencies = targets.contains { !reach.services(handedOutBy: $0).isEmpty }
        // A transform view model binds its steps inside `transform(input:)`, where its inputs are: nothing is
        // generated for them.
        let sources =
            conventions.viewModel == .transform
            ? [] : routeStepSources(spec: spec, names: names, conventions: conventions)
        let steps = NamingTableBuilder.rxFlowStepsRelay
        // A transform view model notes its routes' steps inside `transform(input:)`.
        let codeRouteTodos =
            conventions.viewModel == .transform
            ? []
            : (spec.coordinator?.routes ?? []).filter(\.startsFromCode).map { codeRouteStepTodo(of: $0, in: spec) }
        let resultTodos =
            codeRouteTodos
            + (spec.coordinator?.result ?? []).filter { $0.from == nil }.map { resultCase in
                "TODO: accept \(resultStepValue(of: resultCase, in: spec, value: "value")) on \(steps) when the scene is "
                    + "done."
            }
        return RxFlowModel(
            flow: flow, stepEnum: stepEnum,
            // The flow stores the scene's arguments it builds the view model with, whose types may be a library's.
            flowImports: Self.imports(
                ["RxFlow", "UIKit"]
                    + modules(usedBy: spec.argumentTypes),
                extra: spec.imports.map(\.value)),
            docLine: "Builds the \(scene) scene and leads the steps of its view model to the scenes they show.",
            initParameters: parameters.joined(separator: ", "),
            wrapsInitParameters: !LineWrapping.wrappedLines(parameters, fixed: "    init() {".count).isEmpty,
            initParameterLines: LineWrapping.wrappedLines(parameters, fixed: "    init() {".count),
            keptDependenciesType: keepsDependencies ? dependenciesType : nil,
            stepImports: stepImports(of: spec),
            routeStepsProperty: NamingTableBuilder.rxFlowRouteSteps,
            stepsDeclaration: "let \(steps) = \(libraryNames("PublishRelay"))<Step>()",
            stepBindingLines: sources.isEmpty
                ? []
                : [
                    "// The steps of the spec's routes and result, which \(flow) follows.",
                    "\(NamingTableBuilder.rxFlowRouteSteps).bind(to: \(steps))"
                        + ".disposed(by: \(NamingTableBuilder.rxFlowViewModelMembers[2]))",
                ],
            resultTodos: resultTodos,
            routeStepLines: routeStepLines(sources),
            hasRouteSteps: !sources.isEmpty,
            navigateCases: navigateCases(
                spec: spec, conventions: conventions, targets: targets, keepsDependencies: keepsDependencies),
            entryCase: entryStepCase(
                of: spec, named: NamingTableBuilder.entryStep(showing: scene, from: spec, naming: naming)),
            resultCase: NamingTableBuilder.hasStepPerResultCase(spec, naming: naming)
                ? nil : resultStepCases(of: spec, names: names).first,
            resultCases: resultStepCases(of: spec, names: names),
            targets: targets)
    }

    /// The project's step enums for the flow scenes among `specs`, every spec of the project, by name: each the steps
    /// of the scenes whose view models emit it (one `AppStep` unless `names: {steps:}` spells one per scene), a case
    /// for each scene their routes show and for each of their results, each group by scene name; empty without flow
    /// scenes. Built from all specs, not only those a run renders, so a run for some scenes keeps the others' steps.
    public func stepEnums(for specs: [SceneSpec]) -> [AppStepModel] {
        // The app's own enum is declared in its Swift.
        guard !appOwnsSteps else { return [] }
        let flows = specs.filter { spec in
            spec.coordinator != nil && spec.sceneKind.isScreen
                && projectConventions.applying(spec.conventions).navigation == .rxflow
        }.sorted { $0.name.value < $1.name.value }
        let flowsByName = Dictionary(flows.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let emitters = Dictionary(grouping: flows) { NamingTableBuilder.stepEnum(of: $0, naming: naming) }
        return emitters.keys.sorted().map { stepEnum in
            let group = emitters[stepEnum] ?? []
            var entries: [(target: String, step: String)] = []
            for spec in group {
                for route in spec.coordinator?.routes ?? [] where flowsByName[route.scene.value] != nil {
                    let step = NamingTableBuilder.entryStep(showing: route.scene.value, from: spec, naming: naming)
                    if !entries.contains(where: { $0.step == step }) { entries.append((route.scene.value, step)) }
                }
            }
            let shown = entries.sorted { ($0.target, $0.step) < ($1.target, $1.step) }.compactMap { entry in
                flowsByName[entry.target].map { entryStepCase(of: $0, named: entry.step) }
            }
            // An enum spelled from its scene's name is that scene's own; one spelled alike for every scene is shared.
            let emitter = group.first.flatMap { spec in
                group.count == 1 && !(spec.names[.steps]?.value ?? naming.pattern(.steps)).placeholders.isEmpty
                    ? spec.name.value : nil
            }
            let docLines =
                emitter.map { scene in
                    let flow = NamingTableBuilder.flow(ofScene: scene)
                    let header =
                        "The steps of the \(scene) scene (`navigation: rxflow`): a case per scene its routes show, with "
                        + "the scene's"
                    let results = group.flatMap { NamingTableBuilder.resultSteps(of: $0, naming: naming) }
                    if results.isEmpty {
                        return [
                            header,
                            "arguments. Its view model emits them on `steps`; \(flow) answers them in `navigate(to:)`.",
                        ]
                    }
                    guard results.contains(where: { $0.resultCase != nil }) else {
                        return [
                            header,
                            "arguments, and one for its result. Its view model emits them on `steps`; \(flow) answers "
                                + "them in",
                            "`navigate(to:)`, and the flow that shows \(scene) the step of its result.",
                        ]
                    }
                    return [
                        header,
                        "arguments, and one per case of its result. Its view model emits them on `steps`; \(flow) "
                            + "answers them",
                        "in `navigate(to:)`, and the flow that shows \(scene) the steps of its result.",
                    ]
                }
                ?? (group.contains { NamingTableBuilder.hasStepPerResultCase($0, naming: naming) }
                    ? [
                        "Every step of the app's flows (`navigation: rxflow`): a case per scene that a route shows, "
                            + "with the scene's",
                        "arguments, and the cases with which scenes finish, one per scene or per result case. View "
                            + "models emit them",
                        "on `steps`; each scene's flow answers them in `navigate(to:)`.",
                    ]
                    : [
                        "Every step of the app's flows (`navigation: rxflow`): a case per scene that a route shows, "
                            + "with the scene's",
                        "arguments, and a case per scene that finishes with a result. View models emit them on "
                            + "`steps`; each scene's flow",
                        "answers them in `navigate(to:)`.",
                    ])
            return AppStepModel(
                name: stepEnum, docLines: docLines,
                access: group.contains { projectConventions.applying($0.conventions).access == .public }
                    ? AccessLevel.public.modifier : "",
                imports: Self.imports(
                    ["RxFlow"]
                        + Set(entries.map(\.target)).union(group.map(\.name.value)).sorted().compactMap {
                            flowsByName[$0]
                        }.flatMap(stepImports), extra: []),
                cases: shown + group.flatMap { resultStepCases(of: $0, names: SceneNames($0, naming: naming)) })
        }
    }

    /// What the step enum imports for `spec`'s step: the modules of its arguments' types (Foundation, UIKit, the Rx
    /// libraries), and its `imports`.
    func stepImports(of spec: SceneSpec) -> [String] {
        Self.imports(modules(usedBy: spec.argumentTypes), extra: spec.imports.map(\.value))
    }

    /// `case loginFinished(LoginCoordinationResult)`: the step with which `spec`'s scene ends; or with a step per
    /// result case, `case popIsRequired` and `case signedInIsRequired(User)`, each carrying its case's value. Empty
    /// without `result`.
    func resultStepCases(of spec: SceneSpec, names: SceneNames) -> [StepCaseModel] {
        NamingTableBuilder.resultSteps(of: spec, naming: naming).compactMap { step in
            guard let resultCase = step.resultCase else {
                return names.coordinationResult.map { result in
                    StepCaseModel(
                        docLine: "The \(spec.name.value) scene finished.",
                        declaration: "case \(step.name)(\(result))")
                }
            }
            let payload = resultCase.member.type?.value
            return StepCaseModel(
                docLine: "The \(spec.name.value) scene finished as `\(resultCase.name.value)`.",
                declaration: "case \(step.name)" + (payload.map { $0.isVoid ? "" : "(\($0))" } ?? ""))
        }
    }

    /// `AppStep.signInFinished(.signedIn(value))`, or with a step per result case `AppStep.signedInIsRequired(value)`:
    /// the step value that ends `spec`'s scene as `resultCase`, its payload spelled `value`.
    func resultStepValue(of resultCase: ResultCaseSpec, in spec: SceneSpec, value: String) -> String {
        let hasPayload = resultCase.hasPayload
        if let named = resultCase.step?.value {
            return Self.namedStepValue(
                named, of: NamingTableBuilder.stepEnum(of: spec, naming: naming),
                payload: resultCase.member.type?.value ?? .void, value: value)
        }
        let step =
            NamingTableBuilder.stepEnum(of: spec, naming: naming) + "."
            + NamingTableBuilder.resultStep(of: spec, for: resultCase, naming: naming)
        guard !NamingTableBuilder.hasStepPerResultCase(spec, naming: naming) else {
            return step + (hasPayload ? "(\(value))" : "")
        }
        return "\(step)(.\(resultCase.name.value)\(hasPayload ? "(\(value))" : ""))"
    }

    /// `case repositoryDetail(repository: Repository, highlight: String?)`: the step `name` that shows `spec`'s scene,
    /// with its arguments (an implicitly unwrapped one as an optional, which an enum case cannot hold otherwise) and
    /// their defaults.
    func entryStepCase(of spec: SceneSpec, named name: String) -> StepCaseModel {
        let payload = spec.arguments.map { argument in
            let type = (argument.type?.value ?? .void).description
            return "\(argument.name.value): \(argument.isImplicitlyUnwrapped ? type + "?" : type)"
                + (argument.defaultValue.map { " = \($0.value)" } ?? "")
        }
        return StepCaseModel(
            docLine: "Shows the \(spec.name.value) scene.",
            declaration: "case \(name)" + (payload.isEmpty ? "" : "(\(payload.joined(separator: ", ")))"))
    }

    /// Each route's and each mapped result case's source with the `map` that makes its step, as the extension of the
    /// view model protocol reads them: `outputs.showRepository.asObservable()` and
    /// `.map { value in AppStep.repositoryDetail(repository: value, highlight: nil) }`.
    private func routeStepSources(spec: SceneSpec, names: SceneNames, conventions: Conventions) -> [(
        source: String, map: String
    )] {
        var sources: [(source: String, map: String)] = []
        // The view model's own code emits the step of a route no member starts.
        for route in spec.coordinator?.routes ?? [] where !route.startsFromCode {
            let observed = observedSource(of: route, in: spec, conventions: conventions, names: names)
            sources.append(
                (String(observed.dropFirst("viewModel.".count)) + ".asObservable()", stepMap(of: route, in: spec)))
        }
        for resultCase in spec.coordinator?.result ?? [] {
            guard let from = resultCase.from else { continue }
            sources.append(
                (
                    "\(names.outputsProperty).\(from.value).asObservable()",
                    resultStepMap(of: resultCase, in: spec)
                ))
        }
        return sources
    }

    /// `.map { value in AppStep.repositoryDetail(repository: value, highlight: nil) }`: the `map` that turns the
    /// events of `route`'s input or output into the step that shows its scene.
    func stepMap(of route: RouteSpec, in spec: SceneSpec) -> String {
        let step = routeStep(of: route, in: spec)
        return ".map { \(step.readsValue ? "value" : "_") in \(step.expression) }"
    }

    /// `AppStep.repositoryDetail(repository: value, highlight: nil)`: the step `route` emits, made of its value
    /// (`value`), and whether it reads that value.
    func routeStep(of route: RouteSpec, in spec: SceneSpec) -> (readsValue: Bool, expression: String) {
        if let named = namedRouteStep(of: route, in: spec) { return named }
        let target = route.scene.value
        let payload = spec.payloadType(of: route)
        let arguments = Self.childArguments(
            route: route, arguments: scenes[target]?.arguments ?? [], carriesValue: !payload.isVoid)
        // A case with associated values, all defaulted, is still a constructor: `()` makes the value.
        let takesArguments = !(scenes[target]?.arguments ?? []).isEmpty
        let step =
            "\(NamingTableBuilder.stepEnum(of: spec, naming: naming))."
            + NamingTableBuilder.entryStep(showing: target, from: spec, naming: naming)
            + (takesArguments ? "(\(arguments.joined(separator: ", ")))" : "")
        return (!payload.isVoid, step)
    }

    /// `TODO: accept AppStep.detail(id: value) on steps where …`: the note for a route the view model's own code
    /// emits (`source: code`), which nothing in the spec binds.
    func codeRouteStepTodo(of route: RouteSpec, in spec: SceneSpec) -> String {
        "TODO: accept \(routeStep(of: route, in: spec).expression) on \(NamingTableBuilder.rxFlowStepsRelay) where "
            + "the view model's own code shows \(route.scene.value)."
    }

    /// `.map { value in AppStep.signInFinished(.signedIn(value)) }`: the `map` that turns the events of a result
    /// case's output into the step with which the scene ends.
    func resultStepMap(of resultCase: ResultCaseSpec, in spec: SceneSpec) -> String {
        let takesValue =
            resultCase.step.map {
                !($0.value.parameterLabels(taking: resultCase.member.type?.value ?? .void) ?? [])
                    .isEmpty
            } ?? resultCase.hasPayload
        return ".map { \(takesValue ? "value" : "_") in \(resultStepValue(of: resultCase, in: spec, value: "value")) }"
    }

    /// The body of `routeSteps`: the one source, or all of them merged.
    private func routeStepLines(_ sources: [(source: String, map: String)]) -> [String] {
        guard sources.count > 1 else { return sources.flatMap { [$0.source, "    " + $0.map] } }
        let merged = sources.enumerated().flatMap { index, source in
            ["    " + source.source, "        " + source.map + (index == sources.count - 1 ? "" : ",")]
        }
        return ["\(libraryNames("Observable")).merge("] + merged + [")"]
    }

    /// The cases of `navigate(to:)`: each target's step shows its flow as the route says and contributes it; each
    /// target's result step takes its screen away again; the scene's own result step ends the flow, handing the step
    /// to the flow that showed it.
    private func navigateCases(
        spec: SceneSpec, conventions: Conventions, targets: [String], keepsDependencies: Bool
    ) -> [FlowStepCaseModel] {
        let stepEnum = NamingTableBuilder.stepEnum(of: spec, naming: naming)
        let routes = spec.coordinator?.routes ?? []
        var cases: [FlowStepCaseModel] = []
        var hiding: [(target: String, presentation: RoutePresentation)] = []
        // A case per step: routes to one scene share its step unless they name steps of their own.
        var stepRoutes: [RouteSpec] = []
        for target in targets {
            for route in routes where route.scene.value == target {
                let step = NamingTableBuilder.routeStep(of: route, in: spec, naming: naming)
                if !stepRoutes.contains(where: {
                    NamingTableBuilder.routeStep(of: $0, in: spec, naming: naming) == step
                }) {
                    stepRoutes.append(route)
                }
            }
        }
        for route in stepRoutes {
            let target = route.scene.value
            guard let targetSpec = scenes[target] else { continue }
            let finishes = targetSpec.coordinator?.result != nil
            let presentation =
                presentation(of: route, conventions: conventions) ?? (finishes ? .modalInNavigation : .push)
            if finishes, !hiding.contains(where: { $0.target == target }) { hiding.append((target, presentation)) }
            let argumentNames = targetSpec.arguments.map(\.name.value)
            let entryStep = NamingTableBuilder.entryStep(showing: target, from: spec, naming: naming)
            let named = namedStepNavigation(of: route, in: spec, target: targetSpec)
            let pattern =
                named?.pattern
                ?? (argumentNames.isEmpty
                    ? "case \(stepEnum).\(entryStep):"
                    : "case \(stepEnum).\(entryStep)("
                        + argumentNames.map { "let " + $0 }.joined(separator: ", ") + "):")
            let passesDependencies = !reach.services(handedOutBy: target).isEmpty
            let items =
                (named?.arguments ?? argumentNames.map { "\($0): \($0)" })
                + (passesDependencies && keepsDependencies ? ["dependencies: dependencies"] : [])
            let targetFlow = NamingTableBuilder.flow(ofScene: target)
            let wrapped = LineWrapping.wrappedLines(
                items, fixed: "            let nextFlow = ()".count + targetFlow.count)
            let creation =
                wrapped.isEmpty
                ? ["let nextFlow = \(targetFlow)(\(items.joined(separator: ", ")))"]
                : ["let nextFlow = \(targetFlow)("] + wrapped.map { "    " + $0 } + [")"]
            let show: [String] =
                switch presentation {
                case .push: ["viewController.show(nextFlow.viewController, sender: nil)"]
                case .modal, .custom: ["viewController.present(nextFlow.viewController, animated: true)"]
                case .modalInNavigation:
                    [
                        "let navigationController = UINavigationController(rootViewController: nextFlow.viewController)",
                        "viewController.present(navigationController, animated: true)",
                    ]
                }
            cases.append(
                FlowStepCaseModel(
                    pattern: pattern,
                    lines: (named?.lines ?? []) + creation + show + [
                        "return .one(",
                        "    flowContributor: .contribute(withNextPresentable: nextFlow, withNextStepper: nextFlow.viewModel))",
                    ]))
        }
        for (target, presentation) in hiding {
            guard let targetSpec = scenes[target] else { continue }
            let targetEnum = NamingTableBuilder.stepEnum(of: targetSpec, naming: naming)
            let steps = NamingTableBuilder.resultSteps(of: targetSpec, naming: naming)
            cases.append(
                FlowStepCaseModel(
                    pattern: Self.casePattern(steps.map { "\(targetEnum).\($0.name)" }),
                    lines: [
                        presentation == .push
                            ? "viewController.navigationController?.popToViewController(viewController, animated: true)"
                            : "viewController.dismiss(animated: true)"
                    ] + Self.finishedReaction(of: target, steps: steps, in: targetEnum) + [
                        "return .none"
                    ]))
        }
        if spec.coordinator?.result != nil, !hiding.contains(where: { $0.target == spec.name.value }) {
            cases.append(
                FlowStepCaseModel(
                    pattern: Self.casePattern(
                        NamingTableBuilder.resultSteps(of: spec, naming: naming).map { "\(stepEnum).\($0.name)" }),
                    lines: ["return .end(forwardToParentFlowWithStep: step)"]))
        }
        return cases
    }

    /// `case AppStep.signInFinished:`, or the steps one per line when they do not fit the switch's 120 columns.
    static func casePattern(_ steps: [String]) -> String {
        let line = "case \(steps.joined(separator: ", ")):"
        guard "        ".count + line.count > LineWrapping.limit, steps.count > 1 else { return line }
        return "case " + steps.joined(separator: ",\n            ") + ":"
    }

    /// The TODO of a flow that shows `target` about its result steps: how to read the result, or how to tell a step
    /// per result case apart and read its value, on a second line when one would pass 120 columns.
    static func finishedReaction(of target: String, steps: [ResultStep], in stepEnum: String) -> [String] {
        guard steps.contains(where: { $0.resultCase != nil }) else {
            let step = steps.first.map { "\(stepEnum).\($0.name)" } ?? stepEnum
            return ["// TODO: react to how \(target) finished: `case \(step)(let result)` reads it."]
        }
        let carrying = steps.first { $0.resultCase?.hasPayload == true }
        let reaction =
            "// TODO: react to how \(target) finished"
            + (steps.count > 1 ? "; match each step in a case of its own to tell them apart" : "") + "."
        guard let carrying else { return [reaction] }
        let reading = "`case \(stepEnum).\(carrying.name)(let value)` reads its value."
        let oneLine = reaction.dropLast() + " (" + reading.dropLast() + ")."
        return "            ".count + oneLine.count <= LineWrapping.limit
            ? [String(oneLine)] : [reaction, "// " + reading]
    }

    /// The check of a routed input's test with `navigation: rxflow`: the view model accepted exactly one step, the
    /// one that shows the route's scene.
    func rxFlowRouteCheck(of route: RouteSpec, in spec: SceneSpec, message: String) -> InputRouteCheckModel {
        let steps = NamingTableBuilder.rxFlowStepsRelay
        let stepEnum = NamingTableBuilder.stepEnum(of: spec, naming: naming)
        let step = "\(stepEnum).\(NamingTableBuilder.routeStep(of: route, in: spec, naming: naming))"
        return InputRouteCheckModel(
            setUpLines: [
                "var \(steps): [Step] = []",
                "viewModel.\(steps).subscribe(onNext: { \(steps).append($0) }).disposed(by: disposeBag)",
            ],
            // The template indents the assertion's first line; the others carry their own indentation.
            assertion: "guard \(steps).count == 1, case \(step)? = \(steps).first as? "
                + "\(stepEnum) else {\n            return XCTFail(\"\(message)\")\n        }")
    }
}
