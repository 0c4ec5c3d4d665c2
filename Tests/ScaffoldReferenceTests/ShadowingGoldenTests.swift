import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// The Shadowing fixture project (`Tests/Fixtures/Shadowing`), whose app models are called `Event`, `Single`,
/// `Driver` and `Action` like types of RxSwift, RxCocoa and Action, renders to exactly the files under
/// `Tests/Golden/Shadowing`, and they compile with those models as the app's code: the generated code writes the
/// libraries' types with their modules, and the tests the app's with `App.`.
@Suite struct ShadowingGoldenTests {
    static let folder = "Shadowing"
    static let project = RepositoryPaths.fixtures.appendingPathComponent(folder)
    static let golden = RepositoryPaths.golden.appendingPathComponent(folder)

    static func load() throws -> Project {
        try Project.load(configPath: nil, workingDirectory: project)
    }

    @Test func theAppTypesShadowTheLibraryTypesTheyAreNamedLike() throws {
        let project = try Self.load()
        let generator = Generator(configuration: project.generatorConfiguration(for: SceneRequest()))
        let models = generator.models(try ScenePipeline.loadSpecs([], in: project))
        let expected = LibraryNames(shadowed: ["Action", "Driver", "Event", "Single"])
        #expect(models.map(\.libraryNames) == [expected, expected])
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

    /// The scenes compile with the fixture's models as the app module, the tests and mocks as a test module that
    /// imports it and the libraries.
    @Test(arguments: LanguageMode.allCases)
    func goldenFilesCompile(in mode: LanguageMode) throws {
        let app =
            SwiftTypeChecker.swiftFiles(in: Self.golden.appendingPathComponent("Scenes"))
            + SwiftTypeChecker.swiftFiles(in: Self.project.appendingPathComponent("App"))
        let tests = SwiftTypeChecker.swiftFiles(in: Self.golden.appendingPathComponent("SceneTests"))
        #expect(app.count > 10)
        #expect(tests.count >= 4)
        let result = try SwiftTypeChecker.typecheck(app: app, tests: tests, mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }
}
