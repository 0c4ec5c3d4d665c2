/// What `ScenePresentation.generated.swift` prints: the enum of the ways a route shows a scene, rendered once per
/// project.
/// - Template object: scene presentation
struct ScenePresentationModel: Sendable, Equatable {
    /// The enum.
    /// - Example: `ScenePresentation`
    var name: String
    /// How the file writes the library types.
    /// - Template key: rx
    var libraryNames: LibraryNames
}
