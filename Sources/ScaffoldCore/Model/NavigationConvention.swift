/// Who starts the scenes a route leads to.
public enum NavigationConvention: String, CaseIterable, Hashable, Sendable {
    /// One coordinator per scene, which observes its view model or which the view model calls (the default).
    case coordinator
    /// One app-wide `SceneCoordinator` and a `Scene` enum, as the RxSwift book's QuickTodo writes it: every view model
    /// calls `transition(to:type:)` and `pop()` on it, and no scene has a coordinator of its own. A project choice.
    case sceneCoordinator
}
