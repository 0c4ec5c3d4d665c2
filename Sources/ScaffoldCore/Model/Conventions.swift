/// How inputs are exposed on the generated view model.
public enum InputConvention: String, CaseIterable, Hashable, Sendable {
    /// `PublishSubject<T>` properties that callers push into (the "ViewModel done right" layout).
    case subject
    /// `AnyObserver<T>` properties backed by private subjects (the MVVM-C coordinators layout).
    case observer
    /// Methods such as `func reload()` (Kickstarter's inputs/outputs layout).
    case function
}

/// The RxSwift trait an output is exposed as.
public enum OutputTrait: String, CaseIterable, Hashable, Sendable {
    case observable
    case driver
    case signal
}

/// The project-wide or per-spec choices that change the shape of generated code.
public struct Conventions: Hashable, Sendable {
    public var inputs: InputConvention
    public var outputs: OutputTrait
    /// When true the view model receives its coordinator in `init` and calls route methods on it;
    /// when false the coordinator observes the view model's outputs.
    public var coordinatorInViewModel: Bool

    public init(
        inputs: InputConvention = .subject, outputs: OutputTrait = .observable,
        coordinatorInViewModel: Bool = false
    ) {
        self.inputs = inputs
        self.outputs = outputs
        self.coordinatorInViewModel = coordinatorInViewModel
    }

    /// These conventions with every value set in `overrides` replaced.
    public func applying(_ overrides: ConventionOverrides) -> Conventions {
        Conventions(
            inputs: overrides.inputs?.value ?? inputs,
            outputs: overrides.outputs?.value ?? outputs,
            coordinatorInViewModel: overrides.coordinatorInViewModel?.value ?? coordinatorInViewModel
        )
    }
}

/// Conventions as written in a config or spec: each one optional, with where it was written.
public struct ConventionOverrides: Equatable, Sendable {
    public var inputs: Located<InputConvention>?
    public var outputs: Located<OutputTrait>?
    public var coordinatorInViewModel: Located<Bool>?

    public init(
        inputs: Located<InputConvention>? = nil, outputs: Located<OutputTrait>? = nil,
        coordinatorInViewModel: Located<Bool>? = nil
    ) {
        self.inputs = inputs
        self.outputs = outputs
        self.coordinatorInViewModel = coordinatorInViewModel
    }
}
