import ScaffoldCore

/// The fixtures of a project: one skeleton per app type whose value the generated tests of any scene need and
/// cannot write as a literal, and the typealiases `appCode` declares, whose targets' values the tests use instead.
///
/// A fixture's value is made from the type's declaration in `appCode`: a struct's memberwise initializer with each
/// stored property that has no default, a non-private initializer the type declares (a class's designated one), an
/// enum's first case; each argument a literal or another fixture. A scene's cell or component view model is made
/// with its scene's arguments and mocks. A type scaffold cannot make (not declared, private initializers, isolated
/// to the main actor, on a cycle of fixtures) gets a fixture that skips the tests calling it, naming its file.
public struct FixtureCatalog: Sendable, Equatable {
    /// By the type's name as the app writes it (`Event`, `Item.Kind`, `Page<Item>`), sorted by path.
    public var fixtures: [FixtureModel] = []
    /// The app's typealiases, by name, with their targets.
    var typeAliases: [String: SwiftType] = [:]
    /// The project-relative tests folder the fixtures are written below.
    var testsFolder = ""

    public init() {}

    /// What the tests of a project need of `appCode` to build their fixtures: the names of the types whose values
    /// they make from fixtures, and of the types those mention, which the index must hold.
    static func namesToLookUp(in specs: [SceneSpec]) -> Set<String> {
        var names: Set<String> = []
        for spec in specs {
            for type in valueTypes(of: spec) {
                type.forEachNamedType { components in
                    if let first = components.first { names.insert(first.name) }
                    if let last = components.last { names.insert(last.name) }
                }
            }
        }
        return names
    }

    /// The types a scene's tests need a value of: its arguments, inputs, actions' inputs and methods' parameters.
    static func valueTypes(of spec: SceneSpec) -> [SwiftType] {
        spec.arguments.compactMap { $0.type?.value }
            + spec.inputs.flatMap { input in
                [input.type?.value].compactMap { $0 } + (input.parameters ?? []).map(\.type.value)
            }
            + spec.actions.compactMap { $0.input?.value }
            + spec.methods.flatMap { $0.parameters.map(\.type.value) }
    }
}

/// Builds a project's `FixtureCatalog`.
struct FixtureCatalogBuilder {
    /// Every scene of the project, its types as its tests write them.
    var specs: [SceneSpec]
    var index: AppCodeIndex
    var testsFolder: String
    var testableImport: String?
    var libraryNames: LibraryNames
    var naming: Naming
    var appProtocols: AppProtocols
    var projectConventions: Conventions
    /// The scenes' type names by spec file, as validation found them; a scene missing here is named again.
    var sceneTypeNames: [String: SceneTypeNames] = [:]

    /// What one fixture calls, or why it cannot be made.
    private enum Construction {
        case made(TestValue)
        case notMade(String)
    }

    func build() -> FixtureCatalog {
        var catalog = FixtureCatalog()
        catalog.testsFolder = testsFolder
        catalog.typeAliases = typeAliases()
        let maker = TestValueMaker(
            typeAliases: catalog.typeAliases, testableImport: testableImport, libraryNames: libraryNames)
        let viewModels = Dictionary(
            specs.map {
                (
                    sceneTypeNames[$0.file]?.viewModel
                        ?? SceneNames($0, naming: naming, appProtocols: appProtocols).viewModel, $0
                )
            },
            uniquingKeysWith: { first, _ in first })

        var pending: [SwiftType] = []
        var seen: Set<String> = []
        func use(_ value: TestValue?) {
            for type in value?.fixtures ?? [] where seen.insert(type.description).inserted { pending.append(type) }
        }
        for spec in specs {
            for type in FixtureCatalog.valueTypes(of: spec) { use(maker.value(of: type)) }
        }
        var constructions: [String: (type: SwiftType, construction: Construction)] = [:]
        while let type = pending.popLast() {
            let construction = self.construction(of: type, maker: maker, viewModels: viewModels)
            if case .made(let value) = construction { use(value) }
            constructions[type.description] = (type, construction)
        }
        let onCycles = Self.typesOnCycles(
            constructions.mapValues { entry in
                if case .made(let value) = entry.construction { return value.fixtures.map(\.description) }
                return []
            })
        catalog.fixtures = constructions.values.map { type, construction in
            let construction =
                onCycles.contains(type.description)
                ? .notMade("its value needs itself, through the fixtures it calls") : construction
            var model = model(of: type, construction)
            if case .named(let components) = type {
                model.declarationFiles = index.declarations(named: components.map(\.name).joined(separator: "."))
                    .map(\.file.path)
            }
            return model
        }.sorted { $0.path < $1.path }
        return catalog
    }

    /// The typealiases the index holds, by name, whose targets parse.
    private func typeAliases() -> [String: SwiftType] {
        var aliases: [String: SwiftType] = [:]
        for file in index.files {
            for declaration in file.declarations
            where !declaration.isConditional && declaration.genericParameters.isEmpty {
                guard case .typealias(let target) = declaration.kind,
                    case .success(let type) = SwiftTypeParser.parse(target.value)
                else { continue }
                aliases[declaration.name] = aliases[declaration.name] ?? type
            }
        }
        return aliases
    }

    private func model(of appType: SwiftType, _ construction: Construction) -> FixtureModel {
        let type = libraryNames.inTests(appType, appModule: testableImport).description
        let path = SceneRenderer.join(
            SceneRenderer.join(testsFolder, SceneNames.fixturesFolder),
            SceneNames.fixtureFile(stem: Self.fileStem(of: appType)))
        let call = "\(type).\(SceneNames.fixtureMethod)()"
        var model = FixtureModel(
            type: type, path: path, appType: appType.description, imports: [], testableImport: testableImport,
            docLine: "The `\(type)` the generated tests use; change it as they need.", valueLines: [],
            isFilled: false, unfilledReason: nil,
            skipMessage: SwiftSourceText.stringLiteralContent("Fill in \(call) in \(path)"))
        switch construction {
        case .made(let value):
            model.isFilled = true
            let statement = value.tryPrefix + value.expression
            model.valueLines = Self.wrapped(statement)
            model.imports =
                FoundationTypes.names.contains(where: { statement.contains($0 + "(") }) ? ["Foundation"] : []
        case .notMade(let reason):
            model.unfilledReason = reason
            model.imports = ["XCTest"]
        }
        // The file extends the type and names the types of its value: one of UIKit's (`UIImage`) or a library's
        // (`Page<Driver<Int>>`, `Feed(items: Observable<[Item]>.empty())`) needs its module.
        var modules = libraryNames.modules(usedBy: [appType])
        if case .made(let value) = construction { modules.formUnion(value.modules) }
        if UIKitTypes.areUsed(by: [appType]) { modules.insert("UIKit") }
        model.imports = Set(model.imports).union(modules).sorted()
        return model
    }

    /// `statement` on one line inside the fixture, or, when longer than the line allows, a call's arguments one per
    /// line.
    static func wrapped(_ statement: String) -> [String] {
        guard "        ".count + statement.count > LineWrapping.limit, statement.hasSuffix(")"),
            let open = statement.firstIndex(of: "(")
        else { return [statement] }
        let callee = String(statement[..<open])
        let inside = String(statement[statement.index(after: open)..<statement.index(before: statement.endIndex)])
        let arguments = Self.topLevelArguments(inside)
        guard arguments.count > 1 else { return [statement] }
        return SceneModelBuilder.call(callee, arguments: arguments)
    }

    /// The comma-separated parts of `list` outside brackets, parentheses and string literals.
    static func topLevelArguments(_ list: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        for character in list {
            if character == "\"" { inString.toggle() }
            if !inString {
                if "([{<".contains(character) { depth += 1 }
                if ")]}>".contains(character) { depth -= 1 }
                if character == ",", depth == 0 {
                    parts.append(current.trimmingSpaces)
                    current = ""
                    continue
                }
            }
            current.append(character)
        }
        if !current.trimmingSpaces.isEmpty { parts.append(current.trimmingSpaces) }
        return parts
    }

    /// `Repository`, `Item.Kind`, `PageOfItem` for `Page<Item>`: the type's name as the fixture's file name writes
    /// it, letters, digits and dots only.
    static func fileStem(of type: SwiftType) -> String {
        switch type {
        case .named(let components):
            return components.map { component in
                component.name
                    + (component.genericArguments.isEmpty
                        ? "" : "Of" + component.genericArguments.map(fileStem).joined(separator: "And"))
            }.joined(separator: ".")
        case .array(let element): return "ListOf" + fileStem(of: element)
        case .optional(let wrapped): return "Optional" + fileStem(of: wrapped)
        case .dictionary(let key, let value): return "DictionaryOf" + fileStem(of: key) + "And" + fileStem(of: value)
        default: return String(TestValueLiteral.factoryName(for: type).dropFirst("make".count))
        }
    }

    /// How the fixture of `type` (as the app writes it) makes its value.
    private func construction(
        of type: SwiftType, maker: TestValueMaker, viewModels: [String: SceneSpec]
    ) -> Construction {
        guard case .named(let components) = type, let last = components.last else {
            return .notMade("scaffold makes fixtures of named types only")
        }
        let name = components.map(\.name).joined(separator: ".")
        let spelled = libraryNames.inTests(type, appModule: testableImport).description
        if components.count == 1, last.genericArguments.isEmpty, let spec = viewModels[name] {
            return sceneViewModel(spec, spelled: spelled, maker: maker)
        }
        let found = index.declarations(named: name).map(\.declaration).filter { !$0.isConditional }
        guard let declaration = found.first else { return .notMade("`appCode` declares no `\(name)`") }
        guard found.count == 1 else { return .notMade("`appCode` declares `\(name)` more than once") }
        let generics = declaration.genericParameters.map { String($0.prefix { $0 != ":" && $0 != " " }) }
        guard generics.count == last.genericArguments.count, !declaration.hasWhereClause else {
            return .notMade("the generic arguments of `\(spelled)` do not match its declaration")
        }
        let substitutions = Dictionary(zip(generics, last.genericArguments), uniquingKeysWith: { first, _ in first })
        func argumentType(_ written: String) -> SwiftType? {
            guard case .success(let parsed) = SwiftTypeParser.parse(written) else { return nil }
            return libraryNames.inTests(
                Self.substituting(substitutions, in: qualifyingNested(parsed, in: declaration.name)),
                appModule: testableImport)
        }
        func call(_ callee: String, _ parameters: [(label: String, type: String)]) -> Construction {
            var arguments: [String] = []
            var fixtures: [SwiftType] = []
            var modules: Set<String> = []
            for parameter in parameters {
                guard let type = argumentType(parameter.type), let value = maker.value(of: type) else {
                    return .notMade("scaffold cannot make a `\(parameter.type)` for it")
                }
                arguments.append(parameter.label == "_" ? value.expression : "\(parameter.label): \(value.expression)")
                fixtures += value.fixtures.filter { !fixtures.contains($0) }
                modules.formUnion(value.modules)
            }
            return .made(
                TestValue(
                    expression: "\(callee)(\(arguments.joined(separator: ", ")))", fixtures: fixtures, modules: modules)
            )
        }
        if declaration.attributes.contains("@MainActor") {
            return .notMade("`\(name)` is isolated to the main actor, and the tests are not")
        }
        let initializers = declaration.members.filter { member in
            guard case .initializer = member.kind else { return false }
            return !member.isConditional && !member.isFailable && !member.isStatic
                && !member.modifiers.contains { ["private", "fileprivate", "convenience"].contains($0) }
                && !member.attributes.contains("@MainActor")
        }
        let declaresInitializer = declaration.members.contains {
            if case .initializer = $0.kind { true } else { false }
        }
        switch declaration.kind {
        case .struct, .class:
            if let first = initializers.first, case .initializer(let parameters) = first.kind {
                guard !parameters.contains(where: \.isVariadic) else {
                    return .notMade("its initializer takes a variadic parameter")
                }
                return call(spelled, parameters.filter { !$0.hasDefaultValue }.map { ($0.label, $0.type.value) })
            }
            if declaresInitializer { return .notMade("`\(name)` declares no initializer the tests may call") }
            return memberwise(declaration, spelled: spelled, isClass: declaration.kind.isClass, call: call)
        case .enum:
            guard let first = declaration.enumCases.first(where: \.values.isEmpty) ?? declaration.enumCases.first
            else { return .notMade("`\(name)` has no case") }
            if first.values.isEmpty { return .made(TestValue(expression: "\(spelled).\(first.name)")) }
            return call(
                "\(spelled).\(first.name)",
                first.values.filter { !$0.hasDefaultValue }.map { ($0.label, $0.type) })
        case .protocol:
            return .notMade("`\(name)` is a protocol: the tests need a type that conforms to it")
        case .typealias:
            return .notMade("`\(name)` is a generic typealias")
        }
    }

    /// A struct's memberwise initializer, or a class's `init()` when every stored property has a value.
    private func memberwise(
        _ declaration: AppDeclaration, spelled: String, isClass: Bool,
        call: (String, [(label: String, type: String)]) -> Construction
    ) -> Construction {
        var parameters: [(label: String, type: String)] = []
        for member in declaration.members where !member.isStatic && !member.isConditional {
            guard case .property(let property) = member.kind, property.isStored else { continue }
            if member.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }) {
                return .notMade("its memberwise initializer is private, as `\(member.name)` is")
            }
            if member.attributes.contains(where: { $0 != "@MainActor" && $0 != "@objc" }) {
                return .notMade("`\(member.name)` has a property wrapper, which changes the memberwise initializer")
            }
            if property.initialValue != nil { continue }
            guard let type = property.type?.value else {
                return .notMade("the type of `\(member.name)` is not written")
            }
            // A `var` of an optional type starts as `nil`: the memberwise initializer does not need it.
            if !property.isConstant, type.hasSuffix("?") || type.hasPrefix("Optional<") { continue }
            if isClass { return .notMade("`\(member.name)` has no value and the class declares no initializer") }
            parameters.append((member.name, type))
        }
        return call(spelled, parameters)
    }

    /// The view model of a cell or component, made as its own tests make it: its arguments, then the mocks of its
    /// services.
    private func sceneViewModel(_ spec: SceneSpec, spelled: String, maker: TestValueMaker) -> Construction {
        let conventions = projectConventions.applying(spec.conventions)
        if conventions.takesInputInInit { return .notMade("`\(spelled)` takes its inputs in `init`") }
        if spec.coordinator != nil { return .notMade("`\(spelled)` takes its scene's coordinator") }
        let names = SceneNames(spec, naming: naming, appProtocols: appProtocols)
        var values: [String: String] = [:]
        var fixtures: [SwiftType] = []
        var modules: Set<String> = []
        for argument in spec.arguments {
            guard let value = maker.value(of: argument.type?.value ?? .void) else {
                return .notMade("scaffold cannot make its argument `\(argument.name.value)`")
            }
            values[argument.name.value] = value.expression
            fixtures += value.fixtures.filter { !fixtures.contains($0) }
            modules.formUnion(value.modules)
        }
        // Services set after `init` (`inject: property`) are no parameters: an expression cannot set them.
        let mocks = Dictionary(
            names.dependencies.map { ($0.property, "\($0.mock)()") }, uniquingKeysWith: { first, _ in first })
        let builder = SceneModelBuilder(scenes: [:], projectConventions: projectConventions, naming: naming)
        let dependencies = builder.containerMockArguments(of: spec, names: names, conventions: conventions) {
            "\($0.mock)()"
        }
        let arguments =
            builder
            .viewModelInitParameters(of: spec, names: names, conventions: conventions, takesCoordinator: false)
            .arguments { role in
                switch role {
                case .argument(let name): values[name]
                case .dependency(let property): mocks[property]
                case .container:
                    names.containerMock.map { mock in
                        "\(mock)(" + dependencies.joined(separator: ", ") + ")"
                    }
                case .service: names.serviceMock.map { "\($0)()" }
                case .sceneCoordinator: "\(SceneNames.sceneCoordinatorMock)()"
                case .input, .coordinator: nil
                }
            }
        return .made(
            TestValue(
                expression: "\(spelled)(\(arguments.joined(separator: ", ")))", fixtures: fixtures, modules: modules))
    }

    /// `type` with a bare name that `outer` (`Item`, `Shop.Cart`) declares inside it written in full: `Item.Kind`
    /// for the `Kind` of a property of `Item`.
    private func qualifyingNested(_ type: SwiftType, in outer: String) -> SwiftType {
        type.mappingNamedTypes { components in
            guard let first = components.first else { return components }
            var scope = outer.split(separator: ".").map(String.init)
            while !scope.isEmpty {
                let candidate = (scope + [first.name]).joined(separator: ".")
                if !index.declarations(named: candidate).isEmpty {
                    return scope.map { SwiftType.Component(name: $0) } + components
                }
                scope.removeLast()
            }
            return components
        }
    }

    /// `type` with each generic parameter named in `substitutions` replaced by its argument.
    static func substituting(_ substitutions: [String: SwiftType], in type: SwiftType) -> SwiftType {
        guard !substitutions.isEmpty else { return type }
        func map(_ type: SwiftType) -> SwiftType { substituting(substitutions, in: type) }
        switch type {
        case .named(let components):
            if components.count == 1, components[0].genericArguments.isEmpty,
                let replacement = substitutions[components[0].name]
            {
                return replacement
            }
            return .named(
                components.map { SwiftType.Component(name: $0.name, genericArguments: $0.genericArguments.map(map)) })
        case .array(let element): return .array(map(element))
        case .optional(let wrapped): return .optional(map(wrapped))
        case .existential(let constraint): return .existential(map(constraint))
        case .dictionary(let key, let value): return .dictionary(key: map(key), value: map(value))
        case .tuple(let elements):
            return .tuple(elements.map { SwiftType.TupleElement(label: $0.label, type: map($0.type)) })
        case .function(let parameters, let isAsync, let isThrowing, let result):
            return .function(
                parameters: parameters.map { SwiftType.TupleElement(label: $0.label, type: map($0.type)) },
                isAsync: isAsync, isThrowing: isThrowing, result: map(result))
        }
    }

    /// The keys of `edges` that lie on a cycle: a fixture that, through the fixtures it calls, calls itself.
    static func typesOnCycles(_ edges: [String: [String]]) -> Set<String> {
        var onCycles: Set<String> = []
        for start in edges.keys {
            var stack = edges[start] ?? []
            var visited: Set<String> = []
            while let next = stack.popLast() {
                if next == start {
                    onCycles.insert(start)
                    break
                }
                if visited.insert(next).inserted { stack += edges[next] ?? [] }
            }
        }
        return onCycles
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
