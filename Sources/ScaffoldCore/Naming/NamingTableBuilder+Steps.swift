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
}
