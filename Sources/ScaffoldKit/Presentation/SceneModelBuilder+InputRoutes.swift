import ScaffoldCore

/// Routes that start from an input (a tap), with no output in between. Who leads the input to the route follows who
/// holds whom: a view model that calls its coordinator (`coordinatorInViewModel`, the transform convention, `inputs:
/// init`) subscribes to the input and calls the route's method; a coordinator that observes its view model observes
/// the input, through `<input>Events` where the input is an observer or a method that cannot be observed.
extension SceneModelBuilder {
    /// The inputs of `spec` that start routes, with their routes, in the order the routes are written.
    func routedInputs(of spec: SceneSpec) -> [(input: InputSpec, route: RouteSpec)] {
        (spec.coordinator?.routes ?? []).compactMap { route in
            guard spec.startsFromInput(route),
                let input = spec.inputs.first(where: { $0.name.value == route.output.value })
            else { return nil }
            return (input, route)
        }
    }

    /// Whether the coordinator of a scene with `conventions` observes its routed inputs, rather than the view model
    /// leading them to it.
    static func coordinatorObservesInputs(_ conventions: Conventions) -> Bool {
        !conventions.coordinatorInViewModel && !navigatesWithSceneCoordinator(conventions)
    }

    /// What the coordinator's `start()` observes for `route`: the output, the input's subject, or its events.
    func observedSource(of route: RouteSpec, in spec: SceneSpec, conventions: Conventions, names: SceneNames)
        -> String
    {
        let name = route.output.value
        // The app's own code calls the route: nothing is observed.
        if route.startsFromCode { return "" }
        if conventions.routesTransformInViewController {
            return transformRouteSource(of: route, in: spec)
        }
        guard spec.startsFromInput(route) else { return "viewModel.\(names.outputsProperty).\(name)" }
        if conventions.inputs.exposesObservableInputs { return "viewModel.\(names.inputsProperty).\(name)" }
        return "viewModel.\(names.inputsProperty).\(names[.inputEvents(input: name)])"
    }

    /// The events a coordinator observes of a routed `input` that cannot be observed itself, with `inputs: observer`
    /// or `inputs: function`; nil for other inputs and conventions.
    func inputEvents(
        of input: InputSpec, subject: String, in spec: SceneSpec, conventions: Conventions, names: SceneNames
    ) -> InputEventsModel? {
        guard Self.coordinatorObservesInputs(conventions), conventions.viewModel != .transform,
            conventions.inputs == .observer || conventions.inputs == .function,
            let route = routedInputs(of: spec).first(where: { $0.input.name.value == input.name.value })?.route,
            let events = names.table.spelling(of: .inputEvents(input: input.name.value))
        else { return nil }
        let type = "\(libraryNames("Observable"))<\((input.type?.value ?? .void).description)>"
        let isObserver = conventions.inputs == .observer
        return InputEventsModel(
            docLines: docLines(
                "Each `\(input.name.value)`, which the "
                    + (conventions.navigation == .viewController ? "view controller" : wording.coordinator)
                    + " leads to \(route.targetDescription)."),
            requirement: "var \(events): \(type) { get }",
            declaration: isObserver ? "let \(events): \(type)" : "var \(events): \(type) { \(subject).asObservable() }",
            assignment: isObserver ? "self.\(events) = \(subject).asObservable()" : nil)
    }

    /// The subscriptions of a view model that calls its coordinator, one per routed input: each event starts the
    /// route's method on the main thread, where the coordinator conforms, and events while its scene is on screen are
    /// ignored (`flatMapFirst`), as for an output the coordinator observes. Empty when the coordinator observes the
    /// inputs itself.
    func inputRoutes(
        of spec: SceneSpec, conventions: Conventions, names: SceneNames, disposeBag: String
    ) -> [InputRouteModel] {
        guard !Self.coordinatorObservesInputs(conventions), let property = names.coordinatorProperty else { return [] }
        return zip(spec.inputs, names.inputSubjects).compactMap { input, subject in
            guard let route = routedInputs(of: spec).first(where: { $0.input.name.value == input.name.value })?.route
            else { return nil }
            let name = input.name.value
            let source: String
            if conventions.viewModel == .inputOutput {
                // Past `init`'s assignments the relay or subject it made for `Input` is still in scope.
                source = "\(name).asObservable()"
            } else if conventions.viewModel == .transform || conventions.takesInputInInit {
                // A Driver or Signal field of `Input` has no `observe(on:)`: the route observes it as an observable.
                source = "\(SceneNames.initInputParameter).\(name).asObservable()"
            } else {
                source = conventions.inputs.exposesObservableInputs ? name : subject
            }
            let payload = input.type?.value ?? .void
            let parameter = payload.isVoid ? "_" : "value"
            let method = Self.routeMethod(of: route, payload: payload, returning: "")
            // The app's own coordinator class returns nothing: each event calls it, as the app's code does.
            let callsAppClass = spec.coordinator?.appType != nil
            // A struct view model is a value that no weak reference can hold: the closure holds its coordinator weakly,
            // as an optional; a class's `let` of the app's class held strongly needs no `?`.
            let callee =
                !conventions.viewModelIsStruct
                    && spec.coordinator.map { Self.holdsCoordinatorInLet($0, conventions: conventions) } == true
                ? property : property + "?"
            let call = callsAppClass ? "\(callee).\(method.call)" : "\(callee).\(method.call) ?? .empty()"
            let capture =
                conventions.viewModelIsStruct
                ? "[weak \(property) = self.\(property)] \(parameter) in \(call)"
                : "[weak self] \(parameter) in self?.\(call)"
            let steps =
                callsAppClass
                ? ["    .subscribe(onNext: { \(capture) })"] : ["    .flatMapFirst { \(capture) }", "    .subscribe()"]
            return InputRouteModel(
                input: name,
                lines: [
                    "// `\(name)` \(route.targetAction) (a route of the spec).",
                    source,
                    "    .observe(on: \(libraryNames("MainScheduler")).instance)",
                ] + steps + ["    .disposed(by: \(disposeBag))"])
        }
    }

    /// The check of the test of a routed input: that the coordinator mock was asked for the route, or that the events
    /// the coordinator observes arrived; nil for an input that starts no route, or whose subject the coordinator
    /// observes as it is (nothing a test could find broken).
    func inputRouteCheck(of input: InputSpec, in spec: SceneSpec, conventions: Conventions, names: SceneNames)
        -> InputRouteCheckModel?
    {
        let name = input.name.value
        // A transform view controller with a router starts the route from its own local: the view model never
        // sees it, so there is nothing of the view model's to check.
        guard let route = routedInputs(of: spec).first(where: { $0.input.name.value == name })?.route,
            !conventions.routesTransformInViewController
        else { return nil }
        if Self.navigatesWithSceneCoordinator(conventions) {
            return sceneCoordinatorRouteCheck(of: input, in: spec)
        }
        let message = SwiftSourceText.stringLiteralContent("`\(name)` \(route.expectedTargetAction)")
        if conventions.navigation == .rxflow {
            return rxFlowRouteCheck(of: route, in: spec, message: message)
        }
        if !Self.coordinatorObservesInputs(conventions) {
            guard let property = names.coordinatorProperty,
                let count = names.table.spelling(of: .callCount(.route(name)))
            else { return nil }
            return InputRouteCheckModel(
                setUpLines: [], assertion: "XCTAssertEqual(\(property).\(count), 1, \"\(message)\")")
        }
        guard !conventions.inputs.exposesObservableInputs,
            let events = names.table.spelling(of: .inputEvents(input: name))
        else { return nil }
        return InputRouteCheckModel(
            setUpLines: [
                "let \(events) = scheduler.createObserver(\(TestValueLiteral.metatype(input.type?.value ?? .void)))",
                "viewModel.\(names.inputsProperty).\(events).subscribe(\(events)).disposed(by: disposeBag)",
            ],
            assertion: "XCTAssertEqual(\(events).events.count, 1, \"\(message)\")")
    }
}
