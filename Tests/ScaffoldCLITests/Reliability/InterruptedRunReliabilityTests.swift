import Foundation
import ProcessRunning
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

    /// Attack: SIGINT (Ctrl-C), or SIGTERM, sent to a run over a thousand scenes as soon as it has replaced its
    /// first file, while both writers hold temporary files, every spec having gained an input since the last
    /// run, so that every file is being replaced.
    /// Expected: exit 130 (143 for SIGTERM) with nothing printed, no temporary file left anywhere under the
    /// project, and every file either as before the run or as an uninterrupted run writes it (before: the
    /// run died of the signal with its temporary files left beside their targets).
    @Test(arguments: [(SIGINT, 130), (SIGTERM, 143)] as [(Int32, Int32)])
    func aSignalWhileWritingLeavesEveryFileOldOrNewAndNoTemporaryFile(signal: Int32, status: Int32) throws {
        let reference = try TemporaryProject()
        try reference.write("scaffold.yml", "tests: none\n")
        try reference.writeSyntheticSpecs(count: 1000)
        #expect(try reference.runner.run(["scene", "--quiet"]).status == 0)
        let old = try Self.contents(of: reference)
        try reference.writeSyntheticSpecs(count: 1000, revision: 2)
        #expect(try reference.runner.run(["scene", "--quiet"]).status == 0)
        let new = try Self.contents(of: reference)

        // A run that ends before the signal reaches it proves nothing: try again, on a fresh copy.
        var interrupted: (project: TemporaryProject, result: ProcessResult)?
        for _ in 1...3 where interrupted == nil {
            let project = try TemporaryProject()
            for (path, data) in old {
                let url = project.root.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
            try project.writeSyntheticSpecs(count: 1000, revision: 2)
            if let result = try Self.run(["scene", "--quiet"], in: project, signal: signal) {
                interrupted = (project, result)
            }
        }
        let (project, result) = try #require(interrupted, "every run ended before the signal reached it")

        // `.exited`, not `.signalled`: a process the signal killed also shows the shell 128 plus its number.
        #expect(result.termination == .exited(status))
        #expect(result.stdoutText + result.stderrText == "")
        let after = try Self.contents(of: project)
        #expect(after.keys.filter { $0.hasSuffix(".tmp") } == [])
        let neitherOldNorNew = Set(old.keys).union(new.keys).union(after.keys).sorted().filter {
            after[$0] != old[$0] && after[$0] != new[$0]
        }
        #expect(neitherOldNorNew == [])
    }

    /// Every file below the project by relative path, with its bytes.
    static func contents(of project: TemporaryProject) throws -> [String: Data] {
        var contents: [String: Data] = [:]
        for path in project.files() {
            contents[path] = try Data(contentsOf: project.root.appendingPathComponent(path))
        }
        return contents
    }

    /// Runs scaffold in `project` and sends it `signal` once it has replaced its first file, which in a run over
    /// synthetic specs is `Scene1`'s generated file; nil when the run ended before that. Each write holds its
    /// temporary file 5 ms before the rename (`SCAFFOLD_TEST_WRITE_PAUSE`), so the signal finds writes under way.
    static func run(_ arguments: [String], in project: TemporaryProject, signal: Int32) throws -> ProcessResult? {
        let watched = project.root.appendingPathComponent("Scenes/Scene1/Scene1.generated.swift")
        let before = try Data(contentsOf: watched)
        let sent = SignalSent()
        let result = try ProcessRunner.run(
            CommandLineRunner.executable.path, arguments, in: project.root.path,
            environment: ProcessInfo.processInfo.environment.merging([
                "NO_COLOR": "1", "SCAFFOLD_TEST_WRITE_PAUSE": "5",
            ]) {
                _, new in new
            }
        ) { child in
            while !child.hasEnded && (try? Data(contentsOf: watched)) == before {
                Thread.sleep(forTimeInterval: 0.001)
            }
            sent.value = child.signal(signal)
        }
        return sent.value ? result : nil
    }

    /// Whether the signal was sent: set on the thread watching the child, read once the run has returned.
    final class SignalSent: @unchecked Sendable {
        var value = false
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
