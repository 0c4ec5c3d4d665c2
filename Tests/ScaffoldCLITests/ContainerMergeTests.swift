import Foundation
import Testing

/// A scene moved to `inject: container` after a person edited its skeletons: the view model's service parameters
/// become one `dependencies`, merged around the edits, and `--check` then finds nothing stale.
@Suite struct ContainerMergeTests {
    static let viewModel = "Scenes/Profile/ProfileViewModel.swift"
    static let spec =
        minimalSpec.replacingOccurrences(
            of: "\nservice:\n", with: "\ndependencies: [UserService]\nservice:\n") + "\n"

    /// A project whose Profile scene takes the shared `UserService` in `init`, generated once and edited.
    func editedProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Specs/Services/UserService.yml", "service: UserService\nmethods:\n  - current: String\n")
        try project.write("Specs/Profile.yml", Self.spec)
        try project.runner.run(["scene", "--tests", "none"])
        try project.write(
            Self.viewModel,
            try project.read(Self.viewModel).replacingOccurrences(
                of: "        self.name = .empty()\n", with: "        self.name = .just(\"Ann\")\n"))
        try project.write(
            "Specs/Profile.yml",
            Self.spec.replacingOccurrences(
                of: "scene: Profile\n", with: "scene: Profile\nconventions: {inject: container}\n"))
        return project
    }

    @Test func theServicesMergeIntoOneDependenciesParameterOfTheEditedViewModel() throws {
        let project = try editedProject()

        let result = try project.runner.run(["scene", "--tests", "none"])

        #expect(result.status == 0)
        let merged = try project.read(Self.viewModel)
        #expect(merged.contains("    typealias Dependencies = HasUserService\n"))
        #expect(merged.contains("        self.userService = dependencies.userService\n"))
        #expect(merged.contains("        self.name = .just(\"Ann\")\n"))
        #expect(
            try project.read("Scenes/Profile/ProfileCoordinator.swift").contains(
                "        let viewModel = ProfileViewModel(dependencies: dependencies)\n"))
    }

    @Test func theLockRecordsTheConventionSoCheckPassesAfterTheMerge() throws {
        let project = try editedProject()
        #expect(try project.runner.run(["scene", "--check", "--tests", "none"]).status == 1)
        try project.runner.run(["scene", "--tests", "none"])

        #expect(try project.runner.run(["scene", "--check", "--tests", "none"]).status == 0)
    }
}
