extension SceneSpec {
    /// Whether the view model holds its coordinator and calls it: it does under `coordinatorInViewModel` (which the
    /// transform convention and `inputs: init` imply) when the coordinator has a route to start or, for a view model
    /// whose outputs reach only its view controller, a result to finish with; a coordinator with no method to call
    /// would be held for nothing. The coordinator's protocol, its mock and the view model's `coordinator` member exist
    /// exactly then.
    public func viewModelHoldsCoordinator(conventions: Conventions) -> Bool {
        guard conventions.coordinatorInViewModel, let coordinator else { return false }
        return !coordinator.routes.isEmpty || (conventions.outputsReachOnlyViewController && coordinator.result != nil)
    }
}
