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
}
