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

    /// Sets the router the view controller takes and the router's mock on `model`.
    func applyViewControllerNavigation(to model: inout SceneModel, spec: SceneSpec, names: SceneNames) {
        guard let coordinator = model.coordinator, coordinator.hasRouter, let router = names.router else { return }
        model.viewControllerRouter = router
        guard model.tests != nil, let name = names.routerMock,
            var mock = coordinatorMock(coordinator, spec: spec, names: names)
        else { return }
        mock.name = name
        mock.protocolName = router
        mock.docLine = "Records every route the view controller asks for and answers with the results a test sets."
        model.tests?.routerMock = mock
    }
}
