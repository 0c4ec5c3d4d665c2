/// Who leads a scene's routes to the scenes they start (`conventions: {navigation: ...}`).
public enum NavigationConvention: String, CaseIterable, Hashable, Sendable {
    /// A coordinator per scene that observes its view model or that the view model calls: scaffold's own style.
    case coordinator
    /// RxFlow (RxSwiftCommunity/RxFlow): the view model is a `Stepper` that emits one project-wide `AppStep`, and a
    /// `Flow` per scene turns its steps into the scenes they show.
    case rxflow
}
