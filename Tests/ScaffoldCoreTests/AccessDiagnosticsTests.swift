import Testing

@testable import ScaffoldCore

/// `conventions: {access: public}`: read where conventions are written, and refused, where it is written, beside the
/// shapes it does not make public yet.
@Suite struct AccessDiagnosticsTests: DiagnosticsTesting {
    static let flowScene = "conventions: {viewModel: transform, navigation: rxflow, access: public}\ncoordinator:\n"

    @Test func aPublicTransformViewModelUnderRxFlowIsValid() {
        #expect(diagnostics(MarkedText("scene: S\n" + Self.flowScene)) == [])
    }

    @Test func aMisspelledAccessLevelIsToldTheClosest() {
        let input = MarkedText("scene: S\nconventions: {access: 1️⃣publik}\n")
        #expect(
            diagnostics(input) == [
                error("'publik' is not a valid access level; did you mean 'public'?", at: input["1️⃣"])
            ])
    }

    @Test func theProtocolsConventionIsRefusedAtTheAccess() {
        let input = MarkedText("scene: S\nconventions: {navigation: rxflow, access: 1️⃣public}\ncoordinator:\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'access: public' cannot be used with 'viewModel: protocols': it makes public the shape of a "
                        + "transform view model under RxFlow ('viewModel: transform', 'navigation: rxflow'); use that "
                        + "convention for this scene, or remove 'access: public'", at: input["1️⃣"])
            ])
    }

    @Test func dependenciesAreRefusedAtTheFirst() {
        let input = MarkedText(
            "scene: S\n" + Self.flowScene + "dependencies: [1️⃣UserService]\n")
        #expect(
            diagnostics([input, MarkedText("service: UserService\nmethods: [load]\n", file: "Services/User.yml")])
                .filter { $0.message.contains("access") } == [
                    error(
                        "'access: public' cannot be used with 'dependencies' yet: the flow hands them over through "
                            + "provider protocols scaffold writes as internal; give the scene its own 'service:', or "
                            + "remove 'access: public'", at: input["1️⃣"])
                ])
    }

    @Test func aStepEnumThatAPublicAndAnInternalSceneEmitIsRefusedAtTheInternalScene() {
        let internalScene = MarkedText(
            "scene: 1️⃣Inner\nconventions: {viewModel: transform, navigation: rxflow}\ncoordinator:\n",
            file: "Specs/Inner.yml")
        #expect(
            diagnostics([MarkedText("scene: Outer\n" + Self.flowScene), internalScene]) == [
                error(
                    "scene 'Outer' is public and scene 'Inner' internal, and both emit 'AppStep', whose cases carry "
                        + "their types; give both the same 'access', or each its own step enum with "
                        + "'names: {steps: \"{scene}Step\"}'", at: internalScene["1️⃣"])
            ])
    }
}
