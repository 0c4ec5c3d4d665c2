/// The assembler a navigator asks for its screen, `struct <Scene>Assembler` (named by `names.assembler`): it holds
/// what the scene needs and builds the view model and the view controller.
///
/// A navigator that observes its view model's outputs (routes or results without `coordinatorInViewModel`) needs
/// the view model itself, so the assembler then builds the two apart: `makeViewModel` and
/// `makeViewController(viewModel:)`. Otherwise `makeViewController` builds both.
public struct AssemblerModel: Sendable, Equatable {
    /// `ProfileDependencies`, the shared services the view model takes; nil when it takes none.
    public var dependenciesType: String?
    /// Whether it keeps anything (the scene's arguments, `dependencies`), which a blank line then follows.
    public var hasStoredProperties: Bool
    /// How the navigator's `init` creates it: `ProfileAssembler(dependencies: dependencies)`.
    public var construction: String
    /// `func makeViewModel() -> LoginViewModel`, when the navigator needs the view model; nil otherwise.
    public var viewModelFactory: String?
    /// `func makeViewController(navigator: any SearchNavigatorType) -> SearchViewController`, or with
    /// `makeViewModel`, `func makeViewController(viewModel: any LoginViewModelType) -> LoginViewController`.
    public var viewControllerFactory: String
    /// `SearchViewModel(navigator: navigator, analyticsService: dependencies.analyticsService)`.
    public var viewModelConstruction: String
    /// Whether the view model's arguments go one per line (`viewModelArgumentLines`).
    public var wrapsViewModelConstruction: Bool
    /// `navigator: navigator,`: the arguments one per line; empty when they fit on one line.
    public var viewModelArgumentLines: [String]
    /// What the navigator's `start()` calls for the view model: `assembler.makeViewModel()`; nil without
    /// `viewModelFactory`.
    public var viewModelCall: String?
    /// What the navigator's `start()` calls for its screen: `assembler.makeViewController(navigator: self)`.
    public var viewControllerCall: String
}
