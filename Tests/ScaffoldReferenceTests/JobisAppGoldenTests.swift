import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// The JobisApp fixture project (`Tests/Fixtures/JobisApp`): two view models of Team-return/JOBIS-DSM-iOS-v2 and the
/// scene one of them steps to, written as specs. Its scenes are public (`access: public`), as in an app whose
/// presentation layer is a module of its own, and each view model emits its own step enum (`names: {steps:
/// "{scene}Step"}`); its flows hand the view models the domain's public use cases through public provider
/// protocols. It renders to exactly the files under `Tests/Golden/JobisApp`, which compile against the stand-ins, and
/// the flow module of `Tests/Fixtures/JobisApp/FlowModule` compiles against them with a plain `import`.
@Suite struct JobisAppGoldenTests {
    static let folder = "JobisApp"
    static let project = RepositoryPaths.fixtures.appendingPathComponent(folder)
    static let golden = RepositoryPaths.golden.appendingPathComponent(folder)

    /// The app module: the golden scenes with the fixture's hand-written types.
    static var appFiles: [URL] {
        SwiftTypeChecker.swiftFiles(in: golden.appendingPathComponent("Scenes"))
            + SwiftTypeChecker.swiftFiles(in: golden.appendingPathComponent("Services"))
            + SwiftTypeChecker.swiftFiles(in: project.appendingPathComponent("App"))
    }

    static func load() throws -> Project {
        try Project.load(configPath: nil, workingDirectory: project)
    }

    @Test func theProjectGeneratesWithoutWarnings() throws {
        #expect(try ScenePipeline(project: Self.load()).generate().warnings == [])
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

    /// Each scene that navigates has its own step enum under `Support/`, named after it, and there is no `AppStep`.
    @Test func eachSceneThatNavigatesHasItsOwnStepEnum() throws {
        let paths = try ScenePipeline(project: Self.load()).generate().files.map(\.path)
            .filter { $0.hasPrefix("Scenes/Support/") }.sorted()
        #expect(
            paths == [
                "Scenes/Support/ApplyStep.generated.swift",
                "Scenes/Support/CompanyDetailStep.generated.swift",
                "Scenes/Support/LaunchesStep.generated.swift",
                "Scenes/Support/NotImplemented.generated.swift",
                "Scenes/Support/RecruitmentDetailStep.generated.swift",
            ])
    }

    /// The scenes compile with the fixture's types as the app module, and the generated tests as a module that
    /// `@testable import`s it.
    @Test(arguments: LanguageMode.allCases)
    func goldenFilesCompile(in mode: LanguageMode) throws {
        let tests = SwiftTypeChecker.swiftFiles(in: Self.golden.appendingPathComponent("SceneTests"))
        #expect(tests.count >= 3)
        let result = try SwiftTypeChecker.typecheck(app: Self.appFiles, tests: tests, mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    /// A flow module that imports the scenes without `@testable` makes the flows, the view models and their
    /// services, reads `steps` and matches the step enums' cases: what the scenes make public is enough.
    @Test(arguments: LanguageMode.allCases)
    func anotherModuleUsesTheScenesThroughTheirPublicDeclarations(in mode: LanguageMode) throws {
        let flowModule = SwiftTypeChecker.swiftFiles(in: Self.project.appendingPathComponent("FlowModule"))
        #expect(flowModule.count == 1)
        let result = try SwiftTypeChecker.typecheck(app: Self.appFiles, tests: flowModule, mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }
}
