/// With `inputs: init`, the `struct Input` of observables the view model's `init(input:)` takes, and how the view
/// controller makes the view model from it.
public struct InitInputModel: Sendable, Equatable {
    /// The fields of `struct Input`, one `Observable` per input.
    public var fields: [TransformFieldModel]
    public var hasFields: Bool { !fields.isEmpty }
    /// `username: .empty()`: the arguments of the `Input` the view controller skeleton builds, commas included.
    public var placeholderLines: [String]
    /// `@MainActor (SignUpViewModel.Input) -> any SignUpViewModelType`: the factory the view controller takes.
    public var factoryType: String
}

/// What the test skeleton of a view model with `inputs: init` adds: one subject per input, passed in the `Input`.
public struct InitInputTestsModel: Sendable, Equatable {
    /// `private var usernameSubject: PublishSubject<String>!`, one per input.
    public var subjectDeclarations: [String]
    /// `usernameSubject = PublishSubject<String>()`, one per input.
    public var subjectSetUps: [String]
    /// `username: usernameSubject.asObservable()`: the `Input` arguments, commas included.
    public var inputArgumentLines: [String]
    public var hasInputArguments: Bool
}
