/// Makes the methods of the app's own protocols (`appServices` entries without `methods:`) from their declarations
/// in the app's Swift, so that their mocks conform exactly.
///
/// Methods keep their effects, generics, `static` and isolation, properties are stored, and methods sharing a base
/// name get mock members named by their labels. What the mock templates cannot implement yet (associated types,
/// `rethrows`, subscripts, overloads no labels or types tell apart, ...) is an error at the Swift declaration that names the member,
/// never a mock that does not conform; a protocol that is not there is an error at its entry in `scaffold.yml`.
///
/// An entry may also name a class: scaffold then extracts a protocol from its API (`AppClassExtraction`).
public struct AppProtocolResolver: Sendable {
    /// The app's Swift, indexed.
    public var index: AppCodeIndex
    /// The `appCode` patterns as written, for the message when a protocol is not found.
    public var patterns: [String]
    /// Whether generated tests make the app's concrete services (`concrete: true`) with `init()`.
    public var testsMakeConcreteServices: Bool

    public init(index: AppCodeIndex, patterns: [String], testsMakeConcreteServices: Bool = false) {
        self.index = index
        self.patterns = patterns
        self.testsMakeConcreteServices = testsMakeConcreteServices
    }

    /// `services`, each app protocol without listed methods given those of its declaration, its inherited
    /// protocols' included, and the modules their files import; and every problem found. A protocol with a
    /// problem keeps no methods, so the scenes that depend on it are still checked.
    public func resolve(_ services: [SharedServiceSpec]) -> (services: [SharedServiceSpec], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let resolved = services.map { service -> SharedServiceSpec in
            if service.isConcrete, !service.listsMethods {
                diagnostics += concreteServiceProblems(service, testsMakeIt: testsMakeConcreteServices)
                return service
            }
            guard service.isAppProtocol, !service.listsMethods else { return service }
            var service = service
            let found = index.declarations(named: service.name.value)
            if found.count == 1, case .class = found[0].declaration.kind {
                diagnostics += extractProtocol(of: found[0], into: &service)
                return service
            }
            switch read(service) {
            case .success(let (methods, properties, files)):
                service.methods = methods
                service.properties = properties
                service.declarationFiles = files.map(\.path)
                var modules = Set(service.imports.map(\.value))
                for module in files.flatMap(\.imports) where modules.insert(module.value).inserted {
                    service.imports.append(module)
                }
            case .failure(let problems):
                diagnostics += problems.diagnostics
            }
            return service
        }
        return (resolved, diagnostics)
    }

    /// The declaration of the protocol `name`, or the error at `location` that it is missing, ambiguous or not a
    /// protocol.
    private func protocolNamed(_ name: String, at location: SourceLocation) -> Result<
        (file: AppCodeIndex.File, declaration: AppDeclaration), DiagnosticsError
    > {
        let found = index.declarations(named: name)
        guard let first = found.first else {
            return .failure(
                DiagnosticsError([.error(.appCode(.protocolNotFound(name, patterns: patterns)), at: location)]))
        }
        if found.count > 1 {
            return .failure(
                DiagnosticsError([
                    .error(
                        .appCode(.declaredMoreThanOnce(name)), at: location,
                        notes: found.map { .init(location: $0.declaration.location, message: "declared here") })
                ]))
        }
        guard first.declaration.kind == .protocol else {
            return .failure(
                DiagnosticsError([
                    .error(
                        .appCode(.notAProtocol(name, kind: first.declaration.kind.description)), at: location,
                        notes: [.init(location: first.declaration.location, message: "'\(name)' is declared here")])
                ]))
        }
        return .success(first)
    }

    /// The methods of `service`'s protocol and of the protocols it inherits, with the files declaring them.
    private func read(_ service: SharedServiceSpec) -> Result<
        (methods: [ServiceMethodSpec], properties: [ServicePropertySpec], files: [AppCodeIndex.File]),
        DiagnosticsError
    > {
        let name = service.name.value
        let entry = Diagnostic.Note(
            location: service.name.location, message: "'appServices' reads '\(name)' from 'appCode' here")
        let root: (file: AppCodeIndex.File, declaration: AppDeclaration)
        switch protocolNamed(name, at: service.name.location) {
        case .success(let found): root = found
        case .failure(let error): return .failure(error)
        }
        var diagnostics: [Diagnostic] = []
        var protocols = [root]
        var visited: Set<String> = [name]
        var index = 0
        while index < protocols.count {
            let declaration = protocols[index].declaration
            index += 1
            if let reason = Self.unsupported(declaration) {
                diagnostics.append(
                    .error(
                        .appCode(.protocolNotSupported(declaration.name, reason: reason, entry: name)),
                        at: declaration.location,
                        notes: [entry]))
            }
            for inherited in declaration.inheritedTypes where !Self.classConstraints.contains(inherited.value) {
                guard visited.insert(inherited.value).inserted else { continue }
                switch protocolNamed(inherited.value, at: inherited.location) {
                case .success(let found):
                    protocols.append(found)
                case .failure(let error):
                    let found = self.index.declarations(named: inherited.value)
                    if found.count == 1, case .class = found[0].declaration.kind {
                        diagnostics.append(
                            .error(
                                .appCode(
                                    .protocolNotSupported(
                                        declaration.name, reason: .inheritsClass(inherited.value), entry: name)),
                                at: inherited.location, notes: [entry]))
                    } else if found.isEmpty {
                        diagnostics.append(
                            .error(
                                .appCode(
                                    .inheritedProtocolNotFound(
                                        declaration.name, inherited: inherited.value, entry: name)),
                                at: inherited.location, notes: [entry]))
                    } else {
                        diagnostics += error.diagnostics.map { diagnostic in
                            var diagnostic = diagnostic
                            diagnostic.notes.append(entry)
                            return diagnostic
                        }
                    }
                }
            }
        }
        var methods: [(spec: ServiceMethodSpec, reference: String, location: SourceLocation, protocol: String)] = []
        var properties: [ServicePropertySpec] = []
        var signatures: Set<String> = []
        for (_, declaration) in protocols {
            for member in declaration.members {
                let reference: String
                if case .method(let method) = member.kind {
                    reference = method.reference(name: member.name)
                } else {
                    reference = member.name
                }
                func refuse(_ reason: AppCodeProblem.Unsupported, notes: [Diagnostic.Note] = []) {
                    diagnostics.append(
                        .error(
                            .appCode(
                                .memberNotSupported(reference, protocol: declaration.name, reason: reason, entry: name)),
                            at: member.location, notes: notes + [entry]))
                }
                if case .property(let property) = member.kind {
                    switch Self.property(member, property) {
                    case .failure(let reason): refuse(reason)
                    case .success(let spec):
                        // A protocol may repeat a requirement it inherits; the mock satisfies both with one member.
                        if signatures.insert("var \(spec.name.value)").inserted { properties.append(spec) }
                    }
                    continue
                }
                switch Self.method(member) {
                case .failure(let reason):
                    refuse(reason)
                case .success(let method):
                    let signature =
                        "\(method.appShape?.isStatic == true ? "static " : "")\(reference) "
                        + method.parameters.map(\.type.value.description).joined(separator: ",")
                        + " -> \(method.kind?.value.rawValue ?? "") \(method.returns?.value.description ?? "")"
                    if signatures.insert(signature).inserted {
                        methods.append((method, reference, member.location, declaration.name))
                    }
                }
            }
        }
        let named = Self.namingOverloads(methods.map(\.spec), besides: Set(properties.map(\.name.value)))
        for (index, problem) in named.clashes {
            let clash = methods[index]
            let other = methods[problem]
            diagnostics.append(
                .error(
                    .appCode(
                        .memberNotSupported(
                            clash.reference, protocol: clash.protocol, reason: .overload(clash.spec.name.value),
                            entry: name)),
                    at: clash.location,
                    notes: [.init(location: other.location, message: "'\(other.reference)' is declared here"), entry]))
        }
        if !diagnostics.isEmpty { return .failure(DiagnosticsError(diagnostics)) }
        var seenFiles: Set<String> = []
        return .success(
            (named.methods, properties, protocols.map(\.file).filter { seenFiles.insert($0.path).inserted }))
    }

    /// What a protocol may inherit that a mock, a class, satisfies by being one.
    public static let classConstraints: Set<String> = ["AnyObject", "class"]

    /// Why the protocol itself cannot be mocked yet; nil when it can.
    static func unsupported(_ declaration: AppDeclaration) -> AppCodeProblem.Unsupported? {
        if declaration.isConditional { return .conditional }
        if !declaration.genericParameters.isEmpty { return .primaryAssociatedTypes }
        if declaration.hasWhereClause { return .whereClause }
        return nil
    }

    /// The attributes a mock's member need not repeat to satisfy a requirement.
    static let ignoredAttributes: Set<String> = ["@discardableResult"]
    /// The attributes and modifiers a mock's member repeats, as they set its isolation.
    static let isolationAttributes: Set<String> = ["@MainActor", "nonisolated"]
    /// The modifiers a class's member need not repeat to satisfy a requirement.
    static let ignoredModifiers: Set<String> = ["mutating", "nonmutating"]

    /// What the mock writes before the member to keep its isolation, or why it cannot.
    static func isolation(of member: AppMember) -> Result<[String], AppCodeProblem.Unsupported> {
        var isolation: [String] = []
        for attribute in member.attributes where !ignoredAttributes.contains(attribute) {
            guard isolationAttributes.contains(attribute) else { return .failure(.attribute(attribute)) }
            isolation.append(attribute)
        }
        for modifier in member.modifiers where !ignoredModifiers.contains(modifier) {
            guard isolationAttributes.contains(modifier) else { return .failure(.modifier(modifier)) }
            isolation.append(modifier)
        }
        return .success(isolation)
    }

    /// The member as a service method, or why the mock templates cannot implement it yet.
    static func method(_ member: AppMember) -> Result<ServiceMethodSpec, AppCodeProblem.Unsupported> {
        if member.isConditional { return .failure(.conditional) }
        let method: AppMember.Method
        switch member.kind {
        case .method(let found): method = found
        case .property: return .failure(.property)
        case .associatedType: return .failure(.associatedType)
        case .initializer: return .failure(.initializer)
        case .subscript: return .failure(.subscript)
        }
        if method.isRethrowing { return .failure(.rethrowing) }
        var shape = AppMethodShape(
            isAsync: method.isAsync, throwing: method.isThrowing ? .untyped : nil,
            genericParameters: method.genericParameters, whereClause: method.whereClause, isStatic: member.isStatic,
            mockedName: member.name)
        switch isolation(of: member) {
        case .success(let isolation): shape.isolation = isolation
        case .failure(let reason): return .failure(reason)
        }
        if let thrown = method.thrownType {
            guard case .success(let error) = SwiftTypeParser.parse(thrown.value) else {
                return .failure(.unreadableThrownType(thrown.value))
            }
            shape.throwing = .typed(error)
        }
        var parameters: [ParameterSpec] = []
        for (index, parameter) in method.parameters.enumerated() {
            switch Self.parameter(parameter, position: index + 1) {
            case .success(let spec): parameters.append(spec)
            case .failure(let reason): return .failure(reason)
            }
        }
        let name = Located(member.name, at: member.location)
        guard let written = method.returnType else {
            return .success(
                ServiceMethodSpec(
                    name: name, parameters: parameters, kind: Located(.sync, at: member.location), appShape: shape))
        }
        guard case .success(let type) = SwiftTypeParser.parse(written.value) else {
            return .failure(.unreadableReturnType(written.value))
        }
        if type.mentionsSelf { return .failure(.mentionsSelf) }
        let (kind, element) = Self.kind(of: type)
        return .success(
            ServiceMethodSpec(
                name: name, parameters: parameters,
                returns: element.isVoid ? nil : Located(element, at: written.location),
                kind: Located(kind, at: written.location), appShape: shape))
    }

    /// The member as a property the mock stores, or why it cannot.
    static func property(_ member: AppMember, _ property: AppMember.Property) -> Result<
        ServicePropertySpec, AppCodeProblem.Unsupported
    > {
        if member.isConditional { return .failure(.conditional) }
        if property.hasEffects { return .failure(.effectfulProperty) }
        guard let written = property.type ?? property.initialValue.flatMap(Self.typeOfInitialValue) else {
            return .failure(.inferredPropertyType)
        }
        guard case .success(let type) = SwiftTypeParser.parse(written.value) else {
            return .failure(.unreadablePropertyType(written.value))
        }
        if type.mentionsSelf { return .failure(.mentionsSelf) }
        let isolation: [String]
        switch Self.isolation(of: member) {
        case .success(let found): isolation = found
        case .failure(let reason): return .failure(reason)
        }
        return .success(
            ServicePropertySpec(
                name: Located(member.name, at: member.location), type: Located(type, at: written.location),
                isSettable: property.isSettable, isStatic: member.isStatic, isolation: isolation))
    }

    /// The type Swift infers for `value` when that needs no lookup: `Int` of `0`, `Double` of `1.5`, `String` of a
    /// string literal, `Bool` of `true`, `Date` of `Date()`; nil for anything else.
    static func typeOfInitialValue(_ value: Located<String>) -> Located<String>? {
        let text = value.value
        if let type = literalType(text) { return Located(type, at: value.location) }
        // `Date()`, `DisposeBag()`: a type's initializer, called by the type's plain name.
        if let open = text.firstIndex(of: "("), text.hasSuffix(")"), text[..<open].first?.isUppercase == true,
            text[..<open].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            text[open...].dropFirst().firstIndex(of: "(") == nil
        {
            return Located(String(text[..<open]), at: value.location)
        }
        return nil
    }

    /// The type of `text` when it is a literal whose type Swift infers alone: `Bool` of `true`, `String` of a
    /// one-line string without interpolation, `Int` of `-1_000`, `Double` of `2.5`; nil for anything else.
    static func literalType(_ text: String) -> String? {
        if text == "true" || text == "false" { return "Bool" }
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.contains("\\("), !text.contains("\n") {
            return "String"
        }
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        if let first = digits.first, first.isASCII, first.isNumber,
            digits.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "_" || $0 == "." })
        {
            return digits.contains(".") ? "Double" : "Int"
        }
        return nil
    }

    /// `methods`, each of several sharing a base name given a mocked name of its own made from its labels (then
    /// its types), so that no two mocks' members clash with each other or with `besides`; and the indexes of the
    /// methods no name could tell apart, each with the index of the method it clashes with.
    static func namingOverloads(_ methods: [ServiceMethodSpec], besides taken: Set<String>) -> (
        methods: [ServiceMethodSpec], clashes: [(Int, Int)]
    ) {
        var methods = methods
        let groups = Dictionary(grouping: methods.indices, by: { methods[$0].name.value })
        let baseNames = Set(groups.keys).union(taken)
        var used: [String: Int] = [:]
        var clashes: [(Int, Int)] = []
        for index in methods.indices {
            let method = methods[index]
            var candidates = [method.name.value]
            if groups[method.name.value, default: []].count > 1 {
                let words = method.parameters.map { parameter -> String in
                    let label = parameter.label?.value ?? parameter.name.value
                    return label == "_" ? parameter.name.value : label
                }
                let byLabels = method.name.value + words.map(SwiftIdentifier.upperCamelCase).joined()
                let byTypes =
                    byLabels
                    + method.parameters.map { SwiftIdentifier.upperCamelCase(Self.word(for: $0.type.value)) }
                    .joined()
                candidates = [byLabels, byTypes].filter { $0 == method.name.value || !baseNames.contains($0) }
            }
            guard let free = candidates.first(where: { used[$0] == nil }) else {
                clashes.append((index, used[candidates.last ?? method.name.value] ?? 0))
                continue
            }
            used[free] = index
            methods[index].appShape?.mockedName = free
        }
        return (methods, clashes)
    }

    /// A type as a word of a name: `Int` of `Int`, `IntArray` of `[Int]`, `OptionalString` of `String?`.
    private static func word(for type: SwiftType) -> String {
        switch type {
        case .named(let components):
            return components.map { $0.name + $0.genericArguments.map(word).joined() }.joined()
        case .array(let element): return word(for: element) + "Array"
        case .optional(let wrapped): return "Optional" + word(for: wrapped)
        case .existential(let inner): return word(for: inner)
        case .dictionary(let key, let value): return word(for: key) + word(for: value) + "Dictionary"
        case .tuple(let elements): return elements.map { word(for: $0.type) }.joined() + "Tuple"
        case .function: return "Closure"
        }
    }

    /// The parameter as a service method's, or why the mock cannot take it yet.
    static func parameter(_ parameter: AppMember.Parameter, position: Int) -> Result<
        ParameterSpec, AppCodeProblem.Unsupported
    > {
        // A requirement may leave a parameter unnamed (`_: Int`); the mock names it to record it.
        let name = parameter.name == "_" ? "argument\(position)" : parameter.name
        if parameter.isVariadic { return .failure(.variadicParameter(parameter.name)) }
        var text = parameter.type.value
        if text.hasPrefix("inout ") { return .failure(.inoutParameter(parameter.name)) }
        // The mock keeps every argument, so it spells closures `@escaping` itself, as the requirement must.
        let isEscaping = text.hasPrefix("@escaping ")
        if isEscaping { text = String(text.dropFirst("@escaping ".count)) }
        guard case .success(let type) = SwiftTypeParser.parse(text) else {
            return .failure(.unreadableParameterType(parameter.name, type: parameter.type.value))
        }
        if type.mentionsSelf { return .failure(.mentionsSelf) }
        if case .function = type, !isEscaping { return .failure(.nonEscapingClosure(parameter.name)) }
        if isEscaping, !(type.isFunction) {
            return .failure(.unreadableParameterType(parameter.name, type: parameter.type.value))
        }
        return .success(
            ParameterSpec(
                name: Located(name, at: parameter.location), type: Located(type, at: parameter.type.location),
                label: parameter.label == name ? nil : Located(parameter.label, at: parameter.location)))
    }

    /// The RxSwift kind of a return type, and what it carries: `Single<String>` is `single` of `String`; a type
    /// that is no RxSwift sequence is returned as it is (`sync`).
    static func kind(of type: SwiftType) -> (ServiceMethodKind, SwiftType) {
        guard case .named(let components) = type, let last = components.last,
            components.count == 1
                || (components.count == 2 && components[0].name == "RxSwift"
                    && components[0].genericArguments.isEmpty)
        else { return (.sync, type) }
        switch (last.name, last.genericArguments.count) {
        case ("Single", 1): return (.single, last.genericArguments[0])
        case ("Observable", 1): return (.observable, last.genericArguments[0])
        case ("Maybe", 1): return (.maybe, last.genericArguments[0])
        case ("Completable", 0): return (.completable, .void)
        default: return (.sync, type)
        }
    }
}

extension SwiftType {
    /// Whether `Self` appears anywhere in the type.
    fileprivate var mentionsSelf: Bool {
        switch self {
        case .named(let components):
            return components.contains { $0.name == "Self" || $0.genericArguments.contains(where: \.mentionsSelf) }
        case .array(let element), .optional(let element), .existential(let element):
            return element.mentionsSelf
        case .dictionary(let key, let value):
            return key.mentionsSelf || value.mentionsSelf
        case .tuple(let elements):
            return elements.contains { $0.type.mentionsSelf }
        case .function(let parameters, _, _, let result):
            return parameters.contains { $0.type.mentionsSelf } || result.mentionsSelf
        }
    }

    fileprivate var isFunction: Bool {
        if case .function = self { return true }
        return false
    }
}
