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

    /// A pattern that renames a skeleton's type moves the file, with what the person wrote, and merges the new
    /// names into it; `--check` is then clean, with nothing to prune.
    @Test func aPatternThatRenamesASkeletonMovesItWithThePersonsCode() throws {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", "tests: none\n")
        try project.write("Specs/Profile.yml", Self.spec)
        try project.runner.run(["scene"])
        let coordinator = "Scenes/Profile/ProfileCoordinator.swift"
        try project.write(
            coordinator,
            try project.read(coordinator).replacingOccurrences(
                of: "    override func start()", with: "    // The person's note.\n    override func start()"))
        try project.write("scaffold.yml", "tests: none\nnames: {coordinator: \"{scene}Router\"}\n")

        let result = try project.runner.run(["scene"])

        #expect(result.status == 0)
        #expect(
            result.stderr == """
                Scenes/Profile/ProfileRouter.swift:1:1: warning: moved from 'Scenes/Profile/ProfileCoordinator.swift', \
                since its type is renamed: what you wrote in it is kept, and the new names are merged into it

                """)
        #expect(result.stdout.contains("merge Scenes/Profile/ProfileRouter.swift (template change)\n"))
        #expect(!project.exists(coordinator))
        let router = try project.read("Scenes/Profile/ProfileRouter.swift")
        #expect(router.contains("final class ProfileRouter: BaseCoordinator<Void> {"))
        #expect(router.contains("    // The person's note.\n"))
        #expect(try project.runner.run(["scene", "--check"]).status == 0)
    }

    /// A file whose first line no longer says scaffold created it is the person's own: it stays where it is.
    @Test func aSkeletonMadeThePersonsOwnIsNotMoved() throws {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", "tests: none\n")
        try project.write("Specs/Profile.yml", Self.spec)
        try project.runner.run(["scene"])
        let coordinator = "Scenes/Profile/ProfileCoordinator.swift"
        let lines = try project.read(coordinator).split(separator: "\n", omittingEmptySubsequences: false)
        try project.write(coordinator, lines.dropFirst().joined(separator: "\n"))
        try project.write("scaffold.yml", "tests: none\nnames: {coordinator: \"{scene}Router\"}\n")

        let result = try project.runner.run(["scene"])

        #expect(result.status == 0)
        #expect(result.stdout.contains("create Scenes/Profile/ProfileRouter.swift\n"))
        #expect(project.exists(coordinator))
    }

    /// A new skeleton of another kind is no rename: the old file, unlike it, stays an orphan.
    @Test func aSkeletonUnlikeTheNewOneIsNotMovedIntoIt() throws {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", "tests: none\n")
        try project.write("Specs/Profile.yml", "scene: Profile\nservice: {methods: [load]}\n")
        try project.runner.run(["scene"])
        try project.write("Specs/Profile.yml", "scene: Profile\ncoordinator: {}\n")

        let result = try project.runner.run(["scene"])

        #expect(
            result.stdout.split(separator: "\n").filter {
                ($0.hasPrefix("create ") || $0.hasPrefix("orphan ")) && $0.contains("Scenes/Profile/")
            } == [
                "create Scenes/Profile/ProfileCoordinator.swift",
                "orphan Scenes/Profile/ProfileService.swift (--prune removes it)",
            ])
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
