import Foundation
import Testing

/// Only regular files are read or replaced: a FIFO anywhere scaffold reads or writes is an error that
/// names it, never a hang, never "permission denied".
@Suite("Reliability: special files") struct SpecialFileReliabilityTests {
    /// Makes a FIFO at the project-relative `path`, creating its folder.
    func fifo(_ project: TemporaryProject, _ path: String) throws {
        let url = project.root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(url.path, 0o644) == 0)
    }

    /// `scaffold scene --tests none` with `arguments`.
    func run(_ project: TemporaryProject, _ arguments: [String]) throws -> CommandLineRunner.Result {
        try project.runner.run(["scene", "--tests", "none"] + arguments)
    }

    /// Attack: a FIFO named like a generated file in the output tree (an orphan candidate). Today every
    /// run blocks forever reading its header. Expected: an error naming it; nothing is written.
    @Test func aFifoNamedLikeAGeneratedFileIsNamedNotRead() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try fifo(project, "Scenes/Old/Old.generated.swift")
        let result = try run(project, [])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        Scenes/Old/Old.generated.swift:1:1: error: cannot read Scenes/Old/Old.generated.swift: \
                        it is a FIFO, not a regular file; remove it

                        """))
    }

    /// Attack: a FIFO where scaffold writes a generated file. Expected: an error naming it before
    /// anything is written; the FIFO is not replaced.
    @Test func aFifoWhereAGeneratedFileGoesIsNamedNotReplaced() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try fifo(project, "Scenes/Profile/Profile.generated.swift")
        let result = try run(project, [])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        Scenes/Profile/Profile.generated.swift:1:1: error: cannot write \
                        Scenes/Profile/Profile.generated.swift: it is a FIFO, not a regular file; remove it

                        """))
        #expect(project.files() == ["Specs/Profile.yml"])
    }

    /// Attack: a FIFO as the spec named on the command line. Today the read blocks forever.
    /// Expected: an error naming it.
    @Test func aFifoSpecIsNamedNotRead() throws {
        let project = try TemporaryProject()
        try fifo(project, "Specs/Profile.yml")
        let result = try run(project, ["Specs/Profile.yml"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/Profile.yml:1:1: error: cannot read Specs/Profile.yml: it is a FIFO, not a regular file; \
                        remove it

                        """))
    }

    /// Attack: a FIFO as `scaffold.lock`. Today the read blocks forever. Expected: an error naming it.
    @Test func aFifoLockIsNamedNotRead() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try fifo(project, "scaffold.lock")
        let result = try run(project, [])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        scaffold.lock:1:1: error: cannot read scaffold.lock: it is a FIFO, not a regular file; remove it

                        """))
    }

    /// Attack: a FIFO where a skeleton goes. Expected: an error naming it, never "permission denied" and
    /// never a hang; nothing is written.
    @Test func aFifoWhereASkeletonGoesIsNamedNotRead() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try fifo(project, "Scenes/Profile/ProfileViewModel.swift")
        let result = try run(project, [])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        Scenes/Profile/ProfileViewModel.swift:1:1: error: cannot write \
                        Scenes/Profile/ProfileViewModel.swift: it is a FIFO, not a regular file; remove it

                        """))
        #expect(project.files() == ["Specs/Profile.yml"])
    }

    /// Attack: a FIFO as the run cache. Expected: an error naming it, never a hang.
    @Test func aFifoCacheIsNamedNotRead() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try fifo(project, ".scaffold/scene.cache")
        let result = try run(project, [])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        .scaffold/scene.cache:1:1: error: cannot read .scaffold/scene.cache: it is a FIFO, not a \
                        regular file; remove it

                        """))
    }
}
