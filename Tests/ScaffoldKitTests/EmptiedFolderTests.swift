import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// Deleting a scene's files takes the folders they leave empty with them, and nothing else.
@Suite struct EmptiedFolderTests {
    func project(_ files: [String]) throws -> Project {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-empty-\(UUID().uuidString)")
        for path in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("// file\n".utf8).write(to: url)
        }
        return try Project.load(configPath: nil, workingDirectory: root)
    }

    func stage(_ project: Project) -> OutputStage {
        OutputStage(project: project, options: OutputOptions(), roots: project.roots(for: SceneRequest()))
    }

    /// The folder above is emptied only once the one below it goes: the order the files came in does not matter.
    @Test func aFolderEmptiedThroughAnotherBelowItGoesToo() throws {
        let project = try project(["Scenes/About/AboutViewModel.swift", "Scenes/About/Parts/Header.swift"])
        defer { try? FileManager.default.removeItem(at: project.root) }
        try stage(project).delete(["Scenes/About/AboutViewModel.swift", "Scenes/About/Parts/Header.swift"])
        #expect(!FileManager.default.fileExists(atPath: project.root.appendingPathComponent("Scenes/About").path))
        #expect(FileManager.default.fileExists(atPath: project.root.appendingPathComponent("Scenes").path))
    }

    @Test func aFolderThatStillHoldsAFileStays() throws {
        let project = try project(["Scenes/About/AboutViewModel.swift", "Scenes/About/Notes.md"])
        defer { try? FileManager.default.removeItem(at: project.root) }
        try stage(project).delete(["Scenes/About/AboutViewModel.swift"])
        #expect(
            FileManager.default.fileExists(atPath: project.root.appendingPathComponent("Scenes/About/Notes.md").path))
    }
}
