import ScaffoldCore

extension SceneModelBuilder {
    /// `struct Input`, `struct Output` and `transform` of a transform scene.
    func transformModel(
        spec: SceneSpec, names: SceneNames, conventions: Conventions, outputs: [ResolvedOutput],
        coordinator: CoordinatorModel?
    ) -> TransformModel {
        // A relay input is a property of the view model the view controller writes, not a field of `Input`.
        let isInputOutput = conventions.viewModel == .inputOutput
        let inputFields = spec.inputs.filter { !$0.isRelay }.map { input in
            TransformFieldModel(
                name: input.name.value, docLines: docLines(input.doc),
                declaration: "let \(input.name.value): "
                    + (isInputOutput
                        ? inputOutputFieldType(input, convention: conventions.inputs) : inputFieldType(input)))
        }
        let actions = spec.actions.map(action)
        let outputFields =
            outputs.map { output in
                TransformFieldModel(
                    name: output.name, docLines: docLines(output.doc),
                    declaration: "let \(output.name): "
                        + (output.isRelayField
                            ? "\(libraryNames("BehaviorRelay"))<\(output.type)>"
                            : output.isPublishRelayField
                                ? "\(libraryNames("PublishRelay"))<\(output.type)>"
                                : traitType(output.trait, element: output.type)))
            }
            + actions.map { TransformFieldModel(name: $0.name, docLines: $0.docLines, declaration: $0.declaration) }
        let takesDisposeBag = conventions.transformLendsDisposeBag
        let shape = conventions.transformShape
        return TransformModel(
            declarationKeyword: conventions.viewModelIsStruct ? "struct" : "final class",
            protocolName: isInputOutput ? SceneNames.inputOutputViewModelProtocol : supportTypes.viewModelTypeName,
            signature: shape.signature(disposeBagType: libraryNames("DisposeBag")),
            call: shape.call,
            takesDisposeBag: takesDisposeBag,
            inputFields: inputFields,
            outputFields: outputFields,
            hasInputFields: !inputFields.isEmpty,
            hasOutputFields: !outputFields.isEmpty,
            bindsOutput: !outputs.isEmpty || !actions.isEmpty,
            inputPlaceholderLines: LineWrapping.commaLines(
                spec.inputs.filter { !$0.isRelay }.map { inputPlaceholder($0) }),
            hasEventPlaceholders: spec.inputs.contains {
                !$0.isRelay && !$0.isPublishRelayField && $0.controlTrait == nil
            },
            controlPlaceholderTodo: isInputOutput ? nil : controlPlaceholderTodo(spec.inputs.filter { !$0.isRelay }),
            outputPlaceholderLines: LineWrapping.commaLines(
                outputs.map { "\($0.name): " + ($0.holdsRelayField ? $0.name : $0.source) }
                    + actions.map { "\($0.name): \(libraryNames("Action")) { _ in .empty() }" }),
            todoLines: transformTodoLines(
                spec: spec, names: names, coordinator: coordinator, takesDisposeBag: takesDisposeBag, outputs: outputs,
                isInputOutput: isInputOutput),
            actionBindingHints: spec.actions.map { actionBindingHint($0, on: "output") },
            relays: transformRelays(spec: spec),
            outputRelays: outputs.compactMap { output in
                output.isPublishRelayField
                    ? "let \(output.name) = \(libraryNames("PublishRelay"))<\(output.type)>()"
                    : output.relayInitial.map { "let \(output.name) = \(relayConstruction(output.type, initial: $0))" }
            },
            relayBindingHints: transformRelayBindingHints(spec),
            publishRelayLines: isInputOutput ? [] : viewControllerPublishRelayLines(spec),
            inputOutput: isInputOutput ? inputOutputModel(spec: spec, convention: conventions.inputs) : nil
        )
    }

    /// The TODO comments that open the skeleton's `transform`: where outputs come from, the routes and
    /// result cases the view model leads to through its coordinator, and each action's work.
    private func transformTodoLines(
        spec: SceneSpec, names: SceneNames, coordinator: CoordinatorModel?, takesDisposeBag: Bool,
        outputs: [ResolvedOutput], isInputOutput: Bool
    ) -> [String] {
        var sources = [isInputOutput ? "the inputs above" : "the input"]
        sources += names.serviceProperty.map { [$0] } ?? []
        var lines = [
            "TODO: derive every output from \(Self.sentenceList(sources)); all bindings live here."
        ]
        if isInputOutput {
            lines.append("Bindings that read `self` (its dispose bag) go after `self.output` is set.")
        }
        if takesDisposeBag {
            lines.append("Side effects that no output carries are subscribed here with `.disposed(by: disposeBag)`.")
        } else if let baseClass = spec.viewModelBaseClass, baseClass.appShape?.holdsDisposeBag == true {
            // The base class's own bag: the view model declares no second one.
            lines += [
                "Side effects that no output carries are subscribed here with `.disposed(by: disposeBag)`,",
                "the bag `\(baseClass.name.value)` holds.",
            ]
        } else if supportTypes.requiredDisposeBag != nil, !isInputOutput {
            lines += [
                "Side effects that no output carries are subscribed here with `.disposed(by: disposeBag)`,",
                "the bag `\(supportTypes.viewModelTypeName)` requires.",
            ]
        }
        let callee =
            coordinator.map(\.calledAs).flatMap { $0.isEmpty ? nil : $0 }
            ?? (names.coordinatorProperty ?? NamingTableBuilder.coordinatorProperty(naming: naming)) + "?"
        for route in coordinator?.routes ?? [] where !route.startsFromInput {
            if route.startsFromCode {
                // The view controller's own code calls its router, and gets the note.
                if coordinator?.hasRouter != true {
                    lines.append(
                        "TODO: call \(callee).\(route.methodCall) where the view model's own code "
                            + "\(route.startsScene ? "opens" : "leads to") \(route.target)."
                    )
                }
                continue
            }
            guard coordinator?.hasRouter != true else {
                lines.append(
                    "TODO: `\(route.output)` opens \(route.target): the view controller leads what it emits there "
                        + "through its router.")
                continue
            }
            guard route.returnsResult else {
                // The app's own coordinator's method returns nothing for `flatMapFirst` to wait on.
                lines.append(
                    "TODO: `\(route.output)`: call \(callee).\(route.methodCall) when it emits, for example in "
                        + "`subscribe(onNext:)`.")
                continue
            }
            lines.append(
                "TODO: `\(route.output)`: call \(callee).\(route.methodCall) "
                    + "to open \(route.target), for example in `flatMapFirst`, so a double tap opens one.")
        }
        for (method, resultCase) in zip(coordinator?.finishMethods ?? [], spec.coordinator?.result ?? []) {
            let trigger = resultCase.from.map { "when `\($0.value)` emits" } ?? "where the scene is done"
            lines.append("TODO: call \(callee).\(method.name)(\(method.hasPayload ? "value" : "")) \(trigger).")
        }
        for action in spec.actions {
            lines.append("TODO: do the work of `\(action.name.value)`.")
        }
        let disposeBag = names.table.spelling(of: .viewModelDisposeBag) ?? "disposeBag"
        for output in outputs where output.holdsRelayField {
            lines.append(
                "TODO: bind what `\(output.name)` holds into it: `.bind(to: \(output.name)).disposed(by: \(disposeBag))`."
            )
        }
        lines += spec.tracking.map { trackingModel($0).todoLines } ?? []
        return lines
    }

    /// The test skeleton's subjects behind `Input`, and its call of `transform`.
    /// The subjects behind `Input` and the `transform` call of the test case; `keptOutput` names the type of the
    /// `output` property that keeps what `transform` returned, when the tests read it after `setUp`.
    func transformTestsModel(spec: SceneSpec, names: SceneNames, transform: TransformModel, keptOutput: String?)
        -> TransformTestsModel
    {
        // An input/output test writes into `viewModel.input` itself: it makes no subjects and no `Input`.
        let subjects = spec.inputs.filter { !$0.isRelay && transform.inputOutput == nil }.map { input in
            (
                input: input, name: names[.testInputSubject(input: input.name.value)],
                type: (input.type?.value ?? .void).description
            )
        }
        func holder(_ input: InputSpec) -> String {
            libraryNames(input.isPublishRelayField ? "PublishRelay" : "PublishSubject")
        }
        let outputKeeping = keptOutput != nil ? "output = " : transform.bindsOutput ? "let output = " : "_ = "
        return TransformTestsModel(
            subjectDeclarations: subjects.map {
                "private var \($0.name): \(holder($0.input))<\($0.type)>!"
            },
            subjectSetUps: subjects.map { "\($0.name) = \(holder($0.input))<\($0.type)>()" },
            inputArgumentLines: LineWrapping.commaLines(
                subjects.map { subject in
                    guard !subject.input.isPublishRelayField else {
                        return "\(subject.input.name.value): \(subject.name)"
                    }
                    if let control = subject.input.controlTrait {
                        return "\(subject.input.name.value): "
                            + controlTestArgument(subject: subject.name, trait: control)
                    }
                    let conversion = Self.subjectConversion(to: subject.input.trait?.value ?? .driver)
                    return "\(subject.input.name.value): \(subject.name).\(conversion)"
                }),
            hasInputArguments: !subjects.isEmpty,
            transformStatement: outputKeeping + (transform.inputOutput?.outputRead ?? transform.call),
            outputDeclaration: keptOutput.map { "private var output: \($0)!" },
            buildsInput: transform.inputOutput == nil
        )
    }

    /// How a test turns an input's subject into an `Input` field of `trait`: `asDriver(onErrorDriveWith: .empty())`.
    static func subjectConversion(to trait: OutputTrait) -> String {
        switch trait {
        case .driver: return "asDriver(onErrorDriveWith: .empty())"
        case .signal: return "asSignal(onErrorSignalWith: .empty())"
        case .observable: return "asObservable()"
        }
    }

    /// `query: bind an Observable<String> to viewModel.query`: how the view controller writes each relay input.
    func transformRelayBindingHints(_ spec: SceneSpec) -> [String] {
        spec.inputs.filter(\.isRelay).map { input in
            "\(input.name.value): bind an \(libraryNames("Observable"))<\(input.type?.value ?? .void)> to viewModel.\(input.name.value)"
        }
    }

    /// `Driver<Void>`, `Signal<String>`: the type of an `Input` field, a Driver unless the input names its trait.
    func inputFieldType(_ input: InputSpec) -> String {
        if input.isPublishRelayField { return publishRelayFieldType(input) }
        if let control = input.controlTrait { return controlFieldType(input, trait: control) }
        return traitType(input.trait?.value ?? .driver, element: input.type?.value ?? .void)
    }

    /// `Observable<T>`, `Driver<T>` or `Signal<T>`.
    func traitType(_ trait: OutputTrait, element: SwiftType) -> String {
        switch trait {
        case .observable: return "\(libraryNames("Observable"))<\(element)>"
        case .driver: return "\(libraryNames("Driver"))<\(element)>"
        case .signal: return "\(libraryNames("Signal"))<\(element)>"
        }
    }
}
