/// How a view model holds the coordinator it calls: `coordinator: {hold:}`.
public enum CoordinatorHold: String, CaseIterable, Hashable, Sendable {
    /// A `weak` reference (the default): the coordinator owns the scene, or something else keeps it, so the view model
    /// must not keep it alive.
    case weak
    /// A strong reference, for the app's own coordinator class (`type:`) that only its view models keep, as apps
    /// write `private let coordinator: DaysCoordinator`. The class must not keep the view model or its screen
    /// strongly in turn, or neither is ever freed.
    case strong
}
