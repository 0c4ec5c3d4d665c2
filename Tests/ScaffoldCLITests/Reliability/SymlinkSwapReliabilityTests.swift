import Foundation
import Testing

/// Writes stay inside the folders they go to: no path component below the project folder may be a
/// symbolic link when a file is read, written or deleted there; a planted link is an error naming it.
/// (The swap between check and write is tested deterministically in `ConfinedWriteTests`.)
@Suite("Reliability: symlink swap") struct SymlinkSwapReliabilityTests {
    /// Attack: `.scaffold` is a link to a folder outside the project. Today the run cache is written
    /// there. Expected: an error naming the link; nothing is written outside.
    @Test func aScaffoldFolderThatIsALinkIsRefusedAndNothingIsWrittenThroughIt() throws {
        let project = try TemporaryProject()
        let outside = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try FileManager.default.createSymbolicLink(
            at: project.root.appendingPathComponent(".scaffold"), withDestinationURL: outside.root)
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        .scaffold/scene.cache:1:1: error: cannot read .scaffold/scene.cache: '.scaffold' is a symbolic \
                        link; scaffold follows no links inside the folders it writes, so that no write can leave them; \
                        remove the link

                        """))
        #expect(outside.files() == [])
    }

    /// Attack: a scene folder is a link to another folder inside the output tree, so the check that
    /// links stay inside passes and the write goes wherever the link points at the time. Expected: an
    /// error naming the link before any file is written.
    @Test func aSceneFolderThatIsALinkIsRefusedBeforeAnyWrite() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.write("Scenes/Elsewhere/README", "not scaffold's\n")
        try FileManager.default.createSymbolicLink(
            atPath: project.root.appendingPathComponent("Scenes/Profile").path, withDestinationPath: "Elsewhere")
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        Scenes/Profile:1:1: error: cannot create folder Scenes/Profile: 'Scenes/Profile' is a symbolic \
                        link; scaffold follows no links inside the folders it writes, so that no write can leave them; \
                        remove the link

                        """))
        #expect(project.files() == ["Scenes/Elsewhere/README", "Specs/Profile.yml"])
    }
}
