import FuzzSupport

/// Writes random projects whose specs use every form `Documentation/Specs.md` documents, for `FuzzCompileTests` to run through
/// `scaffold scene` and compile: every spec key and convention, traits, relays and their `initial:` (scene
/// arguments included), arguments and routes (from outputs, inputs and the app's own code, to scenes and to Safari, the system and
/// handlers) with payloads and presentations, the names of their methods (`method:`), results,
/// tracking, properties, methods and labels, `init`'s labels and order, services set after `init`,
/// scenes' own services of every kind, shared services and
/// `dependencies:`, cells and components, states, and the project's `naming:`, conventions, base classes, external
/// scenes and app protocols;
/// with awkward but legal names and types: optionals, labelled tuples, closures with `_ name:` labels, nested
/// generics, `Result<A, B>`, and app types named like RxSwift, RxCocoa and Action types.
///
/// It aims at valid specs but does not avoid every rule: what validation refuses is counted, not a failure.
struct ProjectFuzzer {
    var random: SeededRandom

    /// A type a spec may write: its spelling, a Swift expression of that type a relay may start with (nil when the
    /// type is optional, or has none), and the app types it names.
    struct FuzzType {
        var spelling: String
        var initial: String?
        var appTypes: [String] = []
        var isOptional = false
    }

    /// App types the app code declares, each with a default value (`Event()`): a plain model, those named like
    /// library types, a generic one and an error.
    static let appTypeNames = [
        "User", "Repository", "Event", "Single", "Driver", "Action", "Signal", "Maybe", "Completable", "Binder",
        "Recorded", "Disposable", "Infallible", "Observable",
    ]

    /// App types named like Foundation's, which only a project whose `appCode` declares them can tell apart: the
    /// test module imports Foundation and the app.
    static let foundationNamedAppTypes = ["Notification", "Calendar"]

    static let plainTypes: [FuzzType] = [
        FuzzType(spelling: "Int", initial: "0"),
        FuzzType(spelling: "String", initial: "\"\""),
        FuzzType(spelling: "Bool", initial: "false"),
        FuzzType(spelling: "Double", initial: "0.5"),
        FuzzType(spelling: "Date", initial: "Date()"),
        FuzzType(spelling: "URL", initial: nil),
        FuzzType(spelling: "UUID", initial: "UUID()"),
        FuzzType(spelling: "Data", initial: "Data()"),
        FuzzType(spelling: "Decimal", initial: "Decimal(2)"),
        FuzzType(spelling: "Character", initial: "\"b\""),
        FuzzType(spelling: "Int64", initial: "0"),
        FuzzType(spelling: "TimeZone", initial: nil),
        FuzzType(spelling: "[String]", initial: "[]"),
        FuzzType(spelling: "[String: Int]", initial: "[:]"),
        FuzzType(spelling: "Set<String>", initial: "[]"),
        FuzzType(spelling: "Int?", initial: nil, isOptional: true),
        FuzzType(spelling: "String??", initial: nil, isOptional: true),
        FuzzType(spelling: "Optional<Int>", initial: "nil"),
        FuzzType(spelling: "(Int, String)", initial: "(0, \"\")"),
        FuzzType(spelling: "(count: Int, names: [String])", initial: "(count: 0, names: [])"),
        FuzzType(spelling: "(_ index: Int) -> Void", initial: "{ _ in }"),
        FuzzType(spelling: "(_ index: Int, _ total: Int) -> String", initial: "{ _, _ in \"\" }"),
        FuzzType(spelling: "((Int) -> Void)?", initial: nil, isOptional: true),
        FuzzType(spelling: "(Int, String) throws -> Bool", initial: "{ _, _ in true }"),
        FuzzType(spelling: "() -> Void", initial: "{}"),
        FuzzType(spelling: "any Error", initial: "ApiError()", appTypes: ["ApiError"]),
        FuzzType(spelling: "(any Error)?", initial: nil, isOptional: true),
        FuzzType(spelling: "[String: [Int?]]", initial: "[:]"),
        FuzzType(spelling: "Dictionary<String, Array<Int>>", initial: "[:]"),
        FuzzType(spelling: "[[String]]", initial: "[]"),
        FuzzType(spelling: "Result<Int, ApiError>", initial: ".success(0)", appTypes: ["ApiError"]),
        FuzzType(spelling: "Result<[String], any Error>", initial: ".success([])"),
    ]

    /// Types that name app types, built around `name`.
    static func appTypes(named name: String) -> [FuzzType] {
        [
            FuzzType(spelling: name, initial: "\(name)()", appTypes: [name]),
            FuzzType(spelling: "\(name)?", initial: nil, appTypes: [name], isOptional: true),
            FuzzType(spelling: "[\(name)]", initial: "[]", appTypes: [name]),
            FuzzType(spelling: "[String: \(name)]", initial: "[:]", appTypes: [name]),
            FuzzType(spelling: "Page<\(name)>", initial: "Page()", appTypes: [name, "Page"]),
            FuzzType(spelling: "Page<[\(name)?]>", initial: "Page()", appTypes: [name, "Page"]),
            FuzzType(
                spelling: "Result<\(name), ApiError>", initial: ".failure(ApiError())", appTypes: [name, "ApiError"]),
            FuzzType(spelling: "Result<[\(name)], any Error>", initial: ".success([])", appTypes: [name]),
            FuzzType(spelling: "(item: \(name), index: Int)", initial: "(item: \(name)(), index: 0)", appTypes: [name]),
            FuzzType(spelling: "(_ item: \(name)) -> Void", initial: "{ _ in }", appTypes: [name]),
            FuzzType(spelling: "(\(name), Int)?", initial: nil, appTypes: [name], isOptional: true),
        ]
    }

    /// Names a member may take: plain ones, names of library types and Unicode.
    static let memberNames = [
        "value", "item", "data", "text", "count", "result", "error", "event", "single", "driver", "action", "signal",
        "description", "hash", "type", "selected", "isEnabled", "rx", "bag", "café", "größe", "naïve", "_hidden",
        "title", "name", "index", "completed", "next", "observable", "relay", "subject", "values", "refresh", "close",
        "done", "finish", "show", "load", "self_", "Self_", "URL", "String", "debugDescription", "superclass",
    ]

    /// Names generated code uses too, which validation often refuses: taken rarely.
    static let generatedNames = [
        "input", "output", "coordinator", "navigator", "viewModel", "scheduler", "disposeBag", "dependencies",
        "state", "start", "transform", "activityTracker", "errorTracker", "rootViewController", "presentation",
    ]

    static let labels = [
        "_", "at", "for", "by", "with", "in", "from", "of", "to", "default", "where", "is", "as", "on",
    ]

    /// Words scene names start with: plain, library-like and Unicode.
    static let sceneWords = [
        "Fuzz", "Event", "Driver", "Single", "Action", "Data", "Observable", "Café", "Store", "Detail", "List",
        "Notification", "Input", "Output", "Service",
    ]

    /// What the other scenes of a project need to know about a scene: how to route to it and what it finishes with.
    struct SceneInfo {
        var name: String
        var isScreen: Bool
        var arguments: [(name: String, type: FuzzType)]
        var resultCases: Int
        var dependencies: [String] = []
        var hasCoordinator = true
        var isExternal = false
    }

    private var usedAppTypes: Set<String> = []
    private var scenes: [SceneInfo] = []
    private var sharedServices: [String] = []
    private var hasAppProtocol = false
    /// Whether the project lists its Swift under `appCode`, which scaffold then reads.
    private var readsAppCode = false
    /// The scenes the spec being written routes to or contains.
    private var references: Set<String> = []
    private var baseCoordinator = "BaseCoordinator"
    private var projectTransform = false
    /// Whether the project lets a scene's view controller start its routes: its view models do not call their
    /// coordinators and it has no navigators.
    private var projectAllowsViewControllerNavigation = true
    /// Whether the project's coordinators are navigators, whose assemblers make the view models: no services set
    /// after `init` there.
    private var projectNamesNavigators = false
    /// Whether the project's view models call their coordinators (`coordinatorInViewModel: true` or `property`, or
    /// the transform convention): their routes are methods, which `method:` may name.
    private var projectCallsCoordinator = false

    init(random: SeededRandom) {
        self.random = random
    }

    private mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }
    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    private mutating func count(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    /// A random type; `used` records the app types it names.
    private mutating func type() -> FuzzType {
        let type =
            chance(55)
            ? pick(Self.plainTypes)
            : pick(
                Self.appTypes(
                    named: pick(Self.appTypeNames + (readsAppCode ? Self.foundationNamedAppTypes : []))))
        usedAppTypes.formUnion(type.appTypes)
        return type
    }

    /// A type in a YAML double-quoted scalar.
    private func quoted(_ type: FuzzType) -> String { "\"\(type.spelling)\"" }

    /// An `initial:` value in a YAML single-quoted scalar.
    private func quotedInitial(_ expression: String) -> String { "'\(expression)'" }

    /// Free text with characters that must not end a comment or escape a string.
    private mutating func doc(_ subject: String) -> String {
        let text = pick([
            "Docs for \(subject) with <, >, & and \\\"quotes\\\".", "Ends */ a comment /* maybe.",
            "Two\\nlines.", "Unicode \\u2028 separator and \\u202E override.", "Plain \(subject).",
        ])
        return "\"\(text)\""
    }

    /// A fresh member name for a scene, sometimes awkward.
    private mutating func name(_ prefix: String, used: inout Set<String>) -> String {
        if chance(35) {
            let name = chance(3) ? pick(Self.generatedNames) : pick(Self.memberNames)
            if used.insert(name).inserted { return name }
        }
        var index = used.count
        while !used.insert("\(prefix)\(index)").inserted { index += 1 }
        return "\(prefix)\(index)"
    }

    /// `- name`, `- name: Type` or `- name: {type: Type, doc: ...}`.
    private mutating func member(_ name: String, type: FuzzType?) -> String {
        guard let type else { return chance(70) ? "  - \(name)" : "  - \(name): {doc: \(doc(name))}" }
        return chance(50) ? "  - \(name): \(quoted(type))" : "  - \(name): {type: \(quoted(type)), doc: \(doc(name))}"
    }

    private mutating func params(used: inout Set<String>) -> String {
        var names: Set<String> = []
        let params = (0..<count(0...3)).map { _ -> String in
            let name = self.name("p", used: &names)
            let type = self.type()
            return chance(50) ? "\(pick(Self.labels)) \(name): \(quoted(type))" : "\(name): \(quoted(type))"
        }
        return "[" + params.joined(separator: ", ") + "]"
    }

    private mutating func serviceMethods(into lines: inout [String], indent: String) {
        var used: Set<String> = []
        for _ in 0..<count(1...4) {
            let name = self.name("method", used: &used)
            let kind = pick(["single", "observable", "completable", "maybe", "sync", nil])
            let returns = kind == "completable" || chance(15) ? nil : type()
            if let returns, kind == nil, chance(30) {
                lines.append("\(indent)- \(name): \(quoted(returns))")
                continue
            }
            var parts = ["params: \(params(used: &used))"]
            if let returns { parts.append("returns: \(quoted(returns))") }
            if let kind { parts.append("kind: \(kind)") }
            if chance(30) { parts.append("doc: \(doc(name))") }
            lines.append("\(indent)- \(name): {\(parts.joined(separator: ", "))}")
        }
    }

    /// A random project of `sceneCount` scenes called `<word><first + n>`.
    mutating func project(first: Int, sceneCount: Int) -> FuzzProject {
        usedAppTypes = []
        scenes = []
        sharedServices = []
        var specs: [String: String] = [:]
        var scenePaths: [String: String] = [:]
        var appTypes: [String: Set<String>] = [:]
        var references: [String: Set<String>] = [:]
        var config = ["tests: {folder: SceneTests, testableImport: App}"]
        // scaffold then reads the app's Swift, which declares the app types of every spec, used or refused.
        readsAppCode = chance(50)
        if readsAppCode { config.append("appCode: App") }

        var conventions: [String] = []
        projectTransform = chance(30)
        if projectTransform {
            conventions.append("viewModel: transform")
            if chance(50) {
                var options = ["disposeBag: \(pick(["true", "false"]))"]
                // The app's ViewModelType is scaffold's, so any label declares and calls the same shape.
                if chance(50) { options.append("label: \(pick(["_", "input", "with", "for"]))") }
                conventions.append("transform: {\(options.joined(separator: ", "))}")
            }
        } else {
            if chance(40) {
                conventions.append("inputs: \(pick(["subject", "observer", "function", "publishRelay"]))")
            }
            if chance(30) { conventions.append("coordinatorInViewModel: \(pick(["true", "false", "property"]))") }
        }
        if chance(40) { conventions.append("outputs: \(pick(["observable", "driver", "signal"]))") }
        if chance(40) { conventions.append("present: \(pick(["push", "modal", "modalInNavigation", "custom"]))") }
        if !conventions.isEmpty { config.append("conventions: {\(conventions.joined(separator: ", "))}") }

        var naming: [String] = []
        if chance(40) { naming.append("service: \(pick(["service", "useCase"]))") }
        if chance(40) { naming.append("coordinator: \(pick(["coordinator", "navigator"]))") }
        projectNamesNavigators = naming.contains("coordinator: navigator")
        projectCallsCoordinator =
            projectTransform || conventions.contains("coordinatorInViewModel: true")
            || conventions.contains("coordinatorInViewModel: property")
        // Any `coordinatorInViewModel` in scaffold.yml, `false` too, is refused beside a scene's view controller navigation.
        projectAllowsViewControllerNavigation =
            !conventions.contains { $0.hasPrefix("coordinatorInViewModel: ") } && !projectNamesNavigators
        if !naming.isEmpty { config.append("naming: {\(naming.joined(separator: ", "))}") }

        baseCoordinator = chance(30) ? "AppFlow" : "BaseCoordinator"
        if baseCoordinator != "BaseCoordinator" { config.append("baseCoordinator: \(baseCoordinator)") }

        var appCode: [String] = []
        if chance(40) {
            config.append("externalScenes:")
            config.append("  Onboarding:")
            config.append("  Settings: {coordinator: SettingsFlow, result: SettingsResult, arguments: [section: Int]}")
            appCode.append(Self.externalScenes(base: baseCoordinator))
            scenes.append(
                SceneInfo(name: "Onboarding", isScreen: true, arguments: [], resultCases: 0, isExternal: true))
            scenes.append(
                SceneInfo(
                    name: "Settings", isScreen: true, arguments: [("section", FuzzType(spelling: "Int", initial: "0"))],
                    resultCases: 0, isExternal: true))
        }
        hasAppProtocol = chance(30)
        // The property the app protocol is held in: scaffold's name, or the one its entry gives.
        let pricesProperty = chance(40) ? "prices" : "pricesUseCase"
        if hasAppProtocol {
            config.append("appServices:")
            config.append("  PricesUseCase:")
            if pricesProperty != "pricesUseCase" { config.append("    property: \(pricesProperty)") }
            config.append("    methods:")
            config.append("      - price: {params: [for productID: Int], returns: String, kind: observable}")
            config.append("      - currencyCode: {returns: String, kind: sync}")
            config.append("      - reset: {kind: completable}")
            appCode.append(Self.appProtocol)
        }
        if hasAppProtocol && chance(30) {
            // The app's own base class, whose init takes a service every view model then depends on.
            config.append(
                "viewModelBaseClass: {name: AppViewModel, superInit: \"super.init(prices: \(pricesProperty))\", "
                    + "dependencies: [PricesUseCase]}")
            appCode.append(Self.appViewModel)
        } else if chance(25) {
            config.append("viewModelBaseClass: NSObject")
        }

        for index in 0..<count(0...2) {
            let name = "Shared\(first)x\(index)Service"
            sharedServices.append(name)
            var lines = ["service: \(name)"]
            if chance(50) { lines.append("doc: \(doc(name))") }
            if chance(20) { lines.append("imports: [Foundation]") }
            lines.append("methods:")
            serviceMethods(into: &lines, indent: "  ")
            specs["Specs/Services/\(name).yml"] = lines.joined(separator: "\n") + "\n"
            appTypes["Specs/Services/\(name).yml"] = usedAppTypes
            usedAppTypes = []
        }

        for index in first..<(first + sceneCount) {
            let scene = "\(pick(Self.sceneWords))\(index)"
            let path = "Specs/\(scene).yml"
            specs[path] = sceneSpec(scene)
            scenePaths[scene] = path
            appTypes[path] = usedAppTypes
            usedAppTypes = []
            references[path] = self.references
            self.references = []
        }
        return FuzzProject(
            config: config.joined(separator: "\n") + "\n", specs: specs, appCode: appCode.joined(separator: "\n"),
            appTypes: appTypes, scenePaths: scenePaths, references: references, readsAppCode: readsAppCode)
    }

    /// A spec for `scene` with a random mix of every key.
    private mutating func sceneSpec(_ scene: String) -> String {
        var lines = ["scene: \(scene)"]
        var used: Set<String> = []
        let kind = chance(20) ? pick(["cell", "component"]) : (chance(20) ? "screen" : nil)
        let isScreen = kind == nil || kind == "screen"
        if let kind { lines.append("kind: \(kind)") }
        if chance(40) { lines.append("doc: \(doc(scene))") }
        if chance(20) { lines.append("imports: [\(pick(["Foundation", "RxSwift", "UIKit", "Foundation, RxRelay"]))]") }

        // The scene's own conventions, which override the project's.
        var isTransform = projectTransform
        var isInputOutput = false
        var inputConvention = "subject"
        var conventions: [String] = []
        if chance(35) {
            if !projectTransform && chance(25) {
                isTransform = true
                conventions.append("viewModel: transform")
            } else if !projectTransform && chance(20) {
                // `input` and `output` properties of structs of relays or subjects, made in `init`.
                conventions.append("viewModel: inputOutput")
                isInputOutput = true
                inputConvention = "publishRelay"
                if chance(50) {
                    inputConvention = pick(["subject", "observer", "publishRelay"])
                    conventions.append("inputs: \(inputConvention)")
                }
            } else if !projectTransform {
                inputConvention = pick(["subject", "observer", "function", "init", "publishRelay"])
                conventions.append("inputs: \(inputConvention)")
                if inputConvention == "init" {
                    conventions.append("coordinatorInViewModel: true")
                } else if chance(30) {
                    // The coordinator in `init`, or set right after it.
                    conventions.append("coordinatorInViewModel: \(pick(["true", "property"]))")
                } else if projectAllowsViewControllerNavigation && chance(30) {
                    conventions.append("navigation: viewController")
                }
            }
            if chance(40) { conventions.append("outputs: \(pick(["observable", "driver", "signal"]))") }
            if chance(20) { conventions.append("present: \(pick(["push", "modal", "modalInNavigation", "custom"]))") }
        }
        // A transform view controller may start the routes through its router (a result is refused there).
        if isTransform && projectAllowsViewControllerNavigation && chance(25) {
            conventions.append("navigation: viewController")
        }
        // A struct view model keeps no relay input and has no base class.
        let isStruct = isTransform && chance(30)
        if isStruct { conventions.append("transform: {struct: true}") }
        // The order of `init`'s parameters, and services a DI container sets after `init` (no labels then).
        if chance(15) { conventions.append("initOrder: \(pick(["argumentsFirst", "dependenciesFirst"]))") }
        let injectsProperties =
            !isStruct && inputConvention != "init" && !conventions.contains("navigation: viewController")
            && !projectNamesNavigators && chance(10)
        if injectsProperties { conventions.append("inject: property") }
        // Or the shared services in one `dependencies` parameter, as devstack apps write (no labels or defaults then).
        // Or in a `Dependency` struct nested in the view model, as apps without a DI framework write.
        let injectsContainer = !injectsProperties && chance(12)
        let injectsStruct = !injectsProperties && !injectsContainer && chance(12)
        if injectsContainer { conventions.append("inject: container") }
        if injectsStruct { conventions.append("inject: struct") }
        // Labels `init` gives its parameters: each other than `_` once, as two calls' labels would clash.
        var initLabels: Set<String> = []
        func initLabel() -> String? {
            guard chance(25) else { return nil }
            let label = pick(Self.labels + ["using", "withID", "from"])
            return label == "_" || initLabels.insert(label).inserted ? label : nil
        }
        if !conventions.isEmpty { lines.append("conventions: {\(conventions.joined(separator: ", "))}") }

        var arguments: [(name: String, type: FuzzType)] = []
        if chance(50) {
            lines.append("arguments:")
            for _ in 0..<count(1...3) {
                // An exposed argument is a member of the view model: an awkward name would mostly be refused as
                // one its base class or the generated code already has.
                let exposes = chance(20)
                var name = exposes ? "" : self.name("argument", used: &used)
                if exposes {
                    var index = used.count
                    while !used.insert("argument\(index)").inserted { index += 1 }
                    name = "argument\(index)"
                }
                let type = self.type()
                arguments.append((name, type))
                // The long form's extras: a default the route and the tests leave out, a read-only member, a `var`
                // that whatever makes the view model sets after `init` (which then has no label for it).
                var extras: [String] = []
                if let initial = type.initial, chance(25) { extras.append("default: \(quotedInitial(initial))") }
                if exposes { extras.append("expose: true") }
                let setAfterInit = !isStruct && inputConvention != "init" && !projectNamesNavigators && chance(15)
                if setAfterInit { extras.append("inject: property") }
                let key = setAfterInit ? name : initLabel().map { "\($0) \(name)" } ?? name
                if extras.isEmpty {
                    lines.append(member(key, type: type))
                } else {
                    lines.append("  - \(key): {type: \(quoted(type)), \(extras.joined(separator: ", "))}")
                }
            }
        }

        if isStruct {
            lines.append("viewModelBaseClass: false")
        } else if chance(25) {
            lines.append(
                "viewModelBaseClass: \(pick(["NSObject", "false", "{name: NSObject, superInit: \"super.init()\"}"]))")
        }

        let inputCount = count(0...4)
        if inputCount > 0 {
            lines.append("inputs:")
            for _ in 0..<inputCount {
                let name = self.name("input", used: &used)
                if (isTransform || inputConvention == "init") && chance(40) {
                    var type = chance(30) ? nil : self.type()
                    let trait = pick(
                        ["driver", "signal", "observable"]
                            + (isTransform ? ["publishRelay", "controlEvent", "controlProperty"] : []))
                    // A ControlProperty carries a control's value.
                    if trait == "controlProperty" && type == nil { type = self.type() }
                    lines.append("  - \(name): {\(type.map { "type: \(quoted($0)), " } ?? "")trait: \(trait)}")
                } else if inputConvention == "function" && chance(40) {
                    lines.append("  - \(name): {params: \(params(used: &used))}")
                } else if inputConvention != "init" && !isStruct && chance(20) {
                    lines.append(relay(name, arguments: arguments))
                } else {
                    lines.append(member(name, type: chance(30) ? nil : type()))
                }
            }
        }

        // Outputs: plain ones, relays, the ones routes and results start from, and what tracking feeds.
        var outputs: [String] = []
        var plainOutputs: [(name: String, type: FuzzType?)] = []
        for _ in 0..<count(0...4) {
            let name = self.name("output", used: &used)
            // A protocols view model's outputs protocol may show the relay or subject itself.
            let showsHolders = !isTransform && !isInputOutput
            if chance(20) {
                outputs.append(
                    relay(name, arguments: arguments, trait: showsHolders && chance(30) ? "behaviorRelay" : "relay"))
            } else if showsHolders && chance(10) {
                let type = chance(25) ? nil : self.type()
                outputs.append(
                    "  - \(name): {\(type.map { "type: \(quoted($0)), " } ?? "")trait: "
                        + "\(pick(["publishSubject", "publishRelay"]))}")
                plainOutputs.append((name, type))
            } else if chance(30) {
                let type = self.type()
                outputs.append(
                    "  - \(name): {type: \(quoted(type)), trait: \(pick(["observable", "driver", "signal"]))}")
                plainOutputs.append((name, type))
            } else {
                let type = chance(25) ? nil : self.type()
                outputs.append(member(name, type: type))
                plainOutputs.append((name, type))
            }
        }
        // A cell or component this scene's view model makes, whose services it hands on.
        var contained: [SceneInfo] = []
        for cell in scenes.filter({ !$0.isScreen }) where chance(30) {
            let name = self.name("rows", used: &used)
            let type = pick(["[\(cell.name)ViewModel]", "\(cell.name)ViewModel?", "\(cell.name)ViewModel"])
            outputs.append("  - \(name): \"\(type)\"")
            contained.append(cell)
            references.insert(cell.name)
        }
        var routes: [String] = []
        // Where the view model calls its coordinator or the view controller its router, a route may name its method.
        let routesAreMethods =
            projectCallsCoordinator || isTransform || inputConvention == "init"
            || conventions.contains { $0.hasPrefix("coordinatorInViewModel: ") || $0 == "navigation: viewController" }
        func method(carrying payload: FuzzType?, elements: Int = 0) -> String? {
            guard routesAreMethods, chance(30) else { return nil }
            // Never a name the coordinator has anyway (`start`), which `name(_:used:)` may pick.
            var index = used.count
            while !used.insert("go\(index)").inserted { index += 1 }
            let name = "go\(index)"
            guard payload != nil else { return pick(["method: \(name)", "method: \"\(name)()\""]) }
            // A tuple's elements may each be a parameter of their own.
            if elements > 1 && chance(50) {
                let labels = (0..<elements).map { _ in pick(["_:", "item:", "for:", "with:"]) }
                return "method: \"\(name)(\(labels.joined()))\""
            }
            return "method: \"\(name)\(pick(["", "(_:)", "(item:)", "(for:)", "(with:)"]))\""
        }
        // Routes from inputs (a tap), which go to the end of the inputs written above.
        var routeInputs: [String] = []
        let targets = scenes.filter(\.hasCoordinator)
        if isScreen && !targets.isEmpty {
            for _ in 0..<count(0...2) {
                let target = pick(targets)
                let name = self.name("show", used: &used)
                let present =
                    !target.isExternal && chance(50) ? pick(["push", "modal", "modalInNavigation", "custom"]) : nil
                var route: [String] = []
                var payload: FuzzType?
                var elements = 0
                switch target.arguments.count {
                case 0: break
                case 1: payload = target.arguments[0].type
                default:
                    let choices = target.arguments.filter { argument in
                        target.arguments.allSatisfy { $0.name == argument.name || $0.type.isOptional }
                    }
                    if choices.isEmpty || chance(50) {
                        let labels = target.arguments.map { "\($0.name): \($0.type.spelling)" }
                        payload = FuzzType(spelling: "(\(labels.joined(separator: ", ")))", initial: nil)
                        elements = labels.count
                    } else {
                        let argument = pick(choices)
                        payload = argument.type
                        route.append("argument: \(argument.name)")
                    }
                }
                usedAppTypes.formUnion(target.arguments.flatMap(\.type.appTypes))
                references.insert(target.name)
                // Where routes are methods, the app's own code may call one that no member starts.
                if routesAreMethods && chance(15) {
                    route.append("source: code")
                    if let payload { route.append("type: \(quoted(payload))") }
                } else if chance(35) {
                    routeInputs.append(member(name, type: payload))
                } else {
                    outputs.append(member(name, type: payload))
                }
                if let present { route.append("present: \(present)") }
                if let method = method(carrying: payload, elements: elements) { route.append(method) }
                if chance(20) { route.append("doc: \(doc(name))") }
                if route.isEmpty && chance(60) {
                    routes.append("    - \(name): \(target.name)")
                } else {
                    routes.append("    - \(name): {scene: \(target.name)\(route.map { ", \($0)" }.joined())}")
                }
            }
        }
        // Routes that leave the scenes: a URL to Safari or the system, or any value, or none, to a handler.
        if isScreen && chance(25) {
            for _ in 0..<count(1...2) {
                let name = self.name("open", used: &used)
                let destination: String
                let payload: FuzzType?
                switch count(0...2) {
                case 0:
                    destination = "external: safari"
                    payload = FuzzType(spelling: "URL", initial: nil)
                case 1:
                    destination = "external: open"
                    payload = FuzzType(spelling: "URL", initial: nil)
                default:
                    destination = "handler: \(self.name("handle", used: &used))"
                    payload = chance(50) ? type() : nil
                }
                usedAppTypes.formUnion(payload?.appTypes ?? [])
                var fromCode = ""
                if routesAreMethods && chance(15) {
                    fromCode = ", source: code" + (payload.map { ", type: \(quoted($0))" } ?? "")
                } else if chance(40) {
                    routeInputs.append(member(name, type: payload))
                } else {
                    outputs.append(member(name, type: payload))
                }
                let method = method(carrying: payload).map { ", \($0)" } ?? ""
                routes.append(
                    "    - \(name): {\(destination)\(fromCode)\(method)\(chance(20) ? ", doc: \(doc(name))" : "")}")
            }
        }
        if !routeInputs.isEmpty {
            if inputCount == 0 { lines.append("inputs:") }
            lines += routeInputs
        }
        var tracking: [String] = []
        if chance(25) {
            let name = self.name("isBusy", used: &used)
            outputs.append(
                chance(50)
                    ? "  - \(name): Bool"
                    : "  - \(name): {type: Bool, trait: \(pick(["driver", "signal", "observable"]))}")
            tracking.append("activity: \(name)")
        }
        if chance(25) {
            let name = self.name("failure", used: &used)
            let type = pick(["String", "Error", "any Error"])
            outputs.append(
                chance(50)
                    ? "  - \(name): \"\(type)\""
                    : "  - \(name): {type: \"\(type)\", trait: \(pick(["driver", "signal", "observable"]))}")
            tracking.append("errors: \(name)")
        }
        var resultCases: [String] = []
        // A transform scene whose view controller starts its routes cannot finish with a result yet.
        let mayFinish = !(isTransform && conventions.contains("navigation: viewController"))
        if isScreen && mayFinish && chance(50) {
            for _ in 0..<count(1...3) {
                let name = self.name("finished", used: &used)
                if let source = plainOutputs.randomElement(using: &random), chance(60) {
                    let type = source.type.map { "type: \(quoted($0)), " } ?? ""
                    resultCases.append(
                        "    - \(name): {\(type)from: \(source.name)\(chance(20) ? ", doc: \(doc(name))" : "")}")
                } else {
                    resultCases.append(
                        member(name, type: chance(50) ? nil : self.type()).replacingOccurrences(
                            of: "  - ", with: "    - "))
                }
            }
        }
        if !outputs.isEmpty { lines += ["outputs:"] + outputs }
        if !tracking.isEmpty { lines.append("tracking: {\(tracking.joined(separator: ", "))}") }

        if chance(40) {
            lines.append("actions:")
            for _ in 0..<count(1...3) {
                let name = self.name("action", used: &used)
                switch count(0...3) {
                case 0: lines.append("  - \(name)")
                case 1: lines.append("  - \(name): {input: \(quoted(type()))}")
                case 2: lines.append("  - \(name): {output: \(quoted(type()))}")
                default:
                    lines.append(
                        "  - \(name): {input: \(quoted(type())), output: \(quoted(type())), doc: \(doc(name))}")
                }
            }
        }
        if chance(30) && !used.contains("state") {
            used.insert("state")
            lines.append("state:")
            var cases: Set<String> = []
            for _ in 0..<count(1...4) {
                let name = self.name("case", used: &cases)
                lines.append(member(name, type: chance(50) ? nil : type()))
            }
        }
        if chance(30) {
            lines.append("properties:")
            // A protocols view model may show its properties in a state protocol of their own, held as `state`.
            // Chosen from the lines so far, not drawn, so that each seed still makes the projects it made before.
            let showsState = !isTransform && !isInputOutput && !used.contains("state") && lines.count % 3 == 0
            for index in 0..<count(1...3) {
                let name = self.name("property", used: &used)
                let type = type()
                lines.append(
                    showsState && index != 1
                        ? "  - \(name): {type: \(quoted(type)), expose: state}" : member(name, type: type))
            }
        }
        if chance(30) {
            lines.append("methods:")
            for _ in 0..<count(1...3) {
                let name = self.name("method", used: &used)
                switch count(0...2) {
                case 0: lines.append("  - \(name)")
                case 1: lines.append("  - \(name): \(quoted(type()))")
                default:
                    let returns = chance(30) ? "" : ", returns: \(quoted(type()))"
                    lines.append("  - \(name): {params: \(params(used: &used))\(returns), doc: \(doc(name))}")
                }
            }
        }
        if chance(50) {
            lines.append("service:")
            if chance(40) { lines.append("  name: \(scene)Store") }
            if !injectsProperties, let label = initLabel() { lines.append("  label: \(label)") }
            lines.append("  methods:")
            serviceMethods(into: &lines, indent: "    ")
        }
        var dependencies = sharedServices.filter { _ in chance(40) }
        if hasAppProtocol && chance(40) { dependencies.append("PricesUseCase") }
        for service in contained.flatMap(\.dependencies) where !dependencies.contains(service) {
            dependencies.append(service)
        }
        let dependencyLabels =
            injectsProperties || injectsContainer || injectsStruct ? [] : dependencies.map { _ in initLabel() }
        // A service the screen reads through the view model (not one set after init, an implicitly unwrapped var).
        let exposed = dependencies.map { _ in !injectsProperties && chance(15) }
        if dependencyLabels.contains(where: { $0 != nil }) || exposed.contains(true) {
            lines.append("dependencies:")
            for (index, service) in dependencies.enumerated() {
                let keys =
                    (dependencyLabels.indices.contains(index)
                        ? dependencyLabels[index].map { ["label: \($0)"] } ?? []
                        : []) + (exposed[index] ? ["expose: true"] : [])
                lines.append(keys.isEmpty ? "  - \(service)" : "  - \(service): {\(keys.joined(separator: ", "))}")
            }
        } else if !dependencies.isEmpty {
            lines.append("dependencies: [\(dependencies.joined(separator: ", "))]")
        }

        let hasCoordinator = isScreen && (chance(70) || !routes.isEmpty || !resultCases.isEmpty)
        if hasCoordinator {
            if routes.isEmpty && resultCases.isEmpty {
                lines.append("coordinator: {}")
            } else {
                lines.append("coordinator:")
                if !routes.isEmpty { lines += ["  routes:"] + routes }
                if !resultCases.isEmpty { lines += ["  result:"] + resultCases }
            }
        }
        scenes.append(
            SceneInfo(
                name: scene, isScreen: isScreen, arguments: arguments, resultCases: resultCases.count,
                dependencies: dependencies, hasCoordinator: hasCoordinator))
        return lines.joined(separator: "\n") + "\n"
    }

    /// A relay member (`trait: relay`, or an output's `behaviorRelay`), `initial:` a literal, a scene argument or
    /// an expression over one, or none when optional.
    private mutating func relay(
        _ name: String, arguments: [(name: String, type: FuzzType)], trait: String = "relay"
    ) -> String {
        if let argument = arguments.randomElement(using: &random), chance(40) {
            if argument.type.spelling == "String" || argument.type.spelling.hasPrefix("["), chance(50) {
                return "  - \(name): {type: Int, trait: \(trait), initial: \(quotedInitial("\(argument.name).count"))}"
            }
            return
                "  - \(name): {type: \(quoted(argument.type)), trait: \(trait), initial: \(quotedInitial(argument.name))}"
        }
        let type = self.type()
        guard let initial = type.initial else {
            return "  - \(name): {type: \(quoted(type)), trait: \(trait)\(type.isOptional ? "" : ", initial: 'nil'")}"
        }
        return "  - \(name): {type: \(quoted(type)), trait: \(trait), initial: \(quotedInitial(initial))}"
    }

    /// The app's models: each named app type with a default value, a generic page and an error.
    static func appModels(_ names: Set<String>) -> String {
        var lines = ["import Foundation", ""]
        for name in names.sorted() {
            switch name {
            case "Page": lines.append("struct Page<Item> {\n    var items: [Item] = []\n}\n")
            case "ApiError": lines.append("struct ApiError: Error {}\n")
            default: lines.append("struct \(name): Equatable {\n    var name = \"\"\n}\n")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Hand-written scenes that `externalScenes` declares, on the project's base coordinator.
    static func externalScenes(base: String) -> String {
        """
        import RxSwift
        import UIKit

        enum SettingsResult {
            case saved
            case cancelled
        }

        final class SettingsFlow: \(base)<SettingsResult> {
            init(rootViewController: UIViewController, section: Int) {}

            override func start() -> RxSwift.Observable<SettingsResult> {
                .never()
            }
        }

        final class OnboardingCoordinator: \(base)<Void> {
            init(rootViewController: UIViewController) {}
        }

        """
    }

    /// The view models' base class the app writes, which keeps a service. Its stored property is not named like the one view models hold the service in: without
    /// `appCode`, scaffold cannot know the base class declares it, and a view model's `prices` would override it.
    static let appViewModel = """
        class AppViewModel {
            let basePrices: any PricesUseCase

            init(prices: any PricesUseCase) {
                basePrices = prices
            }
        }

        """

    /// The app protocol `appServices` declares, as the app writes it.
    static let appProtocol = """
        import RxSwift

        protocol PricesUseCase {
            func price(for productID: Int) -> RxSwift.Observable<String>
            func currencyCode() -> String
            func reset() -> RxSwift.Completable
        }

        """
}
