import ScaffoldCore

/// Routes to destinations that are not scenes (`external: safari`, `external: open`, `handler: name`). Each is a route
/// like any other, started from its output or input in the same place and ignoring events while it runs
/// (`flatMapFirst`); only what it starts differs: the generated `SafariPageCoordinator`, the system, or a method the
/// person writes in the coordinator's skeleton.
extension SceneModelBuilder {
    /// The route of `spec`, which leads to `destination`.
    func destinationRoute(
        _ spec: RouteSpec, destination: RouteDestination, in scene: SceneSpec, names: SceneNames,
        conventions: Conventions
    ) -> RouteModel {
        let output = spec.output.value
        let payload = scene.payloadType(of: spec)
        let method = Self.routeMethod(of: spec, payload: payload, returning: "\(libraryNames("Observable"))<Void>")
        func startLines(presenter: String, selfPrefix: String) -> [String] {
            switch destination {
            case .external(.safari):
                return [
                    "return \(selfPrefix)coordinate(to: \(SceneNames.safariPageCoordinator)(rootViewController: "
                        + "\(presenter), url: value))"
                ]
            case .external(.open):
                return ["UIApplication.shared.open(value)", "return .empty()"]
            case .handler(let handler):
                let arguments = (payload.isVoid ? [] : ["value"]) + ["from: \(presenter)"]
                return ["return \(selfPrefix)\(handler)(\(arguments.joined(separator: ", ")))"]
            }
        }
        let doc: String
        switch destination {
        case .external(.safari):
            doc = "Shows the URL in Safari at once; completes when the user closes the page, and need not be observed."
        case .external(.open):
            doc = "Hands the URL to the system to open, and completes."
        case .handler(let handler):
            doc = "Leads to `\(handler)`, which completes when the route may run again; need not be observed."
        }
        return RouteModel(
            output: output, startsFromInput: scene.startsFromInput(spec), startsFromCode: spec.startsFromCode,
            observedSource: observedSource(of: spec, in: scene, conventions: conventions, names: names),
            target: spec.targetDescription,
            passesDependencies: false,
            childCoordinator: destination == .external(.safari) ? SceneNames.safariPageCoordinator : "",
            childResultType: "Void", resultAdapter: "",
            methodSignature: method.requirement, implementationSignature: method.implementation,
            methodCall: method.call, methodValue: method.value,
            hasPayload: !payload.isVoid,
            isFirstMethod: false,
            valueName: payload.isVoid ? "_" : "value",
            childEndsWhenLeft: true,
            observedStartLines: startLines(presenter: "viewController", selfPrefix: "self."),
            calledStartLines: method.valueLines + startLines(presenter: "presenter", selfPrefix: ""),
            docLines: docLines(spec.doc ?? doc),
            startsScene: false,
            needsPresenter: destination != .external(.open))
    }

    /// The methods of the coordinator's skeleton that the routes with `handler:` lead to, in the order of the routes.
    func destinationHandlers(of spec: SceneSpec) -> [DestinationHandlerModel] {
        (spec.coordinator?.routes ?? []).compactMap { route in
            guard case .handler(let handler) = route.destination?.value else { return nil }
            let payload = spec.payloadType(of: route)
            let parameters =
                (payload.isVoid ? [] : ["_ value: \(payload.parameterSpelling)"])
                + ["from presenter: UIViewController"]
            let source = spec.source(of: route) ?? .output
            let head = "private func \(handler)("
            let tail = ") -> \(libraryNames("Observable"))<Void>"
            let signature = head + parameters.joined(separator: ", ") + tail
            // A long value type would pass 120 columns: the parameters then get a line of their own.
            let declarationLines =
                "    ".count + signature.count + " {".count <= LineWrapping.limit
                ? [signature + " {"] : [head] + LineWrapping.commaLines(parameters).map { "    " + $0 } + [tail + " {"]
            return DestinationHandlerModel(
                route: route.output.value,
                signature: signature, declarationLines: declarationLines,
                docLines: LineWrapping.proseLines(
                    "Where the \(source) `\(route.output.value)` leads (`handler: \(handler)` in the spec): show what "
                        + "it needs from `presenter`, such as an alert or a share sheet. The route runs again once "
                        + "what this returns completes; until you write it, it does nothing.",
                    fixed: "    /// ".count),
                todo: "TODO: lead `\(route.output.value)` where it goes.")
        }
    }
}
