import Foundation
import Testing

@testable import ScaffoldCore

/// `source: code`: a route no input or output starts, whose method (or step) the app's own code calls, with the value
/// `type:` gives it.
@Suite struct CodeRouteTests: DiagnosticsTesting {
    @Test func aRouteTheAppsCodeCallsDecodesItsSourceAndType() throws {
        let spec = MarkedText(
            "scene: Days\nconventions: {coordinatorInViewModel: true}\ncoordinator:\n  routes:\n"
                + "    - 1️⃣showMonth: {scene: 2️⃣Month, source: 3️⃣code, type: 4️⃣Int}\n")
        let result = SpecDecoder().decode(spec.data, file: spec.file)
        #expect(result.diagnostics == [])
        var expected = RouteSpec(
            output: spec.located("showMonth", at: "1️⃣"), scene: spec.located("Month", at: "2️⃣"),
            source: spec.located(.code, at: "3️⃣"))
        expected.type = spec.located(.name("Int"), at: "4️⃣")
        #expect(result.spec?.coordinator?.routes == [expected])
    }

    @Test func itsValueIsItsTypeAndNoMemberStartsIt() throws {
        let spec = try #require(
            SpecDecoder().decode(
                Data(
                    "scene: Days\ncoordinator:\n  routes:\n    - showMonth: {scene: Month, source: code, type: Int}\n"
                        .utf8), file: "Specs/Days.yml"
            ).spec)
        let route = try #require(spec.coordinator?.routes.first)
        #expect(spec.payloadType(of: route) == .name("Int"))
        #expect(spec.trigger(of: route) == nil)
        #expect(route.startsFromCode)
        #expect(!spec.startsFromInput(route))
    }

    @Test(arguments: [
        "{coordinatorInViewModel: true}", "{coordinatorInViewModel: property}", "{viewModel: transform}",
        "{navigation: viewController}", "{inputs: init, coordinatorInViewModel: true}",
    ])
    func whereRoutesAreMethodsItIsValid(conventions: String) {
        let spec = MarkedText(
            "scene: Days\nconventions: \(conventions)\ncoordinator:\n  routes:\n"
                + "    - showHelp: {handler: openHelp, source: code, type: String}\n"
                + "    - openPage: {external: safari, source: code, type: URL}\n")
        #expect(diagnostics(spec) == [])
    }

    @Test func whereTheCoordinatorObservesTheViewModelItIsAnError() {
        let spec = MarkedText(
            "scene: Days\ncoordinator:\n  routes:\n    - showHelp: {handler: openHelp, source: 1️⃣code}\n")
        #expect(
            diagnostics(spec) == [
                error(
                    "route 'showHelp' is called by the app's code ('source: code'), but its coordinator observes the "
                        + "view model and starts each route itself, so there is no method to call; declare the output "
                        + "that starts it, or write 'coordinatorInViewModel: true' (the view model calls the method) "
                        + "or 'navigation: viewController' (the view controller calls it)",
                    at: spec["1️⃣"])
            ])
    }

    @Test func underTheSceneCoordinatorItIsAnError() {
        let spec = MarkedText(
            "scene: Days\nconventions: {navigation: sceneCoordinator}\ncoordinator:\n  routes:\n"
                + "    - showMonth: {scene: Days, source: 1️⃣code}\n")
        #expect(
            diagnostics(spec).filter { $0.location == spec["1️⃣"] }.map(\.message) == [
                "route 'showMonth' is called by the app's code ('source: code'), but under 'navigation: "
                    + "sceneCoordinator' the view model transitions to a case of the app's scene enum; declare the "
                    + "output that starts it, and route from it"
            ])
    }

    @Test func namedLikeAMemberItIsAnErrorAtItsSource() {
        let spec = MarkedText(
            "scene: Days\nconventions: {coordinatorInViewModel: true}\noutputs: [showHelp]\ncoordinator:\n"
                + "  routes:\n    - showHelp: {handler: openHelp, source: 1️⃣code}\n")
        #expect(
            diagnostics(spec) == [
                error(
                    "'showHelp' is an output of the scene, so it starts the route already; remove 'source: code', or "
                        + "give the route a name of its own for the method the app's code calls",
                    at: spec["1️⃣"])
            ])
    }

    @Test func aTypeOnARouteAMemberStartsIsAnError() {
        let spec = MarkedText(
            "scene: Days\nconventions: {coordinatorInViewModel: true}\ninputs: [pick: Int]\ncoordinator:\n"
                + "  routes:\n    - pick: {handler: openMonth, type: 1️⃣Int}\n")
        #expect(
            diagnostics(spec) == [
                error(
                    "route 'pick' carries the value of its input, so 'type' says nothing; remove it, or write "
                        + "'source: code' for a route the app's own code calls with a value of this type",
                    at: spec["1️⃣"])
            ])
    }

    /// A route named like a member is refused for that alone: its value is not also checked against the target.
    @Test func namedLikeAMemberItsValueIsNotCheckedToo() {
        let days = MarkedText(
            "scene: Days\nconventions: {coordinatorInViewModel: true}\noutputs: [pick: Int]\ncoordinator:\n"
                + "  routes:\n    - pick: {scene: Month, source: 1️⃣code}\n", file: "Specs/Days.yml")
        let month = MarkedText(
            "scene: Month\narguments: [month: Int]\noutputs: [title: String]\ncoordinator: {}\n",
            file: "Specs/Month.yml")
        #expect(diagnostics([days, month]).map(\.location) == [days["1️⃣"]])
    }

    /// A `type:` on a route no member starts, without `source: code`, suggests it.
    @Test func aTypeWithoutAMemberOrASourceSuggestsSourceCode() {
        let spec = MarkedText(
            "scene: Days\nconventions: {coordinatorInViewModel: true}\ncoordinator:\n  routes:\n"
                + "    - 1️⃣showMonth: {handler: openMonth, type: Int}\n")
        #expect(
            diagnostics(spec) == [
                error(
                    "no output or input named 'showMonth' starts the route; write 'source: code' for a route the "
                        + "app's own code calls with a value of its 'type', or declare the input (a tap) or the output "
                        + "that starts it",
                    at: spec["1️⃣"])
            ])
    }

    /// The value is checked against the scene it starts like any route's, with a note at `type:`.
    @Test func aValueTheTargetDoesNotTakeIsAnErrorWithANoteAtItsType() {
        let days = MarkedText(
            "scene: Days\nconventions: {coordinatorInViewModel: true}\ncoordinator:\n  routes:\n"
                + "    - 1️⃣showMonth: {scene: Month, source: code, type: 2️⃣String}\n", file: "Specs/Days.yml")
        let month = MarkedText(
            "scene: Month\narguments: [month: Int]\noutputs: [title: String]\ncoordinator: {}\n",
            file: "Specs/Month.yml")
        #expect(
            diagnostics([days, month]) == [
                error(
                    "route 'showMonth' carries 'String', but scene 'Month' takes 'month: Int'; make the two agree, "
                        + "the route's type or the argument's",
                    at: days["1️⃣"], notes: [.init(location: days["2️⃣"], message: "the route's value is declared here")])
            ])
    }
}
