import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// Writes go through folder descriptors, so a folder swapped for a symbolic link after every check
/// has passed makes the write fail instead of following the link.
@Suite struct ConfinedWriteTests {
    /// Attack: between the folders being made and the files being written, `Scenes/Profile` is swapped
    /// for a link to a folder outside the project. Expected: the write of that folder's files fails
    /// with an error naming the link, and nothing is written outside.
    @Test func aFolderSwappedForALinkBeforeTheWriteFailsClosed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-swap-\(UUID().uuidString)")
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        try Data(ScenePipelineCacheTests.spec.utf8).write(to: root.appendingPathComponent("Specs/Profile.yml"))
        let project = try Project.load(configPath: nil, workingDirectory: root)
        let generated = try ScenePipeline(project: project).generate()
        var stage = OutputStage(project: project, options: OutputOptions(), roots: generated.roots)
        let folder = root.appendingPathComponent("Scenes/Profile")
        stage.beforeWriting = {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.createSymbolicLink(at: folder, withDestinationURL: outside)
        }
        #expect(
            throws: DiagnosticsError([
                .error(FileSystemProblem(.createFolder, "Scenes/Profile", .symbolicLinkInTheWay("Scenes/Profile")))
            ])
        ) {
            try stage.apply(generated)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == [])
    }

    /// A folder inside the root is written as before.
    @Test func aWriteBelowTheRootCreatesTheFoldersItNeeds() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-write-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try ConfinedFolder(root: root.path).write("text\n", to: "a/b/c.swift", display: "a/b/c.swift")
        #expect(try String(contentsOf: root.appendingPathComponent("a/b/c.swift"), encoding: .utf8) == "text\n")
    }
}
