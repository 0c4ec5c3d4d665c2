import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// The Clean Architecture fixture project (`Tests/Fixtures/CleanArchitecture`: transform view models, use cases,
/// navigators and assemblers) renders to exactly the files under `Tests/Golden/CleanArchitecture`, and they
/// compile. Naming is project-wide, so it is a project of its own beside the bundled one.
@Suite struct CleanArchitectureGoldenTests {
    static let folder = "CleanArchitecture"
    static let project = RepositoryPaths.fixtures.appendingPathComponent(folder)
    static let golden = RepositoryPaths.golden.appendingPathComponent(folder)
    static let scenes = [
        "Account", "Cart", "Catalog", "Coupons", "OrderHistory", "Orders", "Product", "ProductSearch", "SavedSearches",
        "Wishlist",
    ]

    /// The app module: the golden scenes and services with the fixture's hand-written app code.
    static var appFiles: [URL] {
        SwiftTypeChecker.swiftFiles(in: golden.appendingPathComponent("Scenes"))
            + SwiftTypeChecker.swiftFiles(in: golden.appendingPathComponent("Services"))
            + SwiftTypeChecker.swiftFiles(in: project.appendingPathComponent("App"))
    }

    static func load() throws -> Project {
        try Project.load(configPath: nil, workingDirectory: project)
    }

    /// Every file of the project, under the golden folder's name.
    static func generate() throws -> [OutputFile] {
        try ScenePipeline(project: load()).generate().files.map { file in
            var file = file
            file.path = "\(folder)/\(file.path)"
            return file
        }
    }

    /// The presentation models of the project's scenes, as `scaffold scene` builds them.
    static func models() throws -> [SceneModel] {
        let project = try load()
        let generator = Generator(configuration: project.generatorConfiguration(for: SceneRequest()))
        return generator.models(try ScenePipeline.loadSpecs([], in: project))
    }

    @Test func theProjectNamesUseCasesAndNavigators() throws {
        #expect(try Self.load().config.naming == Naming(service: .useCase, coordinator: .navigator))
        #expect(try ScenePipeline(project: Self.load()).generate().warnings == [])
    }

    @Test(arguments: ["Scenes", "SceneTests", "Services"])
    func filesMatchGoldenFiles(root: String) throws {
        let files = try Self.generate().filter { $0.path.hasPrefix("\(Self.folder)/\(root)/") }
        #expect(!files.isEmpty)
        GoldenFiles.expectMatch(files, folder: "\(Self.folder)/\(root)")
    }

    @Test func contextsMatchGoldenFiles() throws {
        let models = try Self.models()
        #expect(models.map(\.scene) == Self.scenes)
        let files = models.map { model in
            OutputFile(
                path: "\(Self.folder)/Context/\(model.scene).json", contents: TemplateContext.json(of: model),
                kind: .generated, root: "Context", spec: model.specPath)
        }
        GoldenFiles.expectMatch(files, folder: "\(Self.folder)/Context")
    }

    /// The scenes and services compile with the fixture's hand-written app code (`App`, its view model base class)
    /// as the app module, the tests and mocks as a test module importing it.
    @Test(arguments: LanguageMode.allCases)
    func goldenFilesCompile(in mode: LanguageMode) throws {
        let app = Self.appFiles
        let tests = SwiftTypeChecker.swiftFiles(in: Self.golden.appendingPathComponent("SceneTests"))
        #expect(app.count > 15)
        #expect(tests.count >= 4)
        let result = try SwiftTypeChecker.typecheck(app: app, tests: tests, mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }
}
