import ScaffoldCore

extension SceneModelBuilder {
    /// The `Input` of a scene with `inputs: init` and the view controller's factory type.
    func initInputModel(spec: SceneSpec, names: SceneNames) -> InitInputModel {
        let fields = spec.inputs.map { input in
            TransformFieldModel(
                name: input.name.value, docLines: docLines(input.doc),
                declaration: "let \(input.name.value): \(initInputFieldType(input))")
        }
        // The example shows the conversion a field of each trait the spec uses takes.
        let examples = [
            OutputTrait.observable: "button.rx.tap.asObservable()", .driver: "textField.rx.text.orEmpty.asDriver()",
            .signal: "button.rx.tap.asSignal()",
        ]
        let traits = OutputTrait.allCases.filter { trait in spec.inputs.contains { initInputTrait($0) == trait } }
        return InitInputModel(
            fields: fields,
            placeholderLines: LineWrapping.commaLines(fields.map { "\($0.name): .empty()" }),
            placeholderHintLines: Self.placeholderHintLines(examples: traits.compactMap { examples[$0] }),
            factoryType: "@MainActor (\(names.viewModel).Input) -> any \(names.viewModelProtocol)")
    }

    /// The closure body the coordinator hands the view controller, which makes the view model from its `input`:
    /// `SignUpViewModel(input: input, coordinator: self, userService: self.dependencies.userService)`, one line, or
    /// the call over several when it does not fit.
    func initInputFactoryLines(
        spec: SceneSpec, names: SceneNames, conventions: Conventions, callsCoordinator: Bool
    ) -> [String] {
        let arguments = viewModelInitParameters(
            of: spec, names: names, conventions: conventions, takesCoordinator: callsCoordinator
        ).arguments { role in
            switch role {
            case .input: SceneNames.initInputParameter
            case .argument(let name): "self.\(name)"
            case .coordinator: "self"
            case .dependency(let property): "self.dependencies.\(property)"
            case .container: "self.dependencies"
            case .sceneCoordinator, .service: nil
            }
        }
        // The factory's closure body is indented by 12 in the coordinator.
        return Self.call(names.viewModel, arguments: arguments, indent: 12)
    }

    /// The test's subjects behind `Input`.
    func initInputTestsModel(spec: SceneSpec, names: SceneNames) -> InitInputTestsModel {
        let subjects = spec.inputs.map { input in
            (
                input: input.name.value, name: names[.testInputSubject(input: input.name.value)],
                type: (input.type?.value ?? .void).description, trait: initInputTrait(input)
            )
        }
        return InitInputTestsModel(
            subjectDeclarations: subjects.map {
                "private var \($0.name): \(libraryNames("PublishSubject"))<\($0.type)>!"
            },
            subjectSetUps: subjects.map { "\($0.name) = \(libraryNames("PublishSubject"))<\($0.type)>()" },
            inputArgumentLines: LineWrapping.commaLines(
                subjects.map { "\($0.input): \($0.name).\(Self.subjectConversion(to: $0.trait))" }),
            hasInputArguments: !subjects.isEmpty)
    }

    /// The TODO over the `Input` the view controller builds, with `examples` of a control's events on its line, or on
    /// a second line when there are several.
    static func placeholderHintLines(examples: [String]) -> [String] {
        let hint = "TODO: replace each .empty() with the screen's events, for example"
        guard examples.count > 1 else { return [hint + " " + (examples.first ?? "button.rx.tap.asObservable()") + "."] }
        return [hint, examples.joined(separator: ", ") + "."]
    }

    /// The trait of an `Input` field with `inputs: init`: an `Observable` unless the input names another.
    func initInputTrait(_ input: InputSpec) -> OutputTrait {
        input.trait?.value ?? .observable
    }

    /// `Observable<String>`, `Driver<String>`, `Signal<Void>`: the type of an `Input` field with `inputs: init`.
    func initInputFieldType(_ input: InputSpec) -> String {
        traitType(initInputTrait(input), element: input.type?.value ?? .void)
    }
}
