/// The parts of a view model in the transform convention: `struct Input`, `struct Output` and
/// `func transform(input: Input) -> Output`, nested in the view model class.
public struct TransformModel: Sendable, Equatable {
    /// The project's protocol every transform view model conforms to: `ViewModelType`.
    public var protocolName: String
    /// `func transform(input: Input) -> Output`, or `func transform(_ input: Input, disposeBag: DisposeBag) -> Output`.
    public var signature: String
    /// `viewModel.transform(input: input)`: the call the view controller and the tests make.
    public var call: String
    /// Whether `transform` takes the caller's dispose bag.
    public var takesDisposeBag: Bool
    /// The fields of `struct Input`, one per input.
    public var inputFields: [TransformFieldModel]
    /// The fields of `struct Output`: the outputs, the state output, then the actions.
    public var outputFields: [TransformFieldModel]
    public var hasInputFields: Bool
    public var hasOutputFields: Bool
    /// Whether the view controller keeps the `Output` (`let output`) to bind its fields: outputs, or actions, whose
    /// progress and errors it shows.
    public var bindsOutput: Bool
    /// `query: .empty()`: the arguments of the `Input` the view controller skeleton builds, commas included.
    public var inputPlaceholderLines: [String]
    /// `results: .empty()`: the arguments of the `Output` the view model skeleton returns, commas included.
    public var outputPlaceholderLines: [String]
    /// The TODO comments at the top of the skeleton's `transform`.
    public var todoLines: [String]
    /// How the view controller can feed the `Action`s of `Output`, for a comment.
    public var actionBindingHints: [String]
    /// The view model's relays: `let query = BehaviorRelay<String>(value: "")` for a relay input, which the view
    /// controller writes, and a private one behind each relay output, which `Output` shows as a Driver.
    public var relays: [TransformFieldModel] = []
    /// How the view controller writes each relay input, for a comment.
    public var relayBindingHints: [String] = []
}

/// A stored property of `struct Input` or `struct Output`.
public struct TransformFieldModel: Sendable, Equatable {
    public var name: String
    public var docLines: [String]
    /// `let query: Driver<String>`.
    public var declaration: String
}

/// What the test skeleton of a transform view model adds: one subject per input, turned into the `Input`.
public struct TransformTestsModel: Sendable, Equatable {
    /// `private var querySubject: PublishSubject<String>!`, one per input.
    public var subjectDeclarations: [String]
    /// `querySubject = PublishSubject<String>()`, one per input.
    public var subjectSetUps: [String]
    /// `query: querySubject.asDriver(onErrorDriveWith: .empty())`: the `Input` arguments, commas included.
    public var inputArgumentLines: [String]
    public var hasInputArguments: Bool
    /// `let output = viewModel.transform(input: input)`, or `_ = ...` when `Output` has no field to record;
    /// `output = ...` when the tests reach the actions of a kept `outputDeclaration`.
    public var transformStatement: String
    /// `private var output: SearchViewModel.Output!`, which the action tests and the main-thread test read; nil
    /// when neither is generated.
    public var outputDeclaration: String? = nil
}
