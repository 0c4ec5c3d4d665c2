/// The few names of one scene that the models of other scenes spell: its view model, which a cell's container makes
/// in a fixture, and its coordinator and result, which a route to it starts and maps.
///
/// Validation builds every scene's `NamingTable` once and keeps these from it, so that modelling a scene does not
/// build the tables of the scenes it routes to again.
public struct SceneTypeNames: Sendable, Equatable {
    /// `RepositoryListViewModel`.
    public var viewModel: String
    /// `RepositoryListCoordinator`; nil without `coordinator`.
    public var coordinator: String?
    /// `LoginCoordinationResult`; nil without `coordinator.result`.
    public var coordinationResult: String?

    /// The names of the scene `names` names.
    public init(_ names: SceneNames) {
        viewModel = names.viewModel
        coordinator = names.coordinator
        coordinationResult = names.coordinationResult
    }
}
