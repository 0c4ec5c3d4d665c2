/// The parts of an input/output view model (`viewModel: inputOutput`) that a transform view model has not: the
/// `input` and `output` properties, which `init` makes from the relays or subjects it creates first.
/// - Template object: input output
public struct InputOutputModel: Sendable, Equatable {
    /// The property that holds `Input`.
    /// - Example: `let input: Input`
    public var inputDeclaration: String
    /// The property that holds `Output`.
    /// - Example: `let output: Output`
    public var outputDeclaration: String
    /// The relays or subjects `init` makes first, one per field of `Input`.
    /// - Example: `["let query = PublishRelay<String>()", "let refresh = PublishSubject<Void>()"]`
    public var inputLocalLines: [String]
    /// The arguments of the `Input` that `init` stores, each but the last ending in a comma.
    /// - Example: `["query: query,", "refresh: refresh.asObserver()"]`
    public var inputArgumentLines: [String]
    /// The assignment of `input`, before the parentheses of `Input`'s initializer.
    /// - Example: `self.input = Input`
    public var inputAssignment: String
    /// The assignment of `output`, before the parentheses of `Output`'s initializer (with `outputPlaceholderLines`).
    /// - Example: `self.output = Output`
    public var outputAssignment: String
    /// How the view controller and the tests read `Output`.
    /// - Example: `viewModel.output`
    public var outputRead: String
}
