import Foundation
import Testing

/// The app's own protocols (`appServices` in `scaffold.yml`) on disk: their mocks come and go with the config, and
/// the app's container a person has edited takes them in its `init`.
@Suite struct AppServicesCommandTests {
    static let userService = "service: UserService\nmethods:\n  - load: User\n"
    static let scene = "scene: Profile\ndependencies: [UserService]\ncoordinator: {}\n"
    static let postsUseCase = "appServices:\n  PostsUseCase:\n    methods:\n      - posts: \"[String]\"\n"
    static let mock = "SceneTests/Services/PostsUseCaseMock.generated.swift"

    /// A project whose Profile scene depends on the service spec UserService and, with `appServices`, on the app's
    /// PostsUseCase, generated once.
    func generatedProject(appServices: Bool) throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Specs/Services/UserService.yml", Self.userService)
        try project.write("scaffold.yml", "tests: SceneTests\n" + (appServices ? Self.postsUseCase : ""))
        try project.write(
            "Specs/Profile.yml",
            appServices
                ? Self.scene.replacingOccurrences(of: "[UserService]", with: "[UserService, PostsUseCase]")
                : Self.scene)
        #expect(try project.runner.run(["scene", "--quiet"]).status == 0)
        return project
    }

    @Test func anAppProtocolGetsOnlyAMock() throws {
        let project = try generatedProject(appServices: true)
        #expect(project.files().filter { $0.contains("PostsUseCase") } == [Self.mock])
    }

    @Test func anAppProtocolIsMergedIntoAnEditedContainer() throws {
        let project = try generatedProject(appServices: false)
        let container = "Services/AppDependencies.swift"
        try project.write(
            container,
            try project.read(container).replacingOccurrences(
                of: "= UserService()", with: "= UserService(session: .shared)"))
        try project.write("scaffold.yml", "tests: SceneTests\n" + Self.postsUseCase)
        try project.write(
            "Specs/Profile.yml",
            Self.scene.replacingOccurrences(of: "[UserService]", with: "[UserService, PostsUseCase]"))

        let result = try project.runner.run(["scene"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.contains("create \(Self.mock)\n"))
        #expect(result.stdout.contains("merge \(container) (+ service PostsUseCase)\n"))
        #expect(
            try project.read(container).hasSuffix(
                """
                final class AppDependencies: AppServices {
                    let postsUseCase: any PostsUseCase
                    let userService: any UserServiceType = UserService(session: .shared)

                    /// Takes the services the app had before scaffold, which it creates itself.
                    init(postsUseCase: any PostsUseCase) {
                        self.postsUseCase = postsUseCase
                    }
                }

                """))
    }

    /// Every run reads the config, so even a run for one spec finds the mock of a protocol the config no longer
    /// lists, as it finds the mock of a deleted service spec; `--prune` deletes it.
    @Test func removingAnAppProtocolLeavesItsMockAnOrphanThatPruneDeletes() throws {
        let project = try generatedProject(appServices: true)
        try project.write("scaffold.yml", "tests: SceneTests\n")
        try project.write("Specs/Profile.yml", Self.scene)

        let result = try project.runner.run(["scene", "Specs/Profile.yml"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("orphan \(Self.mock) (--prune removes it)\n"))
        #expect(project.files().contains(Self.mock))
        let pruned = try project.runner.run(["scene", "Specs/Profile.yml", "--prune"])
        #expect(pruned.status == 0)
        #expect(pruned.stdout.contains("remove \(Self.mock)\n"))
        #expect(!project.files().contains(Self.mock))
    }

    @Test func theMockDependsOnTheConfigInTheDepfile() throws {
        let project = try generatedProject(appServices: true)
        #expect(try project.runner.run(["scene", "--quiet", "--depfile", "deps.d"]).status == 0)
        let rule = try project.read("deps.d").split(separator: "\n").first { $0.hasPrefix(Self.mock + ":") }
        #expect(rule?.split(separator: " ").dropFirst().prefix(3) == ["scaffold.yml", "Specs", "Specs/Services"])
    }

    @Test func aRunForOneSpecKeepsTheMockCurrent() throws {
        let project = try generatedProject(appServices: true)
        let result = try project.runner.run(["scene", "Specs/Profile.yml", "--check"])
        #expect(result == .init(status: 0, stdout: "1 scene: 6 generated files current\n", stderr: ""))
    }
}
