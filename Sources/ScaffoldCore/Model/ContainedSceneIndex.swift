/// The cells and components of a project by the name of their view model type, to find the ones a scene
/// contains: those whose view model type one of the scene's members names (`repositories:
/// "[RepositoryCellViewModel]"`).
public struct ContainedSceneIndex: Sendable {
    private let byViewModel: [String: SceneSpec]

    /// The index of the cells and components among `specs`; screens are left out, since no member makes one.
    public init(_ specs: some Sequence<SceneSpec>) {
        // The project's naming renames services and coordinators, never the view model.
        byViewModel = Dictionary(
            specs.filter { !$0.sceneKind.isScreen }.map { (SceneNames($0, naming: Naming()).viewModel, $0) },
            uniquingKeysWith: { first, _ in first })
    }

    /// The cells and components whose view model type a member of `spec` names, sorted by scene name: `spec`
    /// itself among them when it is a cell with cells of its own kind, as a tree's rows have.
    public func scenes(containedBy spec: SceneSpec) -> [SceneSpec] {
        guard !byViewModel.isEmpty else { return [] }
        return spec.typeNamesInMembers.compactMap { byViewModel[$0] }.sorted { $0.name.value < $1.name.value }
    }
}
