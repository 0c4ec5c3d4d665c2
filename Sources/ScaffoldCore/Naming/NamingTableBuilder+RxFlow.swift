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

    /// The project's one step enum when `names:` spells none, and its file under `Support/`.
    public static let rxFlowStepEnum = "AppStep"
    public static let rxFlowStepFile = stepFile(ofEnum: rxFlowStepEnum)

    /// `CompanyDetailStep.generated.swift`: the file under `Support/` that declares a step enum.
    public static func stepFile(ofEnum stepEnum: String) -> String { stepEnum + ".generated.swift" }

    /// `RepositoryListFlow`: the flow of a scene.
    public static func flow(ofScene scene: String) -> String { scene + "Flow" }

    /// `RepositoryListFlow.swift`: the file of a scene's flow skeleton.
    public static func flowFile(ofScene scene: String) -> String { flow(ofScene: scene) + ".swift" }

    /// `repositoryDetail`: the step that shows a scene under the default `entryStep` pattern.
    public static func entryStep(ofScene scene: String) -> String { stepCase(scene) }

    /// `loginFinished`: the step with which a scene that has a result ends, under the default `resultStep` pattern.
    public static func resultStep(ofScene scene: String) -> String { stepCase(scene + "Finished") }

    /// `recruitmentDetailIsRequired`: a step case spelled by a pattern, with a lowercase first letter (a leading
    /// acronym lowered whole: `URLPreview` is `urlPreview`, `ID` is `id`).
    public static func stepCase(_ spelled: String) -> String {
        let uppercasePrefix = spelled.prefix { $0.isUppercase }
        guard uppercasePrefix.count > 1 else { return spelled.prefix(1).lowercased() + spelled.dropFirst() }
        guard uppercasePrefix.count < spelled.count else { return spelled.lowercased() }
        let lowered = uppercasePrefix.dropLast().lowercased()
        return lowered + spelled.dropFirst(uppercasePrefix.count - 1)
    }

    /// `AppStep`, or `CompanyDetailStep` with `names: {steps: "{scene}Step"}`: the step enum the view model of
    /// `spec`'s scene emits on `steps`, and whose cases its flow answers.
    public static func stepEnum(of spec: SceneSpec, naming: Naming) -> String {
        stepPattern(.steps, of: spec, naming: naming).spelled { _ in spec.name.value }
    }

    /// `repositoryDetail`, or `recruitmentDetailIsRequired` with `names: {entryStep: "{scene}IsRequired"}`: the
    /// case of `spec`'s step enum that shows scene `target`, as `spec`'s names spell it.
    public static func entryStep(showing target: String, from spec: SceneSpec, naming: Naming) -> String {
        stepCase(stepPattern(.entryStep, of: spec, naming: naming).spelled { _ in target })
    }

    /// The steps with which `spec`'s scene ends: one carrying its result, `signInFinished(SignInCoordinationResult)`
    /// (`popIsRequired` with `names: {resultStep: popIsRequired}`), or with a `resultStep` that writes `{case}` one per
    /// result case, carrying that case's value (`popIsRequired` for case `pop` with `"{case}IsRequired"`). Empty
    /// without `result`.
    public static func resultSteps(of spec: SceneSpec, naming: Naming) -> [ResultStep] {
        guard let cases = spec.coordinator?.result else { return [] }
        guard hasStepPerResultCase(spec, naming: naming) else {
            return [ResultStep(name: resultStep(of: spec, for: nil, naming: naming), resultCase: nil)]
        }
        return cases.map { ResultStep(name: resultStep(of: spec, for: $0, naming: naming), resultCase: $0) }
    }

    /// The step with which `spec`'s scene ends as `resultCase`: its own step when `resultStep` writes `{case}`, the
    /// scene's one result step otherwise (and for a nil case).
    public static func resultStep(of spec: SceneSpec, for resultCase: ResultCaseSpec?, naming: Naming) -> String {
        if let step = resultCase?.step { return step.value.baseName }
        let caseName = resultCase?.name.value ?? ""
        return stepCase(
            stepPattern(.resultStep, of: spec, naming: naming).spelled { placeholder in
                placeholder == .resultCase ? caseName.prefix(1).uppercased() + caseName.dropFirst() : spec.name.value
            })
    }

    /// Whether `spec`'s scene ends with a step per result case (`names: {resultStep: "{case}IsRequired"}`) rather
    /// than one step carrying the result.
    public static func hasStepPerResultCase(_ spec: SceneSpec, naming: Naming) -> Bool {
        namesResultSteps(spec) || stepPattern(.resultStep, of: spec, naming: naming).placeholders.contains(.resultCase)
    }

    private static func stepPattern(_ key: NamePatternKey, of spec: SceneSpec, naming: Naming) -> NamePattern {
        spec.names[key]?.value ?? naming.pattern(key)
    }
}
