/// Every name scaffold generates for one scene, computed once from its spec and the project's `naming`: the
/// types, the view model's service property, the members of the mocks and the files.
///
/// The validator checks these names, the presentation model and the templates print them, so the three
/// cannot disagree; nothing else spells a generated name. A name is nil when the spec has no part that
/// makes it (no `state`, no `service`, no `coordinator`, no `coordinator.result`, no navigator naming for the
/// assembler).
///
/// Templates see the type names and the service and coordinator properties as the `names` object (the
/// scene name is the context's own `scene`, the state output one of its `outputs`); mock members reach
/// them through the mock models, and file names are the renderer's.
/// - Template object: names
public struct SceneNames: Sendable, Equatable {
    /// The base class every generated coordinator subclasses, declared once for the whole project.
    public static let baseCoordinator = "BaseCoordinator"

    /// The file in the output's `Support` folder that declares `BaseCoordinator`.
    public static let baseCoordinatorFile = baseCoordinator + ".generated.swift"

    /// The view model's property (and `init` parameter) that holds its coordinator, reserved in every scene:
    /// `coordinator`, or `navigator` with that naming.
    public static func coordinatorProperty(naming: CoordinatorNaming) -> String {
        switch naming {
        case .coordinator: return "coordinator"
        case .navigator: return "navigator"
        }
    }

    /// The scene name as written, the prefix of the scene's own types: `RepositoryList`.
    /// - Template key: none
    public var scene: String
    /// The inputs protocol; set for every scene, but generated only when `hasInputs`.
    /// - Example: `RepositoryListViewModelInputsType`
    public var inputsProtocol: String
    /// The outputs protocol; generated only when `hasOutputs`.
    /// - Example: `RepositoryListViewModelOutputsType`
    public var outputsProtocol: String
    /// The actions protocol; generated only when `hasActions`.
    /// - Example: `RepositoryListViewModelActionsType`
    public var actionsProtocol: String
    /// The protocol joining those the scene has.
    /// - Example: `RepositoryListViewModelType`
    public var viewModelProtocol: String
    /// The view model class.
    /// - Example: `RepositoryListViewModel`
    public var viewModel: String
    /// The view controller class; set for every scene, but written only for a screen.
    /// - Example: `RepositoryListViewController`
    public var viewController: String
    /// The test case class.
    /// - Example: `RepositoryListViewModelTests`
    public var viewModelTests: String
    /// The state enum; `null` without `state`.
    /// - Example: `RepositoryListState`
    public var state: String?
    /// The output a state machine adds to the view model: `state`.
    /// - Template key: none
    public var stateOutput: String?
    /// The service struct (`service.name`, or `<Scene>Service`; `<Scene>UseCase` with `naming: {service: useCase}`).
    /// - Example: `GithubService`
    public var service: String?
    /// The service protocol.
    /// - Example: `GithubServiceType`
    public var serviceProtocol: String?
    /// The service mock, also `tests.serviceMock.name`.
    /// - Example: `GithubServiceMock`
    public var serviceMock: String?
    /// The view model's property holding the service.
    /// - Example: `githubService`
    public var serviceProperty: String?
    /// The coordinator class (`<Scene>Navigator` with `naming: {coordinator: navigator}`); `null` without
    /// `coordinator`.
    /// - Example: `RepositoryListCoordinator`
    public var coordinator: String?
    /// The result enum; `null` unless `coordinator.result` is given.
    /// - Example: `LoginCoordinationResult`
    public var coordinationResult: String?
    /// The protocol the view model calls with `coordinatorInViewModel`; set for every scene with a coordinator, so that
    /// switching the conventions on cannot make specs clash, but generated only when `coordinator.hasProtocol`.
    /// - Example: `FilterCoordinatorType`
    public var coordinatorProtocol: String?
    /// The mock of that protocol, also `tests.coordinatorMock.name`; set like `coordinatorProtocol`.
    /// - Example: `FilterCoordinatorMock`
    public var coordinatorMock: String?
    /// The view model's property holding the coordinator (`navigator` with that naming); used like
    /// `coordinatorProtocol`.
    /// - Example: `coordinator`
    public var coordinatorProperty: String?
    /// `ProfileDependencies`, the shared services the coordinator hands to its scene and the scenes it starts. Reserved
    /// for every scene with a coordinator, so adding a dependency cannot make specs clash.
    /// - Template key: none
    public var coordinatorDependencies: String?
    /// The assembler struct; `null` unless the scene has a coordinator and `naming: {coordinator: navigator}`.
    /// - Example: `CatalogAssembler`
    public var assembler: String?
    /// The shared services the view model takes in `init`, in spec order.
    /// - Template key: none
    public var dependencies: [ServiceNames]
    /// The coordinator mock's members, one per route in spec order.
    /// - Template key: none
    public var routeMockMembers: [MockMembers]
    /// With the transform convention, the coordinator's method for each result case, in spec order: `finishLoggedIn`.
    /// Reserved whatever the conventions, like `coordinatorProtocol`.
    /// - Template key: none
    public var finishMethods: [String]
    /// The coordinator mock's members for `finishMethods`, in the same order.
    /// - Template key: none
    public var finishMockMembers: [MockMembers]
    /// The private subject behind each input, in spec order: `reloadSubject` (`queryRelay` for a relay). With the
    /// function convention the view model stores it as a property, so it shares the view model's names with the spec's
    /// members.
    /// - Template key: none
    public var inputSubjects: [String]
    /// The generated test's `TestableObserver` property for each output, in spec order, then the state output's:
    /// `titleObserver`. They share the test case's names with the mock properties.
    /// - Template key: none
    public var outputObservers: [String]

    /// The members a mock declares for one mocked method or route.
    public struct MockMembers: Sendable, Equatable {
        /// The mocked method: `login`.
        public var method: String
        /// Whether the mock keeps each call's arguments (`loginCalls`) or only counts calls (`loginCallCount`).
        public var recordsArguments: Bool
        /// `loginCalls` or `loginCallCount`.
        public var recorder: String
        /// `loginResult`, the answer a test sets.
        public var result: String

        public init(method: String, recordsArguments: Bool, recorder: String, result: String) {
            self.method = method
            self.recordsArguments = recordsArguments
            self.recorder = recorder
            self.result = result
        }
    }

    /// Which part of a spec makes a type, and so where a collision is blamed.
    public enum Origin: Sendable, Equatable {
        /// The scene name.
        case scene
        /// The service's name, or `service:` when the name is the default.
        case service
        /// `coordinator:`, for the base class shared by every scene with a coordinator.
        case shared
    }

    /// A top-level type a scene declares or needs.
    public struct DeclaredType: Sendable, Equatable {
        public var name: String
        public var origin: Origin

        public init(_ name: String, _ origin: Origin) {
            self.name = name
            self.origin = origin
        }
    }

    /// The members a mock declares for `method`: a call log `<method>Calls` when calls carry arguments,
    /// otherwise a counter `<method>CallCount`, and the answer `<method>Result`.
    public static func mockMembers(of method: String, recordsArguments: Bool) -> MockMembers {
        MockMembers(
            method: method, recordsArguments: recordsArguments,
            recorder: method + (recordsArguments ? "Calls" : "CallCount"), result: method + "Result")
    }

    /// The longest file name a file system takes for one path component, in bytes.
    public static let maximumFileNameBytes = 255

    /// The most bytes writing a file adds to its name: it goes through a temporary file
    /// `.<name>.<process id, up to 10 digits>.<16 hex digits>.tmp` in the same folder (`TemporaryFileName`
    /// in ScaffoldKit makes those names from this number).
    public static let temporaryFileNameOverhead = 1 + 1 + 10 + 1 + 16 + 4

    /// The enum of the ways a route shows a scene, declared once for every project with a coordinator.
    public static let scenePresentation = "ScenePresentation"

    /// The class that watches a shown scene's screen, declared in the `ScenePresentation` file.
    public static let shownScreen = "ShownScreen"

    /// The file in the output's `Support` folder that declares `ScenePresentation`.
    public static let scenePresentationFile = scenePresentation + ".generated.swift"

    /// The project's protocol of transform view models, declared once for the whole project.
    public static let transformViewModelProtocol = "ViewModelType"

    /// The file in the output's `Support` folder that declares `ViewModelType`.
    public static let transformViewModelProtocolFile = transformViewModelProtocol + ".generated.swift"

    /// The error generated placeholders fail with, declared once for a project whose skeletons or mocks return it.
    public static let notImplemented = "NotImplemented"

    /// The file in the output's `Support` folder that declares `NotImplemented`.
    public static let notImplementedFile = notImplemented + ".generated.swift"

    /// The test helper that keeps the outputs that reported off the main thread, declared once in the `Support`
    /// folder of the tests when a scene's test watches any.
    public static let offMainThreadWatcher = "OffMainThreadOutputs"

    /// The file in the tests' `Support` folder that declares `OffMainThreadOutputs`.
    public static let offMainThreadWatcherFile = offMainThreadWatcher + ".generated.swift"

    /// The class that counts a view model's tracked work in flight, declared once for a project with `tracking`.
    public static let activityTracker = "ActivityTracker"

    /// The class that collects the errors of a view model's tracked work, declared with `ActivityTracker`.
    public static let errorTracker = "ErrorTracker"

    /// The file in the output's `Support` folder that declares both trackers.
    public static let trackingFile = "ActivityTracking.generated.swift"

    /// The view model's properties that hold its trackers.
    public static let activityTrackerProperty = "activityTracker"
    public static let errorTrackerProperty = "errorTracker"

    /// The coordinator method that finishes a scene with the result case `resultCase`: `finishLoggedIn`.
    static func finishMethod(of resultCase: String) -> String {
        "finish" + resultCase.prefix(1).uppercased() + resultCase.dropFirst()
    }

    /// The private subject behind an input of the observer or function convention: `reloadSubject`.
    public static func inputSubject(of input: String) -> String {
        input + "Subject"
    }

    /// The view model's `init` parameter that takes the inputs with `inputs: init`, and the local the test and the
    /// view controller build them in: `init(input: Input, ...)`.
    public static let initInputParameter = "input"

    /// The private relay behind a relay input of the function convention: `queryRelay`.
    public static func inputRelay(of input: String) -> String {
        input + "Relay"
    }

    /// The properties the built-in test template declares besides the mocks and observers, with what they hold.
    public static let testCaseProperties: [(name: String, holds: String)] = [
        ("scheduler", "the test scheduler"), ("disposeBag", "the dispose bag"), ("viewModel", "the view model"),
    ]

    /// The generated test's `TestableObserver` property for an output: `titleObserver`.
    static func outputObserver(of output: String) -> String {
        output + "Observer"
    }

    /// The generated test of an input, action, property or method: `test_reload`.
    public static func memberTest(of member: String) -> String {
        "test_" + member
    }

    /// The day-one test that the view model is gone once nothing holds it, which the built-in test template writes
    /// in every test skeleton.
    public static let releaseTest = "test_viewModelIsReleasedWhenNothingHoldsIt"

    /// The day-one test that what the view model reports arrives on the main thread.
    public static let mainThreadTest = "test_outputsArriveOnTheMainThread"

    /// The day-one test that the activity output `output` is `false` while nothing runs.
    public static func activityTest(of output: String) -> String {
        "test_\(output)_isFalseWhileNothingRuns"
    }

    /// The day-one test that `action` is not executing before it is asked to run.
    public static func actionIdleTest(of action: String) -> String {
        "test_\(action)_isNotExecutingBeforeItRuns"
    }

    /// What the generated test records of each action, each in an observer of its own.
    public static let actionReports = ["executing", "elements", "errors"]

    /// The generated test's `TestableObserver` property for one of an action's `actionReports`:
    /// `refreshExecutingObserver`.
    public static func actionReportObserver(of action: String, report: String) -> String {
        action + report.prefix(1).uppercased() + report.dropFirst() + "Observer"
    }

    /// The coordinator of the scene called `scene`, for a route to a scene whose spec may not be loaded:
    /// `ProfileCoordinator`, or `ProfileNavigator`.
    public static func coordinator(ofScene scene: String, naming: CoordinatorNaming) -> String {
        switch naming {
        case .coordinator: return scene + "Coordinator"
        case .navigator: return scene + "Navigator"
        }
    }

    /// The service of the scene called `scene` when its spec gives it no name: `LoginService`, or `LoginUseCase`.
    static func service(ofScene scene: String, naming: ServiceNaming) -> String {
        switch naming {
        case .service: return scene + "Service"
        case .useCase: return scene + "UseCase"
        }
    }

    /// The shared services the coordinator of the scene called `scene` needs, for its own scene and the
    /// scenes it starts: `ProfileDependencies`.
    public static func coordinatorDependencies(ofScene scene: String) -> String {
        scene + "Dependencies"
    }

    /// The result enum of the scene called `scene`, when its coordinator declares a result.
    private static func coordinationResult(ofScene scene: String) -> String {
        scene + "CoordinationResult"
    }

    /// Every top-level type the scene declares or needs, in a fixed order.  Test types are listed whether or not the
    /// project generates tests, and the coordinator protocol and mock whatever the conventions. A scene with a
    /// coordinator first lists the shared `BaseCoordinator`. The assembler comes last, so that the lists of one spec
    /// under two names match item for item.
    /// - Template key: none
    public var declaredTypes: [DeclaredType] {
        var types = coordinator == nil ? [] : [DeclaredType(Self.baseCoordinator, .shared)]
        types += [
            inputsProtocol, outputsProtocol, actionsProtocol, viewModelProtocol, viewModel, viewController,
            viewModelTests,
        ].map { DeclaredType($0, .scene) }
        types += [state].compactMap { $0 }.map { DeclaredType($0, .scene) }
        types += [service, serviceProtocol, serviceMock].compactMap { $0 }.map { DeclaredType($0, .service) }
        types += [
            coordinator, coordinationResult, coordinatorProtocol, coordinatorMock, coordinatorDependencies, assembler,
        ]
        .compactMap { $0 }.map { DeclaredType($0, .scene) }
        return types
    }

    /// `declaredTypes` with the shared base class called `baseCoordinator`, the name `scaffold.yml` may give it.
    public func declaredTypes(baseCoordinator: String) -> [DeclaredType] {
        declaredTypes.map { $0.origin == .shared ? DeclaredType(baseCoordinator, .shared) : $0 }
    }

    /// The file in the output's `Support` folder that declares the base class called `baseCoordinator`.
    public static func baseCoordinatorFile(of baseCoordinator: String) -> String {
        baseCoordinator + ".generated.swift"
    }

    /// Every file name the scene may produce (the tests' whatever the config says), each with the part of the spec that
    /// names it. The scene's folder is named `scene`, shorter than any of them.
    /// - Template key: none
    public var fileNames: [(name: String, origin: Origin)] {
        [generatedFile, viewModelFile].map { ($0, .scene) } + [serviceFile].compactMap { $0 }.map { ($0, .service) }
            + [coordinatorFile, assemblerFile].compactMap { $0 }.map { ($0, .scene) }
            + [viewControllerFile, mocksFile, viewModelTestsFile].map { ($0, .scene) }
    }

    /// `RepositoryList.generated.swift`: the contract (protocols, state, result) in the scene's folder.
    /// - Template key: none
    public var generatedFile: String { scene + ".generated.swift" }
    /// `RepositoryListViewModel.swift`.
    /// - Template key: none
    public var viewModelFile: String { viewModel + ".swift" }
    /// `GithubService.swift`.
    /// - Template key: none
    public var serviceFile: String? { service.map { $0 + ".swift" } }
    /// `RepositoryListCoordinator.swift`, or `RepositoryListNavigator.swift`.
    /// - Template key: none
    public var coordinatorFile: String? { coordinator.map { $0 + ".swift" } }
    /// `RepositoryListAssembler.swift`, with the navigator naming.
    /// - Template key: none
    public var assemblerFile: String? { assembler.map { $0 + ".swift" } }
    /// `RepositoryListViewController.swift`.
    /// - Template key: none
    public var viewControllerFile: String { viewController + ".swift" }
    /// `RepositoryListMocks.generated.swift`, in the scene's tests folder.
    /// - Template key: none
    public var mocksFile: String { scene + "Mocks.generated.swift" }
    /// `RepositoryListViewModelTests.swift`, in the scene's tests folder.
    /// - Template key: none
    public var viewModelTestsFile: String { viewModelTests + ".swift" }
}

// In an extension, so that tests can still build an expected value with the memberwise initializer.
extension SceneNames {
    /// The names `spec` generates in a project that names its services and coordinators by `naming`, where the
    /// dependencies named in `appProtocols` are the app's own protocols (`appServices` in `scaffold.yml`).
    public init(_ spec: SceneSpec, naming: Naming, appProtocols: Set<String> = []) {
        let scene = spec.name.value
        self.scene = scene
        inputsProtocol = scene + "ViewModelInputsType"
        outputsProtocol = scene + "ViewModelOutputsType"
        actionsProtocol = scene + "ViewModelActionsType"
        viewModelProtocol = scene + "ViewModelType"
        viewModel = scene + "ViewModel"
        viewController = scene + "ViewController"
        viewModelTests = scene + "ViewModelTests"
        state = spec.state.map { _ in scene + "State" }
        stateOutput = spec.state.map { _ in "state" }
        let service = spec.service.map {
            ServiceNames(service: $0.name?.value ?? Self.service(ofScene: scene, naming: naming.service))
        }
        self.service = service?.service
        serviceProtocol = service?.serviceProtocol
        serviceMock = service?.mock
        serviceProperty = service?.property
        let coordinator = spec.coordinator.map { _ in Self.coordinator(ofScene: scene, naming: naming.coordinator) }
        self.coordinator = coordinator
        coordinationResult = spec.coordinator?.result.map { _ in Self.coordinationResult(ofScene: scene) }
        coordinatorProtocol = coordinator.map { $0 + "Type" }
        coordinatorMock = coordinator.map { $0 + "Mock" }
        coordinatorProperty = spec.coordinator.map { _ in Self.coordinatorProperty(naming: naming.coordinator) }
        coordinatorDependencies = spec.coordinator.map { _ in Self.coordinatorDependencies(ofScene: scene) }
        assembler = naming.coordinator == .navigator ? spec.coordinator.map { _ in scene + "Assembler" } : nil
        dependencies = spec.dependencies.map {
            appProtocols.contains($0.value) ? ServiceNames(appProtocol: $0.value) : ServiceNames(service: $0.value)
        }
        // A route method passes on the value of the output that fires it, and the mock records that value.
        routeMockMembers = (spec.coordinator?.routes ?? []).map {
            Self.mockMembers(of: $0.output.value, recordsArguments: !spec.elementType(ofOutput: $0.output.value).isVoid)
        }
        let resultCases = spec.coordinator?.result ?? []
        finishMethods = resultCases.map { Self.finishMethod(of: $0.name.value) }
        finishMockMembers = zip(resultCases, finishMethods).map { resultCase, method in
            Self.mockMembers(of: method, recordsArguments: !(resultCase.member.type?.value.isVoid ?? true))
        }
        inputSubjects = spec.inputs.map {
            $0.isRelay ? Self.inputRelay(of: $0.name.value) : Self.inputSubject(of: $0.name.value)
        }
        outputObservers = (spec.outputs.map(\.name.value) + [stateOutput].compactMap { $0 }).map(Self.outputObserver)
    }
}
