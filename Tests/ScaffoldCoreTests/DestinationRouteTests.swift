import Foundation
import Testing

@testable import ScaffoldCore

/// A route may lead to a destination that is not a scene: a URL for Safari or the system, or a handler method.
@Suite struct DestinationRouteTests: DiagnosticsTesting {
    private func routes(of input: MarkedText) throws -> [RouteSpec] {
        let result = SpecDecoder().decode(input.data, file: input.file)
        #expect(result.diagnostics == [])
        return try #require(result.spec?.coordinator?.routes)
    }

    @Test func anExternalDestinationDecodesWithWhereItIsWritten() throws {
        let spec = MarkedText(
            "scene: Detail\noutputs: [webPage: URL]\ncoordinator:\n  routes:\n"
                + "    - 1️⃣webPage: {external: 2️⃣safari}\n")
        #expect(
            try routes(of: spec) == [
                RouteSpec(
                    output: spec.located("webPage", at: "1️⃣"), scene: spec.located("safari", at: "2️⃣"),
                    destination: spec.located(.external(.safari), at: "2️⃣"))
            ])
    }

    @Test func aHandlerDecodesWithItsMethodName() throws {
        let spec = MarkedText(
            "scene: Detail\ninputs: [share]\ncoordinator:\n  routes:\n"
                + "    - 1️⃣share: {handler: 2️⃣shareRepository, doc: Shows the share sheet.}\n")
        #expect(
            try routes(of: spec) == [
                RouteSpec(
                    output: spec.located("share", at: "1️⃣"), scene: spec.located("shareRepository", at: "2️⃣"),
                    doc: "Shows the share sheet.",
                    destination: spec.located(.handler("shareRepository"), at: "2️⃣"))
            ])
    }

    @Test func routesToDestinationsFromAURLAndAnyValueAreValid() {
        let spec = MarkedText(
            "scene: Detail\ninputs: [share: Int]\noutputs: [webPage: URL, settings: URL]\ncoordinator:\n"
                + "  routes:\n    - webPage: {external: safari}\n    - settings: {external: open}\n"
                + "    - share: {handler: shareRepository}\n")
        #expect(diagnostics(spec) == [])
    }

    @Test func anExternalDestinationFedAnOptionalURLSaysWhatItNeeds() {
        let spec = MarkedText(
            "scene: Detail\noutputs: [2️⃣webPage: URL?]\ncoordinator:\n  routes:\n"
                + "    - webPage: {external: 1️⃣safari}\n")
        #expect(
            diagnostics(spec) == [
                error(
                    "route 'webPage' hands its value to 'external: safari', which needs a 'URL', but the output "
                        + "carries 'URL?'; make the output a 'URL', or lead it to a 'handler:' method",
                    at: spec["1️⃣"], notes: [note("output 'webPage' is declared here", at: spec["2️⃣"])])
            ])
    }

    @Test func aRouteWithASceneAndADestinationIsAnErrorAtTheSecond() {
        let spec = MarkedText(
            "scene: Detail\noutputs: [webPage: URL]\ncoordinator:\n  routes:\n"
                + "    - webPage: {scene: Web, 1️⃣external: safari}\n")
        #expect(
            diagnostics(spec) == [
                error(
                    "route 'webPage' names 'scene' and 'external'; a route leads to one place: keep one of them",
                    at: spec["1️⃣"])
            ])
    }

    @Test func aPresentationOnADestinationRouteIsAnError() {
        let spec = MarkedText(
            "scene: Detail\ninputs: [share]\ncoordinator:\n  routes:\n"
                + "    - share: {handler: shareRepository, present: 1️⃣modal}\n")
        #expect(
            diagnostics(spec) == [
                error(
                    "'present' applies to a route that starts a scene, and route 'share' starts none; remove it",
                    at: spec["1️⃣"])
            ])
    }

    @Test func aHandlerNamedLikeAMemberTheCoordinatorHasIsAnError() {
        let spec = MarkedText(
            "scene: Detail\ninputs: [share]\ncoordinator:\n  routes:\n    - share: {handler: 1️⃣coordinate}\n")
        #expect(
            diagnostics(spec) == [
                error(
                    "handler 'coordinate' becomes a method of the coordinator, which already has a member "
                        + "'coordinate'; choose another name",
                    at: spec["1️⃣"])
            ])
    }

    @Test func aDestinationRouteLoadsNoSceneAndWarnsOfNone() {
        let spec = MarkedText(
            "scene: Detail\noutputs: [webPage: URL]\ncoordinator:\n  routes:\n    - webPage: {external: open}\n",
            file: "Specs/Detail.yml")
        #expect(diagnostics([spec]) == [])
    }

    @Test func aSceneNamedLikeTheSafariPagesCoordinatorIsAnErrorOnceARouteLeadsToSafari() {
        let detail = MarkedText(
            "scene: Detail\noutputs: [webPage: URL]\ncoordinator:\n  routes:\n    - webPage: {external: safari}\n",
            file: "Specs/Detail.yml")
        let page = MarkedText("scene: 1️⃣SafariPage\ncoordinator:\n", file: "Specs/SafariPage.yml")
        #expect(
            diagnostics([detail, page]) == [
                error(
                    "scene 'SafariPage' would declare 'SafariPageCoordinator', the name of the coordinator that shows "
                        + "the routes to 'external: safari', which scaffold writes once for the project; rename the "
                        + "scene",
                    at: page["1️⃣"])
            ])
        #expect(diagnostics([page]) == [])
    }
}

/// The navigation styles side by side: which mixes one project may hold, and the names each reserves.
@Suite struct NavigationMixDiagnosticsTests: DiagnosticsTesting {
    @Test func aRouterSceneRoutesToACoordinatorScene() {
        let shelf = MarkedText(
            "scene: Shelf\nconventions: {navigation: viewController}\ninputs: [open]\ncoordinator:\n  routes:\n"
                + "    - open: Detail\n", file: "Specs/Shelf.yml")
        let detail = MarkedText("scene: Detail\ncoordinator:\n", file: "Specs/Detail.yml")
        #expect(diagnostics([shelf, detail]) == [])
    }

    @Test func aRouterRouteNamedLikeACoordinatorMemberIsAnError() {
        let shelf = MarkedText(
            "scene: Shelf\nconventions: {navigation: viewController}\ninputs: [start]\ncoordinator:\n  routes:\n"
                + "    - 1️⃣start: Detail\n", file: "Specs/Shelf.yml")
        let detail = MarkedText("scene: Detail\ncoordinator:\n", file: "Specs/Detail.yml")
        #expect(
            diagnostics([shelf, detail]) == [
                error(
                    "route 'start' becomes a method of the coordinator, which already has a member 'start'; rename "
                        + "the input", at: shelf["1️⃣"])
            ])
    }

    @Test func aFlowSceneNamedLikeTheStepEnumIsAnError() {
        let steps = MarkedText(
            "scene: 1️⃣AppStep\nconventions: {navigation: rxflow}\ncoordinator:\n", file: "Specs/AppStep.yml")
        #expect(
            diagnostics([steps]) == [
                error(
                    "scene 'AppStep' would declare 'AppStep', the name of the enum of the app's steps, which scaffold "
                        + "writes once for the project; rename the scene", at: steps["1️⃣"])
            ])
    }

    @Test func aRouteToADestinationIsRefusedUnderRxFlow() {
        let spec = MarkedText(
            "scene: Detail\nconventions: {navigation: rxflow}\noutputs: [webPage: URL]\ncoordinator:\n  routes:\n"
                + "    - webPage: {external: 1️⃣safari}\n")
        #expect(
            diagnostics(spec) == [
                error(
                    "route 'webPage' leads to no scene, which 'navigation: rxflow' cannot start; route it to a scene, "
                        + "or open it from the view controller", at: spec["1️⃣"])
            ])
    }
}
