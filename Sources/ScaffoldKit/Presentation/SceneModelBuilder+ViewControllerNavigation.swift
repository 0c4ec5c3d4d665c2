import ScaffoldCore

/// `navigation: viewController`: the view controller observes the outputs and inputs that start routes and calls
/// `<Scene>Routing`, which the coordinator conforms to with the same route methods a view model calls under
/// `coordinatorInViewModel`, and hands to the view controller. The view model has no coordinator.
extension SceneModelBuilder {
    /// Whether the view controller of `spec` starts its routes through a router: the scene has routes and the
    /// `viewController` navigation.
    static func startsRoutesInViewController(_ spec: CoordinatorSpec, conventions: Conventions) -> Bool {
        conventions.navigation == .viewController && !spec.routes.isEmpty
    }

    /// The outputs whose routes the view controller starts, which its notes name apart from those the coordinator
    /// handles; empty in the other styles.
    static func outputsRoutedByViewController(_ spec: SceneSpec, conventions: Conventions) -> Set<String> {
        guard let coordinator = spec.coordinator, startsRoutesInViewController(coordinator, conventions: conventions)
        else { return [] }
        return Set(coordinator.routes.filter { !spec.startsFromInput($0) }.map(\.output.value))
    }

    /// Sets the router the view controller takes on `model`.
    func applyViewControllerNavigation(to model: inout SceneModel, names: SceneNames) {
        guard model.coordinator?.hasRouter == true else { return }
        model.viewControllerRouter = names.router
    }

    /// `<Scene>RoutingMock`: the coordinator mock's route methods under the router's names; nil unless the
    /// coordinator has a router. `coordinator` and `spec` are the tests', whose app types are written for the tests.
    func routerMock(_ coordinator: CoordinatorModel, spec: SceneSpec, names: SceneNames) -> MockModel? {
        guard coordinator.hasRouter, let router = names.router, let name = names.routerMock,
            var mock = coordinatorMock(coordinator, spec: spec, names: names)
        else { return nil }
        mock.name = name
        mock.protocolName = router
        mock.docLine = "Records every route the view controller asks for and answers with the results a test sets."
        return mock
    }
}
