/// How a transform view model's `transform` is declared and called, as the project's one `ViewModelType` says:
/// `transform(input:)` by default, `transform(_:)` with `transform: {label: _}`, and a second parameter, the view
/// controller's bag, with `transform: {disposeBag: true}` (whose input is unlabelled unless `label:` says otherwise).
public struct TransformShape: Sendable, Equatable {
    /// The input's argument label: `input`, `_`, or the one `label:` names.
    public var inputLabel: String
    public var takesDisposeBag: Bool

    /// The parameter's name inside `transform`, which the skeleton's bindings read.
    public static let inputParameter = "input"

    public init(inputLabel: String? = nil, takesDisposeBag: Bool = false) {
        self.inputLabel = inputLabel ?? (takesDisposeBag ? "_" : Self.inputParameter)
        self.takesDisposeBag = takesDisposeBag
    }

    /// The parameters as an app's declaration lists them, label and type: `[("input", "Input")]`.
    public var parameters: [(label: String, type: String)] {
        [(inputLabel, "Input")] + (takesDisposeBag ? [("disposeBag", "DisposeBag")] : [])
    }

    /// The requirement, with the dispose bag's type spelled `disposeBagType`:
    /// `func transform(input: Input) -> Output`.
    public func signature(disposeBagType: String = "DisposeBag") -> String {
        let input =
            inputLabel == Self.inputParameter ? "input: Input" : "\(inputLabel) \(Self.inputParameter): Input"
        return "func transform(\(input)\(takesDisposeBag ? ", disposeBag: \(disposeBagType)" : "")) -> Output"
    }

    /// How the view controller and the tests call it on `viewModel`: `viewModel.transform(input: input)`.
    public var call: String {
        let input = inputLabel == "_" ? Self.inputParameter : "\(inputLabel): \(Self.inputParameter)"
        return "viewModel.transform(\(input)\(takesDisposeBag ? ", disposeBag: disposeBag" : ""))"
    }
}
