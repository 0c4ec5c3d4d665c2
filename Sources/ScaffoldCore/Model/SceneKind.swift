/// What shows a scene's view model, which decides the files the scene gets.
public enum SceneKind: String, CaseIterable, Hashable, Sendable {
    /// A screen: a view controller shows the view model and a coordinator may start it. The default.
    case screen
    /// A cell's view model: one row or item of a list, made by the view model of the screen that lists it.
    case cell
    /// A view model owned by a view that is not a screen, such as a keypad or a player bar.
    case component

    /// Whether the scene is a screen, which alone gets a view controller and may have a coordinator.
    public var isScreen: Bool { self == .screen }
}
