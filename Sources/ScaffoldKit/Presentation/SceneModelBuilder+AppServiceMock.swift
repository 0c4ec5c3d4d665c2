import ScaffoldCore

extension SceneModelBuilder {
    /// The mock of one method read from the app's Swift (`appCode`): its signature repeats the requirement's
    /// effects, generics, `static` and isolation, and its result fits them.
    ///
    /// - A throwing method answers with a `Result`, which fails with `NotImplemented` until the test sets it (a
    ///   `Void` one succeeds); one that returns an RxSwift sequence answers with the sequence and never throws.
    /// - A generic method records its generic arguments as `Any`, and answers with what the test stored in an
    ///   `Any?` property, cast to the type the caller asked for; when nothing of that type is stored, it fails
    ///   with `NotImplemented` (a sequence, or a throwing method), answers nil (an optional), or stops the test
    ///   with a message naming the property, since it has no value to make up.
    /// - A static method keeps static members, `nonisolated(unsafe)` as a test double shared by one test at a time.
    func appMethodMock(_ method: ServiceMethodSpec, shape: AppMethodShape, mockName: String, names: NamingTable)
        -> MockMethodModel
    {
        let members = names.mockMembers(of: .serviceMethod(method.mockedName))
        let generics = shape.genericParameterNames
        let parameters = method.parameters.map { parameter in
            (
                name: parameter.name.value,
                type: parameter.type.value.mentions(generics) ? "Any" : parameter.type.value.description
            )
        }
        let (argumentType, record) = Self.callRecord(parameters, members: members)
        let stored = shape.isStatic ? "nonisolated(unsafe) static " : ""
        let isSync = method.kind?.value == .sync
        let element = method.returns?.value ?? .void
        let returned = isSync ? element.description : returnType(of: method)
        let what = "\(mockName).\(members.result)"

        var result: String?
        var continuation: String?
        var body: [String]
        if element.mentions(generics) {
            result = "var \(members.result): Any?"
            if !isSync {
                body = ["return \(members.result) as? \(returned) ?? \(Self.notImplemented(what))"]
            } else if case .optional(let wrapped) = element {
                // An optional answer has a neutral value: nil until the test sets one.
                body = ["return \(members.result) as? \(wrapped)"]
            } else if shape.throwing == .untyped {
                body = [
                    "guard let result = \(members.result) as? \(returned) else { throw \(Self.notImplementedError(what)) }",
                    "return result",
                ]
            } else {
                body = [
                    "guard let result = \(members.result) as? \(returned) else {",
                    "    fatalError(\"Set \(SwiftSourceText.stringLiteralContent(what)) to the \\(\(returned).self) to return\")",
                    "}",
                    "return result",
                ]
            }
        } else if !isSync {
            (result, continuation) = Self.failingMockResult(
                "var \(members.result): \(returned)", naming: what)
            body = ["return \(members.result)"]
        } else if let throwing = shape.throwing {
            let error: String
            switch throwing {
            case .untyped: error = "any Error"
            case .typed(let type): error = type.description
            }
            let resultType = "\(libraryNames("Result"))<\(element.isVoid ? "Void" : returned), \(error)>"
            if element.isVoid {
                result = "var \(members.result): \(resultType) = .success(())"
                body = ["try \(members.result).get()"]
            } else {
                if case .typed = throwing {
                    result = "var \(members.result): \(resultType)!"
                } else {
                    (result, continuation) = Self.failingMockResult(
                        "var \(members.result): \(resultType)", naming: what, failure: ".failure")
                }
                body = ["return try \(members.result).get()"]
            }
        } else if element.isVoid {
            body = []
        } else {
            result = Self.syncMockResult(element, property: members.result)
            body = ["return \(members.result)"]
        }
        return MockMethodModel(
            signature: appMethodSignature(method, shape: shape),
            recorder: stored + recorder(members, argumentType: argumentType),
            counter: Self.counter(members, isStatic: shape.isStatic),
            record: record,
            result: result.map { stored + $0 },
            resultContinuation: continuation,
            resultProperty: result == nil ? nil : members.result,
            bodyLines: body)
    }

    /// `@MainActor static func load<T>(page: Int) async throws -> [T] where T: Sendable`: the method as the app
    /// declares it, parameters without their default values.
    func appMethodSignature(_ method: ServiceMethodSpec, shape: AppMethodShape, parameters: [ParameterSpec]? = nil)
        -> String
    {
        let isSync = method.kind?.value == .sync
        let element = method.returns?.value ?? .void
        var signature = shape.isolation.map { $0 + " " }.joined() + (shape.isStatic ? "static " : "")
        signature +=
            "func \(method.name.value)\(shape.genericClause)(\(Self.parameterList(parameters ?? method.parameters)))"
        signature += shape.effects
        if !(isSync && element.isVoid) { signature += " -> \(isSync ? element.description : returnType(of: method))" }
        if let whereClause = shape.whereClause { signature += " \(whereClause)" }
        return signature
    }

    /// The lines declaring a mock's stored properties for an app protocol's `properties`: a neutral value where
    /// the type has one, else a property that reads storage the test sets (`underlyingSession`).
    func mockPropertyLines(_ properties: [ServicePropertySpec], names: NamingTable) -> [String] {
        properties.flatMap { property -> [String] in
            let name = property.name.value
            let type = property.type.value
            // A stored property takes a global actor, never `nonisolated`; a static one outside an actor is
            // `nonisolated(unsafe)`, as every static member of the mock is.
            let isMainActor = property.isolation.contains("@MainActor")
            let prefix = isMainActor ? "@MainActor " : ""
            let stored = prefix + (property.isStatic ? (isMainActor ? "static " : "nonisolated(unsafe) static ") : "")
            if let value = Self.neutralValue(of: type) {
                return ["\(stored)var \(name): \(type) = \(value)"]
            }
            let storage = names.spelling(of: .mockPropertyStorage(name)) ?? name
            let unwrapped: String
            switch type {
            case .function, .existential: unwrapped = "(\(type))!"
            default: unwrapped = "\(type)!"
            }
            return [
                "\(prefix)\(property.isStatic ? "static " : "")var \(name): \(type) {",
                "    get { \(storage) }",
                "    set { \(storage) = newValue }",
                "}",
                "\(stored)var \(storage): \(unwrapped)",
            ]
        }
    }

    /// Whether a mock of `methods` fails with `NotImplemented`: a sequence it answers, or a throwing method's
    /// `Result` before the test sets it.
    static func mockUsesNotImplemented(_ methods: [ServiceMethodSpec]) -> Bool {
        methods.contains { method in
            method.kind?.value != .sync
                || (method.appShape?.throwing == .untyped && !(method.returns?.value ?? .void).isVoid)
        }
    }
}

extension SwiftType {
    /// Whether any of `names` appears in the type, as a type of its own or an argument of one.
    func mentions(_ names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        switch self {
        case .named(let components):
            return (components.count >= 1 && names.contains(components[0].name))
                || components.contains { $0.genericArguments.contains { $0.mentions(names) } }
        case .array(let element), .optional(let element), .existential(let element):
            return element.mentions(names)
        case .dictionary(let key, let value):
            return key.mentions(names) || value.mentions(names)
        case .tuple(let elements):
            return elements.contains { $0.type.mentions(names) }
        case .function(let parameters, _, _, let result):
            return parameters.contains { $0.type.mentions(names) } || result.mentions(names)
        }
    }
}
