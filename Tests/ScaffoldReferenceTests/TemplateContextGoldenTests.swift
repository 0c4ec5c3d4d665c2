import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// The context every scene template sees for each bundled spec matches `Tests/Golden/Context` (the service
/// templates' `Tests/Golden/ServiceContext`), so a
/// change to the template contract (a key added, removed, renamed or reshaped) shows in review.
@Suite struct TemplateContextGoldenTests {
    /// The bundled project's presentation models, built as a `scaffold scene` run builds them.
    static func models() throws -> [SceneModel] {
        let project = try Project.load(configPath: nil, workingDirectory: RepositoryPaths.root)
        let generator = Generator(configuration: project.generatorConfiguration(for: SceneRequest()))
        return generator.models(try ScenePipeline.loadSpecs([], in: project))
    }

    /// The contexts of the bundled project's fixtures, as JSON by golden file name.
    static func fixtureContexts() throws -> [(name: String, json: String)] {
        let project = try Project.load(configPath: nil, workingDirectory: RepositoryPaths.root)
        let generator = Generator(configuration: project.generatorConfiguration(for: SceneRequest()))
        return generator.fixtures(try ScenePipeline.loadSpecs([], in: project)).fixtures.map {
            ("Fixture-\($0.appType)", TemplateContext.json(ofFixture: $0))
        }
    }

    /// The contexts of the bundled service specs and of the app's container, as JSON by golden file name.
    static func serviceContexts() throws -> [(name: String, json: String)] {
        let project = try Project.load(configPath: nil, workingDirectory: RepositoryPaths.root)
        let loaded = try ScenePipeline.loadSpecs([], in: project)
        let builder = SceneModelBuilder(
            scenes: [:], projectConventions: Conventions(), testsFolder: "SceneTests", testableImport: "App")
        let services = loaded.allServices.map {
            ($0.name.value, TemplateContext.json(of: builder.serviceModel(for: $0)))
        }
        let container = try #require(builder.containerModel(services: loaded.allServices))
        return services + [("AppDependencies", TemplateContext.json(of: container))]
    }

    @Test func bundledServiceContextsMatchGoldenFiles() throws {
        let files = try Self.serviceContexts().map { name, json in
            OutputFile(
                path: "ServiceContext/\(name).json", contents: json, kind: .generated, root: "ServiceContext", spec: nil
            )
        }
        #expect(files.count == BundledSpecsGoldenTests.services.count + 1)
        GoldenFiles.expectMatch(files, folder: "ServiceContext")
    }

    /// What the bundled project's base class template sees.
    static func baseCoordinatorContext() throws -> String {
        let project = try Project.load(configPath: nil, workingDirectory: RepositoryPaths.root)
        return TemplateContext.jsonOfBaseCoordinator(named: project.config.baseCoordinator.name.value)
    }

    /// What the bundled project's `ViewModelType` template sees, from its transform scene.
    static func transformViewModelProtocolContext() throws -> String {
        let transform = try #require(try models().lazy.compactMap(\.transform).first)
        return TemplateContext.jsonOfTransformViewModelProtocol(transform)
    }

    @Test func bundledSpecContextsMatchGoldenFiles() throws {
        let models = try Self.models()
        #expect(models.map(\.scene) == BundledSpecsGoldenTests.scenes)
        let files = models.map { model in
            OutputFile(
                path: "Context/\(model.scene).json", contents: TemplateContext.json(of: model),
                kind: .generated, root: "Context", spec: model.specPath)
        }
        let baseCoordinator = OutputFile(
            path: "Context/BaseCoordinator.json", contents: try Self.baseCoordinatorContext(), kind: .generated,
            root: "Context", spec: nil)
        let viewModelProtocol = OutputFile(
            path: "Context/ViewModelType.json", contents: try Self.transformViewModelProtocolContext(),
            kind: .generated, root: "Context", spec: nil)
        let scenePresentation = OutputFile(
            path: "Context/ScenePresentation.json", contents: TemplateContext.jsonOfScenePresentation(),
            kind: .generated, root: "Context", spec: nil)
        let notImplemented = OutputFile(
            path: "Context/NotImplemented.json", contents: TemplateContext.jsonOfNotImplemented(), kind: .generated,
            root: "Context", spec: nil)
        let safariPage = OutputFile(
            path: "Context/SafariPageCoordinator.json", contents: TemplateContext.jsonOfSafariPage(),
            kind: .generated, root: "Context", spec: nil)
        let trackers = OutputFile(
            path: "Context/ActivityTracking.json", contents: TemplateContext.jsonOfTracking(), kind: .generated,
            root: "Context", spec: nil)
        let watcher = OutputFile(
            path: "Context/OffMainThreadOutputs.json", contents: TemplateContext.jsonOfOffMainThreadWatcher(),
            kind: .generated, root: "Context", spec: nil)
        let fixtures = try Self.fixtureContexts().map {
            OutputFile(path: "Context/\($0.name).json", contents: $0.json, kind: .generated, root: "Context", spec: nil)
        }
        GoldenFiles.expectMatch(
            files + [
                baseCoordinator, viewModelProtocol, scenePresentation, notImplemented, safariPage, trackers, watcher,
            ] + fixtures,
            folder: "Context")
    }
}
