import Foundation
import Testing

/// A run writes everything or nothing: what could fail a write is checked before the first one, and
/// what an interrupted run left behind is swept by the next.
@Suite("Reliability: interrupted run") struct InterruptedRunReliabilityTests {
    /// Attack: two valid scenes, written with `--output` into a folder whose 256-character name no file
    /// system takes (the validator checks the names scaffold makes, not the folder a user passes).
    /// Expected: exit 2 naming each file that cannot be written, and nothing written at all (before the
    /// check, the run failed half way).
    @Test func aNameTooLongForTheFileSystemStopsTheRunBeforeAnyWrite() throws {
        let project = try TemporaryProject()
        let long = "Out/" + String(repeating: "B", count: 256)
        try project.write("Specs/Alpha.yml", "scene: Alpha\n")
        try project.write("Specs/Beta.yml", "scene: Beta\n")
        let result = try project.runner.run(["scene", "--tests", "none", "--output", long])
        let files =
            ["Alpha/Alpha.generated.swift", "Alpha/AlphaViewController.swift", "Alpha/AlphaViewModel.swift"]
            + ["Beta/Beta.generated.swift", "Beta/BetaViewController.swift", "Beta/BetaViewModel.swift"]
        let expected = files.map { "\(long)/\($0):1:1: error: cannot write \(long)/\($0): the name is too long\n" }
        #expect(result == .init(status: 2, stdout: "6 errors in 6 files\n", stderr: expected.joined()))
        #expect(project.files() == ["Specs/Alpha.yml", "Specs/Beta.yml"])
    }

    /// Attack: two generated scenes whose specs both gained an input; the second scene's folder has
    /// become read-only (`chmod 555 Scenes/Beta`).
    /// Expected: exit 2 naming the first file that cannot be written, and Alpha's files untouched
    /// (today Alpha's files are rewritten, then the run fails at Beta's: half a tree).
    @Test func aReadOnlyFolderStopsTheRunBeforeAnyWrite() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Alpha.yml", "scene: Alpha\n")
        try project.write("Specs/Beta.yml", "scene: Beta\n")
        try project.runner.run(["scene", "--tests", "none"])
        let before = try project.read("Scenes/Alpha/Alpha.generated.swift")
        try project.write("Specs/Alpha.yml", "scene: Alpha\ninputs:\n  - reload\n")
        try project.write("Specs/Beta.yml", "scene: Beta\ninputs:\n  - reload\n")
        let beta = project.root.appendingPathComponent("Scenes/Beta").path
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: beta)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: beta) }

        let result = try project.runner.runHonouringPermissions(["scene", "--tests", "none"])

        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        Scenes/Beta/Beta.generated.swift:1:1: error: cannot write Scenes/Beta/Beta.generated.swift: \
                        permission denied; the folder is not writable

                        """))
        #expect(try project.read("Scenes/Alpha/Alpha.generated.swift") == before)
    }

    /// Attack: two new scenes, and a file `Scenes/Beta` where Beta's folder goes (found by the file
    /// system fuzz test).
    /// Expected: exit 2 naming the file in the way, and no folder made for Alpha either (before, Alpha's
    /// folder was created first and left behind, empty, by the failed run).
    @Test func aFileWhereAFolderGoesStopsTheRunBeforeAnyFolderIsMade() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Alpha.yml", "scene: Alpha\n")
        try project.write("Specs/Beta.yml", "scene: Beta\n")
        try project.write("Scenes/Beta", "a file\n")

        let result = try project.runner.run(["scene", "--tests", "none"])

        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: "Scenes/Beta:1:1: error: cannot create folder Scenes/Beta: it is a file, not a folder\n"))
        #expect(!project.exists("Scenes/Alpha"))
    }

    /// Attack: a run was killed between writing a temporary file and renaming it, leaving
    /// `.Profile.generated.swift.<pid>.<hex>.tmp` (its process gone) in the scene's folder; beside it
    /// lie files that only look alike: the same pattern written by a live process, a name without a
    /// process id, and a plain `notes.tmp`.
    /// Expected: the next run that writes removes the dead run's temporary file and nothing else
    /// (today temporary files are never swept).
    @Test func theNextRunSweepsADeadRunsTemporaryFilesAndNothingElse() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", "scene: Profile\n")
        try project.runner.run(["scene", "--tests", "none"])
        let ended = try Self.processThatHasEnded()
        let live = ProcessInfo.processInfo.processIdentifier
        let folder = "Scenes/Profile/"
        let leftover = "\(folder).Profile.generated.swift.\(ended).00000000deadbeef.tmp"
        let lookalikes = [
            "\(folder).Profile.generated.swift.\(live).00000000deadbeef.tmp",
            "\(folder).Profile.generated.swift.1234567890.tmp",
            "\(folder)notes.tmp",
        ]
        for path in [leftover] + lookalikes { try project.write(path, "partial") }
        try project.write("Specs/Profile.yml", "scene: Profile\ninputs:\n  - reload\n")

        let result = try project.runner.run(["scene", "--tests", "none", "--quiet"])

        #expect(result == .init(status: 0, stdout: "", stderr: ""))
        #expect(!project.exists(leftover))
        #expect(lookalikes.allSatisfy(project.exists))
    }

    /// The id of a process that has already ended.
    static func processThatHasEnded() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
