import ScaffoldCore

/// Steps of the app's own enum (`supportTypes: {steps: AppStep}`) that a spec names with `step:` on a route or a result
/// case: the view model emits the app's case with the route's value as its associated values, and the flow matches it.
extension SceneModelBuilder {
    /// Whether the step enums are the app's own, so that scaffold writes none.
    var appOwnsSteps: Bool { supportTypes.steps != nil }

    /// `AppStep.movieIsPicked(withId: value)`: the case `step` of `stepEnum` with the value of a route or result case
    /// that carries `payload`, spelled `value`: the whole value for one label, an element per label of a tuple.
    static func namedStepValue(
        _ step: RouteMethodName, of stepEnum: String, payload: SwiftType, value: String
    ) -> String {
        let base = "\(stepEnum).\(step.baseName)"
        let labels = step.parameterLabels(taking: payload) ?? []
        guard !labels.isEmpty else { return base }
        func argument(_ label: String, _ expression: String) -> String {
            label == "_" ? expression : "\(label): \(expression)"
        }
        if labels.count == 1 { return base + "(\(argument(labels[0], value)))" }
        return base + "("
            + labels.enumerated().map { argument($1, "\(value).\($0)") }.joined(separator: ", ") + ")"
    }

    /// `AppStep.movieIsPicked(withId: value)` for a route that names its step, and whether it reads the route's value;
    /// nil for one that does not.
    func namedRouteStep(of route: RouteSpec, in spec: SceneSpec) -> (readsValue: Bool, expression: String)? {
        guard let step = route.step?.value else { return nil }
        let payload = spec.payloadType(of: route)
        let takesValue = !(step.parameterLabels(taking: payload) ?? []).isEmpty
        let stepEnum = NamingTableBuilder.stepEnum(of: spec, naming: naming)
        return (takesValue, Self.namedStepValue(step, of: stepEnum, payload: payload, value: "value"))
    }

    /// The `case` line of `navigate(to:)` for a route that names its step, and the statements that make the value
    /// the target's arguments are read from, with those arguments: `case AppStep.movieIsPicked(let value):` and
    /// `movie: value`. Nil for a route that does not name its step.
    func namedStepNavigation(of route: RouteSpec, in spec: SceneSpec, target: SceneSpec) -> (
        pattern: String, lines: [String], arguments: [String]
    )? {
        guard let step = route.step?.value else { return nil }
        let stepEnum = NamingTableBuilder.stepEnum(of: spec, naming: naming)
        let payload = spec.payloadType(of: route)
        let labels = step.parameterLabels(taking: payload) ?? []
        let arguments = Self.childArguments(route: route, arguments: target.arguments, carriesValue: !labels.isEmpty)
        let stepCase = "\(stepEnum).\(step.baseName)"
        // A value no argument reads is not bound: Swift would warn of it.
        guard arguments.contains(where: { $0.hasSuffix(": value") || $0.contains(": value.") }) else {
            return ("case \(stepCase):", [], arguments)
        }
        guard labels.count > 1, case .tuple(let elements) = payload else {
            return ("case \(stepCase)(let value):", [], arguments)
        }
        let bound = elements.enumerated().map { index, element in
            element.label.flatMap { $0 == "value" ? nil : $0 } ?? "value\(index)"
        }
        let pattern = "case \(stepCase)(" + bound.map { "let " + $0 }.joined(separator: ", ") + "):"
        // Arguments read from the tuple's elements read the bound values instead.
        let direct = arguments.map { argument in
            zip(elements, bound).reduce(argument) { argument, pair in
                guard let label = pair.0.label, argument.hasSuffix(": value.\(label)") else { return argument }
                return String(argument.dropLast("value.\(label)".count)) + pair.1
            }
        }
        if !direct.contains(where: { $0.hasSuffix(": value") || $0.contains(": value.") }) {
            return (pattern, [], direct)
        }
        let tuple = zip(elements, bound).map { element, name in
            element.label.map { "\($0): \(name)" } ?? name
        }
        return (pattern, ["let value = (\(tuple.joined(separator: ", ")))"], arguments)
    }
}
