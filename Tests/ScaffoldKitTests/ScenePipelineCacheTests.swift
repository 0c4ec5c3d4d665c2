import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// Whether `ScenePipeline` answers from `.scaffold/scene.cache` or runs every stage.
@Suite struct ScenePipelineCacheTests {
    static let spec = "scene: Profile\ninputs:\n  - refresh\noutputs:\n  - name: String\n"

    func project() throws -> Project {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try Data(Self.spec.utf8).write(to: root.appendingPathComponent("Specs/Profile.yml"))
        return try Project.load(configPath: nil, workingDirectory: root)
    }

    func run(_ project: Project, _ mode: OutputOptions.Mode = .write) throws -> SceneReport {
        try ScenePipeline(project: project, options: OutputOptions(mode: mode)).run()
    }

    @Test func unchangedInputsAreAnsweredFromTheCache() throws {
        let project = try project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        #expect(try run(project).answeredFromCache == false)
        let second = try run(project)
        #expect(second.answeredFromCache)
        #expect(Set(second.changes.map(\.action)) == [.identical, .skip])
    }

    @Test func checkIsAnsweredFromTheCacheToo() throws {
        let project = try project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        _ = try run(project)
        #expect(try run(project, .check).answeredFromCache)
    }

    @Test func anEditedGeneratedFileSendsTheRunThroughThePipeline() throws {
        let project = try project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        _ = try run(project)
        try Data("// edited\n".utf8).write(
            to: project.root.appendingPathComponent("Scenes/Profile/Profile.generated.swift"))
        let result = try run(project)
        #expect(result.answeredFromCache == false)
        #expect(result.changes.first { $0.path == "Scenes/Profile/Profile.generated.swift" }?.action == .update)
    }

    @Test func aChangedSpecSendsTheRunThroughThePipeline() throws {
        let project = try project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        _ = try run(project)
        try Data((Self.spec + "  - age: Int\n").utf8).write(
            to: project.root.appendingPathComponent("Specs/Profile.yml"))
        #expect(try run(project).answeredFromCache == false)
    }

    /// `scaffold.yml` shapes the output (here a route's result, through `externalScenes`), so a run after
    /// it changed cannot be answered from the cache.
    @Test func aChangedConfigSendsTheRunThroughThePipeline() throws {
        let root = try project().root
        defer { try? FileManager.default.removeItem(at: root) }
        let config = root.appendingPathComponent("scaffold.yml")
        try Data("externalScenes:\n  Settings:\n".utf8).write(to: config)
        _ = try run(try Project.load(configPath: nil, workingDirectory: root))
        #expect(try run(try Project.load(configPath: nil, workingDirectory: root)).answeredFromCache)
        try Data("externalScenes:\n  Settings: {result: Bool}\n".utf8).write(to: config)
        #expect(try run(try Project.load(configPath: nil, workingDirectory: root)).answeredFromCache == false)
    }

    @Test func aSpecSubsetIsNeverCached() throws {
        let project = try project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let request = SceneRequest(specPaths: ["Specs/Profile.yml"])
        _ = try ScenePipeline(project: project, request: request).run()
        #expect(!FileManager.default.fileExists(atPath: project.root.appendingPathComponent(GenerationCache.path).path))
    }
}
