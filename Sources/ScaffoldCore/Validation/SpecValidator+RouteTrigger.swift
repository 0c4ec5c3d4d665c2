extension SpecValidator {
    /// A route whose name is neither an output nor an input of the scene, names the wrong kind of member, or names
    /// both an input and an output (possible with `viewModel: transform`, whose `Input` and `Output` are apart)
    /// without saying which starts it; nil when it starts from exactly one member.
    func routeTriggerProblem(_ route: RouteSpec, in spec: SceneSpec) -> Diagnostic? {
        let name = route.output
        let outputNames = spec.outputs.map(\.name.value)
        let inputNames = spec.inputs.map(\.name.value)
        let isOutput = outputNames.contains(name.value)
        let isInput = inputNames.contains(name.value)
        if let written = route.source {
            switch written.value {
            case .output where !isOutput:
                return .error(
                    .unknownOutput(name.value, suggestion: EditDistance.closest(to: name.value, among: outputNames)),
                    at: name.location, notes: [.init(location: written.location, message: "'source: output' here")])
            case .input where !isInput:
                return .error(
                    .unknownInput(name.value, suggestion: EditDistance.closest(to: name.value, among: inputNames)),
                    at: name.location, notes: [.init(location: written.location, message: "'source: input' here")])
            case .code where isOutput || isInput:
                return .error(
                    .codeRoute(.namedLikeMember(route: name.value, kind: isOutput ? "output" : "input")),
                    at: written.location)
            default:
                return nil
            }
        }
        if isOutput && isInput {
            return .error(.ambiguousRouteSource(name.value, scene: route.scene.value), at: name.location)
        }
        if isOutput || isInput { return nil }
        if spec.actions.contains(where: { $0.name.value == name.value }) {
            return .error(.routeFromAction(name.value), at: name.location)
        }
        // The member was renamed in this spec and the route still says its old name.
        let renamed: (name: String, from: Located<String>, kind: String)? =
            spec.outputs.lazy.compactMap { output in
                output.member.renamedFrom.flatMap { $0.value == name.value ? (output.name.value, $0, "output") : nil }
            }.first
            ?? spec.inputs.lazy.compactMap { input in
                input.member.renamedFrom.flatMap { $0.value == name.value ? (input.name.value, $0, "input") : nil }
            }.first
        if let renamed {
            return .error(
                .outputRenamed(from: name.value, to: renamed.name, kind: renamed.kind), at: name.location,
                notes: [.init(location: renamed.from.location, message: "renamed here")])
        }
        let suggestion = EditDistance.closest(to: name.value, among: outputNames + inputNames)
        // A value's type and no member of the name: most likely a route the app's own code calls.
        if suggestion == nil, route.type != nil {
            return .error(.codeRoute(.typeWithoutSource(route: name.value)), at: name.location)
        }
        return .error(.unknownRouteTrigger(name.value, suggestion: suggestion), at: name.location)
    }
}
