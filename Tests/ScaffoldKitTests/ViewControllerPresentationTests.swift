import Testing

@testable import ScaffoldKit

/// What the view controller skeleton shows of the view model: state payloads, actions' progress and errors.
@Suite struct ViewControllerPresentationTests {
    @Test func stateCasesBindTheirPayloadsToNamesFromTheirTypes() throws {
        let model = try SceneModelBuilderTests.model(
            """
            scene: A
            state:
              - idle
              - loaded: "[Repository]"
              - showing: User
              - searching: "[Address]"
              - failed: String
              - paged: "(page: Int, items: [Repository])"
              - picked: "Set<Int>"
              - typed: Calendar.Component
              - fallback: Default
            """)
        #expect(
            model.state
                == StateModel(cases: [
                    EnumCaseModel(name: "idle", docLines: [], declaration: "case idle", pattern: ".idle"),
                    EnumCaseModel(
                        name: "loaded", docLines: [], declaration: "case loaded([Repository])",
                        pattern: ".loaded(let repositories)", payloadName: "repositories",
                        payloadType: "[Repository]"),
                    EnumCaseModel(
                        name: "showing", docLines: [], declaration: "case showing(User)",
                        pattern: ".showing(let user)", payloadName: "user",
                        payloadType: "User"),
                    EnumCaseModel(
                        name: "searching", docLines: [], declaration: "case searching([Address])",
                        pattern: ".searching(let addresses)", payloadName: "addresses",
                        payloadType: "[Address]"),
                    EnumCaseModel(
                        name: "failed", docLines: [], declaration: "case failed(String)",
                        pattern: ".failed(let value)", payloadName: "value",
                        payloadType: "String"),
                    EnumCaseModel(
                        name: "paged", docLines: [], declaration: "case paged((page: Int, items: [Repository]))",
                        pattern: ".paged(let value)", payloadName: "value",
                        payloadType: "(page: Int, items: [Repository])"),
                    EnumCaseModel(
                        name: "picked", docLines: [], declaration: "case picked(Set<Int>)",
                        pattern: ".picked(let value)", payloadName: "value",
                        payloadType: "Set<Int>"),
                    EnumCaseModel(
                        name: "typed", docLines: [], declaration: "case typed(Calendar.Component)",
                        pattern: ".typed(let component)", payloadName: "component",
                        payloadType: "Calendar.Component"),
                    EnumCaseModel(
                        name: "fallback", docLines: [], declaration: "case fallback(Default)",
                        pattern: ".fallback(let value)", payloadName: "value", payloadType: "Default"),
                ]))
    }

    @Test func theViewControllerReachesEachActionThroughItsConvention() throws {
        let yaml = "scene: Editor\noutputs: [title: String]\nactions: [save, load: {input: Int, output: String}]\n"
        let protocols = try SceneModelBuilderTests.model(yaml)
        #expect(protocols.actions.map(\.expression) == ["viewModel.actions.save", "viewModel.actions.load"])
        #expect(protocols.actions.map(\.isFirstBinding) == [false, false])
        #expect(protocols.viewControllerImports == ["Action", "RxCocoa", "RxSwift", "UIKit"])
        let transform = try SceneModelBuilderTests.model(
            "scene: Editor\nconventions: {viewModel: transform}\nactions: [save]\n")
        #expect(transform.actions.map(\.expression) == ["output.save"])
        #expect(transform.actions.map(\.isFirstBinding) == [false])
    }

    /// Without an output binding before them, the action's bindings open `bindOutputs()`.
    @Test func actionBindingsComeFirstWithoutOutputsToBind() throws {
        let model = try SceneModelBuilderTests.model("scene: Editor\nactions: [save]\n")
        #expect(model.actions.map(\.isFirstBinding) == [true])
    }

    @Test func eachActionGetsAnIdleTestAndARunThatRecordsWhatItReports() throws {
        let model = try SceneModelBuilderTests.model(
            "scene: Editor\nactions: [save, load: {input: Int, output: String}]\n", testsFolder: "SceneTests")
        let tests = try #require(model.tests)
        #expect(
            tests.actionTests == [
                ActionTestModel(
                    name: "save", idleTestName: "test_save_isNotExecutingBeforeItRuns", testName: "test_save",
                    executingObserver: "saveExecutingObserver", valueLine: nil,
                    execute: "self.viewModel.actions.save.execute()",
                    assertionExamples: [
                        "XCTAssertEqual(saveExecutingObserver.events, [.next(0, false), .next(10, true), .next(10, false)])",
                        "XCTAssertEqual(saveElementsObserver.events.count, 1)",
                        "XCTAssertTrue(saveErrorsObserver.events.isEmpty)",
                    ],
                    skipMessage: "TODO: make the mocks answer, then assert what `save` reports"),
                ActionTestModel(
                    name: "load", idleTestName: "test_load_isNotExecutingBeforeItRuns", testName: "test_load",
                    executingObserver: "loadExecutingObserver", valueLine: "let value: Int = 1",
                    execute: "self.viewModel.actions.load.execute(value)",
                    assertionExamples: [
                        "XCTAssertEqual(loadExecutingObserver.events, [.next(0, false), .next(10, true), .next(10, false)])",
                        "XCTAssertEqual(loadElementsObserver.events.count, 1)",
                        "XCTAssertTrue(loadErrorsObserver.events.isEmpty)",
                    ],
                    skipMessage: "TODO: make the mocks answer, then assert what `load` reports"),
            ])
        #expect(
            tests.observers.map(\.declaration) == [
                "private var saveExecutingObserver: TestableObserver<Bool>!",
                "private var saveElementsObserver: TestableObserver<Void>!",
                "private var saveErrorsObserver: TestableObserver<ActionError>!",
                "private var loadExecutingObserver: TestableObserver<Bool>!",
                "private var loadElementsObserver: TestableObserver<String>!",
                "private var loadErrorsObserver: TestableObserver<ActionError>!",
            ])
        #expect(
            tests.observers.map(\.subscription) == [
                "viewModel.actions.save.executing.subscribe(saveExecutingObserver).disposed(by: disposeBag)",
                "viewModel.actions.save.elements.subscribe(saveElementsObserver).disposed(by: disposeBag)",
                "viewModel.actions.save.errors.subscribe(saveErrorsObserver).disposed(by: disposeBag)",
                "viewModel.actions.load.executing.subscribe(loadExecutingObserver).disposed(by: disposeBag)",
                "viewModel.actions.load.elements.subscribe(loadElementsObserver).disposed(by: disposeBag)",
                "viewModel.actions.load.errors.subscribe(loadErrorsObserver).disposed(by: disposeBag)",
            ])
        #expect(tests.testImports == ["Action", "RxSwift", "RxTest", "XCTest"])
    }
}
