import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--prune` deletes only what it knows to be orphaned: every spec source must have been read, and
/// no spec is left unseen, whether behind a folder it cannot list or behind a symbolic link.
@Suite("Reliability: prune") struct PruneReliabilityTests {
    /// `Specs/Profile.yml` and `Specs/Private/Secret.yml`, generated without tests.
    func generatedProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", "scene: Profile\n")
        try project.write("Specs/Private/Secret.yml", "scene: Secret\n")
        try project.runner.run(["scene", "--tests", "none"])
        return project
    }

    /// Runs `body` while the folder at `path` has no permissions at all.
    func withLockedFolder(_ path: String, in project: TemporaryProject, _ body: () throws -> Void) throws {
        let url = project.root.appendingPathComponent(path)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: url.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path) }
        try body()
    }

    static let lockedFolderError = "Specs/Private:1:1: error: cannot list the folder Specs/Private: permission denied\n"

    /// Attack: the spec subfolder `Specs/Private` cannot be listed (no permissions); then
    /// `scaffold scene --prune`.
    /// Expected: exit 2 with an error naming the folder, and nothing deleted or written (today the
    /// folder is skipped silently, Secret looks deleted and its generated file is pruned).
    @Test func anUnreadableSpecFolderStopsPruneWithNothingDeleted() throws {
        let project = try generatedProject()
        let before = project.files()
        try withLockedFolder("Specs/Private", in: project) {
            let result = try project.runner.runHonouringPermissions(["scene", "--tests", "none", "--prune"])
            #expect(result == .init(status: 2, stdout: "1 error in 1 file\n", stderr: Self.lockedFolderError))
        }
        #expect(project.files() == before)
    }

    /// Attack: as above, but pruning over one spec: `scaffold scene Specs/Profile.yml --prune`, so the
    /// unreadable folder is only among the project's other specs.
    /// Expected: exit 2 with the same error and nothing deleted (today Secret's spec cannot be looked
    /// at, so it counts as deleted and its generated file is pruned).
    @Test func anUnreadableSpecFolderStopsAPruneOverOneSpec() throws {
        let project = try generatedProject()
        let before = project.files()
        try withLockedFolder("Specs/Private", in: project) {
            let result = try project.runner.runHonouringPermissions([
                "scene", "Specs/Profile.yml", "--tests", "none", "--prune",
            ])
            #expect(result == .init(status: 2, stdout: "1 error in 1 file\n", stderr: Self.lockedFolderError))
        }
        #expect(project.files() == before)
    }

    /// Attack: Secret's spec is deleted and its output folder `Scenes/Secret` cannot be listed; then
    /// `scaffold scene --check`.
    /// Expected: exit 2 with an error naming the folder (before, the folder was skipped silently and
    /// the check passed with Secret's generated file left over, unseen).
    @Test func anUnreadableOutputFolderStopsTheCheckInsteadOfHidingAnOrphan() throws {
        let project = try generatedProject()
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Specs/Private/Secret.yml"))
        try withLockedFolder("Scenes/Secret", in: project) {
            let result = try project.runner.runHonouringPermissions(["scene", "--tests", "none", "--check"])
            #expect(
                result
                    == .init(
                        status: 2, stdout: "1 error in 1 file\n",
                        stderr: "Scenes/Secret:1:1: error: cannot list the folder Scenes/Secret: permission denied\n"))
        }
    }

    /// Attack: a spec that is a symbolic link (`Specs/Linked.yml` → `../Shared/Linked.yml`) and a spec
    /// folder that is one (`Specs/More` → `../More`), which holds a link back up (`loop` → `..`).
    /// Expected: both specs are generated, each once, and the loop ends (today both links are ignored
    /// and their scenes silently missing).
    @Test func symbolicLinksToSpecsAndFoldersAreFollowedOnce() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", "scene: Profile\n")
        try project.write("Shared/Linked.yml", "scene: Linked\n")
        try project.write("More/More.yml", "scene: More\n")
        let files = FileManager.default
        try files.createSymbolicLink(
            atPath: project.root.appendingPathComponent("Specs/Linked.yml").path,
            withDestinationPath: "../Shared/Linked.yml")
        try files.createSymbolicLink(
            atPath: project.root.appendingPathComponent("Specs/More").path, withDestinationPath: "../More")
        try files.createSymbolicLink(
            atPath: project.root.appendingPathComponent("More/loop").path, withDestinationPath: "..")
        let result = try project.runner.run(["scene", "--tests", "none", "--quiet"])
        #expect(result == .init(status: 0, stdout: "", stderr: ""))
        #expect(
            try project.runner.run(["specs"]).stdout == "Specs/Linked.yml\nSpecs/More/More.yml\nSpecs/Profile.yml\n")
        #expect(project.exists("Scenes/Linked/Linked.generated.swift"))
        #expect(project.exists("Scenes/More/More.generated.swift"))
    }

    /// Attack: a generated scene's spec, `Specs/Broken.yml`, is replaced by a symbolic link to a file
    /// that does not exist (a moved shared folder); then `scaffold scene --prune`.
    /// Expected: exit 2 with an error naming the link, nothing deleted (today the dangling link counts
    /// as a deleted spec and the scene's generated file is pruned).
    @Test func aSpecLinkToNothingIsAnErrorNotADeletedSpec() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Broken.yml", "scene: Broken\n")
        try project.write("Specs/Profile.yml", "scene: Profile\n")
        try project.runner.run(["scene", "--tests", "none"])
        let link = project.root.appendingPathComponent("Specs/Broken.yml")
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../Shared/Broken.yml")
        let before = project.files()
        let result = try project.runner.run(["scene", "--tests", "none", "--prune"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: "Specs/Broken.yml:1:1: error: cannot read Specs/Broken.yml: no such file or folder\n"))
        #expect(project.files() == before)
    }
}

extension CommandLineRunner {
    /// Runs scaffold so that file permissions hold even for root: as root, without the capabilities
    /// that override them (`setpriv` drops them from the bounding set before running scaffold).
    func runHonouringPermissions(_ arguments: [String]) throws -> Result {
        guard geteuid() == 0 else { return try run(arguments) }
        return try run(
            ["--bounding-set=-dac_override,-dac_read_search", CommandLineRunner.executable.path] + arguments,
            executable: URL(fileURLWithPath: "/usr/bin/setpriv"))
    }
}
