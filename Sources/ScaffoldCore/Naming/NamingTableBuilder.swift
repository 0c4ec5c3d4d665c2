/// The one place scaffold spells the names it generates. Each rule is written here once, and each name goes into a
/// `NamingTable` with its role, its kind and what made it; the validator, the presentation model, the templates and
/// `scaffold rename` read the table.
///
/// A new generated name is a case of `NameRole` and the line here that spells and enters it.
public struct NamingTableBuilder: Sendable {
    /// What scenes' own services and coordinators are called (`naming` in `scaffold.yml`).
    public var naming: Naming
    /// The class every generated coordinator subclasses (`baseCoordinator` in `scaffold.yml`).
    public var baseCoordinator: String
    /// The shared services that are the app's own protocols (`appServices` in `scaffold.yml`).
    public var appProtocols: AppProtocols

    public init(
        naming: Naming = Naming(), baseCoordinator: String = SceneNames.baseCoordinator, appProtocols: AppProtocols = []
    ) {
        self.naming = naming
        self.baseCoordinator = baseCoordinator
        self.appProtocols = appProtocols
    }

    /// Every name `spec` generates. Test names are entered whether or not the project generates tests, and the
    /// coordinator protocol and mock whatever the conventions, so that switching either on cannot make specs clash.
    public func table(for spec: SceneSpec) -> NamingTable {
        var entries: [GeneratedName] = []
        func add(_ role: NameRole, _ spelling: String, _ kind: NameKind, _ source: NameSource, at: SourceLocation) {
            entries.append(GeneratedName(role, spelling, kind, from: NameProvenance(source, at: at)))
        }
        let scene = spec.name.value
        let sceneName = spec.name.location
        let patterns = naming.patterns.applying(spec.names)
        // A name `names:` spells is blamed where the spec writes its pattern, or at the scene name for the project's.
        func patterned(_ key: NamePatternKey) -> (spelling: String, source: NameSource?, location: SourceLocation) {
            let pattern = patterns[key]
            let spelling = (pattern?.value ?? naming.pattern(key)).spelled { placeholder in
                switch placeholder {
                case .scene: return scene
                case .viewModel: return key == .viewModel ? scene : patterned(.viewModel).spelling
                case .coordinator: return key == .coordinator ? scene : patterned(.coordinator).spelling
                // Only the result step writes a result case, and the table holds no step.
                case .resultCase: return ""
                }
            }
            let source = pattern.map { NameSource.pattern(key, Located($0.value.description, at: $0.location)) }
            return (spelling, source, spec.names[key]?.location ?? sceneName)
        }
        func addPatterned(_ role: NameRole, _ key: NamePatternKey, _ kind: NameKind, otherwise source: NameSource) {
            let name = patterned(key)
            add(role, name.spelling, kind, name.source ?? source, at: name.location)
        }
        let viewModel = patterned(.viewModel).spelling
        let service = spec.service.map { service in
            let spelled = service.name.map { ($0.value, NameSource.serviceName, $0.location) }
            let byPattern = patterned(.service)
            let name = spelled?.0 ?? byPattern.spelling
            let source = spelled?.1 ?? byPattern.source ?? serviceNaming ?? .key("service")
            let location = spelled?.2 ?? (spec.names[.service] != nil ? byPattern.location : service.location)
            return (names: Self.serviceNames(of: name), source: source, location: location)
        }
        let coordinator = patterned(.coordinator).spelling
        let coordinatorSource = patterned(.coordinator).source ?? coordinatorNaming ?? .scene
        let stateOutput = spec.state.map { (name: "state", location: $0.first?.name.location ?? sceneName) }

        // Top-level types, in the order collisions are looked for: the shared base class first, so a scene is
        // blamed for its own types; the assembler last.
        if let coordinatorSpec = spec.coordinator {
            add(.baseCoordinator, baseCoordinator, .type, .key("coordinator"), at: coordinatorSpec.location)
        }
        addPatterned(.inputsProtocol, .inputsProtocol, .type, otherwise: .scene)
        addPatterned(.outputsProtocol, .outputsProtocol, .type, otherwise: .scene)
        addPatterned(.actionsProtocol, .actionsProtocol, .type, otherwise: .scene)
        // Only a scene with state values has a state protocol, so a state machine's `state` output does not clash
        // with the state property of scenes that show no values there.
        let hasStateValues = spec.showsStateValues
        if hasStateValues { addPatterned(.stateProtocol, .stateProtocol, .type, otherwise: .scene) }
        addPatterned(.viewModelProtocol, .viewModelProtocol, .type, otherwise: .scene)
        addPatterned(.viewModel, .viewModel, .type, otherwise: .scene)
        addPatterned(.viewController, .viewController, .type, otherwise: .scene)
        addPatterned(.viewModelTests, .viewModelTests, .type, otherwise: .scene)
        if spec.state != nil { addPatterned(.state, .state, .type, otherwise: .scene) }
        if let service {
            add(.service, service.names.service, .type, service.source, at: service.location)
            add(.serviceProtocol, service.names.serviceProtocol, .type, service.source, at: service.location)
            add(.serviceMock, service.names.mock, .type, service.source, at: service.location)
        }
        if !spec.dependencies.isEmpty {
            add(.containerMock, scene + "DependenciesMock", .type, .scene, at: sceneName)
        }
        if let coordinatorSpec = spec.coordinator {
            addPatterned(.coordinator, .coordinator, .type, otherwise: coordinatorNaming ?? .scene)
            if coordinatorSpec.result != nil {
                addPatterned(.coordinationResult, .coordinationResult, .type, otherwise: .scene)
            }
            addPatterned(.coordinatorProtocol, .coordinatorProtocol, .type, otherwise: coordinatorSource)
            addPatterned(.coordinatorMock, .coordinatorMock, .type, otherwise: coordinatorSource)
            let router = patterned(.router)
            add(.router, router.spelling, .type, router.source ?? .scene, at: router.location)
            add(.routerMock, router.spelling + "Mock", .type, router.source ?? .scene, at: router.location)
            addPatterned(.coordinatorDependencies, .dependencies, .type, otherwise: .scene)
            if naming.coordinator == .navigator {
                addPatterned(.assembler, .assembler, .type, otherwise: coordinatorSource)
            }
        }

        // The view model's sections, the same in every scene unless `names:` spells them.
        addPatterned(.inputsProperty, .inputsProperty, .viewModelMember, otherwise: .builtIn)
        addPatterned(.outputsProperty, .outputsProperty, .viewModelMember, otherwise: .builtIn)
        addPatterned(.actionsProperty, .actionsProperty, .viewModelMember, otherwise: .builtIn)
        if hasStateValues { addPatterned(.stateProperty, .stateProperty, .viewModelMember, otherwise: .builtIn) }

        // Members of the view model.
        if let service {
            add(.serviceProperty, service.names.property, .viewModelMember, service.source, at: service.location)
        }
        for dependency in spec.dependencies {
            let names = appProtocols.serviceNames(of: dependency.value)
            add(
                .dependencyProperty(dependency: dependency.value), names.property, .viewModelMember,
                .dependency(dependency.value), at: dependency.location)
        }
        if spec.coordinator != nil {
            addPatterned(
                .coordinatorProperty, .coordinatorProperty, .viewModelMember, otherwise: coordinatorNaming ?? .builtIn)
        }
        if let stateOutput { add(.stateOutput, stateOutput.name, .viewModelMember, .state, at: stateOutput.location) }
        for input in spec.inputs {
            let name = input.name.value
            add(
                .inputSubject(input: name), name + (input.isRelay ? "Relay" : "Subject"), .viewModelMember,
                .input(name), at: input.name.location)
        }
        for output in spec.outputs where output.isRelay {
            let name = output.name.value
            add(.outputRelay(output: name), name + "Relay", .viewModelMember, .output(name), at: output.name.location)
        }
        let inputRoutes = (spec.coordinator?.routes ?? []).filter(spec.startsFromInput)
        for route in inputRoutes {
            let input = route.output
            add(
                .inputEvents(input: input.value), input.value + "Events", .viewModelMember, .route(input.value),
                at: input.location)
        }
        // A transform `Output`'s PublishRelay field is bound into too, and with the same bag, and so is a subject an
        // outputs protocol shows.
        if let relay = spec.outputs.first(where: { $0.isRelay || $0.isPublishRelayField || $0.isPublishSubject }) {
            add(
                .viewModelDisposeBag, "disposeBag", .viewModelMember, .output(relay.name.value), at: relay.name.location
            )
        } else if let route = inputRoutes.first {
            // A view model that calls its coordinator keeps the subscriptions that lead its routed inputs there.
            add(
                .viewModelDisposeBag, "disposeBag", .viewModelMember, .route(route.output.value),
                at: route.output.location)
        }

        // Members of the coordinator.
        for route in spec.coordinator?.routes ?? [] {
            let output = route.output
            add(
                .customPresentationMethod(route: output.value), output.value + "Presentation", .coordinatorMember,
                .route(output.value), at: output.location)
            if let destination = route.destination, case .handler(let handler) = destination.value {
                add(
                    .destinationHandler(route: output.value), handler, .coordinatorMember, .route(output.value),
                    at: destination.location)
            }
        }
        for resultCase in spec.coordinator?.result ?? [] {
            let name = resultCase.name
            add(
                .finishMethod(resultCase: name.value), Self.finishMethod(of: name.value), .coordinatorMember,
                .resultCase(name.value), at: name.location)
            add(
                .resultMapping(resultCase: name.value), name.value + "Result", .coordinatorMember,
                .resultCase(name.value), at: name.location)
        }

        // Members of the test case.
        for output in spec.outputs {
            let name = output.name
            add(
                .outputObserver(output: name.value), name.value + "Observer", .testCaseMember, .output(name.value),
                at: name.location)
        }
        if let stateOutput {
            add(
                .outputObserver(output: stateOutput.name), stateOutput.name + "Observer", .testCaseMember, .state,
                at: stateOutput.location)
        }
        for action in spec.actions {
            let name = action.name
            for report in ActionReport.allCases {
                add(
                    .actionReportObserver(action: name.value, report: report),
                    name.value + Self.capitalizingFirst(report.rawValue) + "Observer", .testCaseMember,
                    .action(name.value), at: name.location)
            }
        }
        for input in spec.inputs {
            let name = input.name
            add(
                .testInputSubject(input: name.value), name.value + (input.isPublishRelayField ? "Relay" : "Subject"),
                .testCaseMember, .input(name.value),
                at: name.location)
        }
        let testedMembers =
            spec.inputs.map { ($0.name, NameSource.input($0.name.value)) }
            + spec.actions.map { ($0.name, NameSource.action($0.name.value)) }
            + spec.properties.map { ($0.name, NameSource.property($0.name.value)) }
            + spec.methods.map { ($0.name, NameSource.method($0.name.value)) }
        for (name, source) in testedMembers {
            add(.memberTest(member: name.value), "test_" + name.value, .testCaseMember, source, at: name.location)
        }
        for action in spec.actions {
            let name = action.name
            add(
                .actionIdleTest(action: name.value), "test_\(name.value)_isNotExecutingBeforeItRuns", .testCaseMember,
                .action(name.value), at: name.location)
        }
        if let activity = spec.tracking?.activity {
            add(
                .activityTest(output: activity.value), "test_\(activity.value)_isFalseWhileNothingRuns",
                .testCaseMember, .output(activity.value), at: activity.location)
        }
        add(.releaseTest, "test_viewModelIsReleasedWhenNothingHoldsIt", .testCaseMember, .builtIn, at: sceneName)
        add(.mainThreadTest, "test_outputsArriveOnTheMainThread", .testCaseMember, .builtIn, at: sceneName)

        // Members of the mocks: a route method passes on the value of the output or input that fires it, and the mock records
        // that value under the method's name.
        for method in spec.service?.methods ?? [] {
            let name = method.name
            Self.addMockMembers(
                of: .serviceMethod(name.value), named: name.value, recordsArguments: !method.parameters.isEmpty,
                from: NameProvenance(.serviceMethod(name.value), at: name.location), to: &entries)
        }
        for route in spec.coordinator?.routes ?? [] {
            let output = route.output
            Self.addMockMembers(
                of: .route(output.value), named: route.methodBaseName,
                recordsArguments: !spec.payloadType(of: route).isVoid,
                from: NameProvenance(.route(output.value), at: route.method?.location ?? output.location),
                to: &entries)
        }
        for resultCase in spec.coordinator?.result ?? [] {
            let name = resultCase.name
            Self.addMockMembers(
                of: .finish(resultCase: name.value), named: Self.finishMethod(of: name.value),
                recordsArguments: !(resultCase.member.type?.value.isVoid ?? true),
                from: NameProvenance(.resultCase(name.value), at: name.location), to: &entries)
        }

        // Files, each named after the type it declares; the scene's folder is named `scene`, shorter than any.
        add(.contractFile, Self.generatedFile(named: scene), .file, .scene, at: sceneName)
        let viewModelName = patterned(.viewModel)
        add(
            .viewModelFile, Self.sourceFile(named: viewModel), .file, viewModelName.source ?? .scene,
            at: viewModelName.location)
        if let service {
            add(
                .serviceFile, Self.sourceFile(named: service.names.service), .file, service.source, at: service.location
            )
        }
        if spec.coordinator != nil {
            add(
                .coordinatorFile, Self.sourceFile(named: coordinator), .file, coordinatorSource,
                at: patterned(.coordinator).location)
            if naming.coordinator == .navigator {
                let assembler = patterned(.assembler)
                add(
                    .assemblerFile, Self.sourceFile(named: assembler.spelling), .file,
                    assembler.source ?? coordinatorSource,
                    at: assembler.location)
            }
        }
        let viewController = patterned(.viewController)
        add(
            .viewControllerFile, Self.sourceFile(named: viewController.spelling), .file,
            viewController.source ?? .scene,
            at: viewController.location)
        add(.mocksFile, Self.generatedFile(named: scene + "Mocks"), .file, .scene, at: sceneName)
        let tests = patterned(.viewModelTests)
        add(
            .viewModelTestsFile, Self.sourceFile(named: tests.spelling), .file, tests.source ?? .scene,
            at: tests.location)
        return NamingTable(entries)
    }

    /// `naming: {service: useCase}` when it spells scenes' services, nil when they take the default name.
    private var serviceNaming: NameSource? {
        guard naming.service != .service else { return nil }
        return .naming(Self.setting("service", naming.service.rawValue, at: naming.serviceSetting))
    }

    /// `naming: {coordinator: navigator}` when it spells scenes' coordinators, nil for the default.
    private var coordinatorNaming: NameSource? {
        guard naming.coordinator != .coordinator else { return nil }
        return .naming(Self.setting("coordinator", naming.coordinator.rawValue, at: naming.coordinatorSetting))
    }

    /// `coordinator: navigator` where scaffold.yml writes it, or at its start for a naming made in code.
    private static func setting(_ key: String, _ value: String, at location: SourceLocation?) -> Located<String> {
        Located("\(key): \(value)", at: location ?? .startOf(ProjectConfig.fileName))
    }

    /// Enters the members a mock declares for `method`, called `name`: a call log `<name>Calls` when calls carry
    /// arguments, a counter `<name>CallCount` for every method, and the answer `<name>Result`.
    static func addMockMembers(
        of method: MockedMethod, named name: String, recordsArguments: Bool, from provenance: NameProvenance,
        to entries: inout [GeneratedName]
    ) {
        if recordsArguments {
            entries.append(GeneratedName(.callLog(method), name + "Calls", .mockMember, from: provenance))
        }
        entries.append(GeneratedName(.callCount(method), name + "CallCount", .mockMember, from: provenance))
        entries.append(GeneratedName(.mockResult(method), name + "Result", .mockMember, from: provenance))
    }

    // The rules other code needs without a spec at hand.

    /// The coordinator of the scene called `scene`, for a route to a scene whose spec may not be loaded:
    /// `ProfileCoordinator`, `ProfileNavigator`, or as the project's `names.coordinator` spells it.
    public static func coordinator(ofScene scene: String, naming: Naming) -> String {
        naming.pattern(.coordinator).spelled { _ in scene }
    }

    /// The view model's property (and `init` parameter) that holds its coordinator, reserved in every scene:
    /// `coordinator`, `navigator` with that naming, or as the project's `names.coordinatorProperty` spells it.
    public static func coordinatorProperty(naming: Naming) -> String {
        naming.pattern(.coordinatorProperty).spelled { _ in "" }
    }

    /// The names of the service called `service`; the app's own protocol (`appServices`) is depended on by the name
    /// the app gave it, `SwiftHubAPI`, not `SwiftHubAPIType`; a concrete app type (`concrete: true`) is its own
    /// "mock", the real type that tests make.
    public static func serviceNames(of service: String, isAppProtocol: Bool = false, isConcrete: Bool = false)
        -> ServiceNames
    {
        ServiceNames(
            service: service, serviceProtocol: isAppProtocol || isConcrete ? service : service + "Type",
            mock: isConcrete ? service : service + "Mock",
            property: isAppProtocol ? appProtocolProperty(service) : SwiftIdentifier.lowerCamelCase(service),
            provider: "Has" + service, isConcrete: isConcrete)
    }

    /// The property an app protocol is held in: its name in lower camel case, without the `Type` or `Protocol` that
    /// many apps end their protocols' names with (`NetworkServiceType` is held in `networkService`).
    static func appProtocolProperty(_ name: String) -> String {
        for suffix in ["Protocol", "Type"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return SwiftIdentifier.lowerCamelCase(String(name.dropLast(suffix.count)))
        }
        return SwiftIdentifier.lowerCamelCase(name)
    }

    /// The coordinator method that finishes a scene with the result case `resultCase`: `finishLoggedIn`.
    private static func finishMethod(of resultCase: String) -> String {
        "finish" + capitalizingFirst(resultCase)
    }

    private static func capitalizingFirst(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// `Profile.generated.swift`: a file scaffold rewrites on every run, named after what it declares.
    public static func generatedFile(named stem: String) -> String {
        stem + ".generated.swift"
    }

    /// `ProfileViewModel.swift`: a skeleton, named after the type it declares.
    public static func sourceFile(named stem: String) -> String {
        stem + ".swift"
    }
}
