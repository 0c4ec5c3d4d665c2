/// The parts of a view model in the transform convention: `struct Input`, `struct Output` and
/// `func transform(input: Input) -> Output`, nested in the view model class.
/// - Template object: transform
public struct TransformModel: Sendable, Equatable {
    /// How the view model is declared: `struct` with `transform: {struct: true}`.
    /// - Example: `final class`
    public var declarationKeyword: String
    /// The project's protocol.
    /// - Example: `ViewModelType`
    public var protocolName: String
    /// The `transform` method; it takes the dispose bag with `transform: {disposeBag: true}`.
    /// - Example: `func transform(input: Input) -> Output`
    public var signature: String
    /// How the view controller and the tests call it.
    /// - Example: `viewModel.transform(input: input)`
    public var call: String
    /// `transform` takes the caller's dispose bag.
    /// - Example: `false`
    public var takesDisposeBag: Bool
    /// The fields of `Input`, one per input.
    public var inputFields: [TransformFieldModel]
    /// The fields of `Output`: the outputs, `state`, then the actions.
    public var outputFields: [TransformFieldModel]
    /// `inputFields` is not empty.
    /// - Example: `true`
    public var hasInputFields: Bool
    /// `outputFields` is not empty.
    /// - Example: `true`
    public var hasOutputFields: Bool
    /// The view controller keeps `transform`'s result as `output`: it binds an output or an action (it shows each
    /// action's progress and errors), or its router starts a route from an output. Otherwise it drops the result
    /// (`_ =`), as when a flow or the scene coordinator leads every output it returns.
    /// - Example: `true`
    public var bindsOutput: Bool
    /// The arguments of the `Input` the view controller skeleton builds, each but the last ending in a comma.
    /// - Example: `["trigger: .empty(),", "query: .empty(),", "selection: .empty(),", "close: .empty()"]`
    public var inputPlaceholderLines: [String]
    /// Some field of `Input` is a placeholder `.empty()` the person replaces with the screen's events, which a TODO
    /// says; false when each is a relay or a local the view controller makes.
    /// - Example: `true`
    public var hasEventPlaceholders: Bool
    /// The TODO over `Input` that says what replaces its control fields' placeholders (`trait: controlEvent`,
    /// `trait: controlProperty`), which are control traits of no events; nil without such a placeholder.
    /// - Example: `TODO: replace each ControlEvent with the control's: button.rx.tap.`
    public var controlPlaceholderTodo: String? = nil
    /// The arguments of the `Output` the view model skeleton returns, likewise.
    /// - Example: `["fetching: .empty(),", "clearHistory: Action { _ in .empty() }"]`
    public var outputPlaceholderLines: [String]
    /// The comments that open the skeleton's `transform`.
    /// - Example: ``["TODO: derive every output from the input and searchService; all bindings live here."]``
    public var todoLines: [String]
    /// One example line per action of how the view controller feeds it.
    /// - Example: `["button.rx.action = output.clearHistory"]`
    public var actionBindingHints: [String]
    /// The view model's relays: one per relay input, which the view controller writes.
    /// - Example: `["let scope = BehaviorRelay<Int>(value: 0)"]` as declarations
    public var relays: [TransformFieldModel] = []
    /// The relays `transform` makes first, one per relay output, which it feeds and returns in `Output`.
    /// - Example: `["let resultCount = BehaviorRelay<Int>(value: 0)"]`
    public var outputRelays: [String] = []
    /// `relays` is not empty.
    /// - Example: `true`
    public var hasRelays: Bool { !relays.isEmpty }
    /// The constants `transform` makes for the outputs it leads to their steps (`navigation: rxflow`) or scenes
    /// (`navigation: sceneCoordinator`) before it returns them in `Output`.
    /// - Example: `["let showRepository: Driver<Repository> = .empty()"]`
    public var ledOutputConstants: [String] = []
    /// `ledOutputConstants` is not empty.
    /// - Example: `true`
    public var hasLedOutputConstants: Bool { !ledOutputConstants.isEmpty }
    /// One example line per relay input of how the view controller writes it.
    /// - Example: `["scope: bind an Observable<Int> to viewModel.scope"]`
    public var relayBindingHints: [String] = []
    /// The lines that open the view controller's `bindViewModel()` under `navigation: viewController`: one local per
    /// input that starts a route, which the view controller passes into `Input` and routes through its router, each
    /// after the TODO to connect it.
    /// - Example: `["let showCart: Driver<Void> = .empty()"]`
    public var routedInputLocalLines: [String] = []
    /// The PublishRelays the view controller skeleton makes before `Input`, one per `trait: publishRelay` input,
    /// and passes as those fields, with how it feeds them.
    /// - Example: `["// TODO: accept the screen's events into each relay, for example retry.accept(()).", "let retry = PublishRelay<Void>()"]`
    public var publishRelayLines: [String] = []
    /// What an input/output view model (`viewModel: inputOutput`) has instead of `transform`: the `input` and `output`
    /// properties its `init` makes; `null` in the transform convention.
    public var inputOutput: InputOutputModel? = nil
}

/// A stored property of `struct Input` or `struct Output`.
/// - Template object: field
public struct TransformFieldModel: Sendable, Equatable {
    /// The field.
    /// - Example: `query`
    public var name: String
    /// Its doc comment.
    /// - Example: `["The row the user tapped."]`
    public var docLines: [String]
    /// The stored property.
    /// - Example: `let query: Driver<String>`
    public var declaration: String
}

/// What the test skeleton of a transform view model adds: one subject per input, turned into the `Input`.
/// - Template object: transform tests
public struct TransformTestsModel: Sendable, Equatable {
    /// The subjects' properties.
    /// - Example: `["private var querySubject: PublishSubject<String>!"]`
    public var subjectDeclarations: [String]
    /// The statements that create them.
    /// - Example: `["querySubject = PublishSubject<String>()"]`
    public var subjectSetUps: [String]
    /// The arguments of `Input`, each subject as the field's trait, each but the last ending in a comma.
    /// - Example: `["query: querySubject.asDriver(onErrorDriveWith: .empty()),", "close:
    ///   closeSubject.asSignal(onErrorSignalWith: .empty())"]`
    public var inputArgumentLines: [String]
    /// `inputArgumentLines` is not empty.
    /// - Example: `true`
    public var hasInputArguments: Bool
    /// The call, keeping `output` when it has fields to record, in the `outputDeclaration` property when there is one;
    /// for an input/output view model, what keeps `viewModel.output`.
    /// - Example: `let output = viewModel.transform(input: input)`
    public var transformStatement: String
    /// The test case's property that keeps `Output`, which the action tests and the main thread test read; `null` when
    /// neither is generated.
    /// - Example: `private var output: SearchViewModel.Output!`
    public var outputDeclaration: String? = nil
    /// The test builds `Input` and calls `transform`; false for an input/output view model, whose test writes into
    /// `viewModel.input` and keeps `viewModel.output`.
    /// - Example: `true`
    public var buildsInput: Bool = true
}
