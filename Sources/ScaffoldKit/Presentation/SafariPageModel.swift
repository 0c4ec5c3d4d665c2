/// What `SafariPageCoordinator.generated.swift` prints: the coordinator that shows a web page in Safari for the
/// routes with `external: safari`, rendered once per project that has one.
/// - Template object: safari page
struct SafariPageModel: Sendable, Equatable {
    /// The coordinator class.
    /// - Example: `SafariPageCoordinator`
    var name: String
    /// The base class it subclasses, the project's like every coordinator's.
    /// - Example: `BaseCoordinator`
    var baseCoordinator: String
    /// The enum of the ways a route shows a scene, whose `modal` case shows the page.
    /// - Example: `ScenePresentation`
    var scenePresentation: String
    /// How the file writes the library types.
    /// - Template key: rx
    var libraryNames: LibraryNames
}
