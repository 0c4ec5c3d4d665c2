/// Who starts a scene's routes (`conventions: {navigation: ...}`); the routes themselves are written in
/// `coordinator.routes` whatever the style.
public enum NavigationConvention: String, CaseIterable, Hashable, Sendable {
    /// The coordinator observes the view model's outputs and inputs, or the view model calls its coordinator
    /// (`coordinatorInViewModel`): today's behaviour, the default.
    case coordinator
    /// The view controller observes the view model's outputs and inputs and calls a router protocol its coordinator
    /// hands it (`<Scene>Routing`); the view model has no coordinator.
    case viewController
    /// RxFlow (RxSwiftCommunity/RxFlow): the view model is a `Stepper` that emits one project-wide `AppStep`, and a
    /// `Flow` per scene turns its steps into the scenes they show.
    case rxflow
    /// One app-wide `SceneCoordinator` and a `Scene` enum, as the RxSwift book's QuickTodo writes it: every view model
    /// calls `transition(to:type:)` and `pop()` on it, and no scene has a coordinator of its own. A project choice.
    case sceneCoordinator
}
