extension SpecValidator {
    /// Problems of a transform scene that leads its routed and result outputs from inside `transform(input:)`, as it
    /// does with `navigation: rxflow` (to `steps`) and `navigation: sceneCoordinator` (to the scene coordinator):
    /// `transform` makes each such output as a constant of its name, so an output named `input` would hide the
    /// parameter. Blamed at the output.
    func transformNavigationProblems(_ spec: SceneSpec, conventions: Conventions) -> [Diagnostic] {
        guard conventions.viewModel == .transform, spec.sceneKind.isScreen else { return [] }
        let leadsTo: String
        switch conventions.navigation {
        case .rxflow: leadsTo = "its step on 'steps'"
        case .sceneCoordinator: leadsTo = "the scene coordinator"
        default: return []
        }
        let routed = (spec.coordinator?.routes ?? []).filter { spec.source(of: $0) == .output }.map(\.output.value)
        let led = Set(routed + (spec.coordinator?.result ?? []).compactMap(\.from?.value))
        // A relay output is a constant already, which `transformProblems` blames.
        return spec.outputs.filter {
            !$0.isRelay && $0.name.value == SceneNames.initInputParameter && led.contains($0.name.value)
        }.map { .error(.ledOutputHidesTransformInput(leadsTo: leadsTo), at: $0.name.location) }
    }
}
