import Foundation
import Testing

@testable import ScaffoldCore

/// `method:` names a route's method in the coordinator protocol or the router, as Swift writes a method's name.
@Suite struct RouteMethodTests: DiagnosticsTesting {
    @Test(arguments: [
        ("showProduct", RouteMethodName(baseName: "showProduct")),
        ("close()", RouteMethodName(baseName: "close", labels: [])),
        ("show(month:)", RouteMethodName(baseName: "show", labels: ["month"])),
        ("show(_:)", RouteMethodName(baseName: "show", labels: ["_"])),
        ("show(for:)", RouteMethodName(baseName: "show", labels: ["for"])),
        ("show(month:year:)", RouteMethodName(baseName: "show", labels: ["month", "year"])),
    ])
    func aMethodNameIsReadAsSwiftWritesIt(written: String, expected: RouteMethodName) {
        #expect(RouteMethodName.parse(written) == .success(expected))
    }

    @Test(arguments: ["show(month", "show(month)", "show(:)", "show(month:)x", "show(month::)"])
    func textThatIsNoMethodNameIsMalformed(written: String) {
        #expect(RouteMethodName.parse(written) == .failure(.malformed))
    }

    @Test func aMethodNameWritesItselfBackAsWritten() {
        #expect(
            ["show", "close()", "show(month:)", "show(_:)"].map {
                (try? RouteMethodName.parse($0).get())?.description
            } == ["show", "close()", "show(month:)", "show(_:)"])
    }

    @Test func onlyALabelOtherThanUnderscoreLabelsTheParameter() {
        #expect(
            ["show", "show(_:)", "show(month:)"].map { (try? RouteMethodName.parse($0).get())?.parameterLabel } == [
                nil, nil, "month",
            ])
    }

    @Test func aRouteDecodesItsMethodWithWhereItIsWritten() throws {
        let spec = MarkedText(
            "scene: Days\nconventions: {coordinatorInViewModel: true}\ninputs: [selectedMonth: Int]\n"
                + "coordinator:\n  routes:\n    - 1️⃣selectedMonth: {scene: 2️⃣Month, method: \"3️⃣show(month:)\"}\n")
        let result = SpecDecoder().decode(spec.data, file: spec.file)
        #expect(result.diagnostics == [])
        #expect(
            result.spec?.coordinator?.routes == [
                RouteSpec(
                    output: spec.located("selectedMonth", at: "1️⃣"), scene: spec.located("Month", at: "2️⃣"),
                    method: spec.located(RouteMethodName(baseName: "show", labels: ["month"]), at: "3️⃣"))
            ])
    }

    @Test func namedMethodsWhereTheViewModelCallsItsCoordinatorAreValid() {
        let spec = MarkedText(
            "scene: Days\nconventions: {coordinatorInViewModel: true}\ninputs: [selectedMonth: Int, tapHelp]\n"
                + "outputs: [help: URL]\ncoordinator:\n  routes:\n"
                + "    - selectedMonth: {handler: showMonth, method: \"show(month:)\"}\n"
                + "    - tapHelp: {handler: showHelp, method: showHelpPage}\n"
                + "    - help: {external: safari, method: \"open(_:)\"}\n")
        #expect(diagnostics(spec) == [])
    }

    @Test func aMethodWhereTheCoordinatorObservesTheViewModelIsAnError() {
        let spec = MarkedText(
            "scene: Days\ninputs: [tapHelp]\ncoordinator:\n  routes:\n"
                + "    - tapHelp: {handler: showHelp, method: 1️⃣showHelpPage}\n")
        #expect(
            diagnostics(spec) == [
                error(
                    "route 'tapHelp' names its method, but its coordinator observes the view model and starts the "
                        + "route itself, so no method is called; remove 'method', or write 'coordinatorInViewModel: "
                        + "true' (the view model calls it) or 'navigation: viewController' (the view controller "
                        + "calls it)",
                    at: spec["1️⃣"])
            ])
    }

    @Test func aMethodUnderRxFlowIsAnErrorThatSaysRoutesAreSteps() {
        let spec = MarkedText(
            "scene: Days\nconventions: {navigation: rxflow}\ninputs: [tapHelp]\ncoordinator:\n  routes:\n"
                + "    - tapHelp: {scene: Days, method: 1️⃣showHelpPage}\n")
        #expect(
            diagnostics(spec) == [
                error(
                    "route 'tapHelp' names its method, but under 'navigation: rxflow' a route is a step the view "
                        + "model emits, not a method; remove 'method'",
                    at: spec["1️⃣"])
            ])
    }

    @Test func aMethodWithoutAParameterForTheRoutesValueSaysHowToWriteOne() {
        let spec = MarkedText(
            "scene: Days\nconventions: {coordinatorInViewModel: true}\ninputs: [selectedMonth: Int]\n"
                + "coordinator:\n  routes:\n    - selectedMonth: {handler: showMonth, method: \"1️⃣show()\"}\n")
        #expect(
            diagnostics(spec) == [
                error(
                    "input 'selectedMonth' carries 'Int', which method 'show()' takes no parameter for; write "
                        + "'show(_:)' or give it a label, such as 'show(value:)'",
                    at: spec["1️⃣"])
            ])
    }

    @Test func aMethodWithSeveralLabelsForAValueThatIsNoTupleIsAnError() {
        let spec = MarkedText(
            "scene: Days\nconventions: {coordinatorInViewModel: true}\ninputs: [selectedMonth: Int]\n"
                + "coordinator:\n  routes:\n"
                + "    - selectedMonth: {handler: showMonth, method: \"1️⃣show(month:year:)\"}\n")
        #expect(
            diagnostics(spec) == [
                error(
                    "method 'show(month:year:)' takes 2 parameters, one per element of the route's value, but input "
                        + "'selectedMonth' carries 'Int', which is no tuple of 2 elements; write one label, such as "
                        + "'show(_:)', or give the input a tuple type of 2 elements",
                    at: spec["1️⃣"])
            ])
    }

    @Test func aMethodMayTakeEachElementOfATupleValueUnderALabelOfItsOwn() {
        let spec = MarkedText(
            "scene: Days\nconventions: {coordinatorInViewModel: true}\n"
                + "inputs: [selectedMonth: \"(month: Int, year: Int)\"]\ncoordinator:\n  routes:\n"
                + "    - selectedMonth: {handler: showMonth, method: \"show(month:in:)\"}\n")
        #expect(diagnostics(spec) == [])
    }

    @Test func aMethodNamedLikeAnotherRoutesOutputIsAnErrorAtTheNamedOne() {
        let spec = MarkedText(
            "scene: Days\nconventions: {coordinatorInViewModel: true}\ninputs: [tapHelp, tapNews]\n"
                + "coordinator:\n  routes:\n    - tapNews: {handler: showNews, method: 1️⃣tapHelp}\n"
                + "    - 3️⃣tapHelp: {handler: showHelp}\n")
        #expect(
            diagnostics(spec) == [
                error(
                    "routes 'tapHelp' and 'tapNews' both have a method named 'tapHelp', after which the mock names "
                        + "what it records; give each route a method of its own name",
                    at: spec["1️⃣"], notes: [note("route 'tapHelp' has its method 'tapHelp' here", at: spec["3️⃣"])])
            ])
    }

    @Test func aMethodNamedLikeAFinishMethodIsAnErrorAtTheMethod() {
        let spec = MarkedText(
            "scene: Days\nconventions: {viewModel: transform}\ninputs: [tapNews]\noutputs: [done]\n"
                + "coordinator:\n  routes:\n    - tapNews: {handler: showNews, method: 1️⃣finishDone}\n"
                + "  result:\n    - 2️⃣done: {from: done}\n")
        #expect(
            diagnostics(spec) == [
                error(
                    "route 'tapNews' and result case 'done' both make the coordinator method 'finishDone'; rename one "
                        + "of them",
                    at: spec["1️⃣"], notes: [note("result case 'done' is declared here", at: spec["2️⃣"])])
            ])
    }

    @Test func aMethodWithoutParametersNamedLikeAnArgumentIsAnError() {
        let spec = MarkedText(
            "scene: Days\nconventions: {coordinatorInViewModel: true}\narguments: [2️⃣id: Int]\ninputs: [tapID]\n"
                + "coordinator:\n  routes:\n    - tapID: {handler: showID, method: \"1️⃣id()\"}\n")
        #expect(
            diagnostics(spec) == [
                error(
                    "route 'tapID' names its method 'id()', which the coordinator already has as a member of its own; "
                        + "choose another name",
                    at: spec["1️⃣"], notes: [note("argument 'id' is declared here", at: spec["2️⃣"])])
            ])
    }

    @Test(arguments: ["\"\"", "\"show (month:)\""])
    func anEmptyOrSpacedNameIsShownTheFormsAMethodNameTakes(written: String) throws {
        let spec = MarkedText(
            "scene: Days\nconventions: {coordinatorInViewModel: true}\ninputs: [tapHelp]\ncoordinator:\n  routes:\n"
                + "    - tapHelp: {handler: showHelp, method: \(written)}\n")
        let messages = diagnostics(spec).map(\.message)
        #expect(messages.count == 1)
        #expect(
            try #require(messages.first).hasSuffix(
                "write it as Swift names a method: 'show', 'show(month:)', 'show(_:)' or 'show()'"))
    }

    @Test func aRouteWhoseMethodIsRenamedMayComeFromAnOutputNamedLikeACoordinatorMember() {
        let spec = MarkedText(
            "scene: Days\nconventions: {coordinatorInViewModel: true}\ninputs: [start]\ncoordinator:\n"
                + "  routes:\n    - start: {handler: begin, method: beginTour}\n")
        #expect(diagnostics(spec) == [])
    }
}
