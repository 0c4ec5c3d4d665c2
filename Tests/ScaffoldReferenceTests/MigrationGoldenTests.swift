import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// The Migration fixture project (`Tests/Fixtures/Migration`), whose `names:` follow an app's own names
/// (`FeedViewModelInput`, `viewModel.input`, `FeedRouter` held as `router`) while one spec moves its scene to
/// scaffold's names and another shows plain values in the app's third protocol (`DaysViewModelState` held as
/// `state`), renders to exactly the files under `Tests/Golden/Migration`, and they compile.
@Suite struct MigrationGoldenTests {
    static let folder = "Migration"
    static let project = RepositoryPaths.fixtures.appendingPathComponent(folder)
    static let golden = RepositoryPaths.golden.appendingPathComponent(folder)

    static func load() throws -> Project {
        try Project.load(configPath: nil, workingDirectory: project)
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

    /// Feed keeps the app's names and Article scaffold's own; Feed's route starts Article by the coordinator name
    /// Article's spec spells, not the project's.
    @Test func eachSceneIsNamedByItsOwnPatternsAndRoutesFollowTheTarget() throws {
        let project = try Self.load()
        let generator = Generator(configuration: project.generatorConfiguration(for: SceneRequest()))
        let models = generator.models(try ScenePipeline.loadSpecs([], in: project))
        #expect(
            models.map { [$0.names.inputsProtocol, $0.names.inputsProperty, $0.names.coordinator ?? ""] } == [
                ["ArticleViewModelInputsType", "inputs", "ArticleCoordinator"],
                ["DaysViewModelInput", "input", ""],
                ["FeedViewModelInput", "input", "FeedRouter"],
            ])
        let feedRouter = try String(
            contentsOf: Self.golden.appendingPathComponent("Scenes/Feed/FeedRouter.swift"), encoding: .utf8)
        #expect(feedRouter.contains("let child = ArticleCoordinator("))
    }

    @Test(arguments: LanguageMode.allCases)
    func goldenFilesCompile(in mode: LanguageMode) throws {
        let app = SwiftTypeChecker.swiftFiles(in: Self.golden.appendingPathComponent("Scenes"))
        let tests = SwiftTypeChecker.swiftFiles(in: Self.golden.appendingPathComponent("SceneTests"))
        #expect(app.count > 8)
        #expect(tests.count >= 4)
        let result = try SwiftTypeChecker.typecheck(app: app, tests: tests, mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }
}
