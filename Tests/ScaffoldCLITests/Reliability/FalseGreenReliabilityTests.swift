import Foundation
import Testing

/// `--check` and `--prune` act only on what they could see: a skeleton the check cannot read fails the check,
/// and a spec behind a link that points nowhere is not taken for deleted.
@Suite("Reliability: no false greens") struct FalseGreenReliabilityTests {
    /// `Specs/Profile.yml` generated without tests.
    func generatedProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", "scene: Profile\ninputs: [refresh]\n")
        try project.runner.run(["scene", "--tests", "none"])
        return project
    }

    /// One Latin-1 byte in a skeleton made the check skip it with a warning and pass, whether or not the
    /// skeleton lacked a change of its spec.
    @Test func aSkeletonTheCheckCannotReadFailsTheCheck() throws {
        let project = try generatedProject()
        let viewModel = project.root.appendingPathComponent("Scenes/Profile/ProfileViewModel.swift")
        var bytes = try Data(contentsOf: viewModel)
        bytes.append(contentsOf: Array("// caf".utf8) + [0xE9] + Array("\n".utf8))
        try bytes.write(to: viewModel)
        let result = try project.runner.run(["scene", "--check", "--tests", "none"])
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix(
                "Scenes/Profile/ProfileViewModel.swift:1:1: error: skeleton is not valid UTF-8 text, so --check "
                    + "cannot tell whether it lacks a change of its spec"), "\(result.stderr)")
    }

    /// A spec folder reached through a link that now points nowhere is not gone: prune deletes nothing of it.
    @Test func pruneStopsAtASpecBehindALinkThatPointsNowhere() throws {
        let project = try TemporaryProject()
        let shared = project.root.deletingLastPathComponent().appendingPathComponent(
            "\(project.root.lastPathComponent)-shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: shared) }
        try Data("scene: Profile\n".utf8).write(to: shared.appendingPathComponent("Profile.yml"))
        try project.write("Specs/Home.yml", "scene: Home\n")
        try FileManager.default.createSymbolicLink(
            at: project.root.appendingPathComponent("Specs/Shared"), withDestinationURL: shared)
        try project.runner.run(["scene", "--tests", "none"])
        #expect(project.exists("Scenes/Profile/ProfileViewModel.swift"))
        try FileManager.default.removeItem(at: shared)
        let before = project.files()
        let result = try project.runner.run(["scene", "--tests", "none", "--prune"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("which points nowhere"), "\(result.stderr)")
        #expect(project.files() == before)
    }
}
