import ScaffoldCore

extension SceneModelBuilder {
    /// The `input` and `output` properties of an input/output scene, and the relays or subjects `init` makes for
    /// `Input` under `convention`.
    func inputOutputModel(spec: SceneSpec, convention: InputConvention) -> InputOutputModel {
        let fields = spec.inputs.filter { !$0.isRelay }
        let properties = SceneNames.inputOutputProperties
        return InputOutputModel(
            inputDeclaration: "let \(properties.input): Input",
            outputDeclaration: "let \(properties.output): Output",
            inputLocalLines: fields.map { input in
                "let \(input.name.value) = \(inputOutputHolderType(input, convention: convention))()"
            },
            inputArgumentLines: LineWrapping.commaLines(
                fields.map { input in
                    let name = input.name.value
                    return input.form(under: convention) == .observer
                        ? "\(name): \(name).asObserver()" : "\(name): \(name)"
                }),
            inputAssignment: "self.\(properties.input) = Input",
            outputAssignment: "self.\(properties.output) = Output",
            outputRead: "viewModel.\(properties.output)"
        )
    }

    /// `PublishRelay<String>`, `PublishSubject<String>` or `AnyObserver<String>`: the type of an input/output
    /// scene's `Input` field, as its input's form under `convention` says.
    func inputOutputFieldType(_ input: InputSpec, convention: InputConvention) -> String {
        let element = input.type?.value ?? .void
        return input.form(under: convention) == .observer
            ? "\(libraryNames("AnyObserver"))<\(element)>" : inputOutputHolderType(input, convention: convention)
    }

    /// The relay or subject `init` makes for an `Input` field: `PublishRelay<String>`, or `PublishSubject<String>`
    /// for a subject field and behind an observer.
    private func inputOutputHolderType(_ input: InputSpec, convention: InputConvention) -> String {
        let holder = input.form(under: convention) == .publishRelay ? "PublishRelay" : "PublishSubject"
        return "\(libraryNames(holder))<\(input.type?.value ?? .void)>"
    }
}
