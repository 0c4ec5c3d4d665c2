extension SpecValidator {
    /// What a transform view model cannot do yet when its view controller starts the routes
    /// (`navigation: viewController`): finish with a result, which the coordinator would have to read from an
    /// `Output` that only the view controller holds (blamed at the first result case), and route an input named
    /// like the view controller's `input` or `output`, which it keeps in a local of the input's name.
    func transformRouterProblems(_ spec: SceneSpec) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let routedInputs = Set((spec.coordinator?.routes ?? []).filter(spec.startsFromInput).map(\.output.value))
        for input in spec.inputs
        where !input.isRelay && routedInputs.contains(input.name.value)
            && Self.transformViewControllerLocals.contains(input.name.value)
        {
            diagnostics.append(
                .error(.navigation(.routedInputNamedLikeLocal(input.name.value)), at: input.name.location))
        }
        if let firstCase = spec.coordinator?.result?.first {
            diagnostics.append(.error(.navigation(.transformResult), at: firstCase.name.location))
        }
        return diagnostics
    }

    /// The names a transform view controller's `bindViewModel()` reads, which a local of a routed input's name would
    /// hide: its locals and the properties it uses.
    static let transformViewControllerLocals: Set<String> = ["input", "output", "viewModel", "disposeBag", "router"]
}
