/// What `BaseCoordinator.generated.swift` prints: the base class every generated coordinator subclasses, rendered
/// once per project.
/// - Template object: base coordinator
struct BaseCoordinatorModel: Sendable, Equatable {
    /// The class name: `baseCoordinator.name` in `scaffold.yml`, `BaseCoordinator` by default.
    /// - Example: `BaseCoordinator`
    var name: String
    /// How the file writes the library types.
    /// - Template key: rx
    var libraryNames: LibraryNames
}
