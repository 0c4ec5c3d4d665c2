import ScaffoldCore

/// `navigation: sceneCoordinator`: one app-wide scene coordinator, which every view model holds and calls, instead of
/// a coordinator per scene. Each route of a spec becomes a subscription of the view model that asks the scene
/// coordinator for the target's case of the `Scene` enum, and each result output one that leaves the scene.
extension SceneModelBuilder {
    /// Whether the scenes of `conventions` navigate through the app's scene coordinator.
    static func navigatesWithSceneCoordinator(_ conventions: Conventions) -> Bool {
        conventions.navigation == .sceneCoordinator
    }

    /// The view model's stored scene coordinator, held strongly as the app holds it, and its `init` parameter.
    static var sceneCoordinatorDependency: (model: DependencyModel, parameter: String) {
        let property = SceneNames.sceneCoordinatorProperty
        let type = "any \(SceneNames.sceneCoordinatorProtocol)"
        return (DependencyModel(name: property, type: type), "\(property): \(type)")
    }

    /// How the scene a route starts appears: as the route or the conventions say; else, as a coordinator shows it, in
    /// a navigation controller when it finishes with a result and pushed otherwise. (`custom` is refused by the
    /// validator.)
    func sceneTransition(of route: RouteSpec, conventions: Conventions) -> String {
        let presentation =
            presentation(of: route, conventions: conventions)
            ?? (scenes[route.scene.value]?.coordinator?.result == nil ? .push : .modalInNavigation)
        return "." + presentation.rawValue
    }

    /// The subscriptions of a view model that navigates through the scene coordinator: one per route, from its input
    /// or output, that asks for the target's scene, then one that leaves the scene the first time any of its result
    /// outputs fires.
    func sceneCoordinatorRoutes(
        of spec: SceneSpec, conventions: Conventions, names: SceneNames, outputs: [ResolvedOutput], disposeBag: String
    ) -> [InputRouteModel] {
        let property = SceneNames.sceneCoordinatorProperty
        let mainScheduler = "    .observe(on: \(libraryNames("MainScheduler")).instance)"
        // A struct view model is a value that no weak reference can hold: its closures hold the scene coordinator,
        // which the app holds as long as it runs anyway.
        let isStruct = conventions.viewModelIsStruct
        let capture = isStruct ? "[\(property)]" : "[weak self]"
        let reference = isStruct ? property : "self?.\(property)"
        let fallback = isStruct ? "" : " ?? .empty()"
        let isTransform = conventions.viewModel == .transform
        func source(of name: String, fromInput: Bool) -> String {
            // A field of a transform view model's `Input` is a Driver or Signal, which has no `observe(on:)`.
            if fromInput, isTransform { return "\(SceneNames.initInputParameter).\(name).asObservable()" }
            if fromInput {
                guard !conventions.inputs.exposesObservableInputs,
                    let index = spec.inputs.firstIndex(where: { $0.name.value == name })
                else { return name }
                return names.inputSubjects[index]
            }
            // A Driver or Signal has no `observe(on:)`.
            let trait = outputs.first { $0.name == name }?.trait ?? .observable
            return trait == .observable ? name : "\(name).asObservable()"
        }
        let routes = (spec.coordinator?.routes ?? []).map { route in
            let name = route.output.value
            let target = route.scene.value
            let payload = spec.payloadType(of: route)
            let arguments = Self.childArguments(
                route: route, arguments: scenes[target]?.arguments ?? [], carriesValue: !payload.isVoid)
            let sceneCase = "." + SwiftIdentifier.lowerCamelCase(target)
            // A case with associated values is called even when every one is left to its default: `.editTodo()`.
            let hasAssociatedValues = !(scenes[target]?.arguments.isEmpty ?? true)
            let scene =
                hasAssociatedValues ? "\(sceneCase)(\(arguments.joined(separator: ", ")))" : sceneCase
            return InputRouteModel(
                input: name,
                lines: [
                    "// `\(name)` opens \(target) (a route of the spec)"
                        + (isTransform && !spec.startsFromInput(route) ? ", whether or not the screen shows it." : "."),
                    source(of: name, fromInput: spec.startsFromInput(route)),
                    mainScheduler,
                    "    .flatMapFirst { \(capture) \(payload.isVoid ? "_" : "value") in",
                    "        \(reference)",
                    "            .transition(to: \(scene), type: \(sceneTransition(of: route, conventions: conventions)))",
                    "            .asObservable()\(fallback)",
                    "    }",
                    "    .subscribe()",
                    "    .disposed(by: \(disposeBag))",
                ])
        }
        // The first result to fire leaves the scene, once, however many results it has.
        let resultOutputs = (spec.coordinator?.result ?? []).compactMap(\.from?.value)
        guard let firstResult = resultOutputs.first else { return routes }
        let ended = Self.sentenceList(resultOutputs.map { "`\($0)`" })
        let leaving: [String]
        if resultOutputs.count == 1 {
            leaving = [source(of: firstResult, fromInput: false)]
        } else {
            let merged = resultOutputs.map { source(of: $0, fromInput: false) + ".map { _ in () }" }
            let merge = "\(libraryNames("Observable")).merge("
            let lines = LineWrapping.wrappedLines(merged, fixed: 8 + merge.count + 1)
            leaving =
                lines.isEmpty
                ? [merge + merged.joined(separator: ", ") + ")"] : [merge] + lines.map { "    " + $0 } + [")"]
        }
        let result = InputRouteModel(
            input: firstResult,
            lines: [
                "// \(ended) \(resultOutputs.count == 1 ? "ends" : "end") the scene: the scene coordinator takes it away."
            ]
                + leaving + [
                    mainScheduler,
                    "    .take(1)",
                    "    .flatMapFirst { \(capture) _ in \(reference).pop().asObservable()\(fallback) }",
                    "    .subscribe()",
                    "    .disposed(by: \(disposeBag))",
                ])
        return routes + [result]
    }

    /// The case of the `Scene` enum for a screen scene of a project that navigates with the scene coordinator, with
    /// how the builder makes its view model (its arguments, the scene coordinator, its shared services from the app's
    /// dependencies; its own service by the parameter's default) and its view controller; nil otherwise.
    func sceneCase(of spec: SceneSpec, names: SceneNames, conventions: Conventions) -> SceneCaseModel? {
        guard Self.navigatesWithSceneCoordinator(conventions), spec.sceneKind.isScreen else { return nil }
        let name = SwiftIdentifier.lowerCamelCase(spec.name.value)
        // An implicitly unwrapped argument is carried as an optional: an enum's associated value cannot be one.
        let associated = spec.arguments.map { argument in
            let type = (argument.type?.value ?? .void).description + (argument.isImplicitlyUnwrapped ? "?" : "")
            return "\(argument.name.value): \(type)" + (argument.defaultValue.map { " = \($0.value)" } ?? "")
        }
        let bound = spec.arguments.map { "let \($0.name.value)" }
        let items = viewModelInitParameters(of: spec, names: names, conventions: conventions, takesCoordinator: false)
            .arguments { role in
                switch role {
                case .argument(let name): name
                case .sceneCoordinator: SceneNames.sceneCoordinatorProperty
                case .dependency(let property): "dependencies.\(property)"
                case .container: "dependencies"
                // The view model makes its own service by the parameter's default.
                case .input, .coordinator, .service: nil
                }
            }
        let construction = "let viewModel = \(names.viewModel)("
        let wrapped = LineWrapping.wrappedLines(items, fixed: 12 + construction.count + 1)
        let viewModelLines =
            (wrapped.isEmpty
                ? [construction + items.joined(separator: ", ") + ")"]
                : [construction] + LineWrapping.unfoldingCalls(wrapped, indent: 16).map { "    " + $0 } + [")"])
            + Self.argumentInjectionLines(of: spec) { $0.name.value }
        return SceneCaseModel(
            name: name, scene: spec.name.value,
            declaration: associated.isEmpty ? "case \(name)" : "case \(name)(\(associated.joined(separator: ", ")))",
            bindingPattern: bound.isEmpty ? "case .\(name):" : "case .\(name)(\(bound.joined(separator: ", "))):",
            pattern: "case .\(name):",
            constructionLines: viewModelLines + ["return \(names.viewController)(viewModel: viewModel)"])
    }

    /// The check of the test of an input that starts a route through the scene coordinator: the mock was asked for
    /// the target's scene, once.
    func sceneCoordinatorRouteCheck(of input: InputSpec, in spec: SceneSpec) -> InputRouteCheckModel? {
        let name = input.name.value
        guard let route = routedInputs(of: spec).first(where: { $0.input.name.value == name })?.route else {
            return nil
        }
        let target = route.scene.value
        let message = SwiftSourceText.stringLiteralContent("`\(name)` should open \(target)")
        return InputRouteCheckModel(
            setUpLines: [],
            assertion: "XCTAssertEqual(\(SceneNames.sceneCoordinatorProperty).transitions.map(\\.scene.name), "
                + "[\"\(SwiftIdentifier.lowerCamelCase(target))\"], \"\(message)\")")
    }
}
