import ScaffoldCore

extension SceneModelBuilder {
    /// `BehaviorRelay<String>(value: "")`: a relay of `type` that starts with `initial`.
    func relayConstruction(_ type: SwiftType, initial: String) -> String {
        "\(libraryNames("BehaviorRelay"))<\(type)>(value: \(initial))"
    }

    /// The stored property `name` holding a relay that starts with `initial`: `let name = BehaviorRelay…` (with
    /// `access` before it), or, when `initial` reads a value such as a scene argument (`initial: first`), which a
    /// stored property's initializer cannot see, a `lazy var` made on first use, settable only inside the view model.
    /// `values` are the view model's own values that `initial` may name (its arguments and properties).
    func relayDeclaration(
        _ name: String, type: SwiftType, initial: String, isPrivate: Bool, values: Set<String>
    ) -> String {
        let construction = relayConstruction(type, initial: initial)
        guard Self.readsAValue(initial, values: values) else {
            return (isPrivate ? "private " : "") + "let \(name) = \(construction)"
        }
        return (isPrivate ? "private" : "private(set)") + " lazy var \(name) = \(construction)"
    }

    /// Whether the expression `initial` names a value rather than only literals, types and enum cases: a bare
    /// lowercase identifier that is not a keyword literal, a member after a dot, or an argument label, or one of
    /// `values` however it is spelled (an argument called `URL` is a value, not the type).
    static func readsAValue(_ initial: String, values: Set<String> = []) -> Bool {
        let characters = Array(initial)
        var index = 0
        var previous: Character = " "
        while index < characters.count {
            let character = characters[index]
            if character == "\"" {
                // Skip a string literal, escapes included; its interpolations are not read (a rare initial).
                index += 1
                while index < characters.count, characters[index] != "\"" {
                    index += characters[index] == "\\" ? 2 : 1
                }
                index += 1
                previous = "\""
                continue
            }
            guard character.isLetter || character == "_" else {
                if !character.isWhitespace { previous = character }
                index += 1
                continue
            }
            let start = index
            while index < characters.count,
                characters[index].isLetter || characters[index].isNumber
                    || characters[index] == "_"
            {
                index += 1
            }
            let word = String(characters[start..<index])
            var next = index
            while next < characters.count, characters[next].isWhitespace { next += 1 }
            let isLabel = next < characters.count && characters[next] == ":"
            if previous != ".", !isLabel,
                values.contains(word)
                    || (word.first?.isLowercase == true || word.first == "_")
                        && !["true", "false", "nil"].contains(word)
            {
                return true
            }
            previous = characters[index - 1]
        }
        return false
    }

    /// A relay input of the subject, observer or function convention: a `BehaviorRelay` the view model reads by
    /// value, which callers write with `accept` (or, with function inputs, through the method, which accepts into
    /// a private relay).
    func relayInput(
        _ spec: InputSpec, initial: String, relay: String, convention: InputConvention, values: Set<String>
    ) -> InputModel {
        let name = spec.name.value
        let type = spec.type?.value ?? .void
        guard convention == .function else {
            return InputModel(
                name: name, docLines: docLines(spec.doc),
                requirement: "var \(name): \(libraryNames("BehaviorRelay"))<\(type)> { get }",
                declarationDocLines: docLines(spec.doc),
                declaration: relayDeclaration(name, type: type, initial: initial, isPrivate: false, values: values),
                observerSubject: nil, function: nil, typeName: type.description)
        }
        let signature = "func \(name)(_ value: \(type.parameterSpelling))"
        return InputModel(
            name: name, docLines: docLines(spec.doc),
            requirement: signature,
            declarationDocLines: [],
            declaration: relayDeclaration(relay, type: type, initial: initial, isPrivate: true, values: values),
            observerSubject: nil,
            function: InputFunctionModel(
                docLines: docLines(spec.doc), signature: signature, body: "\(relay).accept(value)"),
            typeName: type.description)
    }

    /// The relays a transform view model keeps: one per relay input, which the view controller writes. A relay
    /// output is no property: `transform` makes it and returns it in `Output`.
    func transformRelays(spec: SceneSpec) -> [TransformFieldModel] {
        let values = spec.valueNames
        return spec.inputs.compactMap { input -> TransformFieldModel? in
            guard input.isRelay, let initial = input.relay?.initialExpression(for: input.type?.value) else {
                return nil
            }
            return TransformFieldModel(
                name: input.name.value, docLines: docLines(input.doc),
                declaration: relayDeclaration(
                    input.name.value, type: input.type?.value ?? .void, initial: initial, isPrivate: false,
                    values: values))
        }
    }

    /// Whether the scene has a relay member, whose files then import RxRelay.
    static func hasRelays(_ spec: SceneSpec) -> Bool {
        spec.inputs.contains(where: \.isRelay) || spec.outputs.contains(where: \.isRelay)
    }
}

extension SceneSpec {
    /// The types of the scene's arguments, which the coordinator, the flow and the step store.
    var argumentTypes: [SwiftType] {
        arguments.compactMap { $0.type?.value }
    }

    /// The names of the view model's own values that a relay's `initial:` may read: its arguments and properties.
    var valueNames: Set<String> {
        Set(arguments.map(\.name.value) + properties.map(\.name.value))
    }
}
