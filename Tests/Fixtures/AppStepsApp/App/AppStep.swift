import RxFlow

/// Every step of the app, named for what it asks, as the app wrote it before scaffold.
enum AppStep: Step {
    case onboardingIsRequired
    case onboardingIsCompleted
    case onboardingIsSkipped
    case taskIsPicked(withId: Int)
    case dueDateIsPicked(day: Int, month: Int)
    case taskIsDone(Task)
    case taskDetailIsDismissed
    // The steps scaffold names when a spec names none: the scene a route shows, with its arguments, and how a scene
    // with a result enum finished.
    case settings
    case dueDateFinished(DueDateCoordinationResult)
}
