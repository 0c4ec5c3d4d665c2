/// A scene's navigation with `navigation: rxflow`: the view model is a `Stepper` of the project's `AppStep`, and a
/// `Flow` per scene (in place of the coordinator skeleton) shows the scenes its routes step to.
/// - Template object: rx flow
public struct RxFlowModel: Sendable, Equatable {
    /// The scene's flow class.
    /// - Example: `RepositoryListFlow`
    public var flow: String
    /// The project's step enum.
    /// - Example: `AppStep`
    public var stepEnum: String
    /// The imports of the flow's skeleton.
    /// - Example: `["RxFlow", "UIKit"]`
    public var flowImports: [String]
    /// The flow class's doc comment.
    /// - Example: `Builds the RepositoryList scene and leads the steps of its view model to the scenes they show.`
    public var docLine: String
    /// The flow's `init` parameters: the scene's arguments, then `dependencies`.
    /// - Example: `repository: Repository, highlight: String?`
    public var initParameters: String
    /// They do not fit on the `init` line (120 columns) and go one per line.
    /// - Example: `false`
    public var wrapsInitParameters: Bool
    /// The parameters one per line, each but the last ending in a comma; empty when they fit.
    /// - Example: `["repository: Repository,", "highlight: String?,", "dependencies: any RepositoryDetailDependencies"]`
    public var initParameterLines: [String]
    /// The type of the `dependencies` the flow keeps for the scenes it shows; `null` when none of them needs a
    /// shared service.
    /// - Example: `RepositoryListDependencies`
    public var keptDependenciesType: String?
    /// The imports the project's step enum needs for this scene's step: Foundation when its arguments use
    /// Foundation's types, and the spec's `imports`.
    /// - Example: `["Foundation"]`
    public var stepImports: [String]
    /// The generated property of the view model protocol that merges the steps of the routes and the result.
    /// - Example: `routeSteps`
    public var routeStepsProperty: String
    /// The view model's `steps` relay, which the Stepper protocol requires.
    /// - Example: `let steps = PublishRelay<Step>()`
    public var stepsDeclaration: String
    /// The statements at the end of the view model's `init` that send the generated route steps to `steps`; empty
    /// when the scene has neither routes nor a result.
    /// - Example: `["routeSteps.bind(to: steps).disposed(by: disposeBag)"]`
    public var stepBindingLines: [String]
    /// The TODOs of the view model's `init` for the steps no member produces: those of the routes its own code emits
    /// (`source: code`), then those of the result cases no output produces.
    /// - Example: `["TODO: accept AppStep.loginFinished(.later) on steps when the scene is done."]`
    public var resultTodos: [String]
    /// The lines of the generated `routeSteps` property of the view model protocol's extension, in the contract:
    /// each route's and result case's source mapped to its step. Empty without routes and mapped results.
    /// - Example: `["outputs.showRepository.asObservable().map { value in AppStep.repositoryDetail(repository: value) }"]`
    public var routeStepLines: [String]
    /// `routeStepLines` is not empty.
    /// - Example: `true`
    public var hasRouteSteps: Bool
    /// The cases of the flow's `navigate(to:)`, in the order the routes are written, then the results of the scenes
    /// it shows, then its own result.
    public var navigateCases: [FlowStepCaseModel]
    /// The step enum's case that shows this scene, which a route to it accepts.
    public var entryCase: StepCaseModel
    /// The step enum's case with which this scene ends, carrying its result; `null` without `result`, or with a
    /// step per result case (`names: {resultStep: "{case}IsRequired"}`, see `resultCases`).
    public var resultCase: StepCaseModel?
    /// The step enum's cases with which this scene ends: `resultCase`, or one per result case, each carrying its
    /// case's value; empty without `result`.
    public var resultCases: [StepCaseModel]
    /// The scenes this scene's routes step to, in spec order without repeats.
    /// - Example: `["RepositoryDetail", "Login"]`
    public var targets: [String]
}

/// One case of the project's step enum.
/// - Template object: step case
public struct StepCaseModel: Sendable, Equatable {
    /// The case's doc comment.
    /// - Example: `Shows the RepositoryDetail scene.`
    public var docLine: String
    /// The case declaration.
    /// - Example: `case repositoryDetail(repository: Repository, highlight: String?)`
    public var declaration: String
}

/// One case of a flow's `navigate(to:)` switch.
/// - Template object: flow step case
public struct FlowStepCaseModel: Sendable, Equatable {
    /// The `case` line.
    /// - Example: `case let AppStep.repositoryDetail(repository, highlight):`
    public var pattern: String
    /// The statements under it, the last a `return`.
    /// - Example: `["return .end(forwardToParentFlowWithStep: step)"]`
    public var lines: [String]
}

/// The root object of `AppStep.generated.swift`: a step enum with `navigation: rxflow`, the project's one `AppStep`
/// or, with `names: {steps: "{scene}Step"}`, one scene's, each in a file named after it.
/// - Template object: app steps
public struct AppStepModel: Sendable, Equatable {
    /// The enum.
    /// - Example: `AppStep`
    public var name: String
    /// The enum's doc comment, one line each: what its cases are and who emits and answers them.
    /// - Example: `["The steps of the CompanyDetail scene's view model (`navigation: rxflow`), which CompanyDetailFlow answers."]`
    public var docLines: [String]
    /// `public ` when a scene that emits the steps is public (`access: public`), else empty.
    /// - Example: `public `
    public var access: String
    /// The imports of the file.
    /// - Example: `["RxFlow"]`
    public var imports: [String]
    /// The cases: the scenes routes show, by scene name, then the scenes' results, by scene name.
    public var cases: [StepCaseModel]
}
