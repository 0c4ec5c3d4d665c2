import ScaffoldCore

/// A scene whose coordinator is the app's own class (`coordinator: {type: AuthCoordinator}`): the view model calls
/// the class through the protocol of the routes' methods, which the contract makes the class conform to, and each
/// method does what the app wrote, returning nothing. scaffold writes no coordinator for the scene.
extension SceneModelBuilder {
    /// `route` as a method of the app's class: it returns nothing, and its doc says who shows what it leads to.
    func appCoordinatorRoute(_ route: inout RouteModel, of spec: RouteSpec, in scene: SceneSpec, appType: String) {
        let method = Self.routeMethod(of: spec, payload: scene.payloadType(of: spec), returning: "")
        route.methodSignature = method.requirement
        route.implementationSignature = method.implementation
        route.returnsResult = false
        let does = spec.startsScene ? "Shows the \(spec.scene.value) scene" : "Called for `\(spec.output.value)`"
        route.docLines = docLines(spec.doc ?? "\(does); the app's `\(appType)` implements it.")
    }
}
