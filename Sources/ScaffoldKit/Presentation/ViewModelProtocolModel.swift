/// What `ViewModelType.generated.swift` prints: the protocol every view model of the transform convention conforms
/// to, rendered once per project.
/// - Template object: view model protocol
struct ViewModelProtocolModel: Sendable, Equatable {
    /// The protocol.
    /// - Example: `ViewModelType`
    var name: String
    /// Its `transform` requirement.
    /// - Example: `func transform(input: Input) -> Output`
    var signature: String
    /// `transform` takes a dispose bag, so the file imports RxSwift.
    /// - Example: `false`
    var takesDisposeBag: Bool
    /// The property requirements of the input/output protocol (`viewModel: inputOutput`), which has them instead of
    /// `transform`; empty for the transform protocol.
    /// - Example: `["var input: Input { get }", "var output: Output { get }"]`
    var properties: [String] = []
    /// `properties` is not empty: the file declares the input/output protocol.
    /// - Example: `false`
    var isInputOutput: Bool { !properties.isEmpty }
}
