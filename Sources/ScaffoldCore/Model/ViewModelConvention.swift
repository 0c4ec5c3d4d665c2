/// The overall shape of a generated view model.
public enum ViewModelConvention: String, CaseIterable, Hashable, Sendable {
    /// Inputs, outputs and actions protocols that the view model conforms to and binds in `init`.
    case protocols
    /// `struct Input` and `struct Output` turned into each other by `transform(input:)`, the
    /// `ViewModelType` layout of sergdort's CleanArchitectureRxSwift and the apps that follow it.
    case transform
}
