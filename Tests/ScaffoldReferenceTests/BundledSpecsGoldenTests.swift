import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// The bundled example specs render to exactly the committed golden files.
@Suite struct BundledSpecsGoldenTests {
    static let scenes = [
        "Filter", "LanguageList", "Login", "Profile", "RepositoryCell", "RepositoryDetail", "RepositoryList", "Search",
        "SignUp",
    ]
    static let services = ["AnalyticsService", "UserService"]

    static func generate() throws -> GeneratedOutput {
        // The repository's own scaffold.yml describes the bundled project, as `make check` reads it.
        let project = try Project.load(configPath: nil, workingDirectory: RepositoryPaths.root)
        return try ScenePipeline(project: project).generate()
    }

    @Test func bundledSpecsAreTheScenesUnderTest() throws {
        let output = try Self.generate()
        #expect(output.specs.map(\.name.value) == Self.scenes)
        #expect(output.services.map(\.name.value) == Self.services)
        #expect(output.warnings == [])
    }

    @Test(arguments: scenes)
    func sceneMatchesGoldenFiles(scene: String) throws {
        let output = try Self.generate()
        let files = output.files.filter { $0.path.hasPrefix("Scenes/\(scene)/") }
        GoldenFiles.expectMatch(files, folder: "Scenes/\(scene)")
    }

    @Test(arguments: scenes)
    func sceneTestsMatchGoldenFiles(scene: String) throws {
        let output = try Self.generate()
        let files = output.files.filter { $0.path.hasPrefix("SceneTests/\(scene)/") }
        #expect(!files.isEmpty)
        GoldenFiles.expectMatch(files, folder: "SceneTests/\(scene)")
    }

    @Test func supportFilesMatchGoldenFiles() throws {
        let output = try Self.generate()
        let files = output.files.filter { $0.path.hasPrefix("Scenes/Support/") }
        GoldenFiles.expectMatch(files, folder: "Scenes/Support")
    }

    /// The fixtures every scene's tests share, one per app type, filled in from the example app's Swift (`App/`).
    @Test func fixturesMatchGoldenFiles() throws {
        let output = try Self.generate()
        let files = output.files.filter { $0.path.hasPrefix("SceneTests/Fixtures/") }
        #expect(!files.isEmpty)
        GoldenFiles.expectMatch(files, folder: "SceneTests/Fixtures")
    }

    @Test func testSupportFilesMatchGoldenFiles() throws {
        let output = try Self.generate()
        let files = output.files.filter { $0.path.hasPrefix("SceneTests/Support/") }
        GoldenFiles.expectMatch(files, folder: "SceneTests/Support")
    }

    /// Every shared service's contract and skeleton, and the app's container.
    @Test func servicesMatchGoldenFiles() throws {
        let output = try Self.generate()
        let files = output.files.filter { $0.path.hasPrefix("Services/") }
        #expect(files.count == Self.services.count * 2 + 2)
        GoldenFiles.expectMatch(files, folder: "Services")
    }

    @Test func serviceMocksMatchGoldenFiles() throws {
        let output = try Self.generate()
        let files = output.files.filter { $0.path.hasPrefix("SceneTests/Services/") }
        #expect(files.count == Self.services.count)
        GoldenFiles.expectMatch(files, folder: "SceneTests/Services")
    }

    @Test func renderingTwiceGivesTheSameBytes() throws {
        #expect(try Self.generate().files == Self.generate().files)
    }
}
