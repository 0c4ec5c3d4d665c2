import ScaffoldCore

/// Maps the declarations of a view model, and of its generated contract when given, to the spec that
/// reproduces its contract: the middle stage of `scaffold import`, on values alone.
///
/// It reads the three shapes scaffold generates: inputs and outputs protocols (`inputs: subject`, `observer`,
/// `function`), `viewModel: transform` with its nested `Input` and `Output`, and `inputs: init`. What it cannot
/// say in a spec it keeps as a `Skipped` with its reason, in the section it would have gone in.
struct ViewModelImporter {
    /// What the project around the view model says, which the spec leaves out when it agrees.
    struct Context: Sendable {
        var conventions = Conventions()
        var naming = Naming()
        /// Scenes a route may start: the project's specs and its `externalScenes`.
        var scenes: Set<String> = []
        /// Shared services a scene may depend on: service specs and `appServices`.
        var services: Set<String> = []
        /// The service each type an `init` parameter may be written with stands for, `any` or not: a service
        /// spec's protocol (`UserServiceType`), an app protocol's own name, and an app class's name and the
        /// protocol scaffold extracts from it (`ImageCache`, `ImageCacheType`).
        var serviceTypes: [String: String] = [:]
        /// The property, and so the `init` parameter, scaffold holds each shared service in when the spec gives
        /// no other (`networkService`, an `appServices` entry's `property:`); a service missing here is held in its
        /// name in lower camel case.
        var serviceProperties: [String: String] = [:]
        /// The arguments of each scene a route may start, by scene name: name and type as written.
        var sceneArguments: [String: [(name: String, type: String)]] = [:]
        /// The class the project's view models subclass, if any.
        var viewModelBaseClass: String?
        /// Of the plain type names `init` parameters are written with, those the app's Swift (`appCode`) declares
        /// as protocols, which a parameter names as `any P` would.
        var appProtocols: Set<String> = []
        /// Of those names, the ones it declares as other types: structs, classes, enums, actors, typealiases.
        var appTypes: Set<String> = []
    }

    var context: Context

    private static let libraryModules: Set<String> = ["RxSwift", "RxCocoa", "RxRelay", "Action", "UIKit"]

    /// The plain type names (`WishlistServiceType`, `any PricingService`) the initializers of the classes in
    /// `files` take parameters of: the names whose declarations in the app's Swift tell a protocol from a model.
    static func plainParameterTypes(in files: [SwiftDeclarations]) -> Set<String> {
        var names: Set<String> = []
        for type in files.flatMap(\.types) where type.kind == .class {
            for member in type.members {
                guard case .initializer(let parameters) = member.kind else { continue }
                for parameter in parameters {
                    let name = Reading.withoutAny(parameter.type)
                    if name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { names.insert(name) }
                }
            }
        }
        return names
    }

    /// The scene the view model in `files` declares, or why there is none to import.
    func scene(from files: [(path: String, declarations: SwiftDeclarations)]) -> Result<ImportedScene, Diagnostic> {
        var all = SwiftDeclarations()
        for file in files { all.types += file.declarations.types }
        // A struct is a view model of the transform convention (`transform: {struct: true}`), which has `transform`.
        let candidates = all.types.filter { type in
            (type.kind == .class
                || type.kind == .struct && all.members(of: type.name).contains { $0.name == "transform" })
                && type.name.hasSuffix("ViewModel") && type.name.count > "ViewModel".count && !type.name.contains(".")
        }
        // A view model base class that ends in `ViewModel` is not the view model another one subclasses.
        let bases = Set(candidates.compactMap(\.inheritedTypes.first))
        let viewModels = candidates.filter { !bases.contains($0.name) }
        guard let viewModel = viewModels.first else {
            return .failure(ImportProblem.noViewModel.diagnostic(at: .startOf(files.first?.path ?? "")))
        }
        if viewModels.count > 1 {
            return .failure(
                ImportProblem.twoViewModels(first: viewModel.name, second: viewModels[1].name)
                    .diagnostic(at: viewModels[1].location))
        }
        var reading = Reading(context: context, all: all, viewModel: viewModel)
        reading.read()
        reading.scene.imports = imports(files: files, reading: reading)
        return .success(reading.scene)
    }

    /// The modules the contract imports that a spec must list: not the libraries generated code imports itself,
    /// nor Foundation when a type of the spec already brings it.
    private func imports(files: [(path: String, declarations: SwiftDeclarations)], reading: Reading) -> [String] {
        let contractNames = Set(reading.contractTypeNames)
        let contractFiles = files.filter { file in
            file.declarations.types.contains { contractNames.contains($0.name) && $0.kind != .class }
        }
        let source =
            contractFiles.isEmpty
            ? files.filter { $0.declarations.types.contains { $0.name == reading.className } } : contractFiles
        var modules: [String] = []
        for file in source {
            for module in file.declarations.imports where !modules.contains(module) { modules.append(module) }
        }
        let words = reading.scene.entries.values.flatMap { $0 }.flatMap(\.fields).flatMap { field -> [String] in
            switch field.value {
            case .scalar(let value): return [value]
            case .pairs(let pairs): return pairs.map(\.1)
            case .flag: return []
            }
        }.flatMap { $0.split { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "." }.map(String.init) }
        let bringsFoundation =
            words.contains { FoundationTypes.isUsed(byClass: $0) }
            || reading.scene.viewModelBaseClass.map { FoundationTypes.isUsed(byClass: $0) } == true
        return modules.filter { !Self.libraryModules.contains($0) && !($0 == "Foundation" && bringsFoundation) }
    }
}

/// One import's walk over the declarations, filling `scene` section by section.
private struct Reading {
    var context: ViewModelImporter.Context
    var all: SwiftDeclarations
    var viewModel: SwiftDeclarations.TypeDeclaration
    var scene: ImportedScene

    var className: String { viewModel.name }
    var sceneName: String
    var classMembers: [SwiftDeclarations.Member]
    /// The names of the protocols the files read declare.
    let declaredProtocols: Set<String>
    /// Names the spec accounts for, so that the class members left over can be listed as not imported.
    var accounted: Set<String> = ["inputs", "outputs", "actions", "init", "transform"]
    /// Whether `init` takes a service before the first argument: the spec then says `initOrder: dependenciesFirst`.
    var takesServicesFirst = false
    /// Whether `init` takes its shared services in one `dependencies: Dependencies` parameter, the class's typealias
    /// of provider protocols: the spec then says `inject: container`.
    var takesContainer = false
    /// Whether `init` takes its shared services in one parameter of a struct nested in the class (`init(dependency:
    /// Dependency)`): the spec then says `inject: struct`.
    var takesDependencyStruct = false
    /// The view model's `weak var coordinator` that whatever makes it sets after `init`, not private and no `init`
    /// parameter: the spec then says `coordinatorInViewModel: property`; nil when it has none.
    var coordinatorSetAfterInit: String?
    /// The `init` parameters the spec keeps, in the `init`'s order, each by the word an `initOrder` list names it with
    /// (an argument's name, a service's name), and whether it is an argument.
    var initParameterWords: [(word: String, isArgument: Bool)] = []

    init(context: ViewModelImporter.Context, all: SwiftDeclarations, viewModel: SwiftDeclarations.TypeDeclaration) {
        self.context = context
        self.all = all
        self.viewModel = viewModel
        sceneName = String(viewModel.name.dropLast("ViewModel".count))
        scene = ImportedScene(scene: sceneName, location: viewModel.location)
        classMembers = all.members(of: viewModel.name)
        declaredProtocols = Set(all.types.filter { $0.kind == .protocol }.map(\.name))
    }

    var coordinatorWord: String { context.naming.coordinator == .navigator ? "navigator" : "coordinator" }
    var coordinatorProtocol: String {
        sceneName + (context.naming.coordinator == .navigator ? "Navigator" : "Coordinator") + "Type"
    }
    var resultEnum: String { sceneName + "CoordinationResult" }
    var stateEnum: String { sceneName + "State" }

    /// The protocol the class's `name` property returns (`var inputs: any XInputsType { self }`), or the name
    /// scaffold gives it.
    func protocolName(property name: String, default fallback: String) -> String {
        if let member = classMembers.first(where: { $0.name == name }),
            case .property(let type?, _, _) = member.kind
        {
            return Self.withoutAny(type)
        }
        return fallback
    }

    /// The class's property that shows it as one of its protocols: scaffold's `inputs`, or the app's own `input`.
    func sectionProperty(_ candidates: [String]) -> String {
        candidates.first { name in
            classMembers.contains { member in
                guard member.name == name, case .property(_?, _, _) = member.kind else { return false }
                return true
            }
        } ?? candidates[0]
    }

    var inputsProperty: String { sectionProperty(["inputs", "input"]) }
    var outputsProperty: String { sectionProperty(["outputs", "output"]) }
    var actionsProperty: String { sectionProperty(["actions", "action"]) }
    var inputsProtocol: String { protocolName(property: inputsProperty, default: className + "InputsType") }
    var outputsProtocol: String { protocolName(property: outputsProperty, default: className + "OutputsType") }
    var actionsProtocol: String { protocolName(property: actionsProperty, default: className + "ActionsType") }

    /// The protocol joining the others: the one the class or an extension of it conforms to that requires
    /// the inputs or outputs property, `FeedViewModelType` or the app's `FeedViewModelProtocol`.
    var viewModelProtocol: String {
        let conformances = all.declarations(named: className).flatMap(\.inheritedTypes)
        let sections = [inputsProperty, outputsProperty]
        return conformances.first { conformance in
            all.type(named: conformance, kind: .protocol).map { declaration in
                declaration.members.contains { sections.contains($0.name) }
            } ?? false
        } ?? className + "Type"
    }

    /// The view model protocol's property that shows the class as a protocol of plain values beside its inputs and
    /// outputs (`var state: DaysViewModelState { get }`, or `data`), and that protocol: one the class conforms to that
    /// requires read-only properties alone.
    var stateSection: (property: String, protocolName: String)? {
        let conformances = Set(all.declarations(named: className).flatMap(\.inheritedTypes))
        let sections = [inputsProperty, outputsProperty, actionsProperty]
        let otherProtocols = [inputsProtocol, outputsProtocol, actionsProtocol, viewModelProtocol]
        for member in all.members(of: viewModelProtocol) where !sections.contains(member.name) {
            guard case .property(let type?, _, _) = member.kind else { continue }
            let name = Self.withoutAny(type)
            guard conformances.contains(name), !otherProtocols.contains(name),
                let declaration = all.type(named: name, kind: .protocol), !declaration.members.isEmpty,
                declaration.members.allSatisfy({ if case .property = $0.kind { true } else { false } })
            else { continue }
            return (member.name, name)
        }
        return nil
    }

    var contractTypeNames: [String] {
        [
            inputsProtocol, outputsProtocol, actionsProtocol, viewModelProtocol, className + ".Input",
            className + ".Output", stateEnum, resultEnum, coordinatorProtocol,
        ] + [stateSection?.protocolName].compactMap { $0 }
    }

    var transformMethod: SwiftDeclarations.Member? {
        classMembers.first { member in
            if case .method = member.kind { return member.name == "transform" }
            return false
        }
    }

    var initializer: (member: SwiftDeclarations.Member, parameters: [SwiftDeclarations.Parameter])? {
        for member in classMembers {
            if case .initializer(let parameters) = member.kind { return (member, parameters) }
        }
        return nil
    }

    var takesInputInInit: Bool {
        initializer?.parameters.contains { $0.type == "Input" || $0.type == className + ".Input" } == true
    }

    /// Whether the view model keeps its nested `Input` and `Output` in `input` and `output` properties
    /// (`viewModel: inputOutput`) and has no `transform`.
    var isInputOutput: Bool {
        guard transformMethod == nil, all.type(named: className + ".Input") != nil else { return false }
        let properties = SceneNames.inputOutputProperties
        return [(properties.input, "Input"), (properties.output, "Output")].allSatisfy { name, type in
            classMembers.contains { member in
                guard member.name == name, case .property(let declared?, _, _) = member.kind else { return false }
                return declared == type || declared == className + "." + type
            }
        }
    }

    mutating func read() {
        let isTransform = transformMethod != nil
        let isInputOutput = self.isInputOutput
        readDoc()
        readKind()
        readArgumentsAndDependencies()
        readCoordinatorSetAfterInit()
        let outputTraits: [String]
        if isTransform {
            readTransformInputs()
            outputTraits = readTransformOutputs()
        } else if isInputOutput {
            accounted.formUnion([SceneNames.inputOutputProperties.input, SceneNames.inputOutputProperties.output])
            readInputOutputInputs()
            outputTraits = readTransformOutputs()
        } else {
            if takesInputInInit { readInitInputs() } else { readProtocolInputs() }
            outputTraits = readProtocolOutputs()
            readProtocolActions()
            readStateValues()
        }
        readPropertiesAndMethods(isTransform: isTransform || isInputOutput)
        readState()
        readCoordinator()
        readBaseClass(isTransform: isTransform)
        readConventions(isTransform: isTransform, isInputOutput: isInputOutput, outputTraits: outputTraits)
        if !isTransform && !isInputOutput { readNames() }
        readArgumentsSetAfterInit()
        readLeftovers()
    }

    /// The class's `weak var coordinator: (any XCoordinatorType)?` (or `navigator`) when `init` does not take it and
    /// it is not private: whatever makes the view model sets it afterwards, and its protocol's requirement of it is no
    /// property of the spec.
    mutating func readCoordinatorSetAfterInit() {
        guard
            let member = classMembers.first(where: { $0.name == coordinatorWord }),
            member.modifiers.contains("weak"), member.modifiers.contains("var"),
            !member.modifiers.contains(where: { ["private", "fileprivate", "static"].contains($0) }),
            case .property(let type?, _, false) = member.kind, type.contains(coordinatorProtocol),
            !initParameterWords.contains(where: { $0.word == coordinatorWord && !$0.isArgument })
        else { return }
        coordinatorSetAfterInit = member.name
        scene.hasCoordinator = true
        accounted.insert(member.name)
    }

    /// The class's `var`s that whatever makes the view model sets after `init`, as a DI container or a flow sets an
    /// id: stored, not private, typed, and either optional or implicitly unwrapped without a value (`var companyID:
    /// Int?`), or public with a first value (`public var tab: Tab = .reviews`). Services (a protocol or a scene's
    /// service type) are left to the services.
    mutating func readArgumentsSetAfterInit() {
        for member in classMembers where !accounted.contains(member.name) && member.modifiers.contains("var") {
            guard !member.modifiers.contains(where: { ["private", "fileprivate", "override", "static"].contains($0) }),
                case .property(let type?, let initializer, false) = member.kind
            else { continue }
            // `Int!` is written `Int` in the spec, which makes it implicitly unwrapped when set after `init`.
            let unwrapped = type.hasSuffix("!") ? String(type.dropLast()) : type
            let bare = Self.withoutAny(unwrapped)
            let wrapped = bare.hasSuffix("?") ? String(bare.dropLast()) : bare
            if type.contains("any ") || declaredProtocols.contains(wrapped) || context.appProtocols.contains(wrapped)
                || context.serviceTypes[wrapped] != nil
            {
                continue
            }
            var fields: [ImportedScene.Field]
            if initializer == nil || initializer == "nil", type.hasSuffix("?") || type.hasSuffix("!") {
                fields = [ImportedScene.Field("type", unwrapped)]
            } else if let initializer, member.modifiers.contains("public") || member.modifiers.contains("open") {
                fields = [ImportedScene.Field("type", type), ImportedScene.Field("default", initializer)]
            } else {
                continue
            }
            accounted.insert(member.name)
            fields.append(ImportedScene.Field("inject", "property"))
            if let doc = member.doc { fields.append(ImportedScene.Field("doc", doc)) }
            scene.add(ImportedScene.Entry(member.name, fields, at: member.location), to: .arguments)
        }
    }

    /// The names of the view model's protocols and of the properties that show it as them, where the app spells
    /// them otherwise than the project would: each as a pattern made from the view model's or the scene's name
    /// when it starts with it.
    mutating func readNames() {
        accounted.formUnion([inputsProperty, outputsProperty, actionsProperty])
        var projectSpec = SceneSpec(file: "", name: Located(sceneName, at: viewModel.location))
        let stateSection = self.stateSection
        if stateSection != nil {
            // A scene spells its state protocol and property only when it shows values there.
            var value = MemberSpec(name: Located("value", at: viewModel.location))
            value.exposedInState = viewModel.location
            projectSpec.properties = [value]
        }
        let projectNames = SceneNames(projectSpec, naming: context.naming)
        let hasSection = [
            "inputs": !(scene.entries[.inputs] ?? []).isEmpty, "outputs": !(scene.entries[.outputs] ?? []).isEmpty,
            "actions": !(scene.entries[.actions] ?? []).isEmpty,
        ]
        var read: [(key: NamePatternKey, app: String, project: String, section: String?)] = [
            (.viewModelProtocol, viewModelProtocol, projectNames.viewModelProtocol, nil),
            (.inputsProtocol, inputsProtocol, projectNames.inputsProtocol, "inputs"),
            (.outputsProtocol, outputsProtocol, projectNames.outputsProtocol, "outputs"),
            (.actionsProtocol, actionsProtocol, projectNames.actionsProtocol, "actions"),
            (.inputsProperty, inputsProperty, projectNames.inputsProperty, "inputs"),
            (.outputsProperty, outputsProperty, projectNames.outputsProperty, "outputs"),
            (.actionsProperty, actionsProperty, projectNames.actionsProperty, "actions"),
        ]
        if let stateSection, let stateProtocol = projectNames.stateProtocol,
            let stateProperty = projectNames.stateProperty
        {
            read += [
                (.stateProtocol, stateSection.protocolName, stateProtocol, nil),
                (.stateProperty, stateSection.property, stateProperty, nil),
            ]
        }
        for name in read where name.app != name.project && name.section.map({ hasSection[$0] == true }) ?? true {
            let pattern: String
            if name.key.namesAType, name.app.hasPrefix(className) {
                pattern = "{viewModel}" + name.app.dropFirst(className.count)
            } else if name.key.namesAType, name.app.hasPrefix(sceneName) {
                pattern = "{scene}" + name.app.dropFirst(sceneName.count)
            } else {
                pattern = name.app
            }
            scene.names.append((name.key.rawValue, pattern))
        }
    }

    // MARK: - Scene

    mutating func readDoc() {
        let generated = [
            "Turns the \(sceneName) screen's inputs into the outputs it shows.",
            "Turns the \(sceneName) cell's inputs into the outputs it shows.",
            "Turns the \(sceneName) component's inputs into the outputs it shows.",
        ]
        if let doc = viewModel.doc ?? all.declarations(named: className).compactMap(\.doc).first,
            !generated.contains(doc)
        {
            scene.doc = doc
        } else if let doc = all.type(named: viewModelProtocol)?.doc,
            !doc.hasPrefix("The \(sceneName) view model as its")
        {
            scene.doc = doc
        }
    }

    mutating func readKind() {
        let docs = contractTypeNames.compactMap { all.type(named: $0)?.doc }
        for kind in ["cell", "component"]
        where docs.contains(where: { $0.contains("\(sceneName) \(kind) ") || $0.contains("for its \(kind)") }) {
            scene.kind = kind
            return
        }
        if docs.isEmpty && sceneName.hasSuffix("Cell") { scene.kind = "cell" }
    }

    // MARK: - Init

    mutating func readArgumentsAndDependencies() {
        guard let (_, parameters) = initializer else { return }
        var dependencies: [String] = []
        var (sawArgument, sawService) = (false, false)
        for parameter in parameters {
            accounted.insert(parameter.name)
            let type = Self.withoutAny(parameter.type)
            if type == "Input" || type == className + ".Input" { continue }
            if let providers = containerProviders(of: type) {
                takesContainer = true
                sawService = true
                initParameterWords.append((SceneSpec.containerParameter, false))
                readContainer(providers, at: parameter.location, into: &dependencies)
                continue
            }
            if parameter.name == SceneSpec.dependencyStructParameter, let fields = dependencyStructFields(of: type) {
                takesDependencyStruct = true
                sawService = true
                initParameterWords.append((SceneSpec.dependencyStructParameter, false))
                readDependencyStruct(fields, into: &dependencies)
                continue
            }
            if ["coordinator", "navigator"].contains(parameter.name)
                || [sceneName + "CoordinatorType", sceneName + "NavigatorType"].contains(type)
            {
                scene.hasCoordinator = true
                sawService = true
                initParameterWords.append((coordinatorWord, false))
                continue
            }
            // Code written before `any` names a protocol or a class plainly (`repository: CatalogRepository`).
            let service = context.serviceTypes[type]
            let isProtocol = declaredProtocols.contains(type) || context.appProtocols.contains(type)
            guard
                parameter.type.hasPrefix("any ") || service != nil || isProtocol
                    || parameter.defaultValue != nil && type.hasSuffix("Type")
            else {
                if mayBeUndeclaredProtocol(type) {
                    scene.skip(
                        "argument '\(parameter.name)'", at: parameter.location,
                        because:
                            "its type \(type) is named like a protocol, which an argument cannot be, and neither the "
                            + "files read nor appCode declare it; pass the file that declares it too, or add the "
                            + "argument by hand if \(type) is no protocol", in: .arguments)
                    continue
                }
                let doc = classMembers.first { $0.name == parameter.name }?.doc
                if !sawArgument { takesServicesFirst = sawService }
                sawArgument = true
                initParameterWords.append((parameter.name, true))
                scene.add(
                    entry(Self.labelled(parameter), type: parameter.type, doc: doc, at: parameter.location),
                    to: .arguments)
                continue
            }
            sawService = true
            let name = service ?? (type.hasSuffix("Type") ? String(type.dropLast(4)) : type)
            let ownService = sceneName + (context.naming.service == .useCase ? "UseCase" : "Service")
            if type.hasSuffix("Type"), declaredProtocols.contains(type), !scene.hasService {
                readService(protocolName: type, name: name, at: parameter.location)
                // The call sites the view model's callers write keep working only if `init` keeps its label.
                if parameter.label != SwiftIdentifier.lowerCamelCase(name) { scene.serviceLabel = parameter.label }
                initParameterWords.append((name, false))
            } else if parameter.defaultValue != nil || name == ownService && !context.services.contains(name),
                !scene.hasService
            {
                scene.skip(
                    "service '\(parameter.name)'", at: parameter.location,
                    because: "its protocol \(type) is not in the files read; pass the file that declares it too",
                    in: .service)
            } else if context.services.contains(name) {
                if !dependencies.contains(name) {
                    dependencies.append(name)
                    let property = context.serviceProperties[name] ?? SwiftIdentifier.lowerCamelCase(name)
                    let label = parameter.label == property ? [] : [ImportedScene.Field("label", parameter.label)]
                    scene.add(
                        ImportedScene.Entry(name, label + exposure(ofServiceIn: property), at: parameter.location),
                        to: .dependencies)
                    initParameterWords.append((name, false))
                }
            } else {
                scene.skip(
                    "dependency '\(parameter.name)'", at: parameter.location,
                    because:
                        "the project has no shared service \(name); add a service spec for it, or list it under "
                        + "appServices in scaffold.yml, then import again",
                    in: .dependencies)
            }
        }
    }

    /// The provider protocols `type` composes when it is the class's own typealias of them (`Dependencies`, or
    /// `LaunchesViewModel.Dependencies`), `typealias Dependencies = HasLaunchesUseCase & HasAnalyticsService` as the
    /// MateeDevs devstack writes it; nil for any other type.
    func containerProviders(of type: String) -> [String]? {
        let name = type.hasPrefix(className + ".") ? String(type.dropFirst(className.count + 1)) : type
        guard
            let alias = classMembers.first(where: { $0.name == name && $0.aliasedType != nil }),
            let aliased = alias.aliasedType
        else { return nil }
        let providers = aliased.split(separator: "&").map { String($0.filter { !$0.isWhitespace }) }
        guard providers.allSatisfy({ $0.hasPrefix("Has") && $0.count > 3 }) else { return nil }
        return providers
    }

    /// `expose: true` when the class keeps the service in a stored `let` named `property` that is not private, which
    /// the screen can read; nothing otherwise.
    func exposure(ofServiceIn property: String) -> [ImportedScene.Field] {
        guard
            let member = classMembers.first(where: { $0.name == property }),
            case .property(_, _, let isComputed) = member.kind, !isComputed,
            !member.modifiers.contains(where: { ["private", "fileprivate", "static", "weak"].contains($0) })
        else { return [] }
        return [ImportedScene.Field("expose", flag: true)]
    }

    /// The stored properties of `type` when it is a struct nested in the class and named `Dependency`, the struct
    /// `inject: struct` writes (`Dependency`, or `LaunchesViewModel.Dependency`); nil for any other type.
    func dependencyStructFields(of type: String) -> [SwiftDeclarations.Member]? {
        let name = type.hasPrefix(className + ".") ? String(type.dropFirst(className.count + 1)) : type
        guard name == SceneSpec.dependencyStructName,
            let declaration = all.type(named: className + "." + name, kind: .struct)
        else { return nil }
        return declaration.members.filter {
            if case .property(_, _, let isComputed) = $0.kind { return !isComputed && !$0.modifiers.contains("static") }
            return false
        }
    }

    /// Each field of the `dependency` struct as the shared service its type names, the view model's properties of the
    /// same names accounted for; a field whose type is no shared service of the project is skipped, as the struct
    /// `inject: struct` writes holds only those.
    mutating func readDependencyStruct(_ fields: [SwiftDeclarations.Member], into dependencies: inout [String]) {
        accounted.insert(SceneSpec.dependencyStructName)
        for field in fields {
            guard case .property(let written, _, _) = field.kind, let written else { continue }
            let type = Self.withoutAny(written)
            let name = context.serviceTypes[type] ?? (type.hasSuffix("Type") ? String(type.dropLast(4)) : type)
            guard context.services.contains(name) else {
                scene.skip(
                    "field '\(field.name)' of \(className).\(SceneSpec.dependencyStructName)", at: field.location,
                    because:
                        "\(type) is no shared service of the project, and the struct 'inject: struct' writes holds only "
                        + "those; add a service spec for it, or list it under appServices in scaffold.yml, then import "
                        + "again (or make it an argument)",
                    in: .dependencies)
                continue
            }
            accounted.insert(field.name)
            guard !dependencies.contains(name) else { continue }
            dependencies.append(name)
            let property = context.serviceProperties[name] ?? SwiftIdentifier.lowerCamelCase(name)
            scene.add(ImportedScene.Entry(name, exposure(ofServiceIn: property), at: field.location), to: .dependencies)
        }
    }

    /// Each provider of the `dependencies` parameter as the dependency it provides (`HasUserService`: UserService),
    /// the properties that hold them accounted for; one the project has no shared service for is skipped.
    mutating func readContainer(_ providers: [String], at location: SourceLocation, into dependencies: inout [String]) {
        accounted.insert(SceneSpec.containerTypealias)
        for provider in providers {
            let name = String(provider.dropFirst("Has".count))
            let property = context.serviceProperties[name] ?? SwiftIdentifier.lowerCamelCase(name)
            accounted.insert(property)
            guard context.services.contains(name) else {
                scene.skip(
                    "dependency '\(provider)'", at: location,
                    because:
                        "the project has no shared service \(name); add a service spec for it, or list it under "
                        + "appServices in scaffold.yml, then import again",
                    in: .dependencies)
                continue
            }
            guard !dependencies.contains(name) else { continue }
            dependencies.append(name)
            scene.add(ImportedScene.Entry(name, [], at: location), to: .dependencies)
        }
    }

    /// Whether `type` is a plain name that the Swift read does not declare, nor the app's (`appCode`), which ends
    /// like the name of a protocol (`WishlistServiceType`, `PricingProtocol`): it may be one, written before `any`.
    func mayBeUndeclaredProtocol(_ type: String) -> Bool {
        guard type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            type.hasSuffix("Type") || type.hasSuffix("Protocol")
        else { return false }
        return all.type(named: type) == nil && !context.appTypes.contains(type)
    }

    mutating func readService(protocolName: String, name: String, at location: SourceLocation) {
        scene.hasService = true
        scene.serviceLocation = all.type(named: protocolName)?.location ?? location
        let defaultName = sceneName + (context.naming.service == .useCase ? "UseCase" : "Service")
        if name != defaultName { scene.serviceName = name }
        for member in all.members(of: protocolName) {
            guard case .method(let parameters, let returnType) = member.kind else {
                scene.skip(
                    "service member '\(member.name)'", at: member.location,
                    because: "a service spec lists methods only", in: .service)
                continue
            }
            var fields: [ImportedScene.Field] = []
            if !parameters.isEmpty { fields.append(ImportedScene.Field("params", pairs: parameters.map(Self.pair))) }
            let returned = returnType.map(Self.generic)
            switch (returned?.name, returned?.argument) {
            case ("Single", let element?):
                if !Self.isVoid(element) { fields.append(ImportedScene.Field("returns", element)) }
            case ("Observable", let element?), ("Maybe", let element?):
                if !Self.isVoid(element) { fields.append(ImportedScene.Field("returns", element)) }
                fields.append(ImportedScene.Field("kind", returned?.name == "Maybe" ? "maybe" : "observable"))
            case ("Completable", nil):
                fields.append(ImportedScene.Field("kind", "completable"))
            default:
                if let returnType, !Self.isVoid(returnType) {
                    fields.append(ImportedScene.Field("returns", returnType))
                }
                fields.append(ImportedScene.Field("kind", "sync"))
            }
            if let doc = member.doc { fields.append(ImportedScene.Field("doc", doc)) }
            scene.add(ImportedScene.Entry(member.name, fields, at: member.location), to: .service)
        }
    }

    // MARK: - Inputs

    mutating func readProtocolInputs() {
        var styles: [String: Int] = [:]
        var read: [(style: String, entry: ImportedScene.Entry)] = []
        let wrappers = ["PublishSubject", "PublishRelay", "AnyObserver", "BehaviorRelay"]
        for member in contractMembers(of: inputsProtocol, wrappers: Set(wrappers)) {
            accounted.insert(member.name)
            switch member.kind {
            case .property(let type?, _, _):
                let (wrapper, element) = Self.generic(type)
                guard let element, wrappers.contains(wrapper) else {
                    scene.skip(
                        "input '\(member.name)'", at: member.location,
                        because: "its type \(type) is not a PublishSubject, PublishRelay, AnyObserver or BehaviorRelay",
                        in: .inputs)
                    continue
                }
                if wrapper == "BehaviorRelay" {
                    if let relay = relayEntry(member, element: element, relayProperty: member.name, section: .inputs) {
                        read.append(("relay", relay))
                    }
                    continue
                }
                let style = ["PublishSubject": "subject", "PublishRelay": "publishRelay"][wrapper] ?? "observer"
                styles[style, default: 0] += 1
                read.append((style, entry(member.name, type: element, doc: member.doc, at: member.location)))
            case .method(let parameters, let returnType):
                if let returnType, !Self.isVoid(returnType) {
                    scene.skip(
                        "input '\(member.name)'", at: member.location,
                        because: "an input method returns nothing, and this one returns \(returnType)", in: .inputs)
                    continue
                }
                styles["function", default: 0] += 1
                if parameters.count == 1, parameters[0].label == "_",
                    let relay = relayEntry(
                        member, element: parameters[0].type, relayProperty: member.name + "Relay", section: .inputs,
                        required: false)
                {
                    read.append(("function", relay))
                } else if parameters.count == 1, parameters[0].label == "_" {
                    read.append(
                        ("function", entry(member.name, type: parameters[0].type, doc: member.doc, at: member.location))
                    )
                } else {
                    var fields: [ImportedScene.Field] = []
                    if !parameters.isEmpty {
                        fields.append(ImportedScene.Field("params", pairs: parameters.map(Self.pair)))
                    }
                    if let doc = member.doc { fields.append(ImportedScene.Field("doc", doc)) }
                    read.append(("function", ImportedScene.Entry(member.name, fields, at: member.location)))
                }
            default:
                scene.skip(
                    "input '\(member.name)'", at: member.location,
                    because: "an inputs protocol holds properties and methods only", in: .inputs)
            }
        }
        // One convention for the whole scene: the one most inputs use.
        let style = styles.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
        inputStyle = style
        for (entryStyle, entry) in read {
            if entryStyle == "relay" || entryStyle == style {
                scene.add(entry, to: .inputs)
            } else if entryStyle == "subject" && style == "publishRelay" {
                // A PublishSubject among PublishRelays keeps its form through its own trait.
                var entry = entry
                let position = entry.fields.first?.key == "type" ? 1 : 0
                entry.fields.insert(ImportedScene.Field("trait", MemberTrait.publishSubject.rawValue), at: position)
                scene.add(entry, to: .inputs)
            } else {
                scene.skip(
                    "input '\(entry.name)'", at: entry.location,
                    because: "it is written as \(Self.styleWord(entryStyle)), and this scene's inputs are "
                        + "\(Self.styleWord(style ?? "")); a spec gives all of a scene's inputs one convention",
                    in: .inputs)
            }
        }
    }

    var inputStyle: String?

    /// The members of the protocol `name`; when no file declares it, the class's own stored properties of one of
    /// `wrappers`' types, as a view model written without protocols holds its inputs or outputs.
    func contractMembers(of name: String, wrappers: Set<String>) -> [SwiftDeclarations.Member] {
        if all.type(named: name) != nil { return all.members(of: name) }
        // A member another section's protocol declares is that section's, whatever its type (an outputs protocol
        // may show a PublishSubject).
        let declaredElsewhere = Set(
            [inputsProtocol, outputsProtocol, actionsProtocol].filter { $0 != name && all.type(named: $0) != nil }
                .flatMap { all.members(of: $0).map(\.name) })
        return classMembers.compactMap { member in
            guard !member.modifiers.contains("private"), !declaredElsewhere.contains(member.name),
                case .property(let type, let initializer, false) = member.kind
            else { return nil }
            let written = type ?? initializer.flatMap { $0.hasSuffix("()") ? String($0.dropLast(2)) : nil }
            guard let written, wrappers.contains(Self.generic(written).name) else { return nil }
            var found = member
            found.kind = .property(type: written, initializer: initializer, isComputed: false)
            return found
        }
    }

    static func styleWord(_ style: String) -> String {
        switch style {
        case "subject": return "a PublishSubject"
        case "observer": return "an AnyObserver"
        case "publishRelay": return "a PublishRelay"
        default: return "methods"
        }
    }

    mutating func readInitInputs() {
        for member in all.members(of: className + ".Input") {
            guard case .property(let type?, _, false) = member.kind,
                case (let wrapper, let element?) = Self.generic(type), let trait = Self.trait(wrapper)
            else {
                scene.skip(
                    "input '\(member.name)'", at: member.location,
                    because: "the fields of an Input that init takes are Observables, Drivers or Signals", in: .inputs)
                continue
            }
            scene.add(
                entry(
                    member.name, type: element, trait: trait == "observable" ? nil : trait, doc: member.doc,
                    at: member.location),
                to: .inputs)
        }
    }

    mutating func readTransformInputs() {
        for member in all.members(of: className + ".Input") {
            guard case .property(let type?, _, false) = member.kind else {
                scene.skip(
                    "input '\(member.name)'", at: member.location, because: "Input holds stored fields only",
                    in: .inputs)
                continue
            }
            let (wrapper, element) = Self.generic(type)
            let trait =
                wrapper == "PublishRelay"
                ? "publishRelay"
                : ControlTrait.allCases.first { $0.typeName == wrapper }?.rawValue ?? Self.trait(wrapper)
            guard let element, let trait else {
                scene.skip(
                    "input '\(member.name)'", at: member.location,
                    because:
                        "its type \(type) is not a Driver, Signal, Observable, PublishRelay, ControlEvent or "
                        + "ControlProperty", in: .inputs)
                continue
            }
            scene.add(
                entry(
                    member.name, type: element, trait: trait == "driver" ? nil : trait, doc: member.doc,
                    at: member.location),
                to: .inputs)
        }
        readRelayInputProperties()
    }

    /// The fields of an input/output view model's `Input`: PublishRelays, PublishSubjects or AnyObservers, whose most
    /// common kind is the scene's `inputs` convention; a PublishSubject among PublishRelays is `trait:
    /// publishSubject`, and a field of another kind is left out with the reason.
    mutating func readInputOutputInputs() {
        let kinds = ["PublishRelay": "publishRelay", "PublishSubject": "subject", "AnyObserver": "observer"]
        var read: [(kind: String, entry: ImportedScene.Entry)] = []
        for member in all.members(of: className + ".Input") {
            guard case .property(let type?, _, false) = member.kind else {
                scene.skip(
                    "input '\(member.name)'", at: member.location, because: "Input holds stored fields only",
                    in: .inputs)
                continue
            }
            let (wrapper, element) = Self.generic(type)
            guard let element, let kind = kinds[wrapper] else {
                scene.skip(
                    "input '\(member.name)'", at: member.location,
                    because: "its type \(type) is not a PublishRelay, PublishSubject or AnyObserver", in: .inputs)
                continue
            }
            read.append((kind, entry(member.name, type: element, doc: member.doc, at: member.location)))
        }
        let style = Self.mostCommon(read.map(\.kind), preferring: "publishRelay") ?? "publishRelay"
        inputStyle = style
        for (kind, entry) in read {
            if kind == style {
                scene.add(entry, to: .inputs)
            } else if style == "publishRelay" && kind == "subject" {
                var entry = entry
                let insertAt = entry.fields.firstIndex { $0.key != "type" } ?? entry.fields.count
                entry.fields.insert(ImportedScene.Field("trait", "publishSubject"), at: insertAt)
                scene.add(entry, to: .inputs)
            } else {
                scene.skip(
                    "input '\(entry.name)'", at: entry.location,
                    because: "every field of Input is one kind, the scene's inputs (\(style) here), but a "
                        + "PublishSubject among PublishRelays", in: .inputs)
            }
        }
        readRelayInputProperties()
    }

    /// The view model's own BehaviorRelays that are no field of `Output`: relay inputs the view controller writes.
    mutating func readRelayInputProperties() {
        let outputFields = Set(all.members(of: className + ".Output").map(\.name))
        for member in classMembers where !member.modifiers.contains("private") && !outputFields.contains(member.name) {
            guard case .property(_, let initializer?, false) = member.kind, initializer.hasPrefix("BehaviorRelay<")
            else {
                continue
            }
            accounted.insert(member.name)
            if let relay = relayEntry(member, element: nil, relayProperty: member.name, section: .inputs) {
                scene.add(relay, to: .inputs)
            }
        }
    }

    /// The input or output relay `member` with the first value the class's `relayProperty` starts with.
    mutating func relayEntry(
        _ member: SwiftDeclarations.Member, element: String?, relayProperty: String, section: ImportedScene.Section,
        required: Bool = true, trait: MemberTrait = .relay
    ) -> ImportedScene.Entry? {
        let relay = classMembers.first { $0.name == relayProperty }
        var type = element
        var initial: String?
        if let relay, case .property(let declared, let initializer, _) = relay.kind {
            accounted.insert(relayProperty)
            if let initializer, let (relayType, value) = Self.relayInitializer(initializer) {
                type = type ?? relayType
                initial = value
            } else if let declared, case ("BehaviorRelay", let relayType?) = Self.generic(declared) {
                type = type ?? relayType
            }
        }
        guard required || initial != nil, let type else { return nil }
        if initial == nil && !type.hasSuffix("?") {
            scene.skip(
                "relay '\(member.name)'", at: member.location,
                because: "its first value is not written where the view model declares it; add it to the spec with "
                    + "trait: relay and initial:", in: section)
            return nil
        }
        var fields = [ImportedScene.Field("type", type), ImportedScene.Field("trait", trait.rawValue)]
        if let initial, !(initial == "nil" && type.hasSuffix("?")) {
            fields.append(ImportedScene.Field("initial", initial))
        }
        if let doc = member.doc ?? relay?.doc { fields.append(ImportedScene.Field("doc", doc)) }
        return ImportedScene.Entry(member.name, fields, at: member.location)
    }

    // MARK: - Outputs

    /// Reads the outputs protocol; returns each output's trait (relays left out), for the conventions.
    mutating func readProtocolOutputs() -> [String] {
        var traits: [String] = []
        var read: [(trait: String?, entry: ImportedScene.Entry)] = []
        for member in contractMembers(
            of: outputsProtocol, wrappers: ["Observable", "Driver", "Signal", "BehaviorRelay"])
        {
            accounted.insert(member.name)
            guard case .property(let type?, _, _) = member.kind else {
                scene.skip(
                    "output '\(member.name)'", at: member.location,
                    because: "an outputs protocol holds properties only", in: .outputs)
                continue
            }
            let (wrapper, element) = Self.generic(type)
            if member.name == "state", element == stateEnum, all.type(named: stateEnum, kind: .enum) != nil { continue }
            // The protocol shows the relay or subject itself: the view model declares it under the output's name.
            if wrapper == "BehaviorRelay", let element {
                if let relay = relayEntry(
                    member, element: element, relayProperty: member.name, section: .outputs, trait: .behaviorRelay)
                {
                    read.append((nil, relay))
                }
                continue
            }
            if let element,
                let shown = [MemberTrait.publishRelay, .publishSubject].first(where: {
                    $0.rawValue == wrapper.prefix(1).lowercased() + wrapper.dropFirst()
                })
            {
                read.append(
                    (
                        nil,
                        entry(member.name, type: element, trait: shown.rawValue, doc: member.doc, at: member.location)
                    ))
                continue
            }
            guard let element, let trait = Self.trait(wrapper) else {
                // A stream of another kind is no value read now: it is left out with the reason.
                let streams: Set<String> = [
                    "PublishRelay", "PublishSubject", "BehaviorSubject", "ReplaySubject", "AsyncSubject", "AnyObserver",
                    "Single", "Maybe", "Completable", "ControlEvent", "ControlProperty",
                ]
                if all.type(named: outputsProtocol) != nil, !streams.contains(wrapper) {
                    readOutputValue(member, type: type)
                    continue
                }
                scene.skip(
                    "output '\(member.name)'", at: member.location,
                    because: "its type \(type) is not an Observable, Driver, Signal, BehaviorRelay, PublishRelay or "
                        + "PublishSubject", in: .outputs)
                continue
            }
            // What scaffold generates for a relay output: a read-only member backed by a private `<name>Relay`.
            let relayProperty = member.name + "Relay"
            if let relay = classMembers.first(where: { $0.name == relayProperty && $0.modifiers.contains("private") }),
                case .property(_, let initializer?, false) = relay.kind, initializer.hasPrefix("BehaviorRelay<"),
                let entry = relayEntry(member, element: element, relayProperty: relayProperty, section: .outputs)
            {
                read.append((nil, entry))
                continue
            }
            traits.append(trait)
            read.append((trait, entry(member.name, type: element, doc: member.doc, at: member.location)))
        }
        addOutputs(read, traits: traits)
        return traits
    }

    /// The plain values of the state protocol (`var days: [Day] { get }`), each an argument or a property shown there
    /// (`expose: state`).
    mutating func readStateValues() {
        guard let section = stateSection else { return }
        accounted.insert(section.property)
        for member in all.members(of: section.protocolName) {
            guard case .property(let type?, _, _) = member.kind else { continue }
            accounted.insert(member.name)
            readShownValue(member, type: type, place: "state")
        }
    }

    /// A plain value of the outputs protocol (`var title: String { get }`): the argument of its name shown there, or
    /// a property shown there (`expose: outputs`).
    mutating func readOutputValue(_ member: SwiftDeclarations.Member, type: String) {
        readShownValue(member, type: type, place: "outputs")
    }

    /// A plain value that the protocol `place` shows (`expose: outputs` or `expose: state`): the argument of its name,
    /// or a property.
    mutating func readShownValue(_ member: SwiftDeclarations.Member, type: String, place: String) {
        let shown = ImportedScene.Field("expose", place)
        let arguments = scene.entries[.arguments] ?? []
        if let index = arguments.firstIndex(where: {
            $0.name.split(separator: " ").last.map(String.init) == member.name
        }) {
            scene.entries[.arguments]?[index].fields.append(shown)
            return
        }
        var property = entry(member.name, type: type, doc: member.doc, at: member.location)
        property.fields.append(shown)
        scene.add(property, to: .properties)
    }

    /// Reads `Output`'s fields: its streams are outputs, its actions actions.
    mutating func readTransformOutputs() -> [String] {
        var traits: [String] = []
        var read: [(trait: String?, entry: ImportedScene.Entry)] = []
        for member in all.members(of: className + ".Output") {
            accounted.insert(member.name)
            guard case .property(let type?, _, false) = member.kind else {
                scene.skip(
                    "output '\(member.name)'", at: member.location, because: "Output holds stored fields only",
                    in: .outputs)
                continue
            }
            if let action = actionEntry(member, type: type) {
                scene.add(action, to: .actions)
                continue
            }
            let (wrapper, element) = Self.generic(type)
            if member.name == "state", element == stateEnum, all.type(named: stateEnum, kind: .enum) != nil { continue }
            if wrapper == "BehaviorRelay", let element {
                if let relay = transformRelayEntry(member, element: element) { read.append((nil, relay)) }
                continue
            }
            if wrapper == "PublishRelay", let element {
                read.append(
                    (
                        nil,
                        entry(member.name, type: element, trait: "publishRelay", doc: member.doc, at: member.location)
                    ))
                continue
            }
            guard let element, let trait = Self.trait(wrapper) else {
                scene.skip(
                    "output '\(member.name)'", at: member.location,
                    because:
                        "its type \(type) is not a Driver, Signal, Observable, BehaviorRelay, PublishRelay or Action",
                    in: .outputs)
                continue
            }
            if let relay = classMembers.first(where: { $0.name == member.name && $0.modifiers.contains("private") }),
                case .property(_, let initializer?, false) = relay.kind, initializer.hasPrefix("BehaviorRelay<"),
                let entry = relayEntry(member, element: element, relayProperty: member.name, section: .outputs)
            {
                read.append((nil, entry))
                continue
            }
            traits.append(trait)
            read.append((trait, entry(member.name, type: element, doc: member.doc, at: member.location)))
        }
        addOutputs(read, traits: traits)
        return traits
    }

    /// The relay output `member`, a `BehaviorRelay` field of `Output`, with the first value of the relay `transform`
    /// makes under its name (`let resultCount = BehaviorRelay<Int>(value: 0)`).
    mutating func transformRelayEntry(_ member: SwiftDeclarations.Member, element: String) -> ImportedScene.Entry? {
        let initial = (transformMethod ?? initializer?.member)?.constants[member.name].flatMap(Self.relayInitializer)?
            .initial
        if initial == nil && !element.hasSuffix("?") {
            scene.skip(
                "relay '\(member.name)'", at: member.location,
                because: "transform makes it without a first value scaffold can read; add it to the spec with "
                    + "trait: relay and initial:", in: .outputs)
            return nil
        }
        var fields = [ImportedScene.Field("type", element), ImportedScene.Field("trait", "relay")]
        if let initial, !(initial == "nil" && element.hasSuffix("?")) {
            fields.append(ImportedScene.Field("initial", initial))
        }
        if let doc = member.doc { fields.append(ImportedScene.Field("doc", doc)) }
        return ImportedScene.Entry(member.name, fields, at: member.location)
    }

    /// Adds `read`, each with `trait:` unless its trait is the one the scene's convention gives all.
    mutating func addOutputs(_ read: [(trait: String?, entry: ImportedScene.Entry)], traits: [String]) {
        outputTrait = Self.mostCommon(traits, preferring: defaultOutputTrait)
        for (trait, entry) in read {
            var entry = entry
            if let trait, trait != outputTrait {
                let insertAt = entry.fields.firstIndex { $0.key != "type" } ?? entry.fields.count
                entry.fields.insert(ImportedScene.Field("trait", trait), at: insertAt)
            }
            scene.add(entry, to: .outputs)
        }
    }

    var outputTrait: String?
    var defaultOutputTrait: String {
        let structs: ViewModelConvention? = transformMethod != nil ? .transform : isInputOutput ? .inputOutput : nil
        return structs.map { $0 != context.conventions.viewModel } == true
            ? "driver" : context.conventions.outputs.rawValue
    }

    // MARK: - Actions, properties, methods, state

    func actionEntry(_ member: SwiftDeclarations.Member, type: String) -> ImportedScene.Entry? {
        if type == "CocoaAction" { return entry(member.name, doc: member.doc, at: member.location) }
        let (wrapper, arguments) = Self.generic(type)
        guard wrapper == "Action", let arguments else { return nil }
        let parts = Self.topLevelSplit(arguments)
        guard parts.count == 2 else { return nil }
        var fields: [ImportedScene.Field] = []
        if !Self.isVoid(parts[0]) { fields.append(ImportedScene.Field("input", parts[0])) }
        if !Self.isVoid(parts[1]) { fields.append(ImportedScene.Field("output", parts[1])) }
        if let doc = member.doc { fields.append(ImportedScene.Field("doc", doc)) }
        return ImportedScene.Entry(member.name, fields, at: member.location)
    }

    mutating func readProtocolActions() {
        for member in all.members(of: actionsProtocol) {
            accounted.insert(member.name)
            if case .property(let type?, _, _) = member.kind, let action = actionEntry(member, type: type) {
                scene.add(action, to: .actions)
            } else {
                scene.skip(
                    "action '\(member.name)'", at: member.location,
                    because: "an action is an Action<Input, Output> or a CocoaAction", in: .actions)
            }
        }
    }

    mutating func readPropertiesAndMethods(isTransform: Bool) {
        let members: [SwiftDeclarations.Member]
        if isTransform {
            members = classMembers.filter { member in
                guard !member.modifiers.contains("private"), !member.modifiers.contains("fileprivate"),
                    !accounted.contains(member.name)
                else { return false }
                switch member.kind {
                case .property(_, _, let isComputed): return isComputed
                case .method: return true
                default: return false
                }
            }
        } else {
            let sections =
                [inputsProperty, outputsProperty, actionsProperty] + [stateSection?.property].compactMap { $0 }
            members = all.members(of: viewModelProtocol).filter {
                !sections.contains($0.name) && $0.name != coordinatorSetAfterInit
            }
        }
        for member in members {
            accounted.insert(member.name)
            switch member.kind {
            case .property(let type?, _, _):
                scene.add(entry(member.name, type: type, doc: member.doc, at: member.location), to: .properties)
            case .method(let parameters, let returnType):
                var fields: [ImportedScene.Field] = []
                if !parameters.isEmpty {
                    fields.append(ImportedScene.Field("params", pairs: parameters.map(Self.pair)))
                }
                if let returnType, !Self.isVoid(returnType) {
                    fields.append(ImportedScene.Field("returns", returnType))
                }
                if let doc = member.doc { fields.append(ImportedScene.Field("doc", doc)) }
                scene.add(ImportedScene.Entry(member.name, fields, at: member.location), to: .methods)
            default:
                scene.skip(
                    "member '\(member.name)'", at: member.location,
                    because: "a view model's own members are read-only properties and methods", in: .methods)
            }
        }
    }

    mutating func readState() {
        guard all.type(named: stateEnum, kind: .enum) != nil else { return }
        accounted.insert("state")
        for member in all.members(of: stateEnum) {
            guard case .enumCase(let payload) = member.kind else {
                scene.skip(
                    "state member '\(member.name)'", at: member.location, because: "a state is a list of cases",
                    in: .state)
                continue
            }
            scene.add(entry(member.name, type: payload, doc: member.doc, at: member.location), to: .state)
        }
    }

    // MARK: - Coordinator

    mutating func readCoordinator() {
        var resultCases: [String] = []
        if all.type(named: resultEnum, kind: .enum) != nil {
            scene.hasCoordinator = true
            for member in all.members(of: resultEnum) {
                guard case .enumCase(let payload) = member.kind else {
                    scene.skip(
                        "result member '\(member.name)'", at: member.location, because: "a result is a list of cases",
                        in: .result)
                    continue
                }
                resultCases.append(member.name)
                scene.add(entry(member.name, type: payload, doc: member.doc, at: member.location), to: .result)
            }
        }
        // Only the generated wording says whether the scene has a coordinator that observes its outputs.
        let word = context.naming.coordinator == .navigator ? "navigator" : "coordinator"
        if [outputsProtocol, viewModelProtocol].contains(where: {
            all.type(named: $0)?.doc?.contains(" and \(word)") == true
        }) {
            scene.hasCoordinator = true
        }
        guard all.type(named: coordinatorProtocol) != nil else { return }
        scene.hasCoordinator = true
        let outputs = Set((scene.entries[.outputs] ?? []).map(\.name))
        // A route may start from an input (a tap) as well as from an output.
        let inputs = Set((scene.entries[.inputs] ?? []).map(\.name))
        let finishMethods = Set(resultCases.map { "finish" + $0.prefix(1).uppercased() + $0.dropFirst() })
        for member in all.members(of: coordinatorProtocol) where !finishMethods.contains(member.name) {
            guard case .method(_, let returnType?) = member.kind,
                case ("Observable", let result?) = Self.generic(returnType),
                result.hasSuffix("CoordinationResult"), result.count > "CoordinationResult".count
            else {
                scene.skip(
                    "\(coordinatorWord) method '\(member.name)'", at: member.location,
                    because: "it is neither a route (returning Observable<XCoordinationResult>) nor a result's finish "
                        + "method", in: .routes)
                continue
            }
            let target = String(result.dropLast("CoordinationResult".count))
            guard outputs.contains(member.name) || inputs.contains(member.name) else {
                scene.skip(
                    "route '\(member.name)'", at: member.location,
                    because: "no output or input is named '\(member.name)', and the protocol does not say which one "
                        + "starts a method named otherwise; add the route by hand, with 'method:'", in: .routes)
                continue
            }
            guard context.scenes.contains(target) else {
                scene.skip(
                    "route '\(member.name)' to \(target)", at: member.location,
                    because: "the project has no spec for \(target); import or write it first, then add the route",
                    in: .routes)
                continue
            }
            let generatedDoc =
                "Shows the \(target) scene at once; the result tells how it ended, and need not be observed."
            var fields: [ImportedScene.Field] = []
            // A scene with several arguments takes the output's (or input's) value as the one argument of its type.
            let arguments = context.sceneArguments[target] ?? []
            let source: ImportedScene.Section = outputs.contains(member.name) ? .outputs : .inputs
            let payload = (scene.entries[source] ?? []).first { $0.name == member.name }?.fields.first {
                $0.key == "type"
            }
            if arguments.count > 1, case .scalar(let type)? = payload?.value {
                let matching = arguments.filter { $0.type == type || $0.type == type + "?" }
                if matching.count == 1 { fields.append(ImportedScene.Field("argument", matching[0].name)) }
            }
            if let doc = member.doc, doc != generatedDoc { fields.append(ImportedScene.Field("doc", doc)) }
            // The transform convention allows an input and an output of one name: the route says which, as the
            // output's route did before routes could start from inputs.
            if outputs.contains(member.name) && inputs.contains(member.name) {
                fields.append(ImportedScene.Field("source", "output"))
            }
            if !fields.isEmpty {
                scene.add(
                    ImportedScene.Entry(
                        member.name, [ImportedScene.Field("scene", target)] + fields, at: member.location),
                    to: .routes)
            } else {
                scene.add(entry(member.name, type: target, at: member.location), to: .routes)
            }
        }
    }

    // MARK: - Base class and conventions

    mutating func readBaseClass(isTransform: Bool) {
        let first = viewModel.inheritedTypes.first
        let base = first.flatMap { name -> String? in
            declaredProtocols.contains(name) || name.hasSuffix("Type") || name == "AnyObject" ? nil : name
        }
        if base != context.viewModelBaseClass {
            scene.viewModelBaseClass = base ?? "false"
        }
    }

    mutating func readConventions(isTransform: Bool, isInputOutput: Bool, outputTraits: [String]) {
        let project = context.conventions
        var wanted: [(key: String, value: String)] = []
        if isInputOutput {
            wanted.append(("viewModel", "inputOutput"))
            if let style = inputStyle { wanted.append(("inputs", style)) }
            if let trait = outputTrait { wanted.append(("outputs", trait)) }
        } else if isTransform {
            wanted.append(("viewModel", "transform"))
            if let trait = outputTrait { wanted.append(("outputs", trait)) }
            wanted.append(("transform", viewModel.kind == .struct ? "{struct: true}" : "{struct: false}"))
            let takesBag =
                transformMethod.map { member -> Bool in
                    if case .method(let parameters, _) = member.kind {
                        return parameters.contains { $0.name == "disposeBag" }
                    }
                    return false
                } ?? false
            // One choice for the whole project, which a spec cannot make.
            if takesBag != project.transformTakesDisposeBag, let method = transformMethod {
                scene.skip(
                    "transform's disposeBag parameter", at: method.location,
                    because:
                        "whether transform takes a dispose bag is the project's choice; set conventions: {transform: "
                        + "{disposeBag: \(takesBag)}} in scaffold.yml", in: .inputs)
            }
        } else {
            wanted.append(("viewModel", "protocols"))
            if takesInputInInit {
                wanted.append(("inputs", "init"))
            } else if let style = inputStyle {
                wanted.append(("inputs", style))
            }
            if let trait = outputTrait { wanted.append(("outputs", trait)) }
            if scene.hasCoordinator
                && initializer?.parameters.contains(where: { ["coordinator", "navigator"].contains($0.name) }) == true
                && !takesInputInInit
            {
                wanted.append(("coordinatorInViewModel", "true"))
            }
        }
        if coordinatorSetAfterInit != nil {
            wanted.removeAll { $0.key == "coordinatorInViewModel" }
            wanted.append(("coordinatorInViewModel", Conventions.coordinatorSetAfterInitSpelling))
        }
        if takesContainer { wanted.append(("inject", InjectionConvention.container.rawValue)) }
        if takesDependencyStruct { wanted.append(("inject", InjectionConvention.dependencyStruct.rawValue)) }
        let explicitOrder = interleavedInitOrder
        if takesServicesFirst && explicitOrder == nil {
            wanted.append(("initOrder", InitParameterOrder.dependenciesFirst.rawValue))
        }
        // Each choice the project already makes is left out.
        func resolved(_ pairs: [(key: String, value: String)]) -> Conventions {
            var overrides = ConventionOverrides()
            let at = scene.location
            for (key, value) in pairs {
                switch key {
                case "viewModel": overrides.viewModel = ViewModelConvention(rawValue: value).map { Located($0, at: at) }
                case "inputs": overrides.inputs = InputConvention(rawValue: value).map { Located($0, at: at) }
                case "outputs": overrides.outputs = OutputTrait(rawValue: value).map { Located($0, at: at) }
                case "coordinatorInViewModel":
                    overrides.coordinatorInViewModel = Located(value != "false", at: at)
                    if value == Conventions.coordinatorSetAfterInitSpelling {
                        overrides.coordinatorSetAfterInit = Located(true, at: at)
                    }
                case "initOrder": overrides.initOrder = InitParameterOrder(rawValue: value).map { Located($0, at: at) }
                case "inject": overrides.inject = InjectionConvention(rawValue: value).map { Located($0, at: at) }
                default: overrides.transformStruct = Located(value.contains("true"), at: at)
                }
            }
            return project.applying(overrides)
        }
        let target = resolved(wanted)
        var kept = wanted
        for pair in wanted {
            let without = kept.filter { $0.key != pair.key }
            if resolved(without) == target { kept = without }
        }
        scene.conventions = kept
        // A list is the scene's own, which no project convention makes.
        if let explicitOrder { scene.conventions.append(("initOrder", explicitOrder)) }
    }

    /// `[apiService, theme, router, FavoriteStorage, animated]` when the `init` mixes arguments and services, which
    /// neither `argumentsFirst` nor `dependenciesFirst` can say; nil when the arguments come together.
    var interleavedInitOrder: String? {
        let groups = initParameterWords.map(\.isArgument).reduce(into: [Bool]()) { groups, isArgument in
            if groups.last != isArgument { groups.append(isArgument) }
        }
        guard groups.count > 2 else { return nil }
        return "[" + initParameterWords.map(\.word).joined(separator: ", ") + "]"
    }

    /// The class's own members the spec has no place for.
    mutating func readLeftovers() {
        for member in classMembers where !accounted.contains(member.name) {
            if member.modifiers.contains(where: { ["private", "fileprivate", "override"].contains($0) }) { continue }
            switch member.kind {
            case .property(_, _, let isComputed):
                // A stored output of the protocols convention is accounted for by its protocol; a stored input
                // (`let refresh = PublishSubject<Void>()`) too.
                if !isComputed, scene.entries.values.contains(where: { $0.contains { $0.name == member.name } }) {
                    continue
                }
                scene.skip(
                    "property '\(member.name)'", at: member.location,
                    because: "it is not in the view model's protocols or Output; a spec's properties are read-only "
                        + "members of the view model", in: .properties)
            case .method:
                scene.skip(
                    "method '\(member.name)'", at: member.location,
                    because:
                        "it is not in the view model's protocols; a spec's methods are members of the view model",
                    in: .methods)
            case .other(let what):
                scene.skip(
                    "\(what) '\(member.name)'", at: member.location, because: "a spec has no \(what)s", in: .methods)
            default:
                continue
            }
        }
    }

    // MARK: - Helpers

    func entry(
        _ name: String, type: String? = nil, trait: String? = nil, doc: String? = nil, at location: SourceLocation
    ) -> ImportedScene.Entry {
        var fields: [ImportedScene.Field] = []
        if let type, !Self.isVoid(type) { fields.append(ImportedScene.Field("type", type)) }
        if let trait { fields.append(ImportedScene.Field("trait", trait)) }
        if let doc { fields.append(ImportedScene.Field("doc", doc)) }
        return ImportedScene.Entry(name, fields, at: location)
    }

    /// An argument's key in the spec: its name, or `label name` when `init` gives it another label.
    static func labelled(_ parameter: SwiftDeclarations.Parameter) -> String {
        parameter.label == parameter.name ? parameter.name : "\(parameter.label) \(parameter.name)"
    }

    static func withoutAny(_ type: String) -> String {
        var type = type
        if type.hasPrefix("(") && type.hasSuffix(")?") { type = String(type.dropFirst().dropLast(2)) }
        return type.hasPrefix("any ") ? String(type.dropFirst(4)) : type
    }

    static func isVoid(_ type: String) -> Bool { type == "Void" || type == "()" }

    /// `Driver<[Int]>` as `("Driver", "[Int]")`; a type without generic arguments as `(type, nil)`.
    static func generic(_ type: String) -> (name: String, argument: String?) {
        guard let open = type.firstIndex(of: "<"), type.hasSuffix(">") else { return (type, nil) }
        return (String(type[..<open]), String(type[type.index(after: open)..<type.index(before: type.endIndex)]))
    }

    /// `A, B<C, D>` as `["A", "B<C, D>"]`: split at the commas outside brackets.
    static func topLevelSplit(_ text: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            switch character {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            default: break
            }
            if character == ",", depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }

    /// `BehaviorRelay<Int>(value: 0)` as `("Int", "0")`.
    static func relayInitializer(_ text: String) -> (type: String, initial: String)? {
        let prefix = "BehaviorRelay<"
        guard text.hasPrefix(prefix), text.hasSuffix(")"), let call = text.range(of: ">(value: ") else { return nil }
        let type = String(text[text.index(text.startIndex, offsetBy: prefix.count)..<call.lowerBound])
        return (type, String(text[call.upperBound..<text.index(before: text.endIndex)]))
    }

    static func trait(_ wrapper: String) -> String? {
        ["Observable": "observable", "Driver": "driver", "Signal": "signal"][wrapper]
    }

    /// A parameter as a `params:` item: `name: Type`, or `label name: Type`.
    static func pair(_ parameter: SwiftDeclarations.Parameter) -> (String, String) {
        (parameter.label == parameter.name ? parameter.name : "\(parameter.label) \(parameter.name)", parameter.type)
    }

    static func mostCommon(_ values: [String], preferring preferred: String) -> String? {
        let counts = Dictionary(values.map { ($0, 1) }, uniquingKeysWith: +)
        guard let best = counts.values.max() else { return nil }
        if counts[preferred] == best { return preferred }
        return values.first { counts[$0] == best }
    }
}
