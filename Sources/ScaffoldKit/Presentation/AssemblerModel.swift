/// The assembler a navigator asks for its screen, `struct <Scene>Assembler` (named by `names.assembler`): it holds
/// what the scene needs and builds the view model and the view controller.
///
/// A navigator that observes its view model's outputs (routes or results without `coordinatorInViewModel`) needs
/// the view model itself, so the assembler then builds the two apart: `makeViewModel` and
/// `makeViewController(viewModel:)`. Otherwise `makeViewController` builds both.
/// - Template object: assembler
public struct AssemblerModel: Sendable, Equatable {
    /// The type of the `dependencies` it keeps for the view model; `null` when the view model takes no shared service.
    /// - Example: `ProductDependencies`
    public var dependenciesType: String?
    /// It keeps the scene's arguments or `dependencies`, which a blank line follows.
    /// - Example: `true`
    public var hasStoredProperties: Bool
    /// How the navigator's `init` creates it.
    /// - Example: `ProductAssembler(dependencies: dependencies)`
    public var construction: String
    /// The method that builds the view model alone, when the navigator needs it; `null` otherwise.
    /// - Example: `func makeViewModel() -> CartViewModel`
    public var viewModelFactory: String?
    /// The method that builds the view controller: from the navigator (or nothing, when the view model does not call
    /// it), or from `viewModelFactory`'s view model.
    /// - Example: `func makeViewController(navigator: any CatalogNavigatorType) -> CatalogViewController`
    public var viewControllerFactory: String
    /// The expression that creates the view model.
    /// - Example: `ProductViewModel(navigator: navigator, cartService: dependencies.cartService)`
    public var viewModelConstruction: String
    /// The expression does not fit on its line and its arguments go one per line.
    /// - Example: `false`
    public var wrapsViewModelConstruction: Bool
    /// The arguments one per line, each but the last ending in a comma; empty when they fit.
    /// - Example: `[]`
    public var viewModelArgumentLines: [String]
    /// What `start()` calls for the view model; `null` without `viewModelFactory`.
    /// - Example: `assembler.makeViewModel()`
    public var viewModelCall: String?
    /// What `start()` calls for the view controller.
    /// - Example: `assembler.makeViewController(navigator: self)`
    public var viewControllerCall: String
}
