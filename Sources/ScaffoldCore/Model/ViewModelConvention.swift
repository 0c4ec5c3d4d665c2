/// The overall shape of a generated view model.
public enum ViewModelConvention: String, CaseIterable, Hashable, Sendable {
    /// Inputs, outputs and actions protocols that the view model conforms to and binds in `init`.
    case protocols
    /// `struct Input` and `struct Output` turned into each other by `transform(input:)`, the
    /// `ViewModelType` layout of sergdort's CleanArchitectureRxSwift and the apps that follow it.
    case transform
    /// `struct Input` and `struct Output` nested in the view model and stored in its `input` and `output`
    /// properties, which `init` makes and binds: the `ViewModelType` layout with `var input: Input { get }` and
    /// `var output: Output { get }` that many RxSwift apps write. `Input` holds the relays or subjects the view
    /// controller writes into, `Output` the traits it binds.
    case inputOutput

    /// Whether the view model's contract is `struct Input` and `struct Output` nested in it, rather than protocols.
    public var nestsInputAndOutput: Bool { self != .protocols }
}
