import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// The day-one test that what a view model reports arrives on the main thread: what it watches, how it drives the
/// view model, and when there is nothing it could catch.
@Suite struct MainThreadTestPresentationTests {
    private func mainThreadTest(_ yaml: String, conventions: Conventions = Conventions()) throws
        -> MainThreadTestModel?
    {
        try #require(SceneModelBuilderTests.model(yaml, conventions: conventions, testsFolder: "SceneTests").tests)
            .mainThreadTest
    }

    @Test func watchesObservableOutputsAndActionReportsAndDrivesEveryInputThenEveryAction() throws {
        let test = try mainThreadTest(
            """
            scene: Feed
            inputs: [reload, query: String]
            outputs: [items: "[String]", title: {type: String, trait: driver}]
            actions: [refresh]
            """,
            conventions: Conventions(inputs: .function))
        #expect(
            test
                == MainThreadTestModel(
                    name: "test_outputsArriveOnTheMainThread",
                    watcher: "OffMainThreadOutputs",
                    watcherLocal: "offMainThreadOutputs",
                    answerLines: [],
                    watchLines: [
                        #"offMainThreadOutputs.watch(viewModel.outputs.items, named: "items")"#,
                        #"offMainThreadOutputs.watch(viewModel.actions.refresh.executing, named: "refresh.executing")"#,
                        #"offMainThreadOutputs.watch(viewModel.actions.refresh.elements, named: "refresh.elements")"#,
                        #"offMainThreadOutputs.watch(viewModel.actions.refresh.errors, named: "refresh.errors")"#,
                    ],
                    driveLines: [
                        "scheduler.scheduleAt(10) { self.viewModel.inputs.reload() }",
                        #"scheduler.scheduleAt(20) { self.viewModel.inputs.query("text") }"#,
                        "scheduler.scheduleAt(30) { self.viewModel.actions.refresh.execute() }",
                    ],
                    undrivenNotes: []))
    }

    /// A Driver or Signal delivers on the main scheduler whatever the view model does, so a test of them alone could
    /// never fail.
    @Test func aSceneOfDriversAndSignalsWithoutActionsHasNone() throws {
        let test = try mainThreadTest(
            """
            scene: Detail
            conventions: {outputs: driver}
            inputs: [close]
            outputs: [title: String, message: {type: String, trait: signal}]
            """)
        #expect(test == nil)
    }

    @Test func subjectAndRelayInputsTakeTheirValueAsAnElement() throws {
        let test = try mainThreadTest(
            """
            scene: Filter
            inputs: [apply, stars: Int, minimum: {type: Int, trait: relay, initial: "0"}]
            outputs: [didApply]
            """,
            conventions: Conventions(inputs: .subject))
        #expect(
            test?.driveLines == [
                "scheduler.scheduleAt(10) { self.viewModel.inputs.apply.onNext(()) }",
                "scheduler.scheduleAt(20) { self.viewModel.inputs.stars.onNext(1) }",
                "scheduler.scheduleAt(30) { self.viewModel.inputs.minimum.accept(1) }",
            ])
    }

    @Test func functionInputsPassEachParameterWithItsLabel() throws {
        let test = try mainThreadTest(
            """
            scene: Login
            inputs:
              - autofill: {params: [email: String, password: String]}
              - setAvailable: {params: [isAvailable available: Bool]}
            outputs: [done]
            """,
            conventions: Conventions(inputs: .function))
        #expect(
            test?.driveLines == [
                #"scheduler.scheduleAt(10) { self.viewModel.inputs.autofill(email: "text", password: "text") }"#,
                "scheduler.scheduleAt(20) { self.viewModel.inputs.setAvailable(isAvailable: true) }",
            ])
    }

    @Test func transformScenesWatchTheKeptOutputAndDriveTheSubjectsBehindInput() throws {
        let model = try SceneModelBuilderTests.model(
            """
            scene: Search
            conventions: {viewModel: transform}
            inputs: [query: String, scope: {type: Int, trait: relay, initial: "0"}]
            outputs: [results: {type: "[String]", trait: observable}]
            """,
            testsFolder: "SceneTests")
        let tests = try #require(model.tests)
        #expect(tests.transform?.outputDeclaration == "private var output: SearchViewModel.Output!")
        #expect(tests.transform?.transformStatement == "output = viewModel.transform(input: input)")
        #expect(tests.mainThreadTest?.watchLines == [#"offMainThreadOutputs.watch(output.results, named: "results")"#])
        #expect(
            tests.mainThreadTest?.driveLines == [
                #"scheduler.scheduleAt(10) { self.querySubject.onNext("text") }"#,
                "scheduler.scheduleAt(20) { self.viewModel.scope.accept(1) }",
            ])
    }

    /// A fixture still to fill in skips the tests that need its value, never this one: its value is sent only when
    /// the fixture makes one.
    @Test func inputsAndActionsWhoseValuesComeFromFixturesAreDrivenWhenTheFixturesMakeThem() throws {
        let test = try mainThreadTest(
            """
            scene: List
            inputs: [select: Repository, reload]
            outputs: [items: "[Repository]"]
            actions: [open: {input: Repository}]
            """,
            conventions: Conventions(inputs: .function))
        #expect(
            test?.driveLines == [
                "scheduler.scheduleAt(10) { _ = try? self.viewModel.inputs.select(Repository.fixture()) }",
                "scheduler.scheduleAt(20) { self.viewModel.inputs.reload() }",
                "scheduler.scheduleAt(30) { _ = try? self.viewModel.actions.open.execute(Repository.fixture()) }",
            ])
        #expect(test?.undrivenNotes == [])
    }

    @Test func inputsAndActionsWhoseValuesNeedFactoriesAreLeftOutAndNamed() throws {
        let test = try mainThreadTest(
            """
            scene: List
            inputs: [select: any Sharing, reload]
            outputs: [items: "[Repository]"]
            actions: [open: {input: any Sharing}]
            """,
            conventions: Conventions(inputs: .function))
        #expect(test?.driveLines == ["scheduler.scheduleAt(10) { self.viewModel.inputs.reload() }"])
        #expect(
            test?.undrivenNotes == [
                "`select` is not driven: its test value comes from a factory that skips.",
                "`open` is not driven: its test value comes from a factory that skips.",
            ])
    }

    @Test func theServiceMockSucceedsAtOnceWhereItsValueHasALiteral() throws {
        let test = try mainThreadTest(
            """
            scene: List
            outputs: [items: "[Repository]"]
            service:
              methods:
                - search: {params: [query: String], returns: "[Repository]"}
                - save: {kind: completable}
                - current: {returns: User, kind: maybe}
                - count: {returns: Int, kind: sync}
                - changes: {returns: Bool, kind: observable}
                - ping
            """)
        #expect(
            test?.answerLines == [
                "// The service succeeds at once, so that the work after its answer runs too.",
                "listService.searchResult = .just([])",
                "listService.saveResult = .empty()",
                "listService.changesResult = .just(true)",
                "listService.pingResult = .just(())",
            ])
    }

    @Test func statementsTooLongForTheirLineGoOverSeveral() throws {
        let long = String(repeating: "a", count: 70)
        let test = try mainThreadTest(
            """
            scene: Long
            inputs: [\(long): String]
            outputs: [\(long)Result: Int]
            """,
            conventions: Conventions(inputs: .function))
        #expect(
            test?.watchLines == [
                "offMainThreadOutputs.watch(",
                "    viewModel.outputs.\(long)Result,",
                "    named: \"\(long)Result\"",
                ")",
            ])
        #expect(
            test?.driveLines == [
                "scheduler.scheduleAt(10) {",
                "    self.viewModel.inputs.\(long)(\"text\")",
                "}",
            ])
    }
}
