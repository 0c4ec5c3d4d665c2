import Foundation
import Testing

/// `scaffold.lock` is committed and edited in pull requests, and its checksum is public FNV-1a that anyone can
/// compute again: it is input, never an authority. A lock re-signed after an edit may name any path and any
/// base; scaffold must not delete, rewrite or stall on them.
@Suite("Reliability: the lock as input") struct LockInputReliabilityTests {
    /// `Specs/Profile.yml` and `Specs/Other.yml`, generated without tests; a file outside the project and the
    /// project's README, both of which an edited lock names.
    func generatedProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", "scene: Profile\n")
        try project.write("Specs/Other.yml", "scene: Other\n")
        try project.write("README.md", "# The app\n")
        try project.runner.run(["scene", "--tests", "none"])
        return project
    }

    /// The lock with a skeleton `path` holding `base` added to the scene of `spec`, signed again.
    func lock(of project: TemporaryProject, addingSkeleton path: String, base: String, to spec: String) throws -> String
    {
        var lines = try project.read("scaffold.lock").components(separatedBy: "\n")
        let sceneLine = try #require(lines.firstIndex { $0.hasPrefix("scene ") && $0.hasSuffix(" \(spec)") })
        let checksum = try #require(lines[sceneLine...].firstIndex { $0.hasPrefix("checksum ") })
        let baseLines = base.components(separatedBy: "\n")
        lines.insert(contentsOf: ["skeleton \(baseLines.count) \(path)"] + baseLines.map { "|" + $0 }, at: checksum)
        return LockForgery.resign(lines.joined(separator: "\n"))
    }

    /// The line of the lock that names `path`.
    func line(naming path: String, in lock: String) throws -> Int {
        try #require(lock.components(separatedBy: "\n").firstIndex { $0.hasSuffix(" \(path)") }) + 1
    }

    @Test(arguments: [
        "../<project>-victim.txt", "/tmp/scaffold-lock-victim.txt", "Scenes/../README.md", "Scenes//Profile.swift",
    ])
    func aLockNamingAPathScaffoldNeverWritesIsAnErrorAtItsLineAndNothingChanges(path: String) throws {
        let project = try generatedProject()
        // The file `../<project>-victim.txt` names, beside the project folder: one for each test case.
        let outside = project.root.deletingLastPathComponent().appendingPathComponent(
            "\(project.root.lastPathComponent)-victim.txt")
        try Data("# The app\n".utf8).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        let path = path.replacingOccurrences(of: "<project>", with: project.root.lastPathComponent)
        let lock = try lock(of: project, addingSkeleton: path, base: "# The app", to: "Specs/Other.yml")
        try project.write("scaffold.lock", lock)
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Specs/Other.yml"))
        let before = project.files()
        let result = try project.runner.run(["scene", "--tests", "none", "--prune"])
        #expect(result.status != 0)
        #expect(
            result.stderr.hasPrefix(
                "scaffold.lock:\(try line(naming: path, in: lock)):\("skeleton 1 ".count + 1): error: scaffold.lock "
                    + "names '\(path)', which is not a path scaffold writes"), "\(result.stderr)")
        #expect(project.files() == before)
        #expect(FileManager.default.fileExists(atPath: outside.path))
        #expect(try project.read("scaffold.lock") == lock)
    }

    @Test func renameRefusesALockNamingAPathOutsideTheProject() throws {
        let project = try generatedProject()
        let lock = try lock(of: project, addingSkeleton: "../victim.swift", base: "Profile", to: "Specs/Profile.yml")
        try project.write("scaffold.lock", lock)
        let before = project.files()
        let result = try project.runner.run(["rename", "Profile", "Account"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("scaffold.lock names '../victim.swift'"), "\(result.stderr)")
        #expect(project.files() == before)
    }

    /// A path inside the project but in none of its output folders: prune leaves it alone.
    @Test func pruneKeepsAFileOfTheProjectThatTheLockListsOutsideTheOutputFolders() throws {
        let project = try generatedProject()
        try project.write(
            "scaffold.lock",
            try lock(of: project, addingSkeleton: "README.md", base: "# The app\n", to: "Specs/Other.yml"))
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Specs/Other.yml"))
        let result = try project.runner.run(["scene", "--tests", "none", "--prune"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try project.read("README.md") == "# The app\n")
    }

    /// A hand-written file in an output folder, listed as a skeleton of a deleted spec with its exact content.
    @Test func pruneKeepsAFileThatDoesNotSayScaffoldCreatedItFromTheDeletedSpec() throws {
        let project = try generatedProject()
        try project.write("Scenes/Other/Notes.swift", "// Notes on the Other screen.\n")
        try project.write(
            "scaffold.lock",
            try lock(
                of: project, addingSkeleton: "Scenes/Other/Notes.swift", base: "// Notes on the Other screen.\n",
                to: "Specs/Other.yml"))
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Specs/Other.yml"))
        let result = try project.runner.run(["scene", "--tests", "none", "--prune"])
        #expect(result.status == 0)
        #expect(
            result.stderr.contains(
                "Scenes/Other/Notes.swift:1:1: warning: scaffold.lock lists this file as a skeleton of Specs/Other.yml, "
                    + "but its first line does not say scaffold created it from that spec, so --prune keeps it"),
            "\(result.stderr)")
        #expect(try project.read("Scenes/Other/Notes.swift") == "// Notes on the Other screen.\n")
        #expect(!project.exists("Scenes/Other/OtherViewController.swift"))
    }

    /// Another scene's skeleton listed under the deleted spec: its header names its own spec, so it stays.
    @Test func pruneKeepsTheSkeletonOfAnotherSceneThatTheLockListsUnderTheDeletedSpec() throws {
        let project = try generatedProject()
        let profile = "Scenes/Profile/ProfileViewController.swift"
        let text = try project.read(profile)
        try project.write(
            "scaffold.lock",
            try lock(of: project, addingSkeleton: profile, base: text, to: "Specs/Other.yml"))
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Specs/Other.yml"))
        let result = try project.runner.run(["scene", "--tests", "none", "--prune"])
        #expect(result.status == 0)
        #expect(try project.read(profile) == text)
    }

    @Test func renameLeavesAFileThatTheLockListsButScaffoldDidNotCreate() throws {
        let project = try generatedProject()
        try project.write("Scenes/Shared/ProfileNotes.swift", "// ProfileViewModel notes, \"Profile\" key.\n")
        try project.write(
            "scaffold.lock",
            try lock(
                of: project, addingSkeleton: "Scenes/Shared/ProfileNotes.swift",
                base: "// ProfileViewModel notes, \"Profile\" key.\n", to: "Specs/Profile.yml"))
        let result = try project.runner.run(["rename", "Profile", "Account"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try project.read("Scenes/Shared/ProfileNotes.swift") == "// ProfileViewModel notes, \"Profile\" key.\n")
        #expect(project.exists("Scenes/Account/AccountViewModel.swift"))
    }

    /// A lock from before bases moved with their specs lists a skeleton under two deleted specs: prune decides it
    /// once, by the spec its header names, instead of keeping it with a warning and deleting it as well.
    @Test func pruneDecidesASkeletonListedUnderTwoDeletedSpecsOnce() throws {
        let project = try generatedProject()
        let viewModel = "Scenes/Profile/ProfileViewModel.swift"
        var lines = try project.read("scaffold.lock").components(separatedBy: "\n")
        let end = try #require(lines.lastIndex(of: "end"))
        lines.insert(
            contentsOf: ["scene Profile Specs/Old.yml", "skeleton 1 \(viewModel)", "|an older base", "checksum 0"],
            at: end)
        try project.write("scaffold.lock", LockForgery.resign(lines.joined(separator: "\n")))
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Specs/Profile.yml"))
        let result = try project.runner.run(["scene", "--tests", "none", "--prune"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(result.stdout.contains("remove \(viewModel)\n"))
        #expect(!project.exists(viewModel))
    }

    /// A base larger than any skeleton scaffold merges would make every run slow: an error at its line.
    @Test func aLockWithAHugeBaseIsAnErrorAtItsLine() throws {
        let project = try generatedProject()
        let huge = String(repeating: String(repeating: "x", count: 1023) + "\n", count: 17 * 1024)
        let lock = try lock(of: project, addingSkeleton: "Scenes/Other/Big.swift", base: huge, to: "Specs/Other.yml")
        try project.write("scaffold.lock", lock)
        let started = Date()
        let result = try project.runner.run(["scene", "--check", "--tests", "none"])
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(result.status != 0)
        #expect(
            result.stderr.hasPrefix(
                "scaffold.lock:\(try line(naming: "Scenes/Other/Big.swift", in: lock)):1: error: scaffold.lock holds "
                    + "a base of"), "\(result.stderr)")
    }

    /// git's `autocrlf` checks the lock out with CR LF line breaks: it reads as the LF text scaffold wrote.
    @Test func aLockCheckedOutWithCRLFLineBreaksReadsAsWritten() throws {
        let project = try generatedProject()
        let lock = try project.read("scaffold.lock")
        try project.write("scaffold.lock", lock.replacingOccurrences(of: "\n", with: "\r\n"))
        let result = try project.runner.run(["scene", "--check", "--tests", "none"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
    }
}

/// Signs an edited `scaffold.lock` again, as anyone can: each scene's checksum is FNV-1a (64 bits) over the
/// scene's lines, from its `scene` line to the line before its `checksum`, with a closing 0xFF.
enum LockForgery {
    static func resign(_ lock: String) -> String {
        var lines = lock.components(separatedBy: "\n")
        var sceneStart: Int?
        for index in lines.indices {
            if lines[index].hasPrefix("scene ") { sceneStart = index }
            guard lines[index].hasPrefix("checksum "), let start = sceneStart else { continue }
            var value: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in Array(lines[start..<index].joined(separator: "\n").utf8) + [UInt8(ascii: "\n"), 0xFF] {
                value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            let hex = String(value, radix: 16)
            lines[index] = "checksum " + String(repeating: "0", count: 16 - hex.count) + hex
            sceneStart = nil
        }
        return lines.joined(separator: "\n")
    }
}
