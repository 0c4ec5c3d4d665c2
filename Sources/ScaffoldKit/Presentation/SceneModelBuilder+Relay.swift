import ScaffoldCore

extension SceneModelBuilder {
    /// `BehaviorRelay<String>(value: "")`: a relay of `type` that starts with `initial`.
    func relayConstruction(_ type: SwiftType, initial: String) -> String {
        "\(libraryNames("BehaviorRelay"))<\(type)>(value: \(initial))"
    }

    /// A relay input of the subject, observer or function convention: a `BehaviorRelay` the view model reads by
    /// value, which callers write with `accept` (or, with function inputs, through the method, which accepts into
    /// a private relay).
    func relayInput(_ spec: InputSpec, initial: String, relay: String, convention: InputConvention) -> InputModel {
        let name = spec.name.value
        let type = spec.type?.value ?? .void
        let construction = relayConstruction(type, initial: initial)
        guard convention == .function else {
            return InputModel(
                name: name, docLines: docLines(spec.doc),
                requirement: "var \(name): \(libraryNames("BehaviorRelay"))<\(type)> { get }",
                declarationDocLines: docLines(spec.doc),
                declaration: "let \(name) = \(construction)",
                observerSubject: nil, function: nil, typeName: type.description)
        }
        let signature = "func \(name)(_ value: \(type.parameterSpelling))"
        return InputModel(
            name: name, docLines: docLines(spec.doc),
            requirement: signature,
            declarationDocLines: [],
            declaration: "private let \(relay) = \(construction)",
            observerSubject: nil,
            function: InputFunctionModel(
                docLines: docLines(spec.doc), signature: signature, body: "\(relay).accept(value)"),
            typeName: type.description)
    }

    /// The relays a transform view model keeps: one per relay input, which the view controller writes, and one
    /// behind each relay output, which `Output` shows as a Driver.
    func transformRelays(spec: SceneSpec, outputs: [ResolvedOutput]) -> [TransformFieldModel] {
        let inputs = spec.inputs.compactMap { input -> TransformFieldModel? in
            guard input.isRelay, let initial = input.relay?.initialExpression(for: input.type?.value) else {
                return nil
            }
            return TransformFieldModel(
                name: input.name.value, docLines: docLines(input.doc),
                declaration: "let \(input.name.value) = "
                    + relayConstruction(input.type?.value ?? .void, initial: initial))
        }
        let outputs = outputs.compactMap { output -> TransformFieldModel? in
            output.relayInitial.map {
                TransformFieldModel(
                    name: output.name, docLines: [],
                    declaration: "private let \(output.name) = " + relayConstruction(output.type, initial: $0))
            }
        }
        return inputs + outputs
    }

    /// Whether the scene has a relay member, whose files then import RxRelay.
    static func hasRelays(_ spec: SceneSpec) -> Bool {
        spec.inputs.contains(where: \.isRelay) || spec.outputs.contains(where: \.isRelay)
    }
}
