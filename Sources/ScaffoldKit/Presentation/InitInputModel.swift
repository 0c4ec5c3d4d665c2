/// With `inputs: init`, the `struct Input` of observables the view model's `init(input:)` takes, and how the view
/// controller makes the view model from it.
/// - Template object: init input
public struct InitInputModel: Sendable, Equatable {
    /// One `Observable` per input, or the `Driver` or `Signal` its `trait` names.
    /// - Example: `let username: Observable<String>` as a declaration
    public var fields: [TransformFieldModel]
    /// `fields` is not empty.
    /// - Example: `true`
    public var hasFields: Bool { !fields.isEmpty }
    /// The arguments of the `Input` the view controller skeleton builds, each but the last ending in a comma.
    /// - Example: `["username: .empty(),", "signUpTaps: .empty()"]`
    public var placeholderLines: [String]
    /// The TODO over the `Input` the view controller builds, with an example of a control's events for each trait
    /// the fields have.
    /// - Example: `["TODO: replace each .empty() with the screen's events, for example",
    ///   "button.rx.tap.asObservable(), textField.rx.text.orEmpty.asDriver()."]`
    public var placeholderHintLines: [String]
    /// The type of the factory the view controller takes.
    /// - Example: `@MainActor (SignUpViewModel.Input) -> any SignUpViewModelType`
    public var factoryType: String
}

/// What the test skeleton of a view model with `inputs: init` adds: one subject per input, passed in the `Input`.
/// - Template object: init input tests
public struct InitInputTestsModel: Sendable, Equatable {
    /// The subjects' properties.
    /// - Example: `["private var usernameSubject: PublishSubject<String>!"]`
    public var subjectDeclarations: [String]
    /// The statements that create them.
    /// - Example: `["usernameSubject = PublishSubject<String>()"]`
    public var subjectSetUps: [String]
    /// The arguments of `Input`, each subject as its field's trait, each but the last ending in a comma.
    /// - Example: `["username: usernameSubject.asObservable(),", "signUpTaps: signUpTapsSubject.asObservable()"]`
    public var inputArgumentLines: [String]
    /// `inputArgumentLines` is not empty.
    /// - Example: `true`
    public var hasInputArguments: Bool
}
