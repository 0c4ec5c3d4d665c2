/// How the screen of a scene a route starts appears, and goes away when that scene finishes.
public enum RoutePresentation: String, CaseIterable, Hashable, Sendable {
    /// Pushed onto the presenter's navigation stack, popped when the scene finishes.
    case push
    /// Presented modally, dismissed when the scene finishes.
    case modal
    /// Presented modally inside a new navigation controller, dismissed when the scene finishes.
    case modalInNavigation
    /// Shown and hidden by code the person writes in a marked method of the parent's coordinator.
    case custom
}
