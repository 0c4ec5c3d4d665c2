import Foundation
import ProcessRunning
import Testing

@Suite struct RenameCommandTests {
    /// Profile (the minimal spec, edited by hand) and Home, which routes to it.
    func project() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", "tests: none\n")
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.write(
            "Specs/Home.yml",
            "scene: Home\noutputs:\n  - openProfile\ncoordinator:\n  routes:\n    - openProfile: Profile\n")
        try project.runner.run(["scene"])
        let viewModel = try project.read("Scenes/Profile/ProfileViewModel.swift")
        try project.write(
            "Scenes/Profile/ProfileViewModel.swift",
            viewModel.replacingOccurrences(of: "self.name = .empty()", with: "self.name = .just(\"Ann\")"))
        return project
    }

    @Test func renamesSpecRoutesFilesAndTypesAndKeepsThePersonsCode() throws {
        let project = try project()
        let result = try project.runner.run(["rename", "Profile", "Account"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            project.files().filter { $0.hasPrefix("Scenes/Account/") || $0.hasPrefix("Specs/") } == [
                "Scenes/Account/Account.generated.swift", "Scenes/Account/AccountCoordinator.swift",
                "Scenes/Account/AccountService.swift", "Scenes/Account/AccountViewController.swift",
                "Scenes/Account/AccountViewModel.swift", "Specs/Account.yml", "Specs/Home.yml",
            ])
        #expect(!project.exists("Scenes/Profile"))
        #expect(try project.read("Specs/Account.yml").hasPrefix("scene: Account\n"))
        #expect(try project.read("Specs/Home.yml").contains("    - openProfile: Account\n"))
        let viewModel = try project.read("Scenes/Account/AccountViewModel.swift")
        #expect(viewModel.contains("final class AccountViewModel {"))
        #expect(viewModel.contains("self.name = .just(\"Ann\")"))
        #expect(!viewModel.contains("Profile"))
        #expect(try project.read("Scenes/Home/HomeCoordinator.swift").contains("AccountCoordinator("))
        #expect(try project.runner.run(["scene", "--check"]).status == 0)
    }

    /// Every name the rename changes, paired by role from the scene's naming table under both names.
    static let plannedNames = """
        rename type ProfileViewModelInputsType -> AccountViewModelInputsType
        rename type ProfileViewModelOutputsType -> AccountViewModelOutputsType
        rename type ProfileViewModelActionsType -> AccountViewModelActionsType
        rename type ProfileViewModelType -> AccountViewModelType
        rename type ProfileViewModel -> AccountViewModel
        rename type ProfileViewController -> AccountViewController
        rename type ProfileViewModelTests -> AccountViewModelTests
        rename type ProfileService -> AccountService
        rename type ProfileServiceType -> AccountServiceType
        rename type ProfileServiceMock -> AccountServiceMock
        rename type ProfileCoordinator -> AccountCoordinator
        rename type ProfileCoordinationResult -> AccountCoordinationResult
        rename type ProfileCoordinatorType -> AccountCoordinatorType
        rename type ProfileCoordinatorMock -> AccountCoordinatorMock
        rename type ProfileRouting -> AccountRouting
        rename type ProfileRoutingMock -> AccountRoutingMock
        rename type ProfileDependencies -> AccountDependencies
        rename view model member profileService -> accountService
        rename file Profile.generated.swift -> Account.generated.swift
        rename file ProfileViewModel.swift -> AccountViewModel.swift
        rename file ProfileService.swift -> AccountService.swift
        rename file ProfileCoordinator.swift -> AccountCoordinator.swift
        rename file ProfileViewController.swift -> AccountViewController.swift
        rename file ProfileMocks.generated.swift -> AccountMocks.generated.swift
        rename file ProfileViewModelTests.swift -> AccountViewModelTests.swift

        """

    /// What the rename does to each file, after its names.
    static let plannedSteps = """
        update Specs/Home.yml
        move Specs/Profile.yml -> Specs/Account.yml
        update Scenes/Home/HomeCoordinator.swift
        move Scenes/Profile/ProfileCoordinator.swift -> Scenes/Account/AccountCoordinator.swift
        move Scenes/Profile/ProfileService.swift -> Scenes/Account/AccountService.swift
        move Scenes/Profile/ProfileViewController.swift -> Scenes/Account/AccountViewController.swift
        move Scenes/Profile/ProfileViewModel.swift -> Scenes/Account/AccountViewModel.swift
        update scaffold.lock
        delete Scenes/Profile/Profile.generated.swift

        """

    @Test func printsEveryNameItChangesThenEveryFileBeforeRegenerating() throws {
        let project = try project()
        let result = try project.runner.run(["rename", "Profile", "Account"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(Self.plannedNames + Self.plannedSteps), "\(result.stdout)")
    }

    @Test func aDryRunPrintsThePlanAndChangesNothing() throws {
        let project = try project()
        let before = try project.files().map { ($0, try project.read($0)) }
        let result = try project.runner.run(["rename", "Profile", "Account", "--dry-run"])
        #expect(
            result
                == .init(
                    status: 0,
                    stdout: Self.plannedNames + Self.plannedSteps
                        + "would rename Profile to Account; nothing changed\n",
                    stderr: ""))
        #expect(try project.files().map { ($0, try project.read($0)) }.elementsEqual(before, by: ==))
    }

    /// Finishing an interrupted rename would change files: a dry run stops and says how to finish it.
    @Test func aDryRunStopsAtAnInterruptedRenameAndChangesNothing() throws {
        let project = try project()
        try project.write(".scaffold/rename.journal", "{}")
        let before = try project.files().map { ($0, try project.read($0)) }
        let result = try project.runner.run(["rename", "Profile", "Account", "--dry-run"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == ".scaffold/rename.journal:1:1: error: a rename was interrupted and is not finished; run "
                + "'scaffold scene' to finish it\n")
        #expect(try project.files().map { ($0, try project.read($0)) }.elementsEqual(before, by: ==))
    }

    @Test func refusesANameThatIsTaken() throws {
        let project = try project()
        let result = try project.runner.run(["rename", "Profile", "Home"])
        #expect(result.status == 2)
        #expect(result.stderr == "Profile:1:1: error: scene 'Home' already exists in Specs/Home.yml\n")
        #expect(project.exists("Scenes/Profile/ProfileViewModel.swift"))
    }

    /// Names the regeneration would refuse are refused before the first change: `Base` would declare
    /// `BaseCoordinator`, the support class; `PROFILE` differs from `Profile` only in case.
    @Test(arguments: [("Home", "Base"), ("Home", "PROFILE")])
    func refusesANameTheRegenerationWouldRefuseBeforeChangingAnything(old: String, new: String) throws {
        let project = try project()
        let before = try project.files().map { ($0, try project.read($0)) }
        let result = try project.runner.run(["rename", old, new])
        #expect(result.status == 2)
        #expect(result.stderr.contains("error:"), "\(result.stderr)")
        #expect(try project.files().map { ($0, try project.read($0)) }.elementsEqual(before, by: ==))
    }

    /// A plain file where the renamed scene's folder goes is in the way of every move into it: refused before
    /// the first change.
    @Test func refusesAPlainFileWhereTheNewFolderGoesBeforeChangingAnything() throws {
        let project = try project()
        try project.write("Scenes/Account", "notes\n")
        let before = try project.files().map { ($0, try project.read($0)) }
        let result = try project.runner.run(["rename", "Profile", "Account"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Scenes/Account:1:1: error: a file is already there"), "\(result.stderr)")
        #expect(try project.files().map { ($0, try project.read($0)) }.elementsEqual(before, by: ==))
    }

    /// The person's string literals and comments keep their words: a storyboard id or a defaults key that says
    /// "ProfileViewModel" is data, not the type.
    @Test func leavesThePersonsStringLiteralsAndCommentsAlone() throws {
        let project = try project()
        let path = "Scenes/Profile/ProfileViewModel.swift"
        try project.write(
            path,
            try project.read(path).replacingOccurrences(
                of: "self.name = .just(\"Ann\")",
                with: "self.name = .just(\"ProfileViewModel\") // kept as ProfileViewModel for analytics"))
        #expect(try project.runner.run(["rename", "Profile", "Account"]).status == 0)
        let viewModel = try project.read("Scenes/Account/AccountViewModel.swift")
        #expect(viewModel.contains("self.name = .just(\"ProfileViewModel\") // kept as ProfileViewModel for analytics"))
        #expect(viewModel.contains("final class AccountViewModel {"))
    }

    /// The person's own file in the scene's folder, which extends the view model, moves and follows the rename.
    @Test func movesThePersonsOwnFilesOfTheSceneAndRenamesTheirCode() throws {
        let project = try project()
        try project.write(
            "Scenes/Profile/ProfileViewModel+Helpers.swift",
            "extension ProfileViewModel {\n    static let key = \"ProfileViewModel.key\"\n}\n")
        #expect(try project.runner.run(["rename", "Profile", "Account"]).status == 0)
        #expect(!project.exists("Scenes/Profile/ProfileViewModel+Helpers.swift"))
        #expect(
            try project.read("Scenes/Account/AccountViewModel+Helpers.swift")
                == "extension AccountViewModel {\n    static let key = \"ProfileViewModel.key\"\n}\n")
    }

    /// The recorded bases follow the rename in scaffold's comments too, so a doc comment the person rewrote
    /// merges cleanly on the next spec change.
    @Test func aRewrittenDocCommentMergesCleanlyAfterARename() throws {
        let project = try project()
        let path = "Scenes/Profile/ProfileViewController.swift"
        let text = try project.read(path)
        let doc = try #require(text.split(separator: "\n").first { $0.hasPrefix("/// ") && $0.contains("Profile") })
        try project.write(path, text.replacingOccurrences(of: String(doc), with: "/// The person's own words."))
        #expect(try project.runner.run(["rename", "Profile", "Account"]).status == 0)
        let spec = try project.read("Specs/Account.yml")
        try project.write(
            "Specs/Account.yml", spec.replacingOccurrences(of: "  - refresh\n", with: "  - refresh\n  - reload\n"))
        let result = try project.runner.run(["scene"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try project.read("Scenes/Account/AccountViewController.swift").contains("/// The person's own words."))
    }

    /// kill -9 half way through a rename (as its first file moves) leaves its journal; the next run finishes
    /// the rename from it, says so, and the project has one name again. Each write holds its temporary file for
    /// 200 ms (`SCAFFOLD_TEST_WRITE_PAUSE`), so the rename's writes take seconds and the kill lands among them
    /// even on a loaded machine.
    @Test func aRenameKilledHalfWayIsFinishedByTheNextRun() throws {
        let project = try project()
        let moved = project.root.appendingPathComponent("Scenes/Account")
        let result = try ProcessRunner.run(
            CommandLineRunner.executable.path, ["rename", "Profile", "Account"], in: project.root.path,
            environment: ProcessInfo.processInfo.environment.merging([
                "NO_COLOR": "1", "SCAFFOLD_TEST_WRITE_PAUSE": "200",
            ]) { _, new in new }
        ) { child in
            while !child.hasEnded && !FileManager.default.fileExists(atPath: moved.path) {
                Thread.sleep(forTimeInterval: 0.001)
            }
            _ = child.signal(SIGKILL)
        }
        #expect(result.status != 0)
        #expect(project.exists(".scaffold/rename.journal"))
        let check = try project.runner.run(["scene", "--check"])
        #expect(check.status == 2)
        #expect(check.stderr.contains("a rename was interrupted and is not finished"), "\(check.stderr)")
        let next = try project.runner.run(["scene"])
        #expect(next.status == 0, "\(next.stderr)")
        #expect(
            next.stderr.hasPrefix(
                ".scaffold/rename.journal:1:1: warning: 'scaffold rename Profile Account' was interrupted; it is now "
                    + "finished from its journal"), "\(next.stderr)")
        #expect(!project.exists("Specs/Profile.yml") && project.exists("Specs/Account.yml"))
        #expect(!project.exists("Scenes/Profile"))
        #expect(try project.read("Scenes/Account/AccountViewModel.swift").contains("self.name = .just(\"Ann\")"))
        #expect(!project.exists(".scaffold/rename.journal"))
        #expect(try project.runner.run(["scene", "--check"]).status == 0)
    }

    @Test func refusesANameThatIsNotATypeName() throws {
        let project = try project()
        let result = try project.runner.run(["rename", "Profile", "account"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "account:1:1: error: 'account' is not a type name; start it with an uppercase letter: 'Account'\n")
    }

    @Test func refusesAnUnknownScene() throws {
        let project = try project()
        let result = try project.runner.run(["rename", "Nope", "Account"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "Nope:1:1: error: no spec declares scene 'Nope'; 'scaffold rename' takes a scene name, e.g. Settings\n"
        )
    }

    @Test func aSceneRenamedInItsSpecStopsTheRunUntilTheCommandRenamesTheRest() throws {
        let project = try project()
        let spec = try project.read("Specs/Profile.yml")
        try project.write("Specs/Profile.yml", spec.replacingOccurrences(of: "scene: Profile", with: "scene: Account"))
        let home = try project.read("Specs/Home.yml")
        try project.write("Specs/Home.yml", home.replacingOccurrences(of: ": Profile", with: ": Account"))
        let result = try project.runner.run(["scene"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "Specs/Profile.yml:1:8: error: scene 'Profile' is now called 'Account'; run 'scaffold rename "
                + "Profile Account' to rename its skeletons, tests and routes as well\n")
        #expect(!project.exists("Scenes/Account"))
        let renamed = try project.runner.run(["rename", "Profile", "Account"])
        #expect(renamed.status == 0)
        #expect(project.exists("Scenes/Account/AccountViewModel.swift"))
        #expect(project.exists("Specs/Account.yml"))
        #expect(try project.runner.run(["scene", "--check"]).status == 0)
    }
}
