/// The names `navigation: rxflow` generates. They are spelled here rather than entered in each scene's table,
/// because the table is built whatever the conventions and these members exist only with RxFlow: entering them
/// would make `steps` an error in every other project. `SpecValidator.rxFlowProblems` checks them instead.
extension NamingTableBuilder {
    /// The members the view model of a flow scene declares: the Stepper's relay, the generated steps of its routes,
    /// and the bag that keeps their binding.
    public static let rxFlowViewModelMembers = [rxFlowStepsRelay, rxFlowRouteSteps, "disposeBag"]

    /// The Stepper's relay of steps (RxFlow's `Stepper.steps`).
    public static let rxFlowStepsRelay = "steps"

    /// The generated steps of a scene's routes and result, `routeSteps`, which the view model binds to `steps`.
    public static let rxFlowRouteSteps = "routeSteps"

    /// The project's one step enum and its file under `Support/`.
    public static let rxFlowStepEnum = "AppStep"
    public static let rxFlowStepFile = "AppStep.generated.swift"

    /// `RepositoryListFlow`: the flow of a scene.
    public static func flow(ofScene scene: String) -> String { scene + "Flow" }

    /// `RepositoryListFlow.swift`: the file of a scene's flow skeleton.
    public static func flowFile(ofScene scene: String) -> String { flow(ofScene: scene) + ".swift" }

    /// `repositoryDetail`: the step that shows a scene, its name with a lowercase first letter (a leading acronym
    /// lowered whole: `URLPreview` is `urlPreview`, `ID` is `id`).
    public static func entryStep(ofScene scene: String) -> String {
        let uppercasePrefix = scene.prefix { $0.isUppercase }
        guard uppercasePrefix.count > 1 else { return scene.prefix(1).lowercased() + scene.dropFirst() }
        guard uppercasePrefix.count < scene.count else { return scene.lowercased() }
        let lowered = uppercasePrefix.dropLast().lowercased()
        return lowered + scene.dropFirst(uppercasePrefix.count - 1)
    }

    /// `loginFinished`: the step with which a scene that has a result ends.
    public static func resultStep(ofScene scene: String) -> String { entryStep(ofScene: scene) + "Finished" }
}
