import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// The SceneNavigator fixture project (`Tests/Fixtures/SceneNavigator`: `navigation: sceneCoordinator`, one app-wide
/// scene coordinator and a `Scene` enum that every view model calls) renders to exactly the files under
/// `Tests/Golden/SceneNavigator`, and they compile.
@Suite struct SceneNavigatorGoldenTests {
    static let folder = "SceneNavigator"
    static let project = RepositoryPaths.fixtures.appendingPathComponent(folder)
    static let golden = RepositoryPaths.golden.appendingPathComponent(folder)

    /// The app module: the golden scenes and services with the fixture's hand-written app code.
    static var appFiles: [URL] {
        SwiftTypeChecker.swiftFiles(in: golden.appendingPathComponent("Scenes"))
            + SwiftTypeChecker.swiftFiles(in: golden.appendingPathComponent("Services"))
            + SwiftTypeChecker.swiftFiles(in: project.appendingPathComponent("App"))
    }

    static func load() throws -> Project {
        try Project.load(configPath: nil, workingDirectory: project)
    }

    @Test(arguments: ["Scenes", "SceneTests", "Services"])
    func filesMatchGoldenFiles(root: String) throws {
        let files = try ScenePipeline(project: Self.load()).generate().files.map { file in
            var file = file
            file.path = "\(Self.folder)/\(file.path)"
            return file
        }.filter { $0.path.hasPrefix("\(Self.folder)/\(root)/") }
        #expect(!files.isEmpty)
        GoldenFiles.expectMatch(files, folder: "\(Self.folder)/\(root)")
    }

    /// What `SceneCoordinator.generated.swift` and its mock see, with the project's container.
    static func sceneCoordinatorContext() throws -> String {
        let project = try load()
        let loaded = try ScenePipeline.loadSpecs([], in: project)
        let generator = Generator(configuration: project.generatorConfiguration(for: SceneRequest()))
        let builder = SceneModelBuilder(scenes: [:], projectConventions: Conventions(), testsFolder: "SceneTests")
        let container = builder.containerModel(services: loaded.allServices)
        return try #require(TemplateContext.jsonOfSceneCoordinator(generator.models(loaded), container: container))
    }

    @Test func theSceneCoordinatorContextMatchesItsGoldenFile() throws {
        let file = OutputFile(
            path: "\(Self.folder)/Context/SceneCoordinator.json", contents: try Self.sceneCoordinatorContext(),
            kind: .generated, root: "Context", spec: nil)
        GoldenFiles.expectMatch([file], folder: "\(Self.folder)/Context")
    }

    /// No scene gets a coordinator, a coordinator mock or the coordinators' support files; the project gets the
    /// scene coordinator and its mock instead, and no warning.
    @Test func noSceneHasACoordinatorOfItsOwn() throws {
        let output = try ScenePipeline(project: Self.load()).generate()
        #expect(output.warnings == [])
        let paths = output.files.map(\.path).filter { !$0.hasPrefix("Services/") }.sorted()
        #expect(
            paths == [
                "SceneTests/EditTodo/EditTodoViewModelTests.swift", "SceneTests/Fixtures/TodoItem+Fixture.swift",
                "SceneTests/Services/TodoStoreMock.generated.swift",
                "SceneTests/Support/OffMainThreadOutputs.generated.swift",
                "SceneTests/Support/SceneCoordinatorMock.generated.swift",
                "SceneTests/TodoArchive/TodoArchiveViewModelTests.swift",
                "SceneTests/TodoDetail/TodoDetailViewModelTests.swift",
                "SceneTests/TodoList/TodoListViewModelTests.swift",
                "SceneTests/TodoSearch/TodoSearchViewModelTests.swift",
                "Scenes/EditTodo/EditTodo.generated.swift", "Scenes/EditTodo/EditTodoViewController.swift",
                "Scenes/EditTodo/EditTodoViewModel.swift", "Scenes/Support/NotImplemented.generated.swift",
                "Scenes/Support/SceneCoordinator.generated.swift", "Scenes/Support/ViewModelType.generated.swift",
                "Scenes/TodoArchive/TodoArchive.generated.swift", "Scenes/TodoArchive/TodoArchiveViewController.swift",
                "Scenes/TodoArchive/TodoArchiveViewModel.swift", "Scenes/TodoDetail/TodoDetail.generated.swift",
                "Scenes/TodoDetail/TodoDetailViewController.swift", "Scenes/TodoDetail/TodoDetailViewModel.swift",
                "Scenes/TodoList/TodoList.generated.swift", "Scenes/TodoList/TodoListViewController.swift",
                "Scenes/TodoList/TodoListViewModel.swift", "Scenes/TodoSearch/TodoSearch.generated.swift",
                "Scenes/TodoSearch/TodoSearchViewController.swift", "Scenes/TodoSearch/TodoSearchViewModel.swift",
            ])
    }

    /// What a person writes in the golden view models before the flows can tap through them: the editor's cancel
    /// input ends the scene, and the archive's selected row produces the output that opens its detail.
    static let filledIn: [(file: String, text: String, replacement: String)] = [
        (
            "Scenes/EditTodo/EditTodoViewModel.swift", "self.didCancel = .empty()",
            "self.didCancel = cancel.asObservable()"
        ),
        (
            "Scenes/TodoArchive/TodoArchiveViewModel.swift", "let showItem: Driver<TodoItem> = .empty()",
            #"let showItem = input.selectItem.map { TodoItem(title: "row \($0)", isDone: true) }"#
        ),
    ]

    /// The scene coordinator shows, pops and dismisses by UIKit's rules, and what it takes away is released
    /// (`Tests/Flows/SceneNavigator`).
    @Test(arguments: LanguageMode.allCases)
    func theSceneCoordinatorNavigatesAsAUserExpects(in mode: LanguageMode) throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-scenes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: Self.golden, to: copy)
        for edit in Self.filledIn {
            let file = copy.appendingPathComponent(edit.file)
            let original = try String(contentsOf: file, encoding: .utf8)
            try #require(original.contains(edit.text), "\(edit.file) no longer has the line to fill in")
            try Data(original.replacingOccurrences(of: edit.text, with: edit.replacement).utf8).write(to: file)
        }
        let app =
            SwiftTypeChecker.swiftFiles(in: copy.appendingPathComponent("Scenes"))
            + SwiftTypeChecker.swiftFiles(in: copy.appendingPathComponent("Services"))
            + SwiftTypeChecker.swiftFiles(in: Self.project.appendingPathComponent("App"))
        let run = try FlowRunner.run("SceneNavigator", app: app, mode: mode)
        #expect(run.failed == [], "\(run.output)")
        #expect(
            run.passed == [
                "theRootTransitionPutsTheFirstSceneInTheWindow", "aPushedSceneIsPoppedAndReleased",
                "aTapOnAnInputRoutePresentsItsSceneInANavigationController",
                "aResultOutputLeavesThePresentedSceneAndReleasesIt",
                "aModalOverAPushedSceneIsDismissedAndThePushedSceneStays",
                "popAfterTheUserWentBackTakesAwayTheScreenNowOnTop",
                "aTapThatTransformLeadsToTheSceneCoordinatorPresentsItsScene",
                "anOutputThatTransformLeadsToTheSceneCoordinatorPushesItsSceneThoughNothingSubscribesToIt",
            ], "\(run.output)")
    }

    /// The scenes and services compile with the fixture's app code as the app module, the tests and mocks as a test
    /// module importing it.
    @Test(arguments: LanguageMode.allCases)
    func goldenFilesCompile(in mode: LanguageMode) throws {
        let app = Self.appFiles
        let tests = SwiftTypeChecker.swiftFiles(in: Self.golden.appendingPathComponent("SceneTests"))
        #expect(app.count > 10)
        #expect(tests.count >= 4)
        let result = try SwiftTypeChecker.typecheck(app: app, tests: tests, mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }
}
