/// What the checks across scenes read of one scene's naming table: the types it declares, its service, its view
/// model's own protocols and the type names other scenes' models spell.
///
/// Validation keeps one per scene until every scene is checked; the whole `SceneNames` (members, files, mocks) is
/// dropped after its scene's own checks, so a run holds a few names per scene rather than every table at once.
public struct SceneNameSummary: Sendable, Equatable {
    /// The types the scene declares, in table order (the shared base class first, the assembler last).
    public var declaredTypes: [GeneratedName]
    /// The shared base class the scene's coordinator subclasses; nil without a coordinator.
    public var baseCoordinator: GeneratedName?
    /// The scene's own service; nil without `service`.
    public var service: GeneratedName?
    /// The protocols scaffold generates for the scene's view model: its own, inputs, outputs and actions protocols.
    public var viewModelProtocols: Set<String>
    /// The type names the models of other scenes spell.
    public var typeNames: SceneTypeNames

    /// The summary of the scene `names` names.
    public init(_ names: SceneNames) {
        declaredTypes = names.declaredTypes
        baseCoordinator = names.table[.baseCoordinator]
        service = names.table[.service]
        viewModelProtocols = [
            names.viewModelProtocol, names.inputsProtocol, names.outputsProtocol, names.actionsProtocol,
        ]
        typeNames = SceneTypeNames(names)
    }
}
