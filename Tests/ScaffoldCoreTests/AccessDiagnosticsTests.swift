import Testing

@testable import ScaffoldCore

/// `conventions: {access: public}`: read where conventions are written, and refused, where it is written, beside the
/// shapes it does not make public yet.
@Suite struct AccessDiagnosticsTests: DiagnosticsTesting {
    static let flowScene = "conventions: {viewModel: transform, navigation: rxflow, access: public}\ncoordinator:\n"

    /// The access diagnostics of `input` beside a service spec of `UserService`.
    private func accessDiagnostics(_ input: MarkedText) -> [Diagnostic] {
        diagnostics([input, MarkedText("service: UserService\nmethods: [load]\n", file: "Services/User.yml")])
            .filter { $0.message.contains("access") }
    }

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

    @Test func dependenciesOfAPublicSceneAreValid() {
        let input = MarkedText("scene: S\n" + Self.flowScene + "dependencies: [UserService]\n")
        #expect(
            accessDiagnostics(input) == [])
    }

    @Test func aDependencysDefaultIsRefusedAtTheDefault() {
        let input = MarkedText(
            "scene: S\n" + Self.flowScene + "dependencies:\n  - UserService: {default: 1️⃣UserService()}\n")
        #expect(
            accessDiagnostics(input) == [
                error(
                    "'access: public' cannot be used with a 'default' for dependency 'UserService': the default "
                        + "value of a public init may name only public declarations; remove the 'default' (the "
                        + "flow hands the service over), or remove 'access: public'", at: input["1️⃣"])
            ])
    }

    @Test func servicesInOneStructAreRefusedAtTheInject() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform, navigation: rxflow, access: public, inject: 1️⃣struct}\n"
                + "coordinator:\ndependencies: [UserService]\n")
        #expect(
            accessDiagnostics(input) == [
                error(
                    "'access: public' cannot be used with 'inject: struct' yet: the view model's Dependency struct "
                        + "would be public with an internal memberwise init; use 'inject: init' or 'inject: "
                        + "container', or remove 'access: public'", at: input["1️⃣"])
            ])
    }

    @Test func aSceneWithoutServicesTakesAnyInjection() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform, navigation: rxflow, access: public, inject: struct}\n"
                + "coordinator:\n")
        #expect(diagnostics(input) == [])
    }

    @Test func aPublicCellsDependencyDefaultIsRefusedAtTheDefault() {
        let input = MarkedText(
            "scene: Row\nkind: cell\nconventions: {access: public}\noutputs: [title: String]\n"
                + "dependencies:\n  - UserService: {default: 1️⃣UserService()}\n")
        #expect(
            accessDiagnostics(input) == [
                error(
                    "'access: public' cannot be used with a 'default' for dependency 'UserService': the default "
                        + "value of a public init may name only public declarations; remove the 'default' (the "
                        + "flow hands the service over), or remove 'access: public'", at: input["1️⃣"])
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
