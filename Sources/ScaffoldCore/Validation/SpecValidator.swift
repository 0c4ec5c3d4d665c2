/// Checks that need more than one value at a time: name collisions inside a scene, references from
/// the coordinator to outputs, and references between scenes.
public struct SpecValidator: Sendable {
    /// Member names the generated view model of the scene named by `names` already uses: its sections, `init`, and
    /// the property that holds its coordinator, reserved in every scene, and its state property in a scene that shows
    /// values there (`expose: state`), as the project's `naming` and `names` and the spec's `names` call them.
    public static func reservedMemberNames(_ names: SceneNames, naming: Naming) -> Set<String> {
        Set(
            [
                names.inputsProperty, names.outputsProperty, names.actionsProperty,
                names.coordinatorProperty ?? NamingTableBuilder.coordinatorProperty(naming: naming), "init",
            ] + [names.stateProperty].compactMap { $0 })
    }

    /// What spells the names the specs generate, as the project's config names them.
    public var namer: NamingTableBuilder {
        NamingTableBuilder(naming: naming, baseCoordinator: baseCoordinator.name.value)
    }

    /// The project's conventions before a spec's own overrides; they decide which members are generated.
    public var projectConventions: Conventions
    /// Scenes written by hand (`externalScenes` in `scaffold.yml`), which routes may start without a warning.
    public var externalScenes: [ExternalSceneSpec] = []
    /// The class every generated coordinator subclasses (`baseCoordinator` in `scaffold.yml`); no scene may
    /// declare a type of its name.
    public var baseCoordinator = BaseCoordinatorSpec()
    /// What scenes' own services and coordinators are called (`naming` in `scaffold.yml`).
    public var naming = Naming()
    /// The class view models subclass unless their spec names another (`viewModelBaseClass` in `scaffold.yml`).
    public var viewModelBaseClass: ViewModelBaseClassSpec?
    /// The app's own types generated code names in place of scaffold's (`supportTypes` in `scaffold.yml`).
    public var supportTypes = SupportTypesSpec()
    /// The names of the specs that could not be read (`SpecValidator.specName(ofFile:)`): a route or a dependency
    /// to one of them is not reported, since the spec's own error says what is wrong with it.
    public var unreadableSpecNames: Set<String> = []
    /// The library type names the app's own Swift (`appCode`) declares, each where it is first declared: generated
    /// code writes the library's with its module, whether a spec names the app's type or not.
    public var libraryTypeNamesTheAppDeclares: [String: SourceLocation] = [:]
    /// The type names the app's Swift (`appCode`) declares, nested ones by their own name; nil when the project
    /// lists no `appCode`, so that nothing can say a spec's type is declared nowhere.
    public var appTypeNames: Set<String>?
    /// The project's conventions as `scaffold.yml` writes them, each where it is written: a conflict between two of
    /// them that a spec does not override is the project's, reported once at the config's key.
    public var writtenProjectConventions = ConventionOverrides()

    public init(projectConventions: Conventions) {
        self.projectConventions = projectConventions
    }

    /// A validator for a project with the default conventions.
    public init() {
        self.init(projectConventions: Conventions())
    }

    /// Every problem in `specs` and the shared `services`, taken together.
    public func validate(_ specs: [SceneSpec], services: [SharedServiceSpec] = []) -> [Diagnostic] {
        validate(specs, services: services, mapping: { specs, transform in specs.map(transform) })
    }

    /// `validate(_:services:)` with the per-spec work done by `mapping`, which must keep the order of its
    /// input: a caller with threads checks specs on all cores and gets the same diagnostics in the same order.
    public func validate(
        _ specs: [SceneSpec], services: [SharedServiceSpec] = [],
        mapping: ([SceneSpec], @Sendable (SceneSpec) -> (SceneNameSummary, [Diagnostic])) -> [(
            SceneNameSummary, [Diagnostic]
        )]
    ) -> [Diagnostic] {
        validateKeepingTypeNames(specs, services: services, mapping: mapping).diagnostics
    }

    /// `validate(_:services:mapping:)`, with the type names of every scene by spec file, taken from the naming tables
    /// the checks build: the models of other scenes need them, and building a table again costs more than the
    /// checks of a scene.
    public func validateKeepingTypeNames(
        _ specs: [SceneSpec], services: [SharedServiceSpec] = [],
        mapping: ([SceneSpec], @Sendable (SceneSpec) -> (SceneNameSummary, [Diagnostic])) -> [(
            SceneNameSummary, [Diagnostic]
        )]
    ) -> (diagnostics: [Diagnostic], typeNames: [String: SceneTypeNames]) {
        // The app's protocols are held in the properties their entries name, which the scenes' members must not take.
        var projectNamer = namer
        projectNamer.appProtocols = AppProtocols(services)
        let namer = projectNamer
        let perSpec = mapping(specs) { spec in
            // The whole table goes once the scene's own checks are done: the checks across scenes read its summary.
            let names = SceneNames(spec, namedBy: namer)
            return (SceneNameSummary(names), validate(spec, names: names))
        }
        // A scene or service whose name is invalid was reported at its name; checked against the others, it would
        // be blamed again for every clash the invalid name makes.
        let scenes = zip(specs, perSpec.map(\.0)).filter {
            SwiftIdentifier.typeNameProblem(with: $0.0.name.value) == nil
        }
        let (services, appServiceProblems) = Self.withoutAppServicesDeclaredBySpecs(services)
        let namedServices = services.filter { SwiftIdentifier.typeNameProblem(with: $0.name.value) == nil }
        let typeNames = Dictionary(
            zip(specs, perSpec).map { ($0.file, $1.0.typeNames) }, uniquingKeysWith: { first, _ in first })
        // A conflict between conventions both set in scaffold.yml is found in every spec, at the same key.
        var reported: Set<Diagnostic> = []
        let specDiagnostics = perSpec.flatMap(\.1).filter { reported.insert($0).inserted }
        let diagnostics =
            specDiagnostics + appServiceProblems + services.flatMap(validate) + crossSpecProblems(scenes)
            + sharedServiceProblems(scenes, services: namedServices)
            + trackerTypeProblems(scenes.map(\.0), services: namedServices)
            + viewModelBaseClassProblems(scenes, services: namedServices)
            + foreignGeneratedConformanceProblems(scenes, services: namedServices)
            + supportTypeProblems(scenes, services: namedServices)
            + toolchainProblems(scenes.map(\.0), services: namedServices)
            + undeclaredTypeProblems(scenes.map(\.0), services: namedServices)
            + rxFlowRouteProblems(scenes.map(\.0)) + rxFlowStepClashes(scenes.map(\.0))
            + scenes.flatMap { spec, _ in
                accessProblems(spec, conventions: projectConventions.applying(spec.conventions))
            }
            + accessStepEnumProblems(scenes.map(\.0))
        return (diagnostics, typeNames)
    }

    /// The name a spec file goes by when it cannot be read: its file name without the extension, as
    /// `scaffold new` names a spec after its scene or service.
    public static func specName(ofFile path: String) -> String {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return fileName }
        return String(fileName[..<dot])
    }

    /// Problems inside one service spec.
    public func validate(_ service: SharedServiceSpec) -> [Diagnostic] {
        let table = namer.table(for: service)
        var diagnostics = methodProblems(service.methods, names: table) + renameProblems(service)
        if let tooLong = Self.fileNameTooLong(among: table.entries(of: .file)) {
            diagnostics.append(tooLong)
        }
        return diagnostics
    }

    /// Duplicate methods and parameters, completable methods with a value, and methods named like a property their
    /// mock declares, from the mock's members in `names`.
    private func methodProblems(_ methods: [ServiceMethodSpec], names: NamingTable) -> [Diagnostic] {
        // Methods read from the app's Swift may share a base name: their mocks' members are named apart.
        var diagnostics = duplicates(methods.filter { $0.appShape == nil }.map(\.name)) { .duplicateMethod($0) }
        diagnostics += mockPropertyCollisions(
            names.mockedMethods { if case .serviceMethod = $0 { true } else { false } }, kind: "service method")
        for method in methods {
            diagnostics += duplicates(method.parameters.map(\.name)) {
                .duplicateParameter($0, in: method.name.value)
            }
            if method.kind?.value == .completable, let returns = method.returns, !returns.value.isVoid {
                diagnostics.append(.error(.completableReturnsValue(method: method.name.value), at: returns.location))
            }
        }
        return diagnostics
    }

    /// Problems inside one spec.
    public func validate(_ spec: SceneSpec) -> [Diagnostic] {
        validate(spec, names: SceneNames(spec, namedBy: namer))
    }

    private func validate(_ spec: SceneSpec, names: SceneNames) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Resolved once: most checks depend on the conventions this spec ends up with.
        let conventions = projectConventions.applying(spec.conventions)
        diagnostics += sectionPropertyCollisions(names)
        diagnostics += memberCollisions(spec, names: names, conventions: conventions)
        diagnostics += baseClassMemberProblems(spec, conventions: conventions)
        diagnostics += conformanceProblems(spec, names: names, conventions: conventions)
        diagnostics += fileNameProblems(names)
        diagnostics += testCaseCollisions(names)
        diagnostics += testSubjectCollisions(spec, names: names, conventions: conventions)
        diagnostics += observerCollisions(names)
        diagnostics += testMethodCollisions(names)
        if let state = spec.state {
            diagnostics += duplicates(state.map(\.name)) { .duplicateCase($0, in: "state") }
        }
        if let service = spec.service {
            diagnostics += methodProblems(service.methods, names: names.table)
        }
        diagnostics += duplicates(spec.dependencies) { .duplicateDependency($0) }
        diagnostics += transformProblems(spec, names: names, conventions: conventions)
        diagnostics += transformNavigationProblems(spec, conventions: conventions)
        diagnostics += rxFlowProblems(spec, names: names, conventions: conventions)
        diagnostics += destinationNavigationProblems(spec, conventions: conventions)
        diagnostics += relayProblems(spec, conventions: conventions)
        diagnostics += publishRelayProblems(spec, conventions: conventions)
        diagnostics += controlTraitProblems(spec, conventions: conventions)
        diagnostics += renameProblems(spec)
        diagnostics += initInputProblems(spec, names: names, conventions: conventions)
        diagnostics += injectionProblems(spec, conventions: conventions)
        diagnostics += containerProblems(spec, names: names, conventions: conventions)
        diagnostics += initLabelProblems(spec, names: names, conventions: conventions)
        diagnostics += initOrderProblems(spec, names: names, conventions: conventions)
        diagnostics += outputValueProblems(spec, conventions: conventions)
        diagnostics += stateValueProblems(spec, names: names, conventions: conventions)
        diagnostics += navigationProblems(spec, conventions: conventions)
        diagnostics += sceneCoordinatorProblems(spec, names: names, conventions: conventions)
        // A router is the coordinator under another name: its routes are methods the coordinator declares.
        let routesAreMethods = conventions.coordinatorInViewModel || conventions.navigation == .viewController
        diagnostics += argumentProblems(spec, callsCoordinator: routesAreMethods)
        diagnostics += routeMethodProblems(spec, conventions: conventions, routesAreMethods: routesAreMethods)
        diagnostics += codeRouteProblems(spec, conventions: conventions, routesAreMethods: routesAreMethods)
        diagnostics += appCoordinatorProblems(spec, names: names, conventions: conventions)
        diagnostics += appStepProblems(spec, conventions: conventions, routesAreMethods: routesAreMethods)
        diagnostics += kindProblems(spec)
        diagnostics += trackingProblems(spec)
        diagnostics += memberProblems(spec, conventions: conventions)
        if let coordinator = spec.coordinator {
            diagnostics += coordinatorProblems(coordinator, in: spec)
            if routesAreMethods {
                diagnostics += mockPropertyCollisions(
                    names.table.mockedMethods { if case .route = $0 { true } else { false } }, kind: "route")
            }
        }
        return diagnostics
    }

    /// Methods named like a property the mock declares for another method, each method with the members the naming
    /// table gives it. The later of the two names is blamed.
    private func mockPropertyCollisions(
        _ methods: [(members: MockMembers, provenance: NameProvenance)], kind: String
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var methodNames: [String: SourceLocation] = [:]
        var properties: [String: Located<String>] = [:]
        for (members, provenance) in methods {
            let name = Located(members.method, at: provenance.location)
            let generated = [members.recorder, members.counter, members.result]
            if let owner = properties[name.value] {
                diagnostics.append(
                    .error(
                        .methodNamedLikeMockProperty(name.value, owner: owner.value, kind: kind), at: name.location,
                        notes: [.init(location: owner.location, message: "\(kind) '\(owner.value)' is declared here")]))
            } else if let property = generated.first(where: { methodNames[$0] != nil }),
                let other = methodNames[property]
            {
                diagnostics.append(
                    .error(
                        .mockPropertyNamedLikeMethod(property, method: name.value, kind: kind), at: name.location,
                        notes: [.init(location: other, message: "\(kind) '\(property)' is declared here")]))
            }
            if methodNames[name.value] == nil { methodNames[name.value] = name.location }
            for property in generated where properties[property] == nil { properties[property] = name }
        }
        return diagnostics
    }

    /// The generated test case stores the service's mock in the view model's service property, next to its own
    /// properties and one observer per output; a service named like one of them would be declared twice.
    private func testCaseCollisions(_ names: SceneNames) -> [Diagnostic] {
        heldServices(names).compactMap { property, serviceName in
            let location = property.provenance.location
            if let taken = SceneNames.testCaseProperties.first(where: { $0.name == property.spelling }) {
                return .error(
                    .servicePropertyTakenInTests(property.spelling, service: serviceName, holder: taken.holds),
                    at: location)
            }
            let observer = names.table.entries.first {
                if case .outputObserver = $0.role { $0.spelling == property.spelling } else { false }
            }
            guard let observer, case .outputObserver(let output) = observer.role else { return nil }
            return .error(
                .servicePropertyTakenInTests(
                    property.spelling, service: serviceName, holder: "the observer of output '\(output)'"),
                at: location,
                notes: [.init(location: observer.provenance.location, message: "output '\(output)' is declared here")])
        }
    }

    /// The test skeleton of a transform or `inputs: init` scene keeps one subject per input that is not a relay,
    /// stored next to the mocks in the services' properties, and a transform test builds `input` and keeps `output`:
    /// a service named like one of them would clash.
    private func testSubjectCollisions(_ spec: SceneSpec, names: SceneNames, conventions: Conventions) -> [Diagnostic] {
        guard conventions.receivesInputsAsObservables else { return [] }
        let isTransform = conventions.viewModel == .transform
        // With `inputs: init`, a service property called `input` is reported as taking the view model's parameter.
        var holders =
            isTransform ? ["input": "the local 'input' of setUp", "output": "the local 'output' of setUp"] : [:]
        for input in spec.inputs where !input.isRelay {
            holders[names[.testInputSubject(input: input.name.value)]] = "the subject of input '\(input.name.value)'"
        }
        return heldServices(names).compactMap { property, service in
            holders[property.spelling].map {
                .error(
                    .servicePropertyTakenInTests(property.spelling, service: service, holder: $0),
                    at: property.provenance.location)
            }
        }
    }

    /// The generated test case records each output in `<output>Observer` and each action's reports in
    /// `<action>ExecutingObserver`, `...ElementsObserver` and `...ErrorsObserver`: an output named like an action's
    /// report (`refreshExecuting` beside an action `refresh`) would be declared twice. Blamed at the output.
    private func observerCollisions(_ names: SceneNames) -> [Diagnostic] {
        var reports: [String: GeneratedName] = [:]
        // An action listed twice is reported on its own; the note points at its first declaration. The role is
        // matched first, so only the report observers' spellings are hashed.
        for entry in names.table.entries {
            guard case .actionReportObserver = entry.role, reports[entry.spelling] == nil else { continue }
            reports[entry.spelling] = entry
        }
        return names.table.entries.compactMap { observer in
            guard case .outputObserver(let output) = observer.role, case .output = observer.provenance.source,
                let report = reports[observer.spelling], case .actionReportObserver(let action, let kind) = report.role
            else { return nil }
            return .error(
                .outputObserverTakenByAction(
                    output, observer: observer.spelling, action: action, report: kind.rawValue),
                at: observer.provenance.location,
                notes: [.init(location: report.provenance.location, message: "action '\(action)' is declared here")])
        }
    }

    /// The generated test case has a test per input, action, property and method, `test_<name>`, next to the day-one
    /// tests: a member whose test would take a day-one test's name would be declared twice. Blamed at the member, with
    /// a note at the action or tracked output that makes the day-one test.
    private func testMethodCollisions(_ names: SceneNames) -> [Diagnostic] {
        var dayOneTests: [String: (description: String, note: Diagnostic.Note?)] = [:]
        for test in names.table.entries(of: .testCaseMember) {
            let location = test.provenance.location
            switch test.role {
            case .releaseTest: dayOneTests[test.spelling] = ("the test that the view model is released", nil)
            case .mainThreadTest: dayOneTests[test.spelling] = ("the test that outputs arrive on the main thread", nil)
            case .activityTest(let output):
                dayOneTests[test.spelling] = (
                    "the test that '\(output)' is false while nothing runs",
                    .init(location: location, message: "'tracking' names output '\(output)' here")
                )
            case .actionIdleTest(let action):
                dayOneTests[test.spelling] = (
                    "the test that action '\(action)' is idle until it runs",
                    .init(location: location, message: "action '\(action)' is declared here")
                )
            default: continue
            }
        }
        return names.table.entries.compactMap { test in
            guard case .memberTest(let member) = test.role, let kind = test.provenance.source.memberKind,
                let dayOneTest = dayOneTests[test.spelling]
            else { return nil }
            return .error(
                .memberTestTakenByDayOneTest(
                    member, kind: kind, test: test.spelling, dayOneTest: dayOneTest.description),
                at: test.provenance.location, notes: dayOneTest.note.map { [$0] } ?? [])
        }
    }

    /// The properties of the view model that hold services, each with the name of the service it holds: its own
    /// service, then its dependencies (one listed twice counts once; that is reported on its own).
    func heldServices(_ names: SceneNames) -> [(property: GeneratedName, service: String)] {
        names.table.entries.compactMap { entry in
            switch entry.role {
            case .serviceProperty: return names.service.map { (entry, $0) }
            case .dependencyProperty(let dependency):
                return names.table[entry.role] == entry ? (entry, dependency) : nil
            default: return nil
            }
        }
    }

    /// The properties that show the view model as its inputs, outputs and actions protocols, and the one that holds
    /// its coordinator, each spelled once: `names:` may spell two alike.
    private func sectionPropertyCollisions(_ names: SceneNames) -> [Diagnostic] {
        let sections: [(NameRole, String)] = [
            (.inputsProperty, "the inputs property"), (.outputsProperty, "the outputs property"),
            (.actionsProperty, "the actions property"), (.stateProperty, "the state property"),
            (.coordinatorProperty, "the coordinator property"),
        ]
        var seen: [String: (kind: String, location: SourceLocation)] = [:]
        var diagnostics: [Diagnostic] = []
        for (role, kind) in sections {
            guard let entry = names.table[role] else { continue }
            if let previous = seen[entry.spelling] {
                diagnostics.append(
                    .error(
                        .memberNameCollision(name: entry.spelling, kind: kind, previousKind: previous.kind),
                        at: entry.provenance.location,
                        notes: [.init(location: previous.location, message: "\(previous.kind) is spelled here")]))
            } else {
                seen[entry.spelling] = (kind, entry.provenance.location)
            }
        }
        return diagnostics
    }

    private func memberCollisions(_ spec: SceneSpec, names: SceneNames, conventions: Conventions) -> [Diagnostic] {
        let members = spec.namedMembers
        let reserved = Self.reservedMemberNames(names, naming: naming)
        var diagnostics: [Diagnostic] = []
        var seen: [String: (location: SourceLocation, kind: String, note: String)] = [:]
        // Under `viewModel: transform` inputs are fields of `Input`, outputs and actions fields of `Output`: a name
        // clashes only with another in the same struct, or with the view model's own members.
        let isTransform = conventions.viewModel == .transform
        func key(_ name: String, _ kind: String) -> String {
            guard isTransform else { return name }
            switch kind {
            case "input": return "Input." + name
            case "output", "action", "the state output": return "Output." + name
            default: return name
            }
        }
        if let output = names.table[.stateOutput] {
            // The state machine adds an output named `state`; its entry blames its cases, not the scene name.
            seen[key(output.spelling, "the state output")] = (
                output.provenance.location, "the state output",
                "the state machine declared here adds the output '\(output.spelling)'"
            )
        }
        for (entry, serviceName) in heldServices(names) {
            // The view model stores each service in a property named after it; blame the name that makes it.
            let (property, location) = (entry.spelling, entry.provenance.location)
            if reserved.contains(property) || SwiftIdentifier.keywords.contains(property) {
                diagnostics.append(.error(.unusableServiceProperty(property, service: serviceName), at: location))
            } else if let previous = seen[property] {
                diagnostics.append(
                    .error(
                        .memberNameCollision(name: property, kind: "the service property", previousKind: previous.kind),
                        at: location, notes: [.init(location: previous.location, message: previous.note)]))
            } else {
                seen[property] = (
                    location, "the service property",
                    "the service named here is stored in the property '\(property)'"
                )
            }
        }
        for (name, kind) in members {
            if reserved.contains(name.value) {
                diagnostics.append(.error(.reservedMemberName(name.value), at: name.location))
                continue
            }
            if let previous = seen[key(name.value, kind)], previous.kind == kind {
                diagnostics.append(
                    .error(
                        .duplicateMember(name.value, kind: kind), at: name.location,
                        notes: [.init(location: previous.location, message: "first declared here")]))
            } else if let previous = seen[key(name.value, kind)] {
                diagnostics.append(
                    .error(
                        .memberNameCollision(name: name.value, kind: kind, previousKind: previous.kind),
                        at: name.location,
                        notes: [.init(location: previous.location, message: previous.note)]
                    ))
            } else {
                seen[key(name.value, kind)] = (name.location, kind, "\(kind) '\(name.value)' is declared here")
            }
        }
        if conventions.inputs == .function {
            // Function inputs keep their events in private properties, named by the table as the templates get them.
            for subject in names.table.entries {
                guard case .inputSubject(let input) = subject.role, let member = seen[subject.spelling] else {
                    continue
                }
                diagnostics.append(
                    .error(
                        .memberNamedLikeInputSubject(subject.spelling, kind: member.kind, input: input),
                        at: member.location,
                        notes: [
                            .init(location: subject.provenance.location, message: "input '\(input)' is declared here")
                        ]
                    ))
            }
        }
        // A relay output keeps its value in a private relay beside the read-only member the protocol shows (not in a
        // view model with nested `Input` and `Output`, whose field is the relay), and the view model binds into it
        // through its dispose bag, which `transform: {disposeBag: true}` lends instead.
        let bagIsLent = conventions.transformLendsDisposeBag
        // Each entry's source is matched before its spelling is looked up: few entries are an output's or a route's,
        // so most spellings are never hashed.
        for entry in names.table.entries {
            guard case .output(let output) = entry.provenance.source, let member = seen[entry.spelling] else {
                continue
            }
            let problem: SpecProblem
            switch entry.role {
            case .outputRelay where !conventions.viewModel.nestsInputAndOutput:
                problem = .memberNamedLikeOutputRelay(entry.spelling, kind: member.kind, output: output)
            case .viewModelDisposeBag where !bagIsLent:
                problem = .memberNamedLikeDisposeBag(entry.spelling, kind: member.kind, output: output)
            default: continue
            }
            diagnostics.append(
                .error(
                    problem, at: member.location,
                    notes: [.init(location: entry.provenance.location, message: "output '\(output)' is declared here")]
                ))
        }
        // A route from an input adds the view model a member its coordinator observes (`tapSettingsEvents`) or the
        // dispose bag of the subscription that calls the coordinator.
        for entry in names.table.entries {
            guard case .route(let input) = entry.provenance.source,
                entry.role == .inputEvents(input: input) || entry.role == .viewModelDisposeBag && !bagIsLent,
                let member = seen[entry.spelling]
            else { continue }
            diagnostics.append(
                .error(
                    .memberNamedLikeInputRouteMember(entry.spelling, kind: member.kind, input: input),
                    at: member.location,
                    notes: [.init(location: entry.provenance.location, message: "the route from '\(input)' is here")]
                ))
        }
        return diagnostics
    }

    func duplicates(_ names: [Located<String>], problem: (String) -> SpecProblem) -> [Diagnostic] {
        var first: [String: SourceLocation] = [:]
        var diagnostics: [Diagnostic] = []
        for name in names {
            if let previous = first[name.value] {
                diagnostics.append(
                    .error(
                        problem(name.value), at: name.location,
                        notes: [.init(location: previous, message: "first declared here")]))
            } else {
                first[name.value] = name.location
            }
        }
        return diagnostics
    }

    private func coordinatorProblems(_ coordinator: CoordinatorSpec, in spec: SceneSpec) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let outputs = Dictionary(spec.outputs.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let outputNames = spec.outputs.map(\.name.value)

        func unknownOutput(_ name: Located<String>) -> Diagnostic {
            // A member of another kind by that name is what the spec meant: say so rather than suggest a spelling.
            if let kind = spec.actions.contains(where: { $0.name.value == name.value })
                ? "action" : spec.inputs.contains(where: { $0.name.value == name.value }) ? "input" : nil
            {
                return .error(.memberIsNotAnOutput(name.value, kind: kind), at: name.location)
            }
            // The output was renamed in this spec and the route still says its old name.
            if let renamed = spec.outputs.first(where: { $0.member.renamedFrom?.value == name.value }),
                let renamedFrom = renamed.member.renamedFrom
            {
                return .error(
                    .outputRenamed(from: name.value, to: renamed.name.value), at: name.location,
                    notes: [.init(location: renamedFrom.location, message: "renamed here")])
            }
            return .error(
                .unknownOutput(name.value, suggestion: EditDistance.closest(to: name.value, among: outputNames)),
                at: name.location)
        }

        diagnostics += duplicates(coordinator.routes.map(\.output)) { .duplicateRoute($0) }
        for route in coordinator.routes {
            if let problem = routeTriggerProblem(route, in: spec) { diagnostics.append(problem) }
        }
        diagnostics += destinationRouteProblems(coordinator, in: spec)
        if let result = coordinator.result {
            diagnostics += duplicates(result.map(\.name)) { .duplicateCase($0, in: "result") }
            for resultCase in result {
                guard let from = resultCase.from else { continue }
                guard let output = outputs[from.value] else {
                    diagnostics.append(unknownOutput(from))
                    continue
                }
                // A case without payload can be produced by any output; one with a payload needs that type.
                // A type that could not be read was reported where it is written; comparing it would blame the
                // same mistake again.
                guard let payload = resultCase.member.type, !payload.value.isVoid, !output.member.hasInvalidType
                else { continue }
                let emitted = output.member.type?.value ?? .void
                if emitted != payload.value {
                    diagnostics.append(
                        .error(
                            .resultTypeMismatch(
                                caseName: resultCase.name.value, caseType: payload.value.description,
                                output: from.value, outputType: emitted.description),
                            at: from.location,
                            notes: [
                                .init(
                                    location: output.name.location, message: "output '\(from.value)' is declared here")
                            ]
                        ))
                }
            }
        }
        return diagnostics
    }

    private func crossSpecProblems(_ specs: [(spec: SceneSpec, names: SceneNameSummary)]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let (keptScenes, nameProblems) = Self.firstDeclarations(
            specs.map(\.spec.name), kind: "scene", duplicate: SpecProblem.duplicateScene,
            differingInCase: SpecProblem.sceneNameDiffersOnlyInCase)
        diagnostics += nameProblems
        let scenes = Dictionary(uniqueKeysWithValues: keptScenes.map { (specs[$0].spec.name.value, specs[$0].spec) })

        var typeNames: [String: (location: SourceLocation, isService: Bool, isShared: Bool)] = [:]
        // A service named like another spec's service clashes several times (`S`, `SType`); say it once.
        var blamed: Set<SourceLocation> = []
        for (spec, names) in specs where scenes[spec.name.value]?.file == spec.file {
            for type in names.declaredTypes {
                let (name, isShared, isService) = (type.spelling, type.role == .baseCoordinator, type.role == .service)
                let location = type.provenance.location
                guard let previous = typeNames[name] else {
                    typeNames[name] = (location, isService, isShared)
                    continue
                }
                if previous.isShared && isShared { continue }
                if previous.isShared || isShared {
                    // Blame the type a scene declares, not the base class every coordinator needs, and point at
                    // the declaring scene's own coordinator when it has one.
                    let (declared, coordinator) =
                        isShared
                        ? (previous.location, location)
                        : (location, names.baseCoordinator?.provenance.location ?? previous.location)
                    guard blamed.insert(declared).inserted else { continue }
                    let note =
                        "the coordinator declared here needs the \(baseCoordinator.isGenerated ? "generated " : "")"
                        + "base class '\(name)'"
                    diagnostics.append(
                        .error(
                            .duplicateGeneratedName(name), at: declared,
                            notes: [.init(location: coordinator, message: note)]))
                    continue
                }
                guard blamed.insert(location).inserted else { continue }
                let problem: SpecProblem
                if isService && previous.isService {
                    problem = .duplicateService(name)
                } else if case .pattern(let key, let pattern) = type.provenance.source {
                    problem = .duplicatePatternedName(name, pattern: "\(key.rawValue): \(pattern.value)")
                } else {
                    problem = .duplicateGeneratedName(name)
                }
                diagnostics.append(
                    .error(
                        problem, at: location,
                        notes: [.init(location: previous.location, message: "also declared here")]))
            }
        }

        diagnostics += externalSceneProblems(scenes: scenes)
        diagnostics += routePayloadProblems(specs.map(\.spec), scenes: scenes)
        let externalNames = Set(externalScenes.map(\.name.value))
        let targetNames = scenes.keys.sorted() + externalScenes.map(\.name.value)
        for (spec, _) in specs {
            for route in spec.coordinator?.routes ?? [] where route.startsScene {
                guard let target = scenes[route.scene.value] else {
                    if externalNames.contains(route.scene.value), let present = route.present {
                        diagnostics.append(
                            .error(.presentationOfHandWrittenScene(route.scene.value), at: present.location))
                    }
                    // The scene coordinator's `Scene` enum has a case for each spec's scene, and no other.
                    if externalNames.contains(route.scene.value), navigatesWithSceneCoordinator {
                        diagnostics.append(
                            .error(.sceneCoordinator(.handWrittenTarget(route.scene.value)), at: route.scene.location))
                    }
                    if externalNames.contains(route.scene.value) || unreadableSpecNames.contains(route.scene.value) {
                        continue
                    }
                    let suggestion = EditDistance.closest(to: route.scene.value, among: targetNames)
                    // A flow's route is a case of `AppStep` and a flow of the target's, a scene coordinator's a case of
                    // `Scene`: a scene without a spec has neither, and a hand-written one is refused as their target.
                    let specSuggestion = EditDistance.closest(to: route.scene.value, among: scenes.keys.sorted())
                    let styleProblem: SpecProblem? =
                        if projectConventions.applying(spec.conventions).navigation == .rxflow {
                            .rxFlow(
                                .unknownTarget(
                                    route.scene.value, stepEnum: NamingTableBuilder.stepEnum(of: spec, naming: naming),
                                    suggestion: specSuggestion))
                        } else if navigatesWithSceneCoordinator {
                            .sceneCoordinator(.unknownTarget(route.scene.value, suggestion: specSuggestion))
                        } else {
                            nil
                        }
                    if let styleProblem {
                        diagnostics.append(.error(styleProblem, at: route.scene.location))
                        continue
                    }
                    let problem = SpecProblem.routeTargetNotLoaded(route.scene.value, suggestion: suggestion)
                    // A scene not written yet is a warning, so a flow can be sketched spec by spec (`Step2` beside
                    // `Step1`); one typo from a scene that exists is a typo, whose coordinator would not compile.
                    guard let suggestion, EditDistance.isOneTypo(route.scene.value, from: suggestion) else {
                        // The app's own class shows the scene; its name only tells readers and the graph where the
                        // route goes, and no generated coordinator makes it.
                        if spec.coordinator?.appType == nil {
                            diagnostics.append(.warning(problem, at: route.scene.location))
                        }
                        continue
                    }
                    // The typo may be in the declaration (a scene under 'externalScenes'): show where it is.
                    let declared =
                        scenes[suggestion]?.name ?? externalScenes.first { $0.name.value == suggestion }?.name
                    diagnostics.append(
                        .error(problem, at: route.scene.location, notes: declared.map { [.closeName($0)] } ?? []))
                    continue
                }
                if let problem = routeTargetProblem(route, target: target) {
                    diagnostics.append(problem)
                } else if let appType = target.coordinator?.appType, spec.coordinator?.appType == nil {
                    diagnostics.append(
                        .error(
                            .appCoordinator(
                                .targetShownByAppCoordinator(
                                    scene: route.scene.value, type: appType.value, route: route.output.value)),
                            at: route.scene.location,
                            notes: [
                                .init(location: appType.location, message: "'type: \(appType.value)' is written here")
                            ]))
                } else if target.coordinator == nil, !navigatesWithSceneCoordinator {
                    let problem: SpecProblem =
                        projectConventions.applying(spec.conventions).navigation == .rxflow
                        ? .rxFlow(
                            .targetHasNoFlow(
                                route.scene.value, flow: NamingTableBuilder.flow(ofScene: route.scene.value)))
                        : .routeTargetHasNoCoordinator(route.scene.value)
                    diagnostics.append(
                        .error(
                            problem, at: route.scene.location,
                            notes: [.init(location: target.name.location, message: "scene declared here")]))
                }
            }
        }
        return diagnostics
    }

    /// A scene both written by hand and generated from a spec: the route to it could start either, so the
    /// config entry is refused. (YAML refuses a scene listed twice, as any duplicate key.)
    private func externalSceneProblems(scenes: [String: SceneSpec]) -> [Diagnostic] {
        externalScenes.compactMap { external in
            guard let spec = scenes[external.name.value] else { return nil }
            return .error(
                .externalSceneHasSpec(external.name.value), at: external.name.location,
                notes: [
                    .init(
                        location: spec.name.location, message: "the spec declares scene '\(external.name.value)' here")
                ])
        }
    }
}

extension SpecValidator {
    /// The indices of `names` declared first: a later name equal to an earlier one is `duplicate`, and one that
    /// differs from it only in case is `differingInCase`, since files are named after it and most iOS
    /// developers' disks ignore case (and Unicode normalisation, which `String` equality ignores too).
    static func firstDeclarations(
        _ names: [Located<String>], kind: String, duplicate: (String) -> SpecProblem,
        differingInCase: (String, String) -> SpecProblem
    ) -> (kept: [Int], diagnostics: [Diagnostic]) {
        var kept: [Int] = []
        var diagnostics: [Diagnostic] = []
        var byName: [String: Located<String>] = [:]
        var ignoringCase: [String: Located<String>] = [:]
        for (index, name) in names.enumerated() {
            if let previous = byName[name.value] {
                diagnostics.append(
                    .error(
                        duplicate(name.value), at: name.location,
                        notes: [.init(location: previous.location, message: "first declared here")]))
            } else if let previous = ignoringCase[name.value.lowercased()] {
                diagnostics.append(
                    .error(
                        differingInCase(name.value, previous.value), at: name.location,
                        notes: [
                            .init(location: previous.location, message: "\(kind) '\(previous.value)' is declared here")
                        ]))
            } else {
                kept.append(index)
                byName[name.value] = name
                ignoringCase[name.value.lowercased()] = name
            }
        }
        return (kept, diagnostics)
    }

    /// Problems of the shared services and of the scenes' dependencies on them: a service declared twice or
    /// named like a scene, a service type that clashes with a scene's, and a dependency on anything but a
    /// loaded service spec.
    func sharedServiceProblems(_ scenes: [(spec: SceneSpec, names: SceneNameSummary)], services: [SharedServiceSpec])
        -> [Diagnostic]
    {
        var diagnostics: [Diagnostic] = []
        let scenesByName = Dictionary(scenes.map { ($0.spec.name.value, $0.spec) }, uniquingKeysWith: { a, _ in a })
        let (keptServices, nameProblems) = Self.firstDeclarations(
            services.map(\.name), kind: "service", duplicate: SpecProblem.duplicateService,
            differingInCase: SpecProblem.serviceNameDiffersOnlyInCase)
        diagnostics += nameProblems
        let byName = Dictionary(uniqueKeysWithValues: keptServices.map { (services[$0].name.value, services[$0]) })
        for index in keptServices {
            let name = services[index].name
            if let scene = scenesByName[name.value] {
                diagnostics.append(
                    .error(
                        .sceneAndServiceShareName(name.value), at: name.location,
                        notes: [.init(location: scene.name.location, message: "scene '\(name.value)' is declared here")]
                    ))
            }
        }
        diagnostics += typeCollisions(scenes, services: services.filter { byName[$0.name.value]?.file == $0.file })
        diagnostics += dependencyProblems(scenes, services: byName, scenesByName: scenesByName)
        diagnostics += sharedProperties(keptServices.map { services[$0] })
        return diagnostics
    }

    /// Services held in the same property (`appServices: {A: {property: store}, B: {property: store}}`), blamed at
    /// the later one's `property:` or, where scaffold chose the name, at its name: the container would declare the
    /// property twice.
    private func sharedProperties(_ services: [SharedServiceSpec]) -> [Diagnostic] {
        var holders: [String: SharedServiceSpec] = [:]
        var diagnostics: [Diagnostic] = []
        for service in services {
            let property = service.names.property
            guard let other = holders[property] else {
                holders[property] = service
                continue
            }
            diagnostics.append(
                .error(
                    .servicesShareProperty(property: property, service: service.name.value, other: other.name.value),
                    at: service.property?.location ?? service.name.location,
                    notes: [
                        .init(
                            location: other.property?.location ?? other.name.location,
                            message: "'\(other.name.value)' is held in '\(property)' here")
                    ]))
        }
        return diagnostics
    }

    /// A type a shared service declares that a scene declares too. A scene's own service named like a shared
    /// one is the service declared twice; the scene's is blamed, since listing the shared one replaces it.
    private func typeCollisions(_ scenes: [(spec: SceneSpec, names: SceneNameSummary)], services: [SharedServiceSpec])
        -> [Diagnostic]
    {
        var sceneTypes: [String: (location: SourceLocation, isService: Bool)] = [:]
        for (_, names) in scenes {
            for type in names.declaredTypes where sceneTypes[type.spelling] == nil {
                sceneTypes[type.spelling] = (type.provenance.location, type.role == .service)
            }
        }
        let containerTypes = [ServiceNames.container, ServiceNames.containerProtocol]
        var diagnostics: [Diagnostic] = []
        // The container exists once there is a shared service; a scene must not declare its types.
        if !services.isEmpty {
            for type in containerTypes {
                guard let clash = sceneTypes[type] else { continue }
                diagnostics.append(
                    .error(
                        .duplicateGeneratedName(type), at: clash.location,
                        notes: [
                            .init(
                                location: services[0].name.location,
                                message: "the shared services declared here need the app's container '\(type)'")
                        ]))
            }
        }
        for service in services {
            let names = service.names
            let types = namer.table(for: service).entries(of: .type).map(\.spelling)
            if service.isAppProtocol, let clash = sceneTypes[names.service] {
                diagnostics.append(
                    .error(
                        .appServiceIsGenerated(names.service), at: service.name.location,
                        notes: [
                            .init(
                                location: clash.location, message: "'\(names.service)' is generated for the spec here")
                        ]))
                continue
            }
            if let sceneService = sceneTypes[names.service], sceneService.isService {
                diagnostics.append(
                    .error(
                        .duplicateService(names.service), at: sceneService.location,
                        notes: [.init(location: service.name.location, message: "also declared here")]))
                continue
            }
            if let clash = types.first(where: { sceneTypes[$0] != nil }) {
                diagnostics.append(
                    .error(
                        .duplicateGeneratedName(clash), at: service.name.location,
                        notes: [.init(location: sceneTypes[clash]!.location, message: "also declared here")]))
            } else if let clash = types.first(where: containerTypes.contains) {
                diagnostics.append(
                    .error(
                        .serviceNamedLikeContainer(
                            clash, service: service.name.value, isAppProtocol: service.isAppProtocol),
                        at: service.name.location))
            }
        }
        return diagnostics
    }

    /// Each dependency must name a service spec: not a scene, not a service declared inside a scene.
    private func dependencyProblems(
        _ scenes: [(spec: SceneSpec, names: SceneNameSummary)], services: [String: SharedServiceSpec],
        scenesByName: [String: SceneSpec]
    ) -> [Diagnostic] {
        var inlineServices: [String: (scene: String, service: GeneratedName)] = [:]
        for (spec, names) in scenes {
            if let service = names.service, inlineServices[service.spelling] == nil {
                inlineServices[service.spelling] = (spec.name.value, service)
            }
        }
        let serviceNames = services.keys.sorted()
        var diagnostics: [Diagnostic] = []
        // A base class's dependency is listed once for every scene of that base class; blame it once.
        var blamed: Set<SourceLocation> = []
        for (spec, _) in scenes {
            for dependency in spec.dependencies
            where services[dependency.value] == nil && !unreadableSpecNames.contains(dependency.value)
                && blamed.insert(dependency.location).inserted
            {
                let name = dependency.value
                if let scene = scenesByName[name] {
                    diagnostics.append(
                        .error(
                            .dependencyIsAScene(name), at: dependency.location,
                            notes: [.init(location: scene.name.location, message: "scene '\(name)' is declared here")]))
                } else if let owner = inlineServices[name] {
                    diagnostics.append(
                        .error(
                            .dependencyIsDeclaredInScene(name, scene: owner.scene), at: dependency.location,
                            notes: [
                                .init(
                                    location: owner.service.provenance.location,
                                    message: "service '\(name)' is declared here")
                            ]))
                } else {
                    let suggestion = EditDistance.closest(to: name, among: serviceNames)
                    // The typo may be in the declaration rather than here: show where the close name is declared.
                    diagnostics.append(
                        .error(
                            .unknownDependency(name, suggestion: suggestion), at: dependency.location,
                            notes: suggestion.flatMap { services[$0] }.map { [.closeName($0.name)] } ?? []))
                }
            }
        }
        return diagnostics
    }
}
