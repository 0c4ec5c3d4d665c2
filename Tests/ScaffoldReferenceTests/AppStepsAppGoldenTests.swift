import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// The AppStepsApp fixture project (`Tests/Fixtures/AppStepsApp`): an RxFlow app whose step enum is its own
/// (`supportTypes: {steps: AppStep}`, declared in its `App/AppStep.swift`), whose routes and result cases name the
/// app's cases with `step:`. It renders to exactly the files under `Tests/Golden/AppStepsApp`, with no step enum of
/// scaffold's, and they compile with the app's enum against the stand-ins.
@Suite struct AppStepsAppGoldenTests {
    static let folder = "AppStepsApp"
    static let project = RepositoryPaths.fixtures.appendingPathComponent(folder)
    static let golden = RepositoryPaths.golden.appendingPathComponent(folder)

    static func load() throws -> Project {
        try Project.load(configPath: nil, workingDirectory: project)
    }

    @Test func theProjectGeneratesWithoutWarnings() throws {
        #expect(try ScenePipeline(project: Self.load()).generate().warnings == [])
    }

    @Test(arguments: ["Scenes", "SceneTests"])
    func filesMatchGoldenFiles(root: String) throws {
        let files = try ScenePipeline(project: Self.load()).generate().files.map { file in
            var file = file
            file.path = "\(Self.folder)/\(file.path)"
            return file
        }.filter { $0.path.hasPrefix("\(Self.folder)/\(root)/") }
        #expect(!files.isEmpty)
        GoldenFiles.expectMatch(files, folder: "\(Self.folder)/\(root)")
    }

    /// The app declares the steps: scaffold writes no `AppStep.generated.swift`.
    @Test func noStepEnumIsWritten() throws {
        let paths = try ScenePipeline(project: Self.load()).generate().files.map(\.path)
            .filter { $0.hasPrefix("Scenes/Support/") }.sorted()
        #expect(paths == ["Scenes/Support/ViewModelType.generated.swift"])
    }

    /// The scenes compile with the app's enum and model as the app module, the tests as a module that imports it.
    @Test(arguments: LanguageMode.allCases)
    func goldenFilesCompile(in mode: LanguageMode) throws {
        let app =
            SwiftTypeChecker.swiftFiles(in: Self.golden.appendingPathComponent("Scenes"))
            + SwiftTypeChecker.swiftFiles(in: Self.project.appendingPathComponent("App"))
        let tests = SwiftTypeChecker.swiftFiles(in: Self.golden.appendingPathComponent("SceneTests"))
        #expect(app.count == 23)
        #expect(tests.count >= 5)
        let result = try SwiftTypeChecker.typecheck(app: app, tests: tests, mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    /// The flows of `Tests/Flows/AppStepsApp` run the golden scenes with RxFlow's FlowCoordinator (the stand-in's):
    /// the app's steps show scenes, and a result case's step ends a flow and reaches the flow that showed it. The
    /// detail and the onboarding view models are filled in as a person would, so that finishing and skipping emit.
    @Test(arguments: LanguageMode.allCases)
    func flowsNavigateWithTheAppsSteps(in mode: LanguageMode) throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scaffold-appsteps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: Self.golden, to: copy)
        for edit in Self.filledIn {
            let viewModel = copy.appendingPathComponent(edit.file)
            let original = try String(contentsOf: viewModel, encoding: .utf8)
            try #require(original.contains(edit.text), "\(edit.file) no longer has `\(edit.text)`")
            try Data(original.replacingOccurrences(of: edit.text, with: edit.replacement).utf8).write(to: viewModel)
        }
        let app =
            SwiftTypeChecker.swiftFiles(in: copy.appendingPathComponent("Scenes"))
            + SwiftTypeChecker.swiftFiles(in: Self.project.appendingPathComponent("App"))
        let run = try FlowRunner.run("AppStepsApp", app: app, mode: mode)
        #expect(run.failed == [], "\(run.output)")
        #expect(
            run.passed == [
                "aPickedTaskStepsWithTheAppsCaseToTheDetail",
                "aResultCaseThatNamesTheAppsStepEndsTheDetailAndTheListTakesItAway",
                "theOnboardingShownByANamedStepIsTakenAwayOnTheStepItSkipsWith",
            ], "\(run.output)")
    }

    /// What a person writes in the golden view models before the flows can tap through them.
    static let filledIn: [(file: String, text: String, replacement: String)] = [
        (
            "Scenes/TaskDetail/TaskDetailViewModel.swift", "self.didFinish = .empty()",
            #"self.didFinish = finish.map { Task(id: id, title: "done") }"#
        ),
        (
            "Scenes/Onboarding/OnboardingViewModel.swift", "self.didSkip = .empty()",
            "self.didSkip = skip.asObservable()"
        ),
    ]
}
