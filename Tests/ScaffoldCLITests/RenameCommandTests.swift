import Foundation
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

    @Test func refusesANameThatIsTaken() throws {
        let project = try project()
        let result = try project.runner.run(["rename", "Profile", "Home"])
        #expect(result.status == 2)
        #expect(result.stderr == "Profile:1:1: error: scene 'Home' already exists in Specs/Home.yml\n")
        #expect(project.exists("Scenes/Profile/ProfileViewModel.swift"))
    }

    @Test func refusesANameThatIsNotATypeName() throws {
        let project = try project()
        let result = try project.runner.run(["rename", "Profile", "account"])
        #expect(result.status == 2)
        #expect(
            result.stderr == "account:1:1: error: 'account' is not a type name; start it with an uppercase letter\n")
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
