import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// A run that writes nothing plans its scene files a batch at a time, as they are rendered, and lets their text go;
/// what it reports must be what planning every file at the end reports.
@Suite struct BatchedCheckTests {
    /// More scenes than one batch holds, so the last batch is planned after the first one's text is gone.
    static let sceneCount = Generator.scenesPerBatch + 3

    static func spec(_ index: Int, extraInput: Bool = false) -> String {
        """
        scene: Scene\(index)
        inputs:
          - refresh
          - select: Int\(extraInput ? "\n  - retry" : "")
        outputs:
          - title: String
          - close
        service:
          methods:
            - load: {returns: "[String]"}
        coordinator:
          result:
            - done: {from: close}

        """
    }

    /// A project written by a run, then changed in each way a check reports: a generated file edited, one deleted,
    /// a spec changed (its skeleton falls behind), and a new scene whose view model was written by hand (no base).
    static func changedProject() throws -> Project {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-batch-\(UUID().uuidString)")
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        for index in 1...sceneCount { try write("Specs/Scene\(index).yml", spec(index)) }
        let project = try Project.load(configPath: nil, workingDirectory: root)
        _ = try ScenePipeline(project: project).run()
        try write("Scenes/Scene1/Scene1.generated.swift", "// edited\n")
        try FileManager.default.removeItem(
            at: root.appendingPathComponent("Scenes/Scene\(sceneCount)/Scene\(sceneCount).generated.swift"))
        try write("Specs/Scene2.yml", spec(2, extraInput: true))
        let added = sceneCount + 1
        try write("Specs/Scene\(added).yml", spec(added))
        try write(
            "Scenes/Scene\(added)/Scene\(added)ViewModel.swift",
            "enum Scene\(added)CoordinationResult {}\nfinal class Scene\(added)ViewModel {}\n")
        return project
    }

    /// The report of a pipeline run, or the diagnostics it stopped with.
    static func outcome(_ body: () throws(DiagnosticsError) -> SceneReport) -> Result<SceneReport, DiagnosticsError> {
        do throws(DiagnosticsError) {
            return .success(try body())
        } catch {
            return .failure(error)
        }
    }

    /// The same run with every file planned by `apply`, after all of them are rendered.
    static func plannedWhole(_ project: Project, mode: OutputOptions.Mode) -> Result<SceneReport, DiagnosticsError> {
        outcome { () throws(DiagnosticsError) in
            let lock = try SpecSource(project: project).lock().parse(folders: project.lockFolders(for: SceneRequest()))
            return try OutputStage(
                project: project, options: OutputOptions(mode: mode, usesCache: false),
                roots: project.roots(for: SceneRequest())
            )
            .apply(try ScenePipeline(project: project).generate(), lock: lock)
        }
    }

    static func plannedInBatches(_ project: Project, mode: OutputOptions.Mode) -> Result<SceneReport, DiagnosticsError>
    {
        outcome { () throws(DiagnosticsError) in
            try ScenePipeline(project: project, options: OutputOptions(mode: mode, usesCache: false)).run()
        }
    }

    @Test(arguments: [OutputOptions.Mode.check, .dryRun])
    func aRunPlannedInBatchesReportsWhatOnePlannedWholeDoes(mode: OutputOptions.Mode) throws {
        let project = try Self.changedProject()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let batched = try Self.plannedInBatches(project, mode: mode).get()
        let whole = try Self.plannedWhole(project, mode: mode).get()
        #expect(batched.changes == whole.changes)
        #expect(batched.diagnostics == whole.diagnostics)
        #expect(batched.sceneCount == Self.sceneCount + 1)
        // Each kind of change the project was given is there to be compared.
        let actions = Set(batched.changes.map(\.action))
        #expect(actions.isSuperset(of: mode == .check ? [.stale, .missing, .behind] : [.update, .create]))
        #expect(batched.diagnostics.count >= 2)
    }

    /// The batches are planned as they are rendered: their files keep no text past their plans, except the files of
    /// the scene whose view model was written by hand, which wait for the support files.
    @Test func aCheckPlansEachBatchAsItIsRenderedAndLetsItsTextGo() throws {
        let project = try Self.changedProject()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let source = SpecSource(project: project)
        let lock = try source.lock().parse(folders: project.lockFolders(for: SceneRequest()))
        var generator = Generator(configuration: project.generatorConfiguration(for: SceneRequest()))
        generator.batchPlanner = OutputStage(
            project: project, options: OutputOptions(mode: .check, usesCache: false),
            roots: project.roots(for: SceneRequest())
        ).batchPlanner(lock: lock)
        let output = try generator.generate(
            try source.specs([]), templates: try TemplateSet(entries: try source.templates().entries, lenient: false))
        let planned = zip(output.files, output.earlyPlans).filter { $0.1 != nil }.map(\.0)
        #expect(planned.count >= Generator.scenesPerBatch)
        #expect(planned.allSatisfy { $0.contents.isEmpty })
        let handWritten = "Scene\(Self.sceneCount + 1)"
        #expect(!planned.contains { $0.path.contains("/\(handWritten)/") })
        #expect(output.files.contains { $0.path.contains("/\(handWritten)/") && !$0.contents.isEmpty })
    }

    /// A file in the way in the last batch is found after the first batches were planned and let go: the check
    /// stops with the same refusal, and nothing else, as when every file is planned at the end.
    @Test func aRefusalInTheLastBatchStopsTheCheckAsBefore() throws {
        let project = try Self.changedProject()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let path = project.root.appendingPathComponent(
            "Scenes/Scene\(Self.sceneCount)/Scene\(Self.sceneCount).generated.swift"
        ).path
        #expect(mkfifo(path, 0o644) == 0)
        guard case .failure(let batched) = Self.plannedInBatches(project, mode: .check) else {
            Issue.record("the check went on over a FIFO")
            return
        }
        guard case .failure(let whole) = Self.plannedWhole(project, mode: .check) else {
            Issue.record("the whole check went on over a FIFO")
            return
        }
        #expect(batched.diagnostics == whole.diagnostics)
        #expect(
            batched.diagnostics.map(\.location.file) == [
                "Scenes/Scene\(Self.sceneCount)/Scene\(Self.sceneCount).generated.swift"
            ])
    }
}
