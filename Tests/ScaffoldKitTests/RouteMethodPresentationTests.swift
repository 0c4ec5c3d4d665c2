import Testing

@testable import ScaffoldCore
@testable import ScaffoldKit

/// A route's method as `method:` names it: declared under that name and label, implemented with its value called
/// `value`, called with the label, and mocked under its name.
@Suite struct RouteMethodPresentationTests {
    static let days = """
        scene: Days
        conventions: {coordinatorInViewModel: true}
        inputs: [selectedMonth: Int, tapHelp, tapDay: Int]
        coordinator:
          routes:
            - selectedMonth: {handler: showMonth, method: "show(month:)"}
            - tapHelp: {handler: showHelp, method: "showHelpPage()"}
            - tapDay: {handler: showDay, method: "open(_:)"}

        """

    private func model(_ yaml: String) throws -> SceneModel {
        try SceneModelBuilderTests.model(yaml, testsFolder: "SceneTests")
    }

    @Test func theRequirementTakesTheValueUnderTheLabelItNames() throws {
        let routes = try #require(try model(Self.days).coordinator).routes
        #expect(
            routes.map(\.methodSignature) == [
                "func show(month: Int) -> Observable<Void>", "func showHelpPage() -> Observable<Void>",
                "func open(_ value: Int) -> Observable<Void>",
            ])
    }

    @Test func theImplementationCallsTheValueValueAsTheGeneratedBodiesDo() throws {
        let routes = try #require(try model(Self.days).coordinator).routes
        #expect(
            routes.map(\.implementationSignature) == [
                "func show(month value: Int) -> Observable<Void>", "func showHelpPage() -> Observable<Void>",
                "func open(_ value: Int) -> Observable<Void>",
            ])
    }

    @Test func theViewModelCallsTheMethodWithItsLabel() throws {
        #expect(
            try model(Self.days).inputRoutes.map { $0.lines[3] } == [
                "    .flatMapFirst { [weak self] value in self?.coordinator?.show(month: value) ?? .empty() }",
                "    .flatMapFirst { [weak self] _ in self?.coordinator?.showHelpPage() ?? .empty() }",
                "    .flatMapFirst { [weak self] value in self?.coordinator?.open(value) ?? .empty() }",
            ])
    }

    @Test func theMockRecordsUnderTheMethodsName() throws {
        let mock = try #require(try model(Self.days).tests?.coordinatorMock)
        #expect(
            mock.methods.map(\.recorder) == [
                "private(set) var showCalls: [Int] = []", "private(set) var showHelpPageCallCount = 0",
                "private(set) var openCalls: [Int] = []",
            ])
        #expect(
            mock.methods.map(\.counter) == [
                "var showCallCount: Int { showCalls.count }", nil, "var openCallCount: Int { openCalls.count }",
            ])
    }

    @Test func aMethodWithALabelPerElementTakesEachElementAsAParameter() throws {
        let yaml = """
            scene: Days
            conventions: {coordinatorInViewModel: true}
            inputs: [pick: "(first: Int, String)"]
            coordinator:
              routes:
                - pick: {handler: comparePicks, method: "compare(_:with:)"}

            """
        let route = try #require(try model(yaml).coordinator?.routes.first)
        #expect(
            [route.methodSignature, route.implementationSignature, route.methodCall, route.methodValue] == [
                "func compare(_ first: Int, with: String) -> Observable<Void>",
                "func compare(_ value1: Int, with value2: String) -> Observable<Void>",
                "compare(value.first, with: value.1)", "(first: value1, value2)",
            ])
        #expect(route.calledStartLines.first == "let value = (first: value1, value2)")
    }

    @Test func withoutAMethodTheRouteIsCalledAfterItsInputAsBefore() throws {
        let yaml = Self.days.replacingOccurrences(of: ", method: \"show(month:)\"", with: "")
        let routes = try #require(try model(yaml).coordinator).routes
        #expect(routes.first?.methodSignature == "func selectedMonth(_ value: Int) -> Observable<Void>")
        #expect(routes.first?.methodCall == "selectedMonth(value)")
    }
}
