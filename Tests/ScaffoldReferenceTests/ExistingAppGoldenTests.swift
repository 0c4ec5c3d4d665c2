import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// The existing-app fixture (`Tests/Fixtures/ExistingApp`: hand-written Swift that scaffold reads through `appCode`,
/// a protocol with every shape real repositories have and a concrete class) renders to exactly the files under
/// `Tests/Golden/ExistingApp`, and they compile with the app's files as they are: the mocks conform to the app's
/// protocol, and the class conforms to the protocol scaffold extracted from it.
@Suite struct ExistingAppGoldenTests {
    static let folder = "ExistingApp"
    static let project = RepositoryPaths.fixtures.appendingPathComponent(folder)
    static let golden = RepositoryPaths.golden.appendingPathComponent(folder)

    static func load() throws -> Project {
        try Project.load(configPath: nil, workingDirectory: project)
    }

    /// Every file of the project, under the golden folder's name, and the run's warnings.
    static func generate() throws -> (files: [OutputFile], warnings: [Diagnostic]) {
        let output = try ScenePipeline(project: load()).generate()
        return (
            output.files.map { file in
                var file = file
                file.path = "\(folder)/\(file.path)"
                return file
            }, output.warnings
        )
    }

    /// The presentation models of the project's scenes, as `scaffold scene` builds them.
    static func models() throws -> [SceneModel] {
        let project = try load()
        let generator = Generator(configuration: project.generatorConfiguration(for: SceneRequest()))
        return generator.models(try ScenePipeline.loadSpecs([], in: project))
    }

    /// The contexts the service templates see: the app protocol's and the class's, by golden file name.
    static func serviceContexts() throws -> [(name: String, json: String)] {
        let project = try load()
        let loaded = try ScenePipeline.loadSpecs([], in: project)
        let builder = SceneModelBuilder(
            scenes: [:], projectConventions: Conventions(), testsFolder: "SceneTests", testableImport: "App")
        // A concrete app type (`ShopAPI`) renders nothing: no protocol, no mock.
        return loaded.allServices.filter { !$0.isConcrete }.map {
            ($0.name.value, TemplateContext.json(of: builder.serviceModel(for: $0)))
        }
    }

    @Test func theClassMembersLeftOutOfItsProtocolAreTheRunsOnlyWarnings() throws {
        #expect(
            try Self.generate().warnings.map(\.description) == [
                """
                App/ImageCache.swift:13:14: warning: 'label' of class 'ImageCache' is left out of 'ImageCacheType', so \
                view models cannot call it through the protocol: it has no type written, and its initial value is not \
                a literal or a type's initializer, so the mock cannot declare one
                scaffold.yml:14:3: note: 'appServices' reads 'ImageCache' from 'appCode' here
                """,
                """
                App/ImageCache.swift:41:5: warning: 'subscript' of class 'ImageCache' is left out of 'ImageCacheType', \
                so view models cannot call it through the protocol: it is a subscript
                scaffold.yml:14:3: note: 'appServices' reads 'ImageCache' from 'appCode' here
                """,
            ])
    }

    /// The check has teeth: the fixture with the app's `trackActivity(_:)` taken out of `App/ActivityIndicator.swift`
    /// fails at the class's declaration, naming the member and the call, with a note at its `supportTypes` entry.
    @Test func theAppsTrackerWithoutTheOperatorGeneratedCodeCallsIsAnErrorAtItsDeclaration() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-existing-\(UUID())")
        try FileManager.default.copyItem(at: Self.project, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let file = copy.appendingPathComponent("App/ActivityIndicator.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        let operatorStart = try #require(text.range(of: "extension ObservableConvertibleType {"))
        try String(text[..<operatorStart.lowerBound]).write(to: file, atomically: true, encoding: .utf8)
        let project = try Project.load(configPath: nil, workingDirectory: copy)
        #expect {
            _ = try ScenePipeline(project: project).generate()
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.filter { $0.severity == .error }.map(\.description) == [
                """
                App/ActivityIndicator.swift:8:13: error: 'ActivityIndicator' lacks 'trackActivity(_:)' taking it, in \
                an extension of 'ObservableConvertibleType', which generated code calls as \
                'request.trackActivity(activityTracker)'
                scaffold.yml:18:20: note: 'activityTracker' names 'ActivityIndicator' here
                """
            ]
        }
    }

    @Test(arguments: ["Scenes", "SceneTests", "Services"])
    func filesMatchGoldenFiles(root: String) throws {
        let files = try Self.generate().files.filter { $0.path.hasPrefix("\(Self.folder)/\(root)/") }
        #expect(!files.isEmpty)
        GoldenFiles.expectMatch(files, folder: "\(Self.folder)/\(root)")
    }

    @Test func serviceContextsMatchGoldenFiles() throws {
        let files = try Self.serviceContexts().map { name, json in
            OutputFile(
                path: "\(Self.folder)/ServiceContext/\(name).json", contents: json, kind: .generated,
                root: "ServiceContext", spec: nil)
        }
        #expect(files.count == 2)
        GoldenFiles.expectMatch(files, folder: "\(Self.folder)/ServiceContext")
    }

    /// The scenes, services and the app's own Swift as the app module, with its hand-written view models (`Legacy/`,
    /// which `LegacyImportTests` imports); the tests and mocks as a test module.
    @Test(arguments: LanguageMode.allCases)
    func goldenFilesCompileWithTheAppsOwnSwift(in mode: LanguageMode) throws {
        let app =
            SwiftTypeChecker.swiftFiles(in: Self.golden.appendingPathComponent("Scenes"))
            + SwiftTypeChecker.swiftFiles(in: Self.golden.appendingPathComponent("Services"))
            + SwiftTypeChecker.swiftFiles(in: Self.project.appendingPathComponent("App"))
            + SwiftTypeChecker.swiftFiles(in: Self.project.appendingPathComponent("Legacy"))
        let tests = SwiftTypeChecker.swiftFiles(in: Self.golden.appendingPathComponent("SceneTests"))
        #expect(tests.count >= 4)
        let result = try SwiftTypeChecker.typecheck(app: app, tests: tests, mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    /// The mocks behave as `Documentation/Services.md` says: run as a program with the app's Swift against the behaving stand-ins.
    /// Swift 5 mode only: the program's flows are synchronous, and the language mode changes no mock's behaviour.
    @Test func theMocksAnswerWhatTheTestSetsAndRecordEveryCall() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scaffold-mocks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // One program is one module: the mocks lose the import of the app module they are part of.
        let mocks = try SwiftTypeChecker.swiftFiles(in: Self.golden.appendingPathComponent("SceneTests/Services")).map {
            mock in
            let copy = folder.appendingPathComponent(mock.lastPathComponent)
            let text = try String(contentsOf: mock, encoding: .utf8).replacingOccurrences(
                of: "@testable import App\n", with: "")
            try text.write(to: copy, atomically: true, encoding: .utf8)
            return copy
        }
        // The app's own coordinator makes the scenes' view models, which this program leaves out.
        let app =
            SwiftTypeChecker.swiftFiles(in: Self.project.appendingPathComponent("App")).filter {
                $0.lastPathComponent != "AuthCoordinator.swift"
            }
            + SwiftTypeChecker.swiftFiles(in: Self.golden.appendingPathComponent("Services"))
            + [Self.golden.appendingPathComponent("Scenes/Support/NotImplemented.generated.swift")] + mocks
        let run = try FlowRunner.run("ExistingApp", app: app, mode: .swift5)
        #expect(run.failed == [], "\(run.output)")
        #expect(run.passed.count == 6, "\(run.output)")
    }
}
