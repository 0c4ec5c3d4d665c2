import ScaffoldCore

/// Everything the scene templates print, computed from a spec so templates stay logic-less.
///
/// Property names are the Mustache keys the templates use, documented in `Documentation/TemplateContext.md`
/// and recorded in `Tests/Golden/Context`. They are a public API: removing or renaming one breaks users'
/// templates. The few properties that only place files are left out of `templateValue`.
public struct SceneModel: Sendable, Equatable {
    /// The spec path relative to the project, to place and key the scene's files; not a template key.
    public var specFile: String
    /// The spec path as the generated header prints it: made safe for a `//` comment.
    public var specPath: String
    /// Project-relative paths of other specs this scene's files depend on (its route targets); not a template key.
    public var referencedSpecs: [String]
    public var scene: String
    /// Every type name the scene's files declare or use, and the view model's service property.
    public var names: SceneNames
    public var docLines: [String]
    public var generatedImports: [String]
    public var viewModelImports: [String]
    public var serviceImports: [String]
    public var coordinatorImports: [String]
    public var viewControllerImports: [String]
    public var assemblerImports: [String]
    public var inputs: [InputModel]
    public var outputs: [OutputModel]
    public var actions: [ActionModel]
    public var state: StateModel?
    public var service: ServiceModel?
    public var coordinator: CoordinatorModel?
    /// What builds the scene for its navigator, with the navigator naming; nil otherwise.
    public var assembler: AssemblerModel?
    /// The words the files use for the service and the coordinator, after the project's naming.
    public var wording: WordingModel
    /// The shared services the coordinator hands out, when it hands out any.
    public var sharedDependencies: SharedDependenciesModel?
    public var hasInputs: Bool
    public var hasOutputs: Bool
    public var hasActions: Bool
    /// The values the scene is created with, first in `init` and kept in private properties.
    public var arguments: [ArgumentModel]
    public var hasArguments: Bool
    /// Constructor dependencies of the view model, in `init` order.
    public var dependencies: [DependencyModel]
    public var hasDependencies: Bool
    /// Whether the view model's `init` takes anything: arguments or dependencies.
    public var hasInitParameters: Bool
    /// Whether `init` sets up observer inputs after assigning dependencies (a blank line separates the two).
    public var hasInputSetup: Bool
    /// Comment lines naming the outputs the coordinator handles, so the view controller leaves them alone.
    public var navigationNotes: [String]
    /// The view model's `init` parameter list.
    public var initParameters: String
    /// Whether the parameters go one per line (`initParameterLines`), as they do not fit on the `init` line.
    public var wrapsInitParameters: Bool
    /// The parameters one per line, commas included; empty when they fit on one line.
    public var initParameterLines: [String]
    /// Whether inputs are functions, which need a section of their own in the view model.
    public var hasInputFunctions: Bool
    /// Lines of the comment in the view controller that shows how to feed inputs and actions.
    public var inputBindingHints: [String]
    /// `struct Input`, `struct Output` and `transform`, for the transform convention; nil for the protocols one.
    public var transform: TransformModel?
    /// How the view controller and the coordinator's callers hold the view model: `any LoginViewModelType`, or the
    /// class itself (`SearchViewModel`) in the transform convention, whose `Input` and `Output` it declares.
    public var viewModelReference: String
    public var tests: TestsModel?
    /// What shows the view model, which decides whether the scene gets a view controller; not a template key.
    public var kind: SceneKind = .screen
    /// What shows the view model, for prose: `screen`, `cell`, or `view` for a component.
    public var viewNoun = "screen"
    /// The protocols the view model class conforms to, one per line, each but the last ending in a comma:
    /// `XViewModelType` and each of the inputs, outputs and actions protocols the scene has.
    public var conformanceLines: [String] = []
    /// With `inputs: init`, the `Input` the view model's `init` takes and how the view controller makes it; nil
    /// otherwise.
    public var initInput: InitInputModel?
    /// Whether `init` assigns arguments or dependencies or sets up observer inputs before the outputs, which a blank
    /// line then separates from them.
    public var hasInitSetup = true
    /// The trackers the view model keeps for `tracking`; nil when the spec has none.
    public var tracking: TrackingModel?
    /// Whether the service skeleton or its mock fails with `NotImplemented`, which the project then declares; not a
    /// template key.
    public var usesNotImplemented = false
    /// How the files write the library types (`rx.Observable`): with their modules where app types shadow them.
    public var libraryNames = LibraryNames()
    /// The class the view model subclasses (`viewModelBaseClass`), first in its inheritance list; nil for none.
    public var viewModelSuperclass: String?
    /// The call that ends the view model's `init` once every stored property is set: `super.init()`, or the
    /// base class's `superInit`; nil without a base class.
    public var superInitCall: String?
    /// Whether a blank line separates `superInitCall` from the statements before it (there are some).
    public var separatesSuperInit = false
    /// `init`, or `override init` when a base class's parameterless `init()` is replaced.
    public var initKeyword = "init"
    /// Whether the view model declares an `init`: always in the protocols convention; with `viewModel: transform`
    /// when it takes parameters or its base class needs a `superInit` other than `super.init()`.
    public var hasInit = true
    /// Plain values the view model offers (`properties:`): requirements of `XViewModelType`, or members of the
    /// transform convention's class, computed in the skeleton.
    public var properties: [PropertyModel] = []
    public var hasProperties: Bool { !properties.isEmpty }
    /// The view model's synchronous methods (`methods:`), where its properties are.
    public var methods: [ServiceMethodModel] = []
    public var hasMethods: Bool { !methods.isEmpty }
}

/// A plain property of the view model: `var numberOfItems: Int { get }`, computed in the skeleton.
public struct PropertyModel: Sendable, Equatable {
    public var name: String
    public var docLines: [String]
    /// `var numberOfItems: Int { get }`.
    public var requirement: String
    /// `var numberOfItems: Int`, which the skeleton follows with its body.
    public var declaration: String
    /// What the body returns until a person writes it: `0`, `nil`, or a `fatalError` naming the property.
    public var placeholder: String
}

/// One input: its protocol requirement and its storage in the view model.
public struct InputModel: Sendable, Equatable {
    public var name: String
    public var docLines: [String]
    /// `var reload: PublishSubject<Void> { get }` or `func reload()`.
    public var requirement: String
    /// Doc comment of the stored property (empty when the docs sit on the input method instead).
    public var declarationDocLines: [String]
    /// The stored property in the view model.
    public var declaration: String
    /// With the observer convention, the private subject `init` creates and exposes as the input's
    /// observer: `reloadSubject`. Nil otherwise.
    public var observerSubject: String?
    /// The input method, for the function convention.
    public var function: InputFunctionModel?
    /// The element type: `String`, `Void`.
    public var typeName: String
}

/// An input method such as `func select(_ value: Repository) { selectSubject.onNext(value) }`.
public struct InputFunctionModel: Sendable, Equatable {
    public var docLines: [String]
    public var signature: String
    public var body: String
}

/// One output: its protocol requirement, its stored property, and how the view controller binds it.
public struct OutputModel: Sendable, Equatable {
    public var name: String
    public var docLines: [String]
    public var requirement: String
    public var declaration: String
    /// How the view controller subscribes, nil for outputs the coordinator handles.
    public var binding: OutputBindingModel?
    /// The element type: `[Repository]`, `Void`.
    public var typeName: String
    public var isVoid: Bool
    /// What the view model skeleton first assigns to the output: `.empty()` until a person derives it, or the
    /// tracker that feeds it (`activityTracker.asObservable()`).
    public var source = ".empty()"
    /// Whether the output is a `BehaviorRelay` created with its first value where it is declared, which `init`
    /// then leaves alone.
    public var isRelay = false
}

/// The view controller's subscription to one output.
public struct OutputBindingModel: Sendable, Equatable {
    /// Whether this is the first binding, which needs no blank line before it.
    public var isFirst: Bool
    /// Whether values are moved to the main thread first (`observe(on:)`); Drivers and Signals already are.
    public var observesOnMainScheduler: Bool
    /// The subscribing call: `subscribe`, `drive` or `emit`.
    public var method: String
    /// Whether this is the state output, which the view controller renders with `render(_:)`.
    public var rendersState: Bool
    /// What the view controller subscribes to: `viewModel.outputs.title`, or `output.title` in the transform
    /// convention.
    public var expression: String
    /// Whether the output leads to another scene through the coordinator, and the view controller subscribes
    /// only so that the view model's side effect runs (transform convention).
    public var startsNavigation: Bool
}

/// One action: an `Action<Input, Output>` (or `CocoaAction`) requirement and property.
public struct ActionModel: Sendable, Equatable {
    public var name: String
    public var docLines: [String]
    public var requirement: String
    public var declaration: String
    /// How the view controller reaches the action to show its progress and errors: `viewModel.actions.refresh`,
    /// or `output.refresh` in the transform convention.
    public var expression = ""
    /// Whether its bindings come first in the view controller's function, with no blank line before them.
    public var isFirstBinding = false
}

/// The cases of the scene's state machine, `enum <Scene>State` (named by `names.state`).
public struct StateModel: Sendable, Equatable {
    public var cases: [EnumCaseModel]
}

/// A case of a generated enum, with the pattern a `switch` uses for it.
public struct EnumCaseModel: Sendable, Equatable {
    public var name: String
    public var docLines: [String]
    public var declaration: String
    /// What a `switch` matches, binding the payload: `.loaded(let repositories)`, or `.idle`.
    public var pattern: String
    /// The name `pattern` binds the payload to; nil for a case without one.
    public var payloadName: String? = nil
    /// The payload's type as the `case` declares it: `[Repository]`; nil for a case without one.
    public var payloadType: String? = nil
}

/// The methods of the scene's service, protocol `<Name>Type` and struct `<Name>` (named by `names.service...`).
public struct ServiceModel: Sendable, Equatable {
    public var methods: [ServiceMethodModel]
    /// The skeleton's doc comment: what the service, or the use case, is for.
    public var docLine: String
}

/// How the generated files speak of the scene's service and coordinator, after the project's `naming`.
public struct WordingModel: Sendable, Equatable {
    /// `service`, or `use case`.
    public var service: String
    /// `Service`, or `Use case`: the title of the contract's section.
    public var serviceSection: String
    /// `coordinator`, or `navigator`.
    public var coordinator: String
    /// `Coordinator`, or `Navigator`: the title of the contract's section.
    public var coordinatorSection: String
}

/// One service method, with the spellings the protocol, the skeleton and the mock print.
public struct ServiceMethodModel: Sendable, Equatable {
    public var name: String
    public var docLines: [String]
    /// `func load(language: String) -> Single<[Repository]>`.
    public var signature: String
    /// The line after the skeleton's TODO: `.error(NotImplemented("AuthService.login(email:password:)"))`, which
    /// fails the call at once, or for a `sync` method a literal such as `0` or `nil`, or a `fatalError` for a value
    /// no literal makes; nil when the method returns nothing.
    public var placeholder: String?
    /// Whether this is the service's first method, which the skeleton puts right after the opening brace.
    public var isFirst = false
}

/// The typealias that names every shared service a scene's coordinator hands out:
/// `typealias ProfileDependencies = HasAnalyticsService & HasUserService`.
public struct SharedDependenciesModel: Sendable, Equatable {
    /// `ProfileDependencies`.
    public var typeName: String
    /// `HasAnalyticsService & HasUserService`.
    public var providers: String
    /// Whether the providers go one per line (`providerLines`), as they do not fit on the typealias line.
    public var wrapsProviders: Bool
    /// `HasAnalyticsService`, `& HasUserService`: the providers one per line; empty when they fit on one line.
    public var providerLines: [String]
}

/// A value the scene is created with (`arguments:` in its spec), kept in a private property of the same name.
public struct ArgumentModel: Sendable, Equatable {
    /// `post`.
    public var name: String
    /// `Post`.
    public var type: String
    public var docLines: [String]
}

/// A dependency the view model receives in `init` and keeps in a private property of the same name.
public struct DependencyModel: Sendable, Equatable {
    /// `githubService`.
    public var name: String
    /// `any GithubServiceType`.
    public var type: String
    /// The stored property: `private let githubService: any GithubServiceType`, or for the coordinator, which
    /// owns the scene and outlives it, `private weak var coordinator: (any LoginCoordinatorType)?`.
    public var declaration: String

    init(name: String, type: String, isWeak: Bool = false) {
        self.name = name
        self.type = type
        declaration = isWeak ? "private weak var \(name): (\(type))?" : "private let \(name): \(type)"
    }
}

/// The scene's coordinator: its base class, how `start()` shows the scene, routes and result mapping.
public struct CoordinatorModel: Sendable, Equatable {
    /// The class's doc comment.
    public var docLine: String
    /// `BaseCoordinator<LoginCoordinationResult>` or `BaseCoordinator<Void>`.
    public var baseType: String
    public var resultEnum: ResultEnumModel?
    /// `ProfileDependencies`, what `init` takes to build the scene and the scenes it starts; nil when they
    /// need no shared service.
    public var dependenciesType: String?
    /// Whether the class keeps `dependencies` in a property: a coordinator does, to build its view model and
    /// the scenes it starts; a navigator only for the scenes it starts, as its assembler builds its view model.
    public var keepsDependencies: Bool
    /// How the scene appears when the route that starts it does not say: `.modalInNavigation` when it finishes
    /// with a result, `.push` otherwise.
    public var defaultPresentation: String
    /// The coordinator's `init` parameters: `rootViewController: UIViewController`, `presentation`, the scene's
    /// arguments, then `dependencies`.
    public var initParameters: String
    /// Whether they go one per line (`initParameterLines`), as they do not fit on the `init` line.
    public var wrapsInitParameters: Bool
    /// The parameters one per line, commas included; empty when they fit on one line.
    public var initParameterLines: [String]
    public var viewModelConstruction: String
    /// Whether the view model's arguments go one per line (`viewModelArgumentLines`).
    public var wrapsViewModelConstruction: Bool
    /// `userService: dependencies.userService,`: the arguments one per line; empty when they fit on one line.
    public var viewModelArgumentLines: [String]
    /// Finishing scenes are presented modally and dismissed when they finish; others are shown.
    public var finishes: Bool
    public var routes: [RouteModel]
    public var resultMappings: [ResultMappingModel]
    public var mergedResults: String
    public var hasResultMappings: Bool
    /// Result cases that no output produces, as a sentence for a TODO line.
    public var unmappedCases: String?
    /// Whether the view model calls the coordinator through the protocol `names.coordinatorProtocol`
    /// (`coordinatorInViewModel`).
    public var hasProtocol: Bool
    /// Whether `start()` subscribes to the route outputs itself (routes, and no protocol).
    public var observesRoutes: Bool
    /// With the transform convention, one protocol method per result case that the view model calls to finish
    /// the scene; empty otherwise.
    public var finishMethods: [FinishMethodModel]
    /// Whether the scene finishes through `finishMethods` rather than by observing outputs.
    public var finishesThroughMethods: Bool
    /// The routes with `present: custom`, each with a marked method that says how its scene appears.
    public var customPresentations: [CustomPresentationModel]
    public var hasCustomPresentations: Bool
    /// With `inputs: init`, the body of the closure `start()` gives the view controller to make the view model
    /// from its `input`, one line or the call over several; empty otherwise, when the view controller does not
    /// make its view model (`hasViewModelFactory` in the templates).
    public var viewModelFactoryLines: [String] = []
}

/// The method a coordinator skeleton gets for a route with `present: custom`, which the person fills in.
public struct CustomPresentationModel: Sendable, Equatable {
    /// `showRepositoryPresentation`.
    public var method: String
    /// The scene the route starts.
    public var target: String
}

/// A coordinator method that finishes the scene with one result case: `func finishLoggedIn(_ value: User)`.
public struct FinishMethodModel: Sendable, Equatable {
    public var name: String
    public var docLines: [String]
    public var signature: String
    /// The result it finishes with: `.loggedIn(value)`.
    public var result: String
    /// Whether the method takes the case's payload (`_ value:`).
    public var hasPayload: Bool
    /// Whether it comes first in the coordinator protocol's extension (the scene has no route).
    public var isFirstMethod: Bool
}

/// The cases of `enum <Scene>CoordinationResult` (named by `names.coordinationResult`).
public struct ResultEnumModel: Sendable, Equatable {
    public var cases: [EnumCaseModel]
}

/// An output that starts a child scene.
public struct RouteModel: Sendable, Equatable {
    public var output: String
    public var target: String
    /// Whether the child's coordinator takes the shared services (`dependencies:`).
    public var passesDependencies: Bool
    public var childCoordinator: String
    /// The child's result type as the parent receives it.
    public var childResultType: String
    /// Appended to `coordinate(to:)` when the child's result type is not known here.
    public var resultAdapter: String
    /// `func showLanguageList() -> Observable<LanguageListCoordinationResult>`, for the coordinator protocol.
    public var methodSignature: String
    /// Whether the route passes on the output's value (the method takes `_ value:`).
    public var hasPayload: Bool
    /// Whether its method comes first in the coordinator protocol's extension, with no blank line before it.
    public var isFirstMethod: Bool
    /// What the closure that observes the output calls its value: `value`, or `_` when it carries nothing.
    public var valueName: String
    /// Whether the child's flow is known to end when the user leaves its screen: a generated scene's is, so the
    /// observing closure ignores events while the child runs (`flatMapFirst`). A hand-written or unknown scene
    /// may never end, which would block every later event, so each event starts it (`flatMap`).
    public var childEndsWhenLeft: Bool
    /// The statements that start the child in the closure observing the output, for `start()`: create the child
    /// coordinator with the output's value as its arguments, then `return self.coordinate(to: child)`.
    public var observedStartLines: [String]
    /// The same statements in the coordinator protocol's method, which presents from `presenter`.
    public var calledStartLines: [String]
    public var docLines: [String]
}

/// One result case produced by an output.
public struct ResultMappingModel: Sendable, Equatable {
    public var variable: String
    public var output: String
    public var transform: String
}

/// What the generated view model tests and mocks print.
public struct TestsModel: Sendable, Equatable {
    /// Project-relative folder of the scene's tests; not a template key.
    public var folder: String
    public var testImports: [String]
    public var mockImports: [String]
    /// `@testable import App` when tests live in another module than the scenes.
    public var testableImport: String?
    public var serviceMock: MockModel?
    public var coordinatorMock: MockModel?
    /// Whether `setUp` can throw (`setUpWithError`): an argument of the scene comes from a factory that skips.
    public var setUpThrows: Bool
    /// Properties of the test case holding the mocks, and how `setUp` creates them.
    public var mockProperties: [TestPropertyModel]
    /// `RepositoryListViewModel(githubService: githubService)`.
    public var viewModelConstruction: String
    /// Whether the view model's arguments go one per line (`viewModelArgumentLines`), as `viewModel = ...` does
    /// not fit on its line.
    public var wrapsViewModelConstruction: Bool
    /// `coordinator: coordinator,`: the arguments one per line; empty when they fit on one line.
    public var viewModelArgumentLines: [String]
    /// The subjects behind `Input` and the `transform` call, in the transform convention; nil otherwise.
    public var transform: TransformTestsModel?
    /// The subjects behind the `Input` the view model's `init` takes, with `inputs: init`; nil otherwise.
    public var initInput: InitInputTestsModel? = nil
    /// One `TestableObserver` per output.
    public var observers: [TestObserverModel]
    /// One test per input.
    public var inputTests: [InputTestModel]
    /// Factories for values of types the generator cannot make up.
    public var factories: [ValueFactoryModel]
    /// The test that the tracked activity output is `false` while nothing runs; nil without `tracking.activity`.
    public var activityTest: ActivityTestModel? = nil
    /// One test per property and method of the view model.
    public var memberTests: [MemberTestModel] = []
    /// The tests of each action: that it is idle until run, and what running it reports.
    public var actionTests: [ActionTestModel] = []
    /// The test that what the view model reports arrives on the main thread; nil when every output is a Driver or
    /// Signal and there is no action, as those arrive there by construction and the test could not fail.
    public var mainThreadTest: MainThreadTestModel? = nil
}

/// The day-one test that drives each input and action once and checks that every Observable output and every
/// report of an action arrives on the main thread.
public struct MainThreadTestModel: Sendable, Equatable {
    /// `test_outputsArriveOnTheMainThread`.
    public var name: String
    /// `OffMainThreadOutputs`: the watcher declared once in the `Support` folder of the tests.
    public var watcher: String
    /// `offMainThreadOutputs`: the test's local that holds the watcher. No mock property can be called so, as no
    /// service may take the watcher's name.
    public var watcherLocal: String
    /// `searchService.searchResult = .just([])`: the service mock answers at once where its value has a literal,
    /// so that what follows a successful call runs too; a comment line first, which says so. Empty when no method
    /// can answer.
    public var answerLines: [String]
    /// `offMainThread.watch(viewModel.outputs.title, named: "title")`, one per watched stream; a statement too long
    /// for its line goes over several, the later ones indented relative to the first.
    public var watchLines: [String]
    /// `scheduler.scheduleAt(10) { self.viewModel.inputs.reload() }`: each input, then each action, ten ticks
    /// apart, split over three lines like `watchLines` when too long.
    public var driveLines: [String]
    /// One comment per input or action that is not driven, as its value comes from a factory that skips until
    /// written: the test passes before the factories are.
    public var undrivenNotes: [String]
}

/// The generated tests of one action, whose `executing`, `elements` and `errors` the test case records.
public struct ActionTestModel: Sendable, Equatable {
    public var name: String
    /// `test_refresh_isNotExecutingBeforeItRuns`: holds for any view model that runs the action only when asked.
    public var idleTestName: String
    /// `test_refresh`: runs the action, then skips until a person asserts what it reported.
    public var testName: String
    /// The `TestableObserver` of its `executing`: `refreshExecutingObserver`.
    public var executingObserver: String
    /// `let value: String = "text"`, absent for a `Void` input.
    public var valueLine: String?
    /// The statement the test schedules: `self.viewModel.actions.refresh.execute()`.
    public var execute: String
    /// What a finished run could be checked against, one comment line each.
    public var assertionExamples: [String]
    public var skipMessage: String
}

/// The generated test of a view model property or method, which reads or calls it after a skip.
public struct MemberTestModel: Sendable, Equatable {
    public var name: String
    public var testName: String
    /// `_ = viewModel.repository(at: 1)`: the statement that reads or calls the member.
    public var call: String
    public var skipMessage: String
}

/// A mock the test case keeps in a property and creates in `setUp` with `<type>()`.
public struct TestPropertyModel: Sendable, Equatable {
    /// `githubService`.
    public var name: String
    /// `GithubServiceMock`.
    public var type: String
}

/// A mock of a generated protocol that records calls and returns results a test sets.
public struct MockModel: Sendable, Equatable {
    public var name: String
    public var protocolName: String
    public var docLine: String
    public var methods: [MockMethodModel]
}

/// One mocked method: how it records a call and what it returns.
public struct MockMethodModel: Sendable, Equatable {
    public var signature: String
    /// `private(set) var loadCalls: [String] = []` or `private(set) var loadCallCount = 0`.
    public var recorder: String
    /// The statement that records one call.
    public var record: String
    /// `var loadResult: Single<User> = .error(NotImplemented("UserServiceMock.loadResult"))`, which fails a call the
    /// test has not set an answer for, or a route's `.never()`; nil for a method that returns nothing. It ends with
    /// `.error(` when the rest follows on a line of its own (`resultContinuation`).
    public var result: String?
    /// `NotImplemented("GithubServiceMock.repositoriesResult"))`: the end of `result`, when the whole would not fit
    /// on one line; nil otherwise.
    public var resultContinuation: String?
    public var resultProperty: String?
}

/// The `TestableObserver` property of one output and the lines that create and subscribe it.
public struct TestObserverModel: Sendable, Equatable {
    public var declaration: String
    public var setUp: String
    public var subscription: String
}

/// The generated test of one input.
public struct InputTestModel: Sendable, Equatable {
    public var name: String
    public var testName: String
    /// `let value: String = "text"`, absent for Void inputs.
    public var valueLine: String?
    /// The value sent: `value`, or `()` for a Void input; for an input method with `params:`, the arguments made
    /// from it (`at: value`, `email: value.email, password: value.password`).
    public var value: String
    public var isVoid: Bool
    /// Whether the input is a method (function convention) rather than a subject or observer.
    public var isFunction: Bool
    /// For a relay input, the statement the test schedules: `self.viewModel.inputs.query.accept(value)`.
    public var relayAccept: String?
    /// What the test's events are sent to: `viewModel.inputs.reload`, or the subject behind an `Input` field.
    public var sink: String
    public var skipMessage: String
    /// An assertion the test could make, shown in a comment above the skip; nil when there are no outputs.
    public var assertionExample: String?
}

/// `private func makeRepository() throws -> Repository` that skips the test until someone writes it.
public struct ValueFactoryModel: Sendable, Equatable {
    public var name: String
    public var type: String
}
