import Foundation
import Testing

@testable import ScaffoldCore

/// `inject: container`: read where conventions are written, and refused where a spec would need a parameter of its own
/// for a service the view model's `dependencies` holds. (An argument named `dependencies` is refused whatever the
/// convention: the coordinator has a parameter of that name.)
@Suite struct ContainerDiagnosticsTests: DiagnosticsTesting {
    /// What `scaffold` reports for one spec in a project whose service specs declare `UserService` and
    /// `AnalyticsService`.
    private func reported(_ input: MarkedText) -> [Diagnostic] {
        let (spec, diagnostics) = SpecDecoder().decode(input.data, file: input.file)
        let services = ["UserService", "AnalyticsService"].map {
            SharedServiceSpec(file: "Specs/Services/\($0).yml", name: Located($0, at: .startOf("x")))
        }
        return diagnostics + (spec.map { SpecValidator().validate([$0], services: services) } ?? [])
    }

    @Test func theConventionIsReadFromASpec() throws {
        let (spec, diagnostics) = SpecDecoder().decode(
            MarkedText("scene: S\nconventions: {inject: container}\n").data, file: "S.yml")
        #expect(diagnostics == [])
        #expect(try #require(spec).conventions.inject?.value == .container)
    }

    @Test func aLabelOnAContainedDependencyIsAnError() {
        let input = MarkedText(
            "scene: A\nconventions: {inject: container}\ndependencies:\n  - UserService: {label: 1️⃣user}\n")
        #expect(
            reported(input) == [
                error(
                    "'UserService' reaches the view model through its 'dependencies' ('inject: container'), so no "
                        + "init parameter of its own takes its 'label'; remove 'label', or take the service in init "
                        + "('inject: init')", at: input["1️⃣"])
            ])
    }

    @Test func aDefaultOnAContainedDependencyIsAnError() {
        let input = MarkedText(
            "scene: A\nconventions: {inject: container}\ndependencies:\n"
                + "  - UserService: {default: 1️⃣UserService()}\n")
        #expect(
            reported(input) == [
                error(
                    "'UserService' reaches the view model through its 'dependencies' ('inject: container'), so no "
                        + "init parameter of its own takes its 'default'; remove 'default' and let the app's "
                        + "container (and the tests' mock) provide it, or take the service in init ('inject: init')",
                    at: input["1️⃣"])
            ])
    }

    @Test func aServiceTheBaseClassTakesKeepsItsLabel() {
        let input = MarkedText(
            "scene: A\nconventions: {inject: container}\n"
                + "viewModelBaseClass: {name: Base, superInit: \"super.init(user: user)\", dependencies: [UserService]}\n"
                + "dependencies:\n  - UserService: {label: user}\n  - AnalyticsService\n")
        #expect(reported(input) == [])
    }

    @Test func anInitOrderListNamesTheDependenciesParameterNotTheServicesItHolds() {
        let input = MarkedText(
            "scene: A\nconventions: {inject: container, initOrder: [page, 1️⃣userService]}\narguments: [page: Int]\n"
                + "dependencies: [UserService, AnalyticsService]\n")
        let messages = reported(input).map(\.message)
        #expect(
            messages.first
                == "'userService' in 'initOrder' is not a parameter of the view model's init; did you mean "
                + "'dependencies'?")
    }

    @Test func anInitOrderListWithDependenciesIsAccepted() {
        let input = MarkedText(
            "scene: A\nconventions: {inject: container, initOrder: [dependencies, page]}\narguments: [page: Int]\n"
                + "dependencies: [UserService, AnalyticsService]\n")
        #expect(reported(input) == [])
    }
}
