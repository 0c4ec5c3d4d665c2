/// Steps a spec names itself (`step:` on a route or a result case), cases of the app's own step enum
/// (`supportTypes: {steps: AppStep}`).
extension NamingTableBuilder {
    /// `movieIsPicked`: the case of `spec`'s step enum that `route` emits, its `step:` when it names one, else the
    /// case that shows the route's scene (`entryStep`).
    public static func routeStep(of route: RouteSpec, in spec: SceneSpec, naming: Naming) -> String {
        route.step?.value.baseName ?? entryStep(showing: route.scene.value, from: spec, naming: naming)
    }

    /// Whether some result case of `spec` names its step, which makes the scene end with a step per result case.
    public static func namesResultSteps(_ spec: SceneSpec) -> Bool {
        spec.coordinator?.result?.contains { $0.step != nil } ?? false
    }

    /// The values the step `step` takes from a route or result case that carries `payload`, each with its label
    /// (`_` for none), when `step:` writes them: one for the whole value (`pick` or `pick(withId:)`), one per element
    /// of a tuple (`show(month:year:)`), none for a value that carries nothing. Nil when the count does not fit.
    public static func stepLabels(of step: RouteMethodName, payload: SwiftType) -> [String]? {
        let labels = step.labels ?? (payload.isVoid ? [] : ["_"])
        if payload.isVoid { return labels.isEmpty ? [] : nil }
        if labels.count == 1 { return labels }
        if case .tuple(let elements) = payload, elements.count == labels.count, labels.count > 1 { return labels }
        return nil
    }
}
