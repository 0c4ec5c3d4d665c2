/// The names scaffold generates for one scene, as templates and the presentation model read them: a view of its
/// `NamingTable`, which `NamingTableBuilder` makes from the spec and the project's `naming`.
///
/// The validator checks these names, the presentation model and the templates print them, so the three
/// cannot disagree; nothing but the builder spells a generated name. A name is nil when the spec has no part that
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
    public static let baseCoordinatorFile = NamingTableBuilder.generatedFile(named: baseCoordinator)

    /// The scene name as written, the prefix of the scene's own types: `RepositoryList`.
    /// - Template key: none
    public var scene: String
    /// Every name the scene generates, with what made each.
    /// - Template key: none
    public var table: NamingTable
    /// The shared services the view model takes in `init`, in spec order.
    /// - Template key: none
    public var dependencies: [ServiceNames]

    /// The inputs protocol; set for every scene, but generated only when `hasInputs`.
    /// - Example: `RepositoryListViewModelInputsType`
    public var inputsProtocol: String { self[.inputsProtocol] }
    /// The outputs protocol; generated only when `hasOutputs`.
    /// - Example: `RepositoryListViewModelOutputsType`
    public var outputsProtocol: String { self[.outputsProtocol] }
    /// The actions protocol; generated only when `hasActions`.
    /// - Example: `RepositoryListViewModelActionsType`
    public var actionsProtocol: String { self[.actionsProtocol] }
    /// The protocol of plain values the view controller reads now (`expose: state`); `null` when no argument or
    /// property is shown there.
    /// - Example: `DaysViewModelStateType`
    public var stateProtocol: String? { table.spelling(of: .stateProtocol) }
    /// The property that shows the view model as its state protocol; `null` like `stateProtocol`.
    /// - Example: `state`
    public var stateProperty: String? { table.spelling(of: .stateProperty) }
    /// The view model's property that shows it as its inputs protocol (`names.inputsProperty`).
    /// - Example: `inputs`
    public var inputsProperty: String { self[.inputsProperty] }
    /// The property that shows it as its outputs protocol (`names.outputsProperty`).
    /// - Example: `outputs`
    public var outputsProperty: String { self[.outputsProperty] }
    /// The property that shows it as its actions protocol (`names.actionsProperty`).
    /// - Example: `actions`
    public var actionsProperty: String { self[.actionsProperty] }
    /// The protocol joining those the scene has.
    /// - Example: `RepositoryListViewModelType`
    public var viewModelProtocol: String { self[.viewModelProtocol] }
    /// The view model class.
    /// - Example: `RepositoryListViewModel`
    public var viewModel: String { self[.viewModel] }
    /// The view controller class; set for every scene, but written only for a screen.
    /// - Example: `RepositoryListViewController`
    public var viewController: String { self[.viewController] }
    /// The test case class.
    /// - Example: `RepositoryListViewModelTests`
    public var viewModelTests: String { self[.viewModelTests] }
    /// The state enum; `null` without `state`.
    /// - Example: `RepositoryListState`
    public var state: String? { table.spelling(of: .state) }
    /// The output a state machine adds to the view model: `state`.
    /// - Template key: none
    public var stateOutput: String? { table.spelling(of: .stateOutput) }
    /// The service struct (`service.name`, or `<Scene>Service`; `<Scene>UseCase` with `naming: {service: useCase}`).
    /// - Example: `GithubService`
    public var service: String? { table.spelling(of: .service) }
    /// The service protocol.
    /// - Example: `GithubServiceType`
    public var serviceProtocol: String? { table.spelling(of: .serviceProtocol) }
    /// The service mock, also `tests.serviceMock.name`.
    /// - Example: `GithubServiceMock`
    public var serviceMock: String? { table.spelling(of: .serviceMock) }
    /// The view model's property holding the service.
    /// - Example: `githubService`
    public var serviceProperty: String? { table.spelling(of: .serviceProperty) }
    /// The coordinator class (`<Scene>Navigator` with `naming: {coordinator: navigator}`); `null` without
    /// `coordinator`.
    /// - Example: `RepositoryListCoordinator`
    public var coordinator: String? { table.spelling(of: .coordinator) }
    /// The result enum; `null` unless `coordinator.result` is given.
    /// - Example: `LoginCoordinationResult`
    public var coordinationResult: String? { table.spelling(of: .coordinationResult) }
    /// The protocol the view model calls with `coordinatorInViewModel`; set for every scene with a coordinator, so that
    /// switching the conventions on cannot make specs clash, but generated only when `coordinator.hasProtocol`.
    /// - Example: `FilterCoordinatorType`
    public var coordinatorProtocol: String? { table.spelling(of: .coordinatorProtocol) }
    /// The mock of that protocol, also `tests.coordinatorMock.name`; set like `coordinatorProtocol`.
    /// - Example: `FilterCoordinatorMock`
    public var coordinatorMock: String? { table.spelling(of: .coordinatorMock) }
    /// The protocol the view controller calls with `navigation: viewController`, which the coordinator conforms to;
    /// set for every scene with a coordinator, like `coordinatorProtocol`, but generated only when
    /// `coordinator.hasRouter`.
    /// - Example: `FilterRouting`
    public var router: String? { table.spelling(of: .router) }
    /// The mock of that protocol, also `tests.routerMock.name`; set like `router`.
    /// - Example: `FilterRoutingMock`
    public var routerMock: String? { table.spelling(of: .routerMock) }
    /// The view model's property holding the coordinator (`navigator` with that naming); used like
    /// `coordinatorProtocol`.
    /// - Example: `coordinator`
    public var coordinatorProperty: String? { table.spelling(of: .coordinatorProperty) }
    /// `ProfileDependencies`, the shared services the coordinator hands to its scene and the scenes it starts. Reserved
    /// for every scene with a coordinator, so adding a dependency cannot make specs clash.
    /// - Template key: none
    public var coordinatorDependencies: String? { table.spelling(of: .coordinatorDependencies) }
    /// `ProfileDependenciesMock`, the struct of the mocks the tests hand the view model as its `Dependencies`
    /// (`inject: container`). Reserved for every scene with dependencies, so switching the convention cannot make
    /// specs clash.
    /// - Template key: none
    public var containerMock: String? { table.spelling(of: .containerMock) }
    /// The assembler struct; `null` unless the scene has a coordinator and `naming: {coordinator: navigator}`.
    /// - Example: `CatalogAssembler`
    public var assembler: String? { table.spelling(of: .assembler) }

    /// The spelling of `role`, one the spec makes: a role the builder enters for every scene, or one of a member the
    /// spec lists.
    public subscript(role: NameRole) -> String {
        guard let spelling = table.spelling(of: role) else {
            preconditionFailure("the naming table has no \(role) for scene \(scene)")
        }
        return spelling
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
    public static let scenePresentationFile = NamingTableBuilder.generatedFile(named: scenePresentation)
    /// The coordinator that shows a web page in Safari for the routes with `external: safari`.
    public static let safariPageCoordinator = "SafariPageCoordinator"
    public static let safariPageCoordinatorFile = NamingTableBuilder.generatedFile(named: safariPageCoordinator)

    /// The project's protocol of transform view models, declared once for the whole project.
    public static let transformViewModelProtocol = "ViewModelType"

    /// The file in the output's `Support` folder that declares `ViewModelType`.
    public static let transformViewModelProtocolFile = NamingTableBuilder.generatedFile(
        named: transformViewModelProtocol)

    /// The project's protocol of input/output view models (`viewModel: inputOutput`), declared once for the whole
    /// project: its own name, so a project may have transform scenes too.
    public static let inputOutputViewModelProtocol = "InputOutputViewModelType"

    /// The file in the output's `Support` folder that declares `InputOutputViewModelType`.
    public static let inputOutputViewModelProtocolFile = NamingTableBuilder.generatedFile(
        named: inputOutputViewModelProtocol)

    /// The properties of an input/output view model that hold its `Input` and its `Output`.
    public static let inputOutputProperties = (input: "input", output: "output")

    /// The error generated placeholders fail with, declared once for a project whose skeletons or mocks return it.
    public static let notImplemented = "NotImplemented"

    /// The file in the output's `Support` folder that declares `NotImplemented`.
    public static let notImplementedFile = NamingTableBuilder.generatedFile(named: notImplemented)

    /// The test helper that keeps the outputs that reported off the main thread, declared once in the `Support`
    /// folder of the tests when a scene's test watches any.
    public static let offMainThreadWatcher = "OffMainThreadOutputs"

    /// The file in the tests' `Support` folder that declares `OffMainThreadOutputs`.
    public static let offMainThreadWatcherFile = NamingTableBuilder.generatedFile(named: offMainThreadWatcher)

    /// The folder of the tests that holds the fixtures: one skeleton per app type the generated tests need a value
    /// of and cannot write as a literal, shared by every scene.
    public static let fixturesFolder = "Fixtures"

    /// The static method of an app type's fixture, in an extension of the type: `Repository.fixture()`.
    public static let fixtureMethod = "fixture"

    /// `Repository+Fixture.swift`, the fixture skeleton of the type whose name, as a file name writes it, is `stem`
    /// (`Repository`, `Item.Kind`, `PageOfItem` for `Page<Item>`).
    public static func fixtureFile(stem: String) -> String {
        stem + "+Fixture.swift"
    }

    /// The class that counts a view model's tracked work in flight, declared once for a project with `tracking`.
    public static let activityTracker = "ActivityTracker"

    /// The class that collects the errors of a view model's tracked work, declared with `ActivityTracker`.
    public static let errorTracker = "ErrorTracker"

    /// The file in the output's `Support` folder that declares both trackers.
    public static let trackingFile = NamingTableBuilder.generatedFile(named: "ActivityTracking")

    /// The view model's properties that hold its trackers.
    public static let activityTrackerProperty = "activityTracker"
    public static let errorTrackerProperty = "errorTracker"

    /// The view model's `init` parameter that takes the inputs with `inputs: init`, and the local the test and the
    /// view controller build them in: `init(input: Input, ...)`.
    public static let initInputParameter = "input"

    /// The properties the built-in test template declares besides the mocks and observers, with what they hold.
    public static let testCaseProperties: [(name: String, holds: String)] = [
        ("scheduler", "the test scheduler"), ("disposeBag", "the dispose bag"), ("viewModel", "the view model"),
    ]

    /// The file in the output's `Support` folder that declares the base class called `baseCoordinator`.
    public static func baseCoordinatorFile(of baseCoordinator: String) -> String {
        NamingTableBuilder.generatedFile(named: baseCoordinator)
    }

    /// The coordinator mock's members, one per route in spec order.
    /// - Template key: none
    public var routeMockMembers: [MockMembers] {
        table.mockedMethods { if case .route = $0 { true } else { false } }.map(\.members)
    }

    /// With the transform convention, the coordinator's method for each result case, in spec order: `finishLoggedIn`.
    /// Reserved whatever the conventions, like `coordinatorProtocol`.
    /// - Template key: none
    public var finishMethods: [String] {
        table.entries.compactMap { if case .finishMethod = $0.role { $0.spelling } else { nil } }
    }

    /// The coordinator mock's members for `finishMethods`, in the same order.
    /// - Template key: none
    public var finishMockMembers: [MockMembers] {
        table.mockedMethods { if case .finish = $0 { true } else { false } }.map(\.members)
    }

    /// The private subject behind each input, in spec order: `reloadSubject` (`queryRelay` for a relay). With the
    /// function convention the view model stores it as a property, so it shares the view model's names with the spec's
    /// members.
    /// - Template key: none
    public var inputSubjects: [String] {
        table.entries.compactMap { if case .inputSubject = $0.role { $0.spelling } else { nil } }
    }

    /// The generated test's `TestableObserver` property for each output, in spec order, then the state output's:
    /// `titleObserver`. They share the test case's names with the mock properties.
    /// - Template key: none
    public var outputObservers: [String] {
        table.entries.compactMap { if case .outputObserver = $0.role { $0.spelling } else { nil } }
    }

    /// Every top-level type the scene declares or needs, in the table's order: a scene with a coordinator first lists
    /// the shared base class, the assembler comes last.
    /// - Template key: none
    public var declaredTypes: [GeneratedName] { table.entries(of: .type) }

    /// Every file name the scene may produce (the tests' whatever the config says), each with what names it.
    /// - Template key: none
    public var fileNames: [GeneratedName] { table.entries(of: .file) }

    /// `RepositoryList.generated.swift`: the contract (protocols, state, result) in the scene's folder.
    /// - Template key: none
    public var generatedFile: String { self[.contractFile] }
    /// `RepositoryListViewModel.swift`.
    /// - Template key: none
    public var viewModelFile: String { self[.viewModelFile] }
    /// `GithubService.swift`.
    /// - Template key: none
    public var serviceFile: String? { table.spelling(of: .serviceFile) }
    /// `RepositoryListCoordinator.swift`, or `RepositoryListNavigator.swift`.
    /// - Template key: none
    public var coordinatorFile: String? { table.spelling(of: .coordinatorFile) }
    /// `RepositoryListAssembler.swift`, with the navigator naming.
    /// - Template key: none
    public var assemblerFile: String? { table.spelling(of: .assemblerFile) }
    /// `RepositoryListViewController.swift`.
    /// - Template key: none
    public var viewControllerFile: String { self[.viewControllerFile] }
    /// `RepositoryListMocks.generated.swift`, in the scene's tests folder.
    /// - Template key: none
    public var mocksFile: String { self[.mocksFile] }
    /// `RepositoryListViewModelTests.swift`, in the scene's tests folder.
    /// - Template key: none
    public var viewModelTestsFile: String { self[.viewModelTestsFile] }
}

extension SceneNames {
    /// The names `spec` generates with `builder`'s naming, base class and app protocols.
    public init(_ spec: SceneSpec, namedBy builder: NamingTableBuilder) {
        scene = spec.name.value
        table = builder.table(for: spec)
        dependencies = spec.dependencies.map { builder.appProtocols.serviceNames(of: $0.value) }
    }

    /// The names `spec` generates in a project that names its services and coordinators by `naming`, where the
    /// dependencies named in `appProtocols` are the app's own protocols (`appServices` in `scaffold.yml`).
    public init(_ spec: SceneSpec, naming: Naming, appProtocols: AppProtocols = []) {
        self.init(spec, namedBy: NamingTableBuilder(naming: naming, appProtocols: appProtocols))
    }
}
