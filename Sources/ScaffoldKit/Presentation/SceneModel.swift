import ScaffoldCore

/// Everything the scene templates print, computed from a spec so templates stay logic-less.
///
/// Each property is a Mustache key the templates use, by its name, and its doc comment is what
/// `Documentation/TemplateContext.md` says of it (`make contract` writes the table); the few that only place files
/// are tagged `- Template key: none`. The keys are recorded in `Tests/Golden/Context` and are a public API: removing
/// or renaming one breaks users' templates.
/// - Template object: scene
public struct SceneModel: Sendable, Equatable {
    /// The spec path relative to the project, to place and key the scene's files.
    /// - Template key: none
    public var specFile: String
    /// The spec file, relative to the project, for the file header; safe on one `//` line (a control character or `\`
    /// in the file name is spelled as an escape: `\u{A}`, `\\`).
    /// - Example: `Specs/RepositoryList.yml`
    public var specPath: String
    /// Project-relative paths of other specs this scene's files depend on (its route targets).
    /// - Template key: none
    public var referencedSpecs: [String]
    /// The scene name, the prefix of its types; for prose.
    /// - Example: `RepositoryList`
    public var scene: String
    /// The name of every type the scene declares or uses.
    public var names: SceneNames
    /// The spec's `doc`, one element per line; empty without `doc`. Every `docLines` is split at every line break (LF,
    /// CR, CR LF, VT, FF, NEL, U+2028, U+2029), with control, invisible and text-direction characters and `/*`, `*/`
    /// spelled as escapes, so each element is safe after `///` or `//`.
    /// - Example: `["Most starred repositories for one language."]`
    public var docLines: [String]
    /// Modules `X.generated.swift` imports, the spec's `imports` last.
    /// - Example: `["Foundation", "RxSwift", "RxCocoa", "Action"]`
    public var generatedImports: [String]
    /// Modules the view model imports.
    /// - Example: `["Foundation", "RxSwift", "RxCocoa", "Action"]`
    public var viewModelImports: [String]
    /// Modules the service skeleton imports.
    /// - Example: `["Foundation", "RxSwift"]`
    public var serviceImports: [String]
    /// Modules the coordinator imports.
    /// - Example: `["UIKit", "RxSwift", "Foundation"]`
    public var coordinatorImports: [String]
    /// Modules the view controller imports.
    /// - Example: `["UIKit", "RxSwift", "RxCocoa", "Foundation"]`
    public var viewControllerImports: [String]
    /// Modules the assembler imports.
    /// - Example: `["UIKit"]`
    public var assemblerImports: [String]
    /// The spec's inputs, in order.
    public var inputs: [InputModel]
    /// The spec's outputs, in order, then `state` when the spec has a state machine.
    public var outputs: [OutputModel]
    /// The spec's actions, in order.
    public var actions: [ActionModel]
    /// The state machine; `null` without `state`.
    public var state: StateModel?
    /// The service; `null` without `service`.
    public var service: ServiceModel?
    /// The coordinator; `null` without `coordinator`.
    public var coordinator: CoordinatorModel?
    /// What builds the scene for its navigator; `null` without `coordinator` or without `naming: {coordinator:
    /// navigator}`.
    public var assembler: AssemblerModel?
    /// How the files speak of the service and the coordinator, after `naming`.
    public var wording: WordingModel
    /// The shared services the coordinator hands out; `null` when the scene and every scene it can start need none.
    public var sharedDependencies: SharedDependenciesModel?
    /// `inputs` is not empty.
    /// - Example: `true`
    public var hasInputs: Bool
    /// `outputs` is not empty.
    /// - Example: `true`
    public var hasOutputs: Bool
    /// `actions` is not empty.
    /// - Example: `true`
    public var hasActions: Bool
    /// The values the scene is created with (`arguments:`), first in `init` and kept in private properties.
    public var arguments: [ArgumentModel]
    /// `arguments` is not empty.
    /// - Example: `true`
    public var hasArguments: Bool
    /// The arguments with `expose: true`, which the view model's protocol shows read-only, in spec order.
    public var exposedArguments: [ArgumentModel] = []
    /// The arguments, then the properties, with `expose: outputs`, which the outputs protocol shows read-only after
    /// the outputs, in spec order.
    public var outputValues: [ValueRequirementModel] = []
    /// The arguments, then the properties, with `expose: state`, which the state protocol (`names.stateProtocol`)
    /// shows read-only, in spec order.
    public var stateValues: [ValueRequirementModel] = []
    /// `stateValues` is not empty: the contract declares the state protocol and the view model shows itself as it.
    /// - Example: `false`
    public var hasStateValues = false
    /// What the view model receives in `init` and keeps, in `init` order.
    public var dependencies: [DependencyModel]
    /// `dependencies` is not empty.
    /// - Example: `true`
    public var hasDependencies: Bool
    /// The view model's `init` takes anything: arguments or dependencies.
    /// - Example: `true`
    public var hasInitParameters: Bool
    /// `init` assigns dependencies and then sets up observer inputs, so the two need a blank line between them.
    /// - Example: `true`
    public var hasInputSetup: Bool
    /// Sentences naming the outputs the coordinator handles, which the view controller does not bind.
    /// - Example: ``["`showLanguageList` and `showFilter` are handled by RepositoryListCoordinator."]``
    public var navigationNotes: [String]
    /// The view model's `init` parameter list.
    /// - Example: `githubService: any GithubServiceType = GithubService()`
    public var initParameters: String
    /// The parameters do not fit on the `init` line (120 columns) and go one per line.
    /// - Example: `false`
    public var wrapsInitParameters: Bool
    /// The parameters one per line, each but the last ending in a comma; empty when they fit on one line.
    /// - Example: `["analyticsService: any AnalyticsServiceType,", "languageListService: any LanguageListServiceType =
    ///   LanguageListService()"]`
    public var initParameterLines: [String]
    /// Inputs are methods (`inputs: function`) and there is at least one.
    /// - Example: `false`
    public var hasInputFunctions: Bool
    /// One example line per input and action of how the view controller feeds it; empty with `viewModel: transform`.
    /// - Example: `["button.rx.tap.bind(to: viewModel.inputs.reload).disposed(by: disposeBag)",
    ///   "viewModel.actions.refresh.execute(/* input */)"]`
    public var inputBindingHints: [String]
    /// `struct Input`, `struct Output` and `transform` (`viewModel: transform`); `null` for the protocols convention.
    public var transform: TransformModel?
    /// How the view controller and the coordinator's callers hold the view model: the `names.viewModelProtocol`
    /// existential, or the class itself with `viewModel: transform`, whose `Input` and `Output` it declares.
    /// - Example: `any LoginViewModelType`
    public var viewModelReference: String
    /// With `navigation: viewController`, the router protocol the view controller takes in `init` and starts the
    /// routes through (`names.router`); `null` otherwise.
    /// - Example: `FilterRouting`
    public var viewControllerRouter: String? = nil
    /// What the view model tests and mocks print; `null` when tests are off.
    public var tests: TestsModel?
    /// What shows the view model, which decides whether the scene gets a view controller.
    /// - Template key: none
    public var kind: SceneKind = .screen
    /// What shows the view model, for prose: `screen`, `cell` (`kind: cell`) or `view` (`kind: component`).
    /// - Example: `screen`
    public var viewNoun = "screen"
    /// The protocols the view model class conforms to in the protocols convention, one per line, each but the last
    /// ending in a comma: `names.viewModelProtocol`, then the inputs, outputs and actions protocols the scene has (a
    /// scene without actions has no actions protocol), then the spec's `conformsTo`.
    /// - Example: `["ProfileViewModelType,", "ProfileViewModelInputsType,", "ProfileViewModelOutputsType"]`
    public var conformanceLines: [String] = []
    /// The protocols of the app or of a module it imports that the view model conforms to besides the generated ones
    /// (`conformsTo`), in the spec's order; empty without. In the protocols convention `conformanceLines` ends with
    /// them; a transform view model lists them after `transform.protocolName`.
    /// - Example: `["Refreshing", "Analytics.Screen"]`
    public var extraConformances: [String] = []
    /// The protocols of the app the generated view model protocol inherits (`protocolInherits`), in the spec's
    /// order, after `AnyObject` (and RxFlow's `Stepper`); empty without.
    /// - Example: `["ThemeProviding"]`
    public var inheritedProtocols: [String] = []
    /// With `inputs: init`, the `Input` the view model's `init` takes; `null` otherwise (then `inputs` lists the
    /// inputs).
    public var initInput: InitInputModel?
    /// `init` assigns arguments or dependencies or sets up observer inputs before it sets the outputs, so a blank line
    /// separates the two.
    /// - Example: `true`
    public var hasInitSetup = true
    /// With `inject: property` outside the transform convention, the TODO that says when `init`'s bindings may call
    /// the services set after it.
    /// - Example: `["TODO: `userService` is set after init: ...", "once every stored property is set: ..."]`
    public var injectionTodoLines: [String] = []
    /// With `inject: container`, the view model's type of its one `dependencies` parameter: the provider protocols of
    /// the services it holds; `null` otherwise, or when it holds none.
    /// - Example: `typealias Dependencies = HasUserService & HasAnalyticsService`
    public var dependenciesTypealias: String? = nil
    /// With `inject: struct`, the struct nested in the view model that its one `dependency` parameter holds the
    /// shared services in; `null` otherwise, or when it holds none.
    public var dependencyStruct: DependencyStructModel? = nil
    /// The trackers the view model keeps for the spec's `tracking`; `null` without it.
    public var tracking: TrackingModel?
    /// The view model's dispose bag when it has relay outputs, which it writes through bindings (protocols
    /// convention), or inputs it leads to its coordinator (`inputRoutes`), and no base class holds one; `null`
    /// otherwise.
    /// - Example: `private let disposeBag = DisposeBag()`
    public var disposeBag: String?
    /// The doc comment of `disposeBag`: what it keeps alive.
    /// - Example: `Keeps the view model's bindings into its relays alive as long as it lives.`
    public var disposeBagDocLine = ""
    /// The subscriptions that lead the inputs that start routes to the coordinator the view model calls, at the end of
    /// `init` (in `transform` with `viewModel: transform`); empty when the coordinator observes them, or none does.
    public var inputRoutes: [InputRouteModel] = []
    /// `inputRoutes` is not empty.
    /// - Example: `false`
    public var hasInputRoutes: Bool { !inputRoutes.isEmpty }
    /// Whether the service skeleton or its mock fails with `NotImplemented`, which the project then declares.
    /// - Template key: none
    public var usesNotImplemented = false
    /// The scene's case of the `Scene` enum, with `navigation: sceneCoordinator`; the project's scene coordinator file
    /// reads it, not the scene's templates.
    /// - Template key: none
    var sceneCase: SceneCaseModel?
    /// How the scene's files write each type of RxSwift, RxRelay, RxCocoa, RxTest and Action.
    /// - Template key: rx
    public var libraryNames = LibraryNames()
    /// The class the view model subclasses (`viewModelBaseClass`), first in its inheritance list; `null` without one.
    /// - Example: `NSObject`
    public var viewModelSuperclass: String?
    /// The call that ends the view model's `init` once every stored property is set: `super.init()` or the base class's
    /// `superInit`; `null` without a base class.
    /// - Example: `super.init(provider: swiftHubAPI)`
    public var superInitCall: String?
    /// Statements come before `superInitCall`, so a blank line separates it from them (protocols convention).
    /// - Example: `true`
    public var separatesSuperInit = false
    /// `init`, or `override init` when the view model has a base class and its `init` takes no parameters, replacing
    /// the base class's `init()`.
    /// - Example: `override init`
    public var initKeyword = "init"
    /// The view model declares an `init`: always in the protocols convention; with `viewModel: transform` when it takes
    /// parameters or its base class's `superInit` is not `super.init()`.
    /// - Example: `true`
    public var hasInit = true
    /// The view model's plain values (`properties:`), in order: requirements of `names.viewModelProtocol`, or with
    /// `viewModel: transform` members of the class alone.
    public var properties: [PropertyModel] = []
    /// `properties` is not empty.
    /// - Example: `true`
    public var hasProperties: Bool { !properties.isEmpty }
    /// The view model's synchronous methods (`methods:`), in order, where its properties are.
    public var methods: [ServiceMethodModel] = []
    /// `methods` is not empty.
    /// - Example: `true`
    public var hasMethods: Bool { !methods.isEmpty }
    /// The scene's flow and its steps with `navigation: rxflow`, which replace the coordinator skeleton; `null` with
    /// coordinators, and for a scene without `coordinator`.
    public var rxFlow: RxFlowModel? = nil
    /// The access modifier, with its space, of what other modules use of the scene (`access: public`): the types the
    /// templates declare and the members they spell; empty for internal. The declarations the model spells carry
    /// it already.
    /// - Example: `public `
    public var access = ""
    /// `access: public`: the scene's types need what public adds, such as the service's `public init() {}`.
    /// - Example: `false`
    public var isPublic = false
}

/// A plain property of the view model: `var numberOfItems: Int { get }`, computed in the skeleton.
/// - Template object: property
public struct PropertyModel: Sendable, Equatable {
    /// The property.
    /// - Example: `numberOfRepositories`
    public var name: String
    /// Its doc comment.
    /// - Example: `["How many rows the table shows."]`
    public var docLines: [String]
    /// The protocol requirement.
    /// - Example: `var numberOfRepositories: Int { get }`
    public var requirement: String
    /// The skeleton's computed property, before its body.
    /// - Example: `var numberOfRepositories: Int`
    public var declaration: String
    /// What its body returns until someone writes it: a neutral literal, or a `fatalError` naming the property.
    /// - Example: `0`
    public var placeholder: String
    /// With `expose: outputs`, the outputs protocol requires it (it is in `outputValues`), not the view model's.
    /// - Example: `false`
    public var isInOutputs = false
    /// With `expose: state`, the state protocol requires it (it is in `stateValues`), not the view model's.
    /// - Example: `false`
    public var isInState = false
}

/// A plain value the outputs protocol requires beside the streams (`expose: outputs`), or the state protocol
/// (`expose: state`): an argument or a property.
/// - Template object: output value
public struct ValueRequirementModel: Sendable, Equatable {
    /// Its doc comment.
    /// - Example: `["Whether a pan can hide the screen."]`
    public var docLines: [String]
    /// The protocol requirement.
    /// - Example: `var isInteractiveAnimationEnabled: Bool { get }`
    public var requirement: String
}

/// One input: its protocol requirement and its storage in the view model.
/// - Template object: input
public struct InputModel: Sendable, Equatable {
    /// The input's name.
    /// - Example: `selectRepository`
    public var name: String
    /// Its `doc`, one element per line.
    /// - Example: `["Opens the repository page."]`
    public var docLines: [String]
    /// Its requirement in the inputs protocol.
    /// - Example: `var selectRepository: AnyObserver<RepositoryCellViewModel> { get }`
    public var requirement: String
    /// Doc lines for the stored property; empty for function inputs, whose docs go on `function`.
    /// - Example: `["Opens the repository page."]`
    public var declarationDocLines: [String]
    /// The stored property in the view model.
    /// - Example: `let selectRepository: AnyObserver<RepositoryCellViewModel>`
    public var declaration: String
    /// With `inputs: observer`, the private subject `init` creates and exposes as the observer; `null` otherwise.
    /// - Example: `selectRepositorySubject`
    public var observerSubject: String?
    /// With `inputs: function`, the input method; `null` otherwise.
    public var function: InputFunctionModel?
    /// The type of value the input carries.
    /// - Example: `RepositoryCellViewModel`
    public var typeName: String
    /// For an input that starts a route the coordinator observes, and that cannot be observed itself (an observer or
    /// a method), its events as the coordinator sees them; `null` otherwise.
    public var events: InputEventsModel? = nil
}

/// The events of a routed input, which the view model shows its coordinator: `tapSettingsEvents`.
/// - Template object: events
public struct InputEventsModel: Sendable, Equatable {
    /// The doc comment of the requirement and the property.
    /// - Example: ``["Each `tapSettings`, which the coordinator leads to Settings."]``
    public var docLines: [String]
    /// The requirement in the inputs protocol.
    /// - Example: `var tapSettingsEvents: Observable<Void> { get }`
    public var requirement: String
    /// The property in the view model: stored with `inputs: observer`, computed from the subject with `inputs:
    /// function`.
    /// - Example: `let tapSettingsEvents: Observable<Void>`
    public var declaration: String
    /// With `inputs: observer`, the statement in `init` that stores the subject's events; `null` otherwise.
    /// - Example: `self.tapSettingsEvents = tapSettingsSubject.asObservable()`
    public var assignment: String?
}

/// The subscription in a view model that calls its coordinator which leads a routed input to its route.
/// - Template object: input route
public struct InputRouteModel: Sendable, Equatable {
    /// The input.
    /// - Example: `tapSettings`
    public var input: String
    /// The statements, one per line, indented from the first.
    /// - Example: ``["// `tapSettings` opens Settings (a route of the spec).", "tapSettings", "    .observe(on:
    ///   MainScheduler.instance)", "    .flatMapFirst { [weak self] _ in self?.coordinator?.tapSettings() ?? .empty()
    ///   }", "    .subscribe()", "    .disposed(by: disposeBag)"]``
    public var lines: [String]
}

/// An input method such as `func select(_ value: Repository) { selectSubject.onNext(value) }`.
/// - Template object: input function
public struct InputFunctionModel: Sendable, Equatable {
    /// The input's `doc`.
    /// - Example: `["The email field changed."]`
    public var docLines: [String]
    /// The method's signature.
    /// - Example: `func typeEmail(_ value: String)`
    public var signature: String
    /// The statement that forwards the call to the private subject.
    /// - Example: `typeEmailSubject.onNext(value)`
    public var body: String
}

/// One output: its protocol requirement, its stored property, and how the view controller binds it.
/// - Template object: output
public struct OutputModel: Sendable, Equatable {
    /// The output's name.
    /// - Example: `title`
    public var name: String
    /// Its `doc`.
    /// - Example: `[]`
    public var docLines: [String]
    /// Its requirement in the outputs protocol.
    /// - Example: `var title: Driver<String> { get }`
    public var requirement: String
    /// The stored property in the view model.
    /// - Example: `let title: Driver<String>`
    public var declaration: String
    /// How the view controller subscribes; `null` for outputs the coordinator handles (routes and `from:` of result
    /// cases).
    public var binding: OutputBindingModel?
    /// The type of value it emits.
    /// - Example: `String`
    public var typeName: String
    /// It emits `Void`.
    /// - Example: `false`
    public var isVoid: Bool
    /// What the view model skeleton first assigns: `.empty()`, or for an output that `tracking` names, its tracker
    /// converted to the output's trait.
    /// - Example: `errorTracker.map(\.localizedDescription).asSignal(onErrorSignalWith: .empty())`
    public var source = ".empty()"
    /// A relay (`trait: relay`) of the protocols convention: `declaration` reads `relayStorage`, so `init` does not
    /// assign it.
    /// - Example: `false`
    public var isRelay = false
    /// For a relay of the protocols convention, the private relay that holds its value, which only the view model
    /// writes; `null` for other outputs.
    /// - Example: `private let isSigningUpRelay = BehaviorRelay<Bool>(value: false)`
    public var relayStorage: String? = nil
    /// For a relay of the protocols convention, the skeleton's note on how to write it, after `init` has set every
    /// stored property (the binding reads `self`); `null` otherwise.
    /// - Example: ``TODO: bind into isSigningUpRelay: `.bind(to: isSigningUpRelay).disposed(by: disposeBag)` ``
    public var relayTodo: String? = nil
}

/// The view controller's subscription to one output.
/// - Template object: binding
public struct OutputBindingModel: Sendable, Equatable {
    /// The first binding in `bindOutputs()`, which has no blank line before it.
    /// - Example: `false`
    public var isFirst: Bool
    /// An Observable, moved to the main thread first; Drivers and Signals already are.
    /// - Example: `false`
    public var observesOnMainScheduler: Bool
    /// The subscribing call: `subscribe`, `drive` or `emit`.
    /// - Example: `drive`
    public var method: String
    /// The `state` output, which the view controller passes to `render(_:)`.
    /// - Example: `false`
    public var rendersState: Bool
    /// What the view controller subscribes to: `viewModel.outputs.<name>`, or `output.<name>` with `viewModel:
    /// transform`.
    /// - Example: `viewModel.outputs.title`
    public var expression: String
    /// With `viewModel: transform`, an output the coordinator handles: the view controller subscribes without a handler
    /// so that the view model's navigation runs.
    /// - Example: `false`
    public var startsNavigation: Bool
}

/// One action: an `Action<Input, Output>` (or `CocoaAction`) requirement and property.
/// - Template object: action
public struct ActionModel: Sendable, Equatable {
    /// The action's name.
    /// - Example: `refresh`
    public var name: String
    /// Its `doc`.
    /// - Example: `["Reloads the list from the network."]`
    public var docLines: [String]
    /// Its requirement in the actions protocol; `Void` to `Void` is a `CocoaAction`.
    /// - Example: `var refresh: Action<Void, [Repository]> { get }`
    public var requirement: String
    /// The stored property in the view model.
    /// - Example: `let refresh: Action<Void, [Repository]>`
    public var declaration: String
    /// How the view controller reaches the action to show its `executing` and `underlyingError`: through `actions`, or
    /// the `Output` with `viewModel: transform`.
    /// - Example: `viewModel.actions.refresh`
    public var expression = ""
    /// Its bindings open the view controller's function, with no blank line before them: no output binding precedes
    /// them, and the scene is not `viewModel: transform` (whose bindings follow the `transform` call).
    /// - Example: `false`
    public var isFirstBinding = false
}

/// The cases of the scene's state machine, `enum <Scene>State` (named by `names.state`).
/// - Template object: state
public struct StateModel: Sendable, Equatable {
    /// The cases, in spec order.
    public var cases: [EnumCaseModel]
}

/// A case of a generated enum, with the pattern a `switch` uses for it.
/// - Template object: case
public struct EnumCaseModel: Sendable, Equatable {
    /// The case's name.
    /// - Example: `loaded`
    public var name: String
    /// Its `doc`.
    /// - Example: `[]`
    public var docLines: [String]
    /// The `case` line, with its payload.
    /// - Example: `case loaded([Repository])`
    public var declaration: String
    /// What a `switch` matches, binding the payload to `payloadName`.
    /// - Example: `.loaded(let repositories)`
    public var pattern: String
    /// The name `pattern` binds the payload to: the payload's type in lower camel case (plural for an array), or
    /// `value` where the type names nothing of the app (`String`, a tuple); `null` without a payload.
    /// - Example: `repositories`
    public var payloadName: String? = nil
    /// The payload's type, as `declaration` spells it; `null` without a payload.
    /// - Example: `[Repository]`
    public var payloadType: String? = nil
}

/// The methods of the scene's service, protocol `<Name>Type` and struct `<Name>` (named by `names.service...`).
/// - Template object: service
public struct ServiceModel: Sendable, Equatable {
    /// The methods, in spec order.
    public var methods: [ServiceMethodModel]
    /// The skeleton's doc comment, for a service or a use case.
    /// - Example: `Does the work the Login view model asks for: network, storage, formatting.`
    public var docLine: String
}

/// How the generated files speak of the scene's service and coordinator, after the project's `naming`.
/// - Template object: wording
public struct WordingModel: Sendable, Equatable {
    /// `service`, or `use case`.
    /// - Example: `service`
    public var service: String
    /// The title of the contract's section for it: `Service`, or `Use case`.
    /// - Example: `Service`
    public var serviceSection: String
    /// `coordinator`, or `navigator`.
    /// - Example: `coordinator`
    public var coordinator: String
    /// The title of the contract's section for its protocol: `Coordinator`, or `Navigator`.
    /// - Example: `Coordinator`
    public var coordinatorSection: String
}

/// One service method, with the spellings the protocol, the skeleton and the mock print.
/// - Template object: service method
public struct ServiceMethodModel: Sendable, Equatable {
    /// The method's name.
    /// - Example: `login`
    public var name: String
    /// Its `doc`.
    /// - Example: `[]`
    public var docLines: [String]
    /// Its signature, each parameter with its label when the spec gives one; the return type follows `kind` (`sync` and
    /// a view model's methods return the value itself, or nothing).
    /// - Example: `func repositories(byLanguage language: String, _ page: Int) -> Single<[Repository]>`
    public var signature: String
    /// The skeleton's statement after its TODO: an `.error` naming the service and the method (`NotImplemented`,
    /// declared in `Support/NotImplemented.generated.swift`), so a call fails at once instead of never answering; for a
    /// `sync` method or a view model's, a neutral literal (`0`, `""`, `false`, `nil`, `[]`, `[:]`) or, for a type no
    /// literal makes, a `fatalError` naming the method; `null` when it returns nothing.
    /// - Example: `.error(NotImplemented("AuthService.login(email:password:)"))`
    public var placeholder: String?
    /// It is the first method of its service, which the skeleton writes without a blank line before it; `false` for a
    /// view model's methods.
    /// - Example: `true`
    public var isFirst = false
}

/// The typealias that names every shared service a scene's coordinator hands out:
/// `typealias ProfileDependencies = HasAnalyticsService & HasUserService`.
/// - Template object: shared dependencies
public struct SharedDependenciesModel: Sendable, Equatable {
    /// The typealias.
    /// - Example: `ProfileDependencies`
    public var typeName: String
    /// The composition on one line.
    /// - Example: `HasUserService & HasAnalyticsService`
    public var providers: String
    /// The composition does not fit on the typealias line and goes one provider per line.
    /// - Example: `false`
    public var wrapsProviders: Bool
    /// The providers one per line, `& ` before all but the first; empty when they fit.
    /// - Example: `["HasUserService", "& HasAnalyticsService"]`
    public var providerLines: [String]
}

/// A value the scene is created with (`arguments:` in its spec), kept in a private property of the same name.
/// - Template object: argument
public struct ArgumentModel: Sendable, Equatable {
    /// The argument, its `init` parameter and property.
    /// - Example: `repository`
    public var name: String
    /// Its type, as a declaration writes it (`User!` for an implicitly unwrapped argument).
    /// - Example: `Repository`
    public var type: String
    /// Its doc comment.
    /// - Example: `["The repository this page shows."]`
    public var docLines: [String]
    /// The view model's property that keeps it: private, or read-only in the protocol with `expose: true`.
    /// - Example: `private let repository: Repository`
    public var declaration: String
    /// With `expose: true`, what the view model's protocol requires; `null` for an argument the view model keeps
    /// to itself.
    /// - Example: `var repository: Repository { get }`
    public var requirement: String?
    /// What `init` writes to keep it; `null` for an argument set after `init` (`inject: property`), whose
    /// declaration is a `var` that whatever makes the view model sets.
    /// - Example: `self.repository = repository`
    public var assignment: String?
}

/// A dependency the view model receives in `init` and keeps in a private property of the same name.
/// - Template object: dependency
public struct DependencyModel: Sendable, Equatable {
    /// The property and parameter name.
    /// - Example: `githubService`
    public var name: String
    /// Its type.
    /// - Example: `any GithubServiceType`
    public var type: String
    /// The stored property: `private let`, or a `weak var` for the coordinator, which owns the scene and so outlives
    /// the view model (not private when the coordinator sets it after `init`, `coordinatorInViewModel: property`;
    /// a `let` for the app's coordinator class with `hold: strong`).
    /// - Example: `private let githubService: any GithubServiceType`
    public var declaration: String
    /// What `init` writes to keep it, from its parameter or, under `inject: container`, from `dependencies`; `null`
    /// for a service set after `init` (`inject: property`), whose declaration is an implicitly unwrapped `var` its
    /// coordinator and tests set.
    /// - Example: `self.githubService = githubService`
    public var assignment: String?
    /// With `expose: true`, what the view model's protocol requires of the member that holds it; for a coordinator set
    /// after `init` (`coordinatorInViewModel: property`), the settable requirement of it; `null` otherwise.
    /// - Example: `var themeService: any ThemeServiceType { get }`
    public var requirement: String?

    /// A dependency `init` keeps from `source` rather than from its parameter of the same name: `dependencies.x` for
    /// a service `inject: container` holds. An exposed one is kept in a `let` other modules' code can read. The
    /// coordinator the view model calls is `heldCoordinator`, held as it says.
    init(
        name: String, type: String, heldCoordinator: CoordinatorHold? = nil, isInjected: Bool = false,
        defaultValue: String? = nil, source: String? = nil, isExposed: Bool = false
    ) {
        self.name = name
        self.type = type
        let isWeak = heldCoordinator == .weak
        let kept = (isExposed ? "" : "private ") + "let \(name): \(type)"
        if let source {
            declaration = kept
            assignment = "self.\(name) = \(source)"
        } else if isInjected {
            // A coordinator set after `init` stays weak: it owns the scene, so it outlives the view model.
            declaration =
                isWeak
                ? "weak var \(name): \(Self.suffixable(type))?"
                : "var \(name): \(Self.suffixable(type))!" + (defaultValue.map { " = \($0)" } ?? "")
            assignment = nil
        } else {
            declaration = isWeak ? "private weak var \(name): \(Self.suffixable(type))?" : kept
            assignment = "self.\(name) = \(name)"
        }
        if isExposed {
            requirement = "var \(name): \(type) { get }"
        } else if heldCoordinator != nil && isInjected {
            // Whoever makes the view model by its protocol (a factory, a DI container) can then set its coordinator.
            requirement = "var \(name): \(Self.suffixable(type))\(isWeak ? "?" : "!") { get set }"
        } else {
            requirement = nil
        }
    }

    /// `type` as it takes a `!` or `?` after it: in parentheses when it is an existential, opaque, composed or
    /// function type (`(any UserServiceType)!`), as it is otherwise (`ShopAPI!`).
    static func suffixable(_ type: String) -> String {
        let needsParentheses =
            type.hasPrefix("any ") || type.hasPrefix("some ") || type.contains("&") || type.contains("->")
        return needsParentheses ? "(\(type))" : type
    }
}

/// The scene's coordinator: its base class, how `start()` shows the scene, routes and result mapping.
/// - Template object: coordinator
public struct CoordinatorModel: Sendable, Equatable {
    /// The class's doc comment; a navigator's says its assembler builds the scene.
    /// - Example: `Builds the Login scene, shows it, and leads its outputs to other scenes.`
    public var docLine: String
    /// The superclass: the base class (`baseCoordinator.name` in `scaffold.yml`, `BaseCoordinator` by default) of the
    /// result type.
    /// - Example: `BaseCoordinator<LoginCoordinationResult>`
    public var baseType: String
    /// The result cases; `null` without `result`.
    public var resultEnum: ResultEnumModel?
    /// The type of the `dependencies` the coordinator takes in `init`; `null` when it needs no shared service.
    /// - Example: `ProfileDependencies`
    public var dependenciesType: String?
    /// The class keeps `dependencies` in a property: a coordinator always does when it takes them, a navigator only
    /// when a route passes them on (its assembler gets them in `init`).
    /// - Example: `true`
    public var keepsDependencies: Bool
    /// How the scene appears when the route that starts it does not say, the default of `init`'s `presentation`:
    /// `.modalInNavigation` when it finishes with a result, `.push` otherwise.
    /// - Example: `.modalInNavigation`
    public var defaultPresentation: String
    /// The coordinator's `init` parameters: `rootViewController`, `presentation` (defaulting to `defaultPresentation`),
    /// the scene's arguments, then `dependencies`.
    /// - Example: `rootViewController: UIViewController, presentation: ScenePresentation = .push`
    public var initParameters: String
    /// They do not fit on the `init` line (120 columns) and go one per line.
    /// - Example: `false`
    public var wrapsInitParameters: Bool
    /// The parameters one per line, each but the last ending in a comma; empty when they fit.
    /// - Example: `["rootViewController: UIViewController,", "dependencies: any ProfileDependencies"]`
    public var initParameterLines: [String]
    /// The expression that creates the view model in `start()`.
    /// - Example: `FilterViewModel(coordinator: self)`
    public var viewModelConstruction: String
    /// The expression does not fit on its line and its arguments go one per line.
    /// - Example: `true`
    public var wrapsViewModelConstruction: Bool
    /// The arguments one per line, each but the last ending in a comma; empty when they fit.
    /// - Example: `["userService: dependencies.userService,", "analyticsService: dependencies.analyticsService"]`
    public var viewModelArgumentLines: [String]
    /// The statements that set what the view model receives right after making it: its coordinator with
    /// `coordinatorInViewModel: property`, its arguments and services with `inject: property`.
    /// - Example: `["viewModel.userService = dependencies.userService", "viewModel.profileService = ProfileService()"]`
    public var injectionLines: [String] = []
    /// The scene has a result: it is presented modally and dismissed when it finishes, instead of shown for good.
    /// - Example: `true`
    public var finishes: Bool
    /// The routes, in spec order.
    public var routes: [RouteModel]
    /// The result cases an output produces.
    public var resultMappings: [ResultMappingModel]
    /// The expression merging every mapping's variable.
    /// - Example: `Observable.merge(loggedInResult, cancelResult)`
    public var mergedResults: String
    /// `resultMappings` is not empty.
    /// - Example: `true`
    public var hasResultMappings: Bool
    /// The result cases no output produces, for a TODO; `null` when there are none.
    /// - Example: `.later`
    public var unmappedCases: String?
    /// The view model calls the coordinator through `names.coordinatorProtocol` (`coordinatorInViewModel`).
    /// - Example: `true`
    public var hasProtocol: Bool
    /// `start()` subscribes to the route outputs itself: there are routes and no protocol.
    /// - Example: `false`
    public var observesRoutes: Bool
    /// With `viewModel: transform`, one method per result case that the view model calls to finish the scene; empty
    /// otherwise.
    public var finishMethods: [FinishMethodModel]
    /// The scene finishes through `finishMethods`, which emit on a subject `start()` returns, rather than by observing
    /// outputs.
    /// - Example: `false`
    public var finishesThroughMethods: Bool
    /// The routes with `present: custom`, each with a marked method the person fills in.
    public var customPresentations: [CustomPresentationModel]
    /// `customPresentations` is not empty.
    /// - Example: `false`
    public var hasCustomPresentations: Bool
    /// The methods the routes with `handler:` lead to, which the skeleton declares for the person to fill in.
    /// - Example: `[]`
    public var destinationHandlers: [DestinationHandlerModel] = []
    /// `destinationHandlers` is not empty.
    /// - Example: `false`
    public var hasDestinationHandlers = false
    /// With `inputs: init`, the body of the closure `start()` gives the view controller, which makes the view model
    /// from its `input`: one line, or the call over several; empty otherwise.
    /// - Example: `["SignUpViewModel(input: input, coordinator: self)"]`
    public var viewModelFactoryLines: [String] = []
    /// The view controller makes the view model with that closure (`inputs: init`).
    /// - Example: `false`
    public var hasViewModelFactory: Bool { !viewModelFactoryLines.isEmpty }
    /// With `navigation: viewController`, the view controller starts the routes through `names.router`, which the
    /// coordinator conforms to and hands it in `init`; the view model has no coordinator.
    /// - Example: `false`
    public var hasRouter = false
    /// The coordinator keeps its screen weakly, to present the routes' scenes from it when they are called: it has
    /// a protocol or a router.
    /// - Example: `true`
    public var holdsViewController: Bool { hasProtocol || hasRouter }
    /// The protocol the coordinator's extension conforms to with the route methods (and finish methods), as
    /// written after the colon; `null` when nothing calls the coordinator.
    /// - Example: `@MainActor FilterCoordinatorType`
    public var conformance: String?
    /// That protocol's name, for the extension's `MARK`.
    /// - Example: `FilterCoordinatorType`
    public var conformedProtocol: String?
    /// The app's own coordinator class (`coordinator: {type:}`), which the contract makes conform to the routes'
    /// protocol and which calls its own methods for them: scaffold writes no coordinator for the scene. `null` for a
    /// coordinator scaffold writes.
    /// - Example: `AuthCoordinator`
    public var appCoordinator: String?
    /// The view model's coordinator as a call on it begins: `coordinator?`, or `coordinator` for the app's class held
    /// strongly in a `let` (`hold: strong`).
    /// - Example: `coordinator?`
    public var calledAs = ""
}

/// The method a coordinator skeleton gets for a route with `present: custom`, which the person fills in.
/// - Template object: custom presentation
public struct CustomPresentationModel: Sendable, Equatable {
    /// The coordinator's method that returns the route's `ScenePresentation.custom`.
    /// - Example: `showRepositoryPresentation`
    public var method: String
    /// The scene the route starts.
    /// - Example: `RepositoryDetail`
    public var target: String
}

/// A coordinator method that finishes the scene with one result case: `func finishLoggedIn(_ value: User)`.
/// - Template object: finish method
public struct FinishMethodModel: Sendable, Equatable {
    /// The method.
    /// - Example: `finishClosed`
    public var name: String
    /// Its doc comment.
    /// - Example: ``["Finishes the scene with `.closed`."]``
    public var docLines: [String]
    /// The protocol requirement.
    /// - Example: `func finishClosed()`
    public var signature: String
    /// The result it finishes with.
    /// - Example: `.closed`
    public var result: String
    /// The method takes the case's payload as `_ value:`.
    /// - Example: `false`
    public var hasPayload: Bool
    /// It comes first in the coordinator protocol's extension: the scene has no route.
    /// - Example: `false`
    public var isFirstMethod: Bool
}

/// The cases of `enum <Scene>CoordinationResult` (named by `names.coordinationResult`).
/// - Template object: result enum
public struct ResultEnumModel: Sendable, Equatable {
    /// The cases, in spec order.
    public var cases: [EnumCaseModel]
}

/// An output, or an input, that starts a child scene.
/// - Template object: route
public struct RouteModel: Sendable, Equatable {
    /// The output (or input) that starts the child scene.
    /// - Example: `showLanguageList`
    public var output: String
    /// An input starts it, with no output in between: the view model leads it to its coordinator itself
    /// (`inputRoutes`), or the coordinator observes it (`observedSource`).
    /// - Example: `false`
    public var startsFromInput = false
    /// The app's own code calls the route's method (`source: code`): no input or output starts it, so nothing binds
    /// it, and the view model or view controller that calls it gets a note saying where.
    /// - Example: `false`
    public var startsFromCode = false
    /// What `start()` observes when the coordinator observes the view model: the output, the input's subject, or the
    /// input's events (`tapSettingsEvents`) where the input is an observer or a method.
    /// - Example: `viewModel.outputs.showLanguageList`
    public var observedSource = ""
    /// The child scene.
    /// - Example: `LanguageList`
    public var target: String
    /// The child's coordinator takes the shared services, so this one hands on its `dependencies`.
    /// - Example: `true`
    public var passesDependencies: Bool
    /// The child's coordinator class; for a scene in `externalScenes`, its declared `coordinator`.
    /// - Example: `LanguageListCoordinator`
    public var childCoordinator: String
    /// The child's result as this coordinator receives it: for a scene in `externalScenes` its declared `result`;
    /// `Void` when the child never finishes or is neither loaded nor declared.
    /// - Example: `LanguageListCoordinationResult`
    public var childResultType: String
    /// Appended to `coordinate(to:)` to reduce the unknown result of a scene neither loaded nor declared to `Void`;
    /// empty otherwise.
    /// - Example: `.map { _ in () }`
    public var resultAdapter: String
    /// The route's method returns what it started, which the caller may observe: the child's result, or when the
    /// route may run again; false for a method of the app's own coordinator class (`coordinator: {type:}`), which
    /// returns nothing.
    /// - Example: `true`
    public var returnsResult = true
    /// The route's method in the coordinator protocol and the router, taking the route's value under the label
    /// `method:` gives it (`_ value:` without one).
    /// - Example: `func showProduct(id: Int) -> Observable<ProductCoordinationResult>`
    public var methodSignature: String
    /// The same method where it is implemented (the coordinator, the mocks), which name the value `value`.
    /// - Example: `func showProduct(id value: Int) -> Observable<ProductCoordinationResult>`
    public var implementationSignature: String
    /// The call of the route's method with the value (`value`) the closure that observes its source gets: one
    /// argument, or one per element of the value for a method with a label per element (`show(month:year:)`).
    /// - Example: `showProduct(id: value)`
    public var methodCall: String
    /// What the implementation of the route's method calls the route's value, which its mock records: `value`, or the
    /// tuple its parameters make for a method with a parameter per element.
    /// - Example: `(month: value1, year: value2)`
    public var methodValue: String
    /// The output carries a value, which the method takes (as `_ value:` unless `method:` names its labels).
    /// - Example: `false`
    public var hasPayload: Bool
    /// Its method comes first in the coordinator protocol's extension, with no blank line before it.
    /// - Example: `true`
    public var isFirstMethod: Bool
    /// What the closure observing the output calls its value: `value`, or `_` when it carries nothing.
    /// - Example: `value`
    public var valueName: String
    /// Whether the child is a generated scene, whose flow ends when the user leaves it: the closure then ignores events
    /// while the child runs (`flatMapFirst`); a hand-written or unknown scene may never end, so each event starts it
    /// (`flatMap`).
    /// - Example: `true`
    public var childEndsWhenLeft: Bool
    /// The statements that start the child inside that closure in `start()`: the child coordinator created with the
    /// route's presentation (when the route or the conventions choose one), its arguments from `value` and the shared
    /// services, then `return self.coordinate(to: child)`.
    /// - Example: `["let child = RepositoryDetailCoordinator(", "    rootViewController: viewController,",
    ///   "    repository: value,", "    highlight: nil", ")", "return self.coordinate(to: child)"]`
    public var observedStartLines: [String]
    /// The same statements in the coordinator protocol's method, presenting from `presenter`.
    /// - Example: `["let child = RepositoryDetailCoordinator(rootViewController: presenter, repository: value,
    ///   highlight: nil)", "return coordinate(to: child)"]`
    public var calledStartLines: [String]
    /// The route's `doc`, or "Starts the … scene.".
    /// - Example: `["Starts the LanguageList scene."]`
    public var docLines: [String]
    /// Whether the route starts a scene, whose result the coordinator may react to; false for a route to Safari, the
    /// system or a handler (`external:`, `handler:`), which only says when it may run again.
    /// - Example: `true`
    public var startsScene = true
    /// Whether the route starts from the screen it presents on (`viewController` in `start()`, `presenter` in the
    /// coordinator protocol's method), held weakly with the coordinator; false for `external: open`, which hands its
    /// URL to the system.
    /// - Example: `true`
    public var needsPresenter = true
}

/// A method of the coordinator's skeleton that a route with `handler:` leads to, which the person fills in.
/// - Template object: destination handler
public struct DestinationHandlerModel: Sendable, Equatable {
    /// The output or input whose events call it.
    /// - Example: `share`
    public var route: String
    /// Its declaration, taking the route's value (when it carries one) and the view controller to present from.
    /// - Example: `private func shareRepository(from presenter: UIViewController) -> Observable<Void>`
    public var signature: String
    /// The declaration with the `{` that opens its body, on one line, or with its parameters on a line of their own
    /// when the line would pass 120 columns.
    /// - Example: `["private func shareRepository(from presenter: UIViewController) -> Observable<Void> {"]`
    public var declarationLines: [String] = []
    /// Its doc comment, wrapped.
    /// - Example: `["Where the input `share` leads (`handler: shareRepository` in the spec): show what it needs"]`
    public var docLines: [String]
    /// The comment its body starts with.
    /// - Example: `TODO: lead `share` where it goes.`
    public var todo: String
}

/// One result case produced by an output.
/// - Template object: result mapping
public struct ResultMappingModel: Sendable, Equatable {
    /// The local variable holding the mapped stream.
    /// - Example: `loggedInResult`
    public var variable: String
    /// The output it maps.
    /// - Example: `loginSuccess`
    public var output: String
    /// The closure passed to `map`.
    /// - Example: `{ CoordinationResult.loggedIn($0) }`
    public var transform: String
}

/// What the generated view model tests and mocks print.
/// - Template object: tests
public struct TestsModel: Sendable, Equatable {
    /// Project-relative folder of the scene's tests.
    /// - Template key: none
    public var folder: String
    /// Modules the test file imports.
    /// - Example: `["XCTest", "RxSwift", "RxCocoa", "RxTest", "Foundation"]`
    public var testImports: [String]
    /// Modules the mocks file imports.
    /// - Example: `["Foundation", "RxSwift"]`
    public var mockImports: [String]
    /// The module tests `@testable import` (`tests.testableImport` in `scaffold.yml`).
    /// - Example: `App`
    public var testableImport: String?
    /// The service mock; `null` without a service.
    public var serviceMock: MockModel?
    /// The coordinator mock; `null` unless `coordinator.hasProtocol`.
    public var coordinatorMock: MockModel?
    /// The router mock, `names.routerMock`; `null` unless `coordinator.hasRouter`.
    public var routerMock: MockModel? = nil
    /// The struct of mocks the tests hand the view model as its `Dependencies`; `null` unless `inject: container`
    /// gives the view model a `dependencies` parameter.
    public var containerMock: ContainerMockModel? = nil
    /// An argument of the scene comes from a fixture (or a factory), which may skip, so the test case overrides
    /// `setUpWithError() throws` instead of `setUp()`.
    /// - Example: `true`
    public var setUpThrows: Bool
    /// The test case's properties holding the mocks, in `init` order.
    public var mockProperties: [TestPropertyModel]
    /// The expression that creates the view model with the mocks.
    /// - Example: `RepositoryListViewModel(githubService: githubService)`
    public var viewModelConstruction: String
    /// `viewModel = ...` does not fit on its line (120 columns) and the arguments go one per line.
    /// - Example: `false`
    public var wrapsViewModelConstruction: Bool
    /// The arguments one per line, each but the last ending in a comma; empty when they fit.
    /// - Example: `["coordinator: coordinator,", "analyticsService: analyticsService,", "searchService:
    ///   searchService"]`
    public var viewModelArgumentLines: [String]
    /// The statements that set what the view model receives after `init` to the test's values: its coordinator to the
    /// mock with `coordinatorInViewModel: property`, its arguments and services (mocks) with `inject: property`.
    /// - Example: `["viewModel.userService = userService"]`
    public var injectionLines: [String] = []
    /// The subjects behind `Input` and the `transform` call; `null` unless `viewModel: transform`.
    public var transform: TransformTestsModel?
    /// With `inputs: init`, the subjects behind the `Input` passed to `init`; `null` otherwise.
    public var initInput: InitInputTestsModel? = nil
    /// One `TestableObserver` per output, then three per action: its `executing`, `elements` and `errors`.
    public var observers: [TestObserverModel]
    /// One test per input.
    public var inputTests: [InputTestModel]
    /// Value factories for the types no fixture can carry (`any Sharing`, a metatype), sorted by name: app types get
    /// a shared fixture instead.
    public var factories: [ValueFactoryModel]
    /// The test that holds from day one: the output `tracking.activity` names is `false` while nothing runs; `null`
    /// without it.
    public var activityTest: ActivityTestModel? = nil
    /// One test per property, then one per method of the view model.
    public var memberTests: [MemberTestModel] = []
    /// The tests of each action, in spec order.
    public var actionTests: [ActionTestModel] = []
    /// The view model is a class, whose test checks that it is released when nothing holds it; a struct view model
    /// (`transform: {struct: true}`) is a value, which no weak reference can watch.
    /// - Example: `true`
    public var checksRelease = true
    /// The day-one test that what the view model reports arrives on the main thread; `null` when every output is a
    /// Driver or Signal and there is no action, as those arrive there by construction.
    public var mainThreadTest: MainThreadTestModel? = nil
}

/// The day-one test that drives each input and action once and checks that every Observable output and every
/// report of an action arrives on the main thread.
/// - Template object: main thread test
public struct MainThreadTestModel: Sendable, Equatable {
    /// The test method.
    /// - Example: `test_outputsArriveOnTheMainThread`
    public var name: String
    /// The class that keeps the outputs that reported off the main thread.
    /// - Example: `OffMainThreadOutputs`
    public var watcher: String
    /// The test's local that holds the watcher; no mock property can take its name, as no service may be called like
    /// the watcher class.
    /// - Example: `offMainThreadOutputs`
    public var watcherLocal: String
    /// The service mock's answers that succeed at once, for each reactive method whose value has a literal, so that
    /// what follows a success runs too, after a comment line that says so; empty when none can.
    /// - Example: `["// The service succeeds at once, so that the work after its answer runs too.",
    ///   "searchService.searchResult = .just([])"]`
    public var answerLines: [String]
    /// The statements that start watching, one per stream; a statement too long for its line spans several, the later
    /// ones indented relative to the first.
    /// - Example: `["offMainThreadOutputs.watch(viewModel.outputs.validInput, named: \"validInput\")"]`
    public var watchLines: [String]
    /// The statements that schedule each input and action, split like `watchLines`.
    /// - Example: `["scheduler.scheduleAt(10) { self.viewModel.inputs.viewDidLoad() }"]`
    public var driveLines: [String]
    /// A comment for each input or action left out; empty when all are driven.
    /// - Example: ``["`selectRepository` is not driven: its test value comes from a factory that skips."]``
    public var undrivenNotes: [String]
}

/// The generated tests of one action, whose `executing`, `elements` and `errors` the test case records.
/// - Template object: action test
public struct ActionTestModel: Sendable, Equatable {
    /// The action's name.
    /// - Example: `refresh`
    public var name: String
    /// The day-one test: `executing` records only `false` at 0; it fails for a view model that runs the action on its
    /// own before the screen asks.
    /// - Example: `test_refresh_isNotExecutingBeforeItRuns`
    public var idleTestName: String
    /// The test that runs the action.
    /// - Example: `test_refresh`
    public var testName: String
    /// The `TestableObserver` of the action's `executing`.
    /// - Example: `refreshExecutingObserver`
    public var executingObserver: String
    /// The input the test runs the action with; `null` for a `Void` input.
    /// - Example: `let value: String = "text"`
    public var valueLine: String?
    /// The statement scheduled at 10.
    /// - Example: `self.viewModel.actions.refresh.execute()`
    public var execute: String
    /// Assertions on `executing`, `elements` and `errors` a finished run could make, for comments.
    /// - Example: `["XCTAssertEqual(refreshElementsObserver.events.count, 1)"]`
    public var assertionExamples: [String]
    /// The `XCTSkip` message until someone writes the assertions.
    /// - Example: ``TODO: make the mocks answer, then assert what `refresh` reports``
    public var skipMessage: String
}

/// The generated test of a view model property or method, which reads or calls it after a skip.
/// - Template object: member test
public struct MemberTestModel: Sendable, Equatable {
    /// The property or method.
    /// - Example: `repository`
    public var name: String
    /// The test method.
    /// - Example: `test_repository`
    public var testName: String
    /// The statement that reads or calls it, each argument after its label; `try` when an argument comes from a
    /// factory.
    /// - Example: `_ = viewModel.repository(at: 1)`
    public var call: String
    /// The message of the `XCTSkipIf(true, ...)` that comes first, so the placeholder's `fatalError` never runs.
    /// - Example: ``TODO: assert what `repository(at:)` returns, then remove this skip``
    public var skipMessage: String
}

/// A mock the test case keeps in a property and creates in `setUp` with `<type>()`.
/// - Template object: mock property
public struct TestPropertyModel: Sendable, Equatable {
    /// The property, named like the view model's `init` parameter.
    /// - Example: `githubService`
    public var name: String
    /// The mock class, created with `type()`.
    /// - Example: `GithubServiceMock`
    public var type: String
}

/// A mock of a generated protocol that records calls and returns results a test sets.
/// - Template object: mock
public struct MockModel: Sendable, Equatable {
    /// The mock class.
    /// - Example: `AuthServiceMock`
    public var name: String
    /// The protocol it implements.
    /// - Example: `AuthServiceType`
    public var protocolName: String
    /// Its one-line doc comment.
    /// - Example: ``Records every call to `AuthServiceType` and answers with the results a test sets.``
    public var docLine: String
    /// One per service method or route, then one per finish method.
    public var methods: [MockMethodModel]
    /// The lines declaring its stored properties, one per property of an app protocol read from `appCode`, each
    /// line indented as it is inside the class; empty for everything else.
    /// - Example: `["var currency: String = \"\""]`
    public var propertyLines: [String] = []
}

/// One mocked method: how it records a call and what it returns.
/// - Template object: mock method
public struct MockMethodModel: Sendable, Equatable {
    /// The protocol method it implements.
    /// - Example: `func resetPassword(email: String) -> Completable`
    public var signature: String
    /// The property recording calls: their arguments, or a count for methods without.
    /// - Example: `private(set) var resetPasswordCalls: [String] = []`
    public var recorder: String
    /// For a method whose calls carry arguments, the count of calls read from `recorder`, so that every mocked method
    /// has a `…CallCount`; `null` when `recorder` is the count.
    /// - Example: `var resetPasswordCallCount: Int { resetPasswordCalls.count }`
    public var counter: String? = nil
    /// The statement recording one call.
    /// - Example: `resetPasswordCalls.append(email)`
    public var record: String
    /// The property holding the answer a test sets: for a service method, it fails with `NotImplemented` naming the
    /// property until the test sets it (a `sync` one holds a neutral literal or is implicitly unwrapped); for a route,
    /// `.never()`, a child scene that has not finished; `null` for a finish method, which returns nothing.
    /// - Example: `var resetPasswordResult: Completable =
    ///   .error(NotImplemented("AuthServiceMock.resetPasswordResult"))`
    public var result: String?
    /// The end of `result` on a line of its own, when the whole declaration would pass 120 columns: `result` then ends
    /// with `.error(`; `null` when it fits.
    /// - Example: `NotImplemented("GithubServiceMock.repositoriesResult"))`
    public var resultContinuation: String?
    /// That property's name, which the method returns; `null` likewise.
    /// - Example: `resetPasswordResult`
    public var resultProperty: String?
    /// The method's statements after `record`, each line indented as it is inside the method: `return` and the
    /// property for most; `try` and its `Result` for a throwing method of an app protocol.
    /// - Example: `["return resetPasswordResult"]`
    public var bodyLines: [String] = []
}

/// The `TestableObserver` property of one output and the lines that create and subscribe it.
/// - Template object: observer
public struct TestObserverModel: Sendable, Equatable {
    /// The property.
    /// - Example: `private var titleObserver: TestableObserver<String>!`
    public var declaration: String
    /// The statement in `setUp` creating it.
    /// - Example: `titleObserver = scheduler.createObserver(String.self)`
    public var setUp: String
    /// The statement subscribing it to the output.
    /// - Example: `viewModel.outputs.title.drive(titleObserver).disposed(by: disposeBag)`
    public var subscription: String
}

/// The generated test of one input.
/// - Template object: input test
public struct InputTestModel: Sendable, Equatable {
    /// The input.
    /// - Example: `setCurrentLanguage`
    public var name: String
    /// The test method.
    /// - Example: `test_setCurrentLanguage`
    public var testName: String
    /// The statement making the value to send; `null` for a `Void` input.
    /// - Example: `let value: String = "text"`
    public var valueLine: String?
    /// The expression sent: `value`, or `()` for a `Void` input; for an input method with `params:`, the arguments made
    /// from `value` (`isAvailable: value`, `email: value.email, password: value.password`).
    /// - Example: `value`
    public var value: String
    /// The input carries nothing.
    /// - Example: `false`
    public var isVoid: Bool
    /// The input is a method (`inputs: function`), called rather than bound.
    /// - Example: `false`
    public var isFunction: Bool
    /// For a relay input (not a function), the statement the test schedules instead of a hot observable.
    /// - Example: `self.viewModel.inputs.minimumStars.accept(value)`
    public var relayAccept: String?
    /// What the test's events go to: the input, or with `viewModel: transform` the subject behind its `Input` field.
    /// - Example: `viewModel.inputs.setCurrentLanguage`
    public var sink: String
    /// The `XCTSkip` message until someone writes the assertion.
    /// - Example: ``TODO: assert what `setCurrentLanguage` makes the view model emit``
    public var skipMessage: String
    /// An assertion the test could make, for a comment above the skip; absent when the scene has no outputs; for a
    /// relay input, that it holds the value.
    /// - Example: `XCTAssertEqual(repositoriesObserver.events.count, 1)`
    public var assertionExample: String?
    /// For an input that starts a route, what the test checks instead of skipping: the route was taken; `null`
    /// otherwise.
    public var routeCheck: InputRouteCheckModel? = nil
}

/// The check of a routed input's test: the coordinator mock was called, or the events the coordinator observes
/// arrived.
/// - Template object: route check
public struct InputRouteCheckModel: Sendable, Equatable {
    /// Statements before the input is fed: an observer of the events the coordinator observes; empty when the test
    /// reads the coordinator mock.
    /// - Example: `["let tapSettingsEvents = scheduler.createObserver(Void.self)"]`
    public var setUpLines: [String]
    /// The assertion.
    /// - Example: `XCTAssertEqual(coordinator.tapSettingsCallCount, 1, "tapSettings should open Settings")`
    public var assertion: String
}

/// `private func makeRepository() throws -> Repository` that skips the test until someone writes it.
/// - Template object: factory
public struct ValueFactoryModel: Sendable, Equatable {
    /// The method.
    /// - Example: `makeRepositoryCellViewModel`
    public var name: String
    /// The type it returns.
    /// - Example: `RepositoryCellViewModel`
    public var type: String
}
