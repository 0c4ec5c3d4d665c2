import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// The quick check that a folder lies below its root with no link on the way; anything it cannot
/// vouch for goes to the full check, which resolves links.
@Suite struct PathConfinementCheckTests {
    static func withProject(_ body: (OutputStage) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-paths-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Scenes/Profile"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("Scenes/Linked"), withDestinationURL: root.appendingPathComponent("Specs"))
        try Data().write(to: root.appendingPathComponent("Scenes/File"))
        let project = Project(root: root, config: ProjectConfig(), configFile: nil, workingDirectory: root)
        try body(OutputStage(project: project, options: OutputOptions(), roots: OutputRoots(output: "Scenes")))
    }

    @Test(arguments: [
        ("Scenes/Profile", "Scenes", true),
        ("Scenes/New/Deeper", "Scenes", true),
        ("Scenes", "Scenes", true),
        ("Profile", ".", true),
        ("Scenes/Linked", ".", false),
        ("Scenes/Linked", "Scenes", false),
        ("Scenes/Linked/Below", "Scenes", false),
        ("Scenes/File/Below", "Scenes", false),
        ("Scenes/../Specs", "Scenes", false),
        ("Other/Profile", "Scenes", false),
        ("/tmp/Profile", "Scenes", false),
    ])
    func vouchesOnlyForPlainFoldersWithoutLinks(folder: String, root: String, vouches: Bool) throws {
        try Self.withProject { stage in
            var kinds: [String: OutputStage.FolderKind] = [:]
            #expect(stage.linkFreeBelowRoot(folder, root: root, kinds: &kinds) == vouches)
        }
    }

    @Test(arguments: [
        ("a/../b", true), ("../x", true), ("x/..", true), ("..", true), ("a..b/c", false), (".../x", false),
        ("a/b", false), ("", false),
    ])
    func aDotDotComponentClimbsUp(path: String, climbs: Bool) {
        #expect(OutputStage.climbsUp(Substring(path)) == climbs)
    }
}
