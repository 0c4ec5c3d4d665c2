import Foundation
import Testing

@testable import ScaffoldCore

/// A route hands its output's value to the scene it starts; what may fill an argument, and what may not.
@Suite struct RoutePayloadDiagnosticsTests: DiagnosticsTesting {
    static let detail = MarkedText(
        "scene: Detail\narguments: [name: String?, count: Int?]\ncoordinator:\n", file: "Specs/Detail.yml")

    /// Swift wraps a value into the optional an argument expects, so the route may pass it as it is.
    @Test func aValueFillsAnOptionalArgumentOfItsType() {
        let home = MarkedText(
            "scene: Home\noutputs: [open: String]\ncoordinator:\n  routes:\n    - open: {scene: Detail, argument: name}\n",
            file: "Specs/Home.yml")
        #expect(diagnostics([home, Self.detail]) == [])
    }

    @Test func aTupleFillsOptionalArgumentsElementByElement() {
        let home = MarkedText(
            "scene: Home\noutputs: [open: \"(name: String, count: Int)\"]\ncoordinator:\n  routes:\n    - open: Detail\n",
            file: "Specs/Home.yml")
        #expect(diagnostics([home, Self.detail]) == [])
    }

    /// A tuple meant for the arguments is told which element differs, not to be a labelled tuple.
    @Test func aTupleInTheWrongOrderIsToldWhereItDiffers() {
        let home = MarkedText(
            "scene: Home\noutputs: [2️⃣open: \"(count: Int, name: String)\"]\ncoordinator:\n  routes:\n"
                + "    - 1️⃣open: Detail\n",
            file: "Specs/Home.yml")
        #expect(
            diagnostics([home, Self.detail]) == [
                error(
                    "output 'open' carries a tuple with 'count: Int' where scene 'Detail' takes 'name: String?'; label "
                        + "and type its elements like the arguments 'name: String?', 'count: Int?', in that order",
                    at: home["1️⃣"], notes: [.init(location: home["2️⃣"], message: "output 'open' is declared here")])
            ])
    }

    /// Without the target's spec, nothing says what it takes: a value handed to it would be dropped.
    @Test func aValueForASceneNoSpecDescribesIsAnError() {
        let home = MarkedText(
            "scene: Home\noutputs: [open: Int]\ncoordinator:\n  routes:\n    - 1️⃣open: 2️⃣Ghost\n",
            file: "Specs/Home.yml")
        #expect(
            diagnostics([home]) == [
                error(
                    "route 'open' hands scene 'Ghost' a value or a choice, but no spec says what 'Ghost' takes; load "
                        + "its spec, or declare it under 'externalScenes' with its 'arguments'", at: home["1️⃣"]),
                Diagnostic(
                    severity: .warning, location: home["2️⃣"],
                    message: "scene 'Ghost' is not among the loaded specs; if it is written by hand, declare it under "
                        + "'externalScenes' in scaffold.yml"),
            ])
    }

    /// A route the view model calls becomes a coordinator method; one named like a member would redeclare it.
    @Test func aRouteTheViewModelCallsCannotBeNamedLikeACoordinatorMember() {
        let home = MarkedText(
            "scene: Home\nconventions: {coordinatorInViewModel: true}\noutputs: [start]\ncoordinator:\n  routes:\n"
                + "    - 1️⃣start: Detail2\n",
            file: "Specs/Home.yml")
        let target = MarkedText("scene: Detail2\ncoordinator:\n", file: "Specs/Detail2.yml")
        #expect(
            diagnostics([home, target]) == [
                error(
                    "route 'start' becomes a method of the coordinator, which already has a member 'start'; rename "
                        + "the output", at: home["1️⃣"])
            ])
    }

    /// The coordinator's `start()` reads its arguments before it declares `screen`, the shown screen; Swift
    /// refuses a name used before a local of that name, so the argument must be called something else.
    @Test func anArgumentNamedLikeTheShownScreenIsRefused() {
        let detail = MarkedText("scene: Detail\narguments:\n  - 1️⃣screen: String\ncoordinator:\n")
        #expect(
            diagnostics(detail) == [
                error(
                    "argument 'screen' has a name the generated coordinator already uses for its own; choose another name",
                    at: detail["1️⃣"])
            ])
    }
}
