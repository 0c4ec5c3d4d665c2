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
}
