import ScaffoldCore

/// The transform convention under `navigation: viewController`: the view model holds no coordinator, and the view
/// controller starts the routes in `bindViewModel()` through its router, reading a routed output from the `Output`
/// that `transform` returns and a routed input from the local it builds the `Input` from.
extension SceneModelBuilder {
    /// What the view controller of a transform scene observes for `route`: `output.<name>` for an output, the local
    /// of the input it passes into `Input`, or the view model's relay for a relay input, which is no field of `Input`.
    func transformRouteSource(of route: RouteSpec, in spec: SceneSpec) -> String {
        let name = route.output.value
        guard spec.startsFromInput(route) else { return "output.\(name)" }
        let isRelay = spec.inputs.first(where: { $0.name.value == name })?.isRelay == true
        return isRelay ? "viewModel.\(name)" : name
    }

    /// Gives the view controller of a transform scene whose routes it starts a local per routed input, which it
    /// passes into `Input` in place of `.empty()`.
    func applyTransformRouter(to model: inout SceneModel, spec: SceneSpec, conventions: Conventions) {
        guard conventions.routesTransformInViewController, model.coordinator?.hasRouter == true,
            var transform = model.transform
        else { return }
        let routed = routedInputs(of: spec).filter { !$0.input.isRelay }
        guard !routed.isEmpty else { return }
        let routedNames = Set(routed.map(\.input.name.value))
        // A PublishRelay field is already a local the view controller makes (`publishRelayLines`).
        transform.routedInputLocalLines = routed.filter { !$0.input.isPublishRelayField }.flatMap { input, route in
            [
                "// TODO: connect `\(input.name.value)` to its control; the router leads it to "
                    + "\(route.targetDescription).",
                "let \(input.name.value): \(inputFieldType(input)) = \(emptyInputField(input))",
            ]
        }
        let fields = spec.inputs.filter { !$0.isRelay }
        transform.inputPlaceholderLines = LineWrapping.commaLines(
            fields.map {
                routedNames.contains($0.name.value) ? "\($0.name.value): \($0.name.value)" : inputPlaceholder($0)
            })
        transform.hasEventPlaceholders = fields.contains {
            !routedNames.contains($0.name.value) && !$0.isPublishRelayField && $0.controlTrait == nil
        }
        transform.controlPlaceholderTodo = controlPlaceholderTodo(
            fields.filter { !routedNames.contains($0.name.value) })
        model.transform = transform
    }
}
