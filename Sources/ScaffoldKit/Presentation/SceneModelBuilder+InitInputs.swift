import ScaffoldCore

extension SceneModelBuilder {
    /// The `Input` of a scene with `inputs: init` and the view controller's factory type.
    func initInputModel(spec: SceneSpec, names: SceneNames) -> InitInputModel {
        let fields = spec.inputs.map { input in
            TransformFieldModel(
                name: input.name.value, docLines: docLines(input.doc),
                declaration: "let \(input.name.value): \(libraryNames("Observable"))<\(input.type?.value ?? .void)>")
        }
        return InitInputModel(
            fields: fields,
            placeholderLines: LineWrapping.commaLines(fields.map { "\($0.name): .empty()" }),
            factoryType: "@MainActor (\(names.viewModel).Input) -> any \(names.viewModelProtocol)")
    }

    /// The closure body the coordinator hands the view controller, which makes the view model from its `input`:
    /// `SignUpViewModel(input: input, coordinator: self, userService: self.dependencies.userService)`, one line, or
    /// the call over several when it does not fit.
    func initInputFactoryLines(spec: SceneSpec, names: SceneNames, callsCoordinator: Bool) -> [String] {
        let parameter = SceneNames.initInputParameter
        let arguments =
            ["\(parameter): \(parameter)"] + spec.arguments.map { "\($0.name.value): self.\($0.name.value)" }
            + (callsCoordinator ? ["\(names.coordinatorProperty ?? "coordinator"): self"] : [])
            + names.dependencies.map { "\($0.property): self.dependencies.\($0.property)" }
        // The factory's closure body is indented by 12 in the coordinator.
        return Self.call(names.viewModel, arguments: arguments, indent: 12)
    }

    /// The test's subjects behind `Input`.
    func initInputTestsModel(spec: SceneSpec, names: SceneNames) -> InitInputTestsModel {
        let subjects = spec.inputs.map { input in
            (
                input: input.name.value, name: names[.testInputSubject(input: input.name.value)],
                type: (input.type?.value ?? .void).description
            )
        }
        return InitInputTestsModel(
            subjectDeclarations: subjects.map {
                "private var \($0.name): \(libraryNames("PublishSubject"))<\($0.type)>!"
            },
            subjectSetUps: subjects.map { "\($0.name) = \(libraryNames("PublishSubject"))<\($0.type)>()" },
            inputArgumentLines: LineWrapping.commaLines(subjects.map { "\($0.input): \($0.name).asObservable()" }),
            hasInputArguments: !subjects.isEmpty)
    }
}
