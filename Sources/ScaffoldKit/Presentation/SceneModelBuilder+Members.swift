import ScaffoldCore

extension SceneModelBuilder {
    /// `var numberOfItems: Int { get }` in the contract, and a computed property in the skeleton.
    func property(_ spec: MemberSpec) -> PropertyModel {
        let name = spec.name.value
        let type = spec.type?.value ?? .void
        return PropertyModel(
            name: name, docLines: docLines(spec.doc),
            requirement: "var \(name): \(type) { get }",
            declaration: "var \(name): \(type)",
            placeholder: Self.placeholder(returning: type, of: "`\(name)`") ?? "()",
            isInOutputs: spec.exposedInOutputs != nil, isInState: spec.exposedInState != nil)
    }

    /// `func repository(at index: Int) -> Repository?`: a view model method with its skeleton's placeholder.
    func viewModelMethod(_ spec: ServiceMethodSpec) -> ServiceMethodModel {
        let returns = spec.returns?.value ?? .void
        return ServiceMethodModel(
            name: spec.name.value, docLines: docLines(spec.doc),
            signature: Self.syncSignature(of: spec),
            placeholder: Self.placeholder(returning: returns, of: "`\(Self.reference(to: spec))`"))
    }

    /// `func name(parameters)`, with `-> Type` when the method returns something: a view model method, or a
    /// service method of kind `sync`.
    static func syncSignature(of spec: ServiceMethodSpec) -> String {
        let returns = spec.returns?.value ?? .void
        let head = "func \(spec.name.value)(\(parameterList(spec.parameters)))"
        return returns.isVoid ? head : "\(head) -> \(returns)"
    }

    /// `byLanguage language: String, _ page: Int`: parameters as a declaration lists them.
    static func parameterList(_ parameters: [ParameterSpec]) -> String {
        parameters.map { parameter in
            let name = parameter.name.value
            let label = parameter.label.map { "\($0.value) " } ?? ""
            return "\(label)\(name): \(parameter.type.value.parameterSpelling)"
        }.joined(separator: ", ")
    }

    /// `byLanguage: "text", 1`: a call's arguments, each value written after its parameter's label.
    static func argumentList(_ parameters: [ParameterSpec], values: [String]) -> String {
        zip(parameters, values).map { parameter, value in
            let label = parameter.label?.value ?? parameter.name.value
            return label == "_" ? value : "\(label): \(value)"
        }.joined(separator: ", ")
    }

    /// `repository(at:)`: how Swift names the method in prose.
    static func reference(to spec: ServiceMethodSpec) -> String {
        let labels = spec.parameters.map { ($0.label?.value ?? $0.name.value) + ":" }
        return "\(spec.name.value)(\(labels.joined()))"
    }

    /// What a skeleton returns until a person writes the body: a neutral literal (`0`, `""`, `nil`, `[]`), or nil
    /// for `Void`. For any other type, which no literal makes, `fatalError` names `what`, so reaching the placeholder
    /// says where it is rather than running on with a made-up value.
    static func placeholder(returning type: SwiftType, of what: String) -> String? {
        if type.isVoid { return nil }
        return neutralValue(of: type) ?? "fatalError(\"\(what) is not implemented yet\")"
    }

    /// `0`, `""`, `false`, `nil`, `[]`, `[:]`: the literal that means "nothing yet" for `type`, when one exists.
    static func neutralValue(of type: SwiftType) -> String? {
        switch type {
        case .optional: return "nil"
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .named(let components):
            guard components.count == 1 || (components.count == 2 && components[0].name == "Swift"),
                let last = components.last, last.genericArguments.isEmpty
            else { return nil }
            switch last.name {
            case "String", "Substring": return "\"\""
            case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return "0"
            case "Double", "Float": return "0"
            case "Bool": return "false"
            default: return nil
            }
        default: return nil
        }
    }

    /// The method of an input with `params:`, `func select(at index: Int)`, and the statement that sends its
    /// values: nil for an input that takes its value as `_ value:`.
    static func inputFunction(_ spec: InputSpec, subject: String) -> (signature: String, body: String)? {
        guard let parameters = spec.parameters else { return nil }
        let names = parameters.map(\.name.value)
        let value: String
        switch names.count {
        case 0: value = "()"
        case 1: value = names[0]
        default: value = "(" + names.map { "\($0): \($0)" }.joined(separator: ", ") + ")"
        }
        return ("func \(spec.name.value)(\(parameterList(parameters)))", "\(subject).onNext(\(value))")
    }

    /// The arguments a test or a hint passes to the method of an input with `params:`, made from one `value` of
    /// the input's type: `at: value`, or `email: value.email, password: value.password`.
    static func inputArguments(_ parameters: [ParameterSpec], value: String) -> String {
        argumentList(
            parameters,
            values: parameters.count == 1 ? [value] : parameters.map { "\(value).\($0.name.value)" })
    }

    /// The test of a property or method: it reads or calls it, after a skip a person replaces with assertions.
    func memberTest(
        name: String, reference: String, parameters: [ParameterSpec], returnsValue: Bool, isMethod: Bool,
        names: SceneNames, factories: inout [String: ValueFactoryModel]
    ) -> MemberTestModel {
        var needsTry = false
        let values = parameters.map { parameter in
            let made = value(of: parameter.type.value, factories: &factories)
            needsTry = needsTry || !made.isLiteral
            // A fixture's `try` goes before the whole statement, where Swift wants it.
            return made.expression
        }
        let access =
            "viewModel.\(name)" + (isMethod ? "(\(Self.argumentList(parameters, values: values)))" : "")
        return MemberTestModel(
            name: name, testName: names[.memberTest(member: name)],
            call: (returnsValue ? "_ = " : "") + (needsTry ? "try " : "") + access,
            skipMessage: SwiftSourceText.stringLiteralContent(
                "TODO: assert what `\(reference)` \(returnsValue ? "returns" : "does"), then remove this skip"))
    }

    /// The tests of the view model's properties and methods, in the spec's order.
    func memberTests(_ spec: SceneSpec, names: SceneNames, factories: inout [String: ValueFactoryModel])
        -> [MemberTestModel]
    {
        spec.properties.map {
            memberTest(
                name: $0.name.value, reference: $0.name.value, parameters: [], returnsValue: true, isMethod: false,
                names: names, factories: &factories)
        }
            + spec.methods.map {
                memberTest(
                    name: $0.name.value, reference: Self.reference(to: $0), parameters: $0.parameters,
                    returnsValue: !($0.returns?.value.isVoid ?? true), isMethod: true, names: names,
                    factories: &factories)
            }
    }

    /// What a mock of a `sync` service method returns until a test sets it: a neutral literal, or an implicitly
    /// unwrapped optional that stops the test at the call when no literal makes the type.
    static func syncMockResult(_ type: SwiftType, property: String) -> String {
        if let value = neutralValue(of: type) { return "var \(property): \(type) = \(value)" }
        switch type {
        case .function, .existential: return "var \(property): (\(type))!"
        default: return "var \(property): \(type)!"
        }
    }
}
