import Foundation
import Testing

/// `names:` as a person meets it: changing a pattern changes the code as a template change does, merged into the
/// skeletons they edited, and `scaffold rename` keeps a spec's own patterns.
@Suite struct NamePatternCommandTests {
    static let spec = "scene: Profile\ninputs: [refresh]\noutputs: [title: String]\ncoordinator: {}\n"

    @Test func aNewPatternIsMergedIntoTheEditedViewModelAndItsScreen() throws {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", "tests: none\n")
        try project.write("Specs/Profile.yml", Self.spec)
        try project.runner.run(["scene"])
        let viewModel = "Scenes/Profile/ProfileViewModel.swift"
        try project.write(
            viewModel,
            try project.read(viewModel).replacingOccurrences(
                of: "self.title = .empty()", with: "self.title = refresh.map { \"Profile\" }"))
        try project.write("scaffold.yml", "tests: none\nnames: {inputsProperty: input, outputsProperty: output}\n")

        let result = try project.runner.run(["scene"])

        #expect(result.status == 0)
        #expect(result.stdout.contains("merge Scenes/Profile/ProfileViewModel.swift (template change)\n"))
        let merged = try project.read(viewModel)
        #expect(
            merged.split(separator: "\n").filter { $0.contains("{ self }") || $0.contains("refresh.map") } == [
                "    var input: any ProfileViewModelInputsType { self }",
                "    var output: any ProfileViewModelOutputsType { self }",
                "        self.title = refresh.map { \"Profile\" }",
            ])
        #expect(try project.read("Scenes/Profile/ProfileViewController.swift").contains("viewModel.output.title\n"))
        #expect(try project.runner.run(["scene", "--check"]).status == 0)
    }

    @Test func aPatternThatRenamesASkeletonCreatesItAndOrphansTheOldOne() throws {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", "tests: none\n")
        try project.write("Specs/Profile.yml", Self.spec)
        try project.runner.run(["scene"])
        try project.write("scaffold.yml", "tests: none\nnames: {coordinator: \"{scene}Router\"}\n")

        let result = try project.runner.run(["scene"])

        #expect(result.status == 0)
        #expect(
            result.stdout.split(separator: "\n").filter { $0.hasPrefix("create ") || $0.hasPrefix("orphan ") } == [
                "create Scenes/Profile/ProfileRouter.swift",
                "orphan Scenes/Profile/ProfileCoordinator.swift (--prune removes it)",
            ])
        #expect(try project.runner.run(["scene", "--prune"]).status == 0)
        #expect(!project.exists("Scenes/Profile/ProfileCoordinator.swift"))
        #expect(try project.runner.run(["scene", "--check"]).status == 0)
    }

    @Test func renameKeepsTheSpecsOwnPatterns() throws {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", "tests: none\n")
        try project.write("Specs/Profile.yml", Self.spec + "names: {coordinator: \"{scene}Router\"}\n")
        try project.runner.run(["scene"])

        let result = try project.runner.run(["rename", "Profile", "Account"])

        #expect(result.status == 0)
        #expect(
            project.files().filter { $0.hasPrefix("Scenes/Account/") } == [
                "Scenes/Account/Account.generated.swift", "Scenes/Account/AccountRouter.swift",
                "Scenes/Account/AccountViewController.swift", "Scenes/Account/AccountViewModel.swift",
            ])
        #expect(try project.runner.run(["scene", "--check"]).status == 0)
    }
}
