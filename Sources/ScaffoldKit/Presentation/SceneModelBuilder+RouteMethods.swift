import ScaffoldCore

/// The method of a route where routes are methods (the coordinator protocol the view model calls, the router the
/// view controller calls): named after its output or input, or as `method:` says (`showProduct(id:)`).
extension SceneModelBuilder {
    /// The route method of `route`, which carries `payload` and returns an observable of `result`: its requirement,
    /// its implementation (whose parameter is always called `value`, the name the generated bodies use) and its call
    /// with `value`.
    static func routeMethod(of route: RouteSpec, payload: SwiftType, returning result: String) -> (
        requirement: String, implementation: String, call: String
    ) {
        let name = route.methodBaseName
        guard !payload.isVoid else {
            return ("func \(name)() -> \(result)", "func \(name)() -> \(result)", "\(name)()")
        }
        let type = payload.parameterSpelling
        guard let label = route.methodParameterLabel else {
            let signature = "func \(name)(_ value: \(type)) -> \(result)"
            return (signature, signature, "\(name)(value)")
        }
        return (
            "func \(name)(\(label): \(type)) -> \(result)", "func \(name)(\(label) value: \(type)) -> \(result)",
            "\(name)(\(label): value)"
        )
    }
}
