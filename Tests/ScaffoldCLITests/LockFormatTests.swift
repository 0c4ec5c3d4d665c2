import Foundation
import ProcessRunning
import Testing

/// `scaffold.lock` as teams live with it: committed, merged by git on two branches, and read after a scaffold
/// upgrade that changed its format.
@Suite struct LockFormatTests {
    static let formatOne = ValidateCommandTests.repositoryRoot.appendingPathComponent("Tests/LockFormats/FormatOne")
    static let viewModel = "Scenes/Profile/ProfileViewModel.swift"

    /// What `git` printed, standard output then standard error; the test fails with git's own words when git does.
    @discardableResult
    func git(_ arguments: [String], in project: TemporaryProject) throws -> String {
        let result = try ProcessRunner.run(
            "/usr/bin/env",
            ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"]
                + arguments, in: project.root.path)
        let output = String(decoding: result.stdout + result.stderr, as: UTF8.self)
        #expect(result.status == 0, "git \(arguments.joined(separator: " ")): \(output)")
        return output
    }

    /// A project with two scenes generated and committed on `main`.
    func committedProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.write(
            "Specs/Other.yml", minimalSpec.replacingOccurrences(of: "scene: Profile", with: "scene: Other"))
        try project.runner.run(["scene", "--tests", "none"])
        // The run cache is this machine's, as the documentation advises.
        try project.write(".gitignore", ".scaffold/\n")
        try git(["init", "--quiet", "--initial-branch=main"], in: project)
        try git(["add", "--all"], in: project)
        try git(["commit", "--quiet", "-m", "Two scenes"], in: project)
        return project
    }

    /// On a new branch from `main`: `change`, a run of scaffold, a commit.
    func branch(_ name: String, of project: TemporaryProject, _ change: () throws -> Void) throws {
        try git(["checkout", "--quiet", "-b", name, "main"], in: project)
        try change()
        let run = try project.runner.run(["scene", "--tests", "none"])
        #expect(run.status == 0, "\(run.stderr)")
        try git(["add", "--all"], in: project)
        try git(["commit", "--quiet", "-m", name], in: project)
    }

    /// Merges `left` and `right` with plain `git merge` and checks the project: no conflict, and a lock that gives
    /// every skeleton its base (a skeleton without one is a warning).
    func expectCleanMerge(of project: TemporaryProject) throws {
        try git(["checkout", "--quiet", "left"], in: project)
        let merge = try git(["merge", "--no-edit", "--quiet", "right"], in: project)
        #expect(!merge.contains("CONFLICT"))
        let check = try project.runner.run(["scene", "--tests", "none", "--check"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stderr == "")
    }

    @Test func twoBranchesThatAddDifferentScenesMergeCleanly() throws {
        let project = try committedProject()
        // Both new scenes have an input the others lack: both branches add the same new blocks.
        try branch("left", of: project) {
            try project.write(
                "Specs/Login.yml",
                minimalSpec.replacingOccurrences(of: "Profile", with: "Login")
                    .replacingOccurrences(of: "  - refresh\n", with: "  - refresh\n  - setQuery: String\n"))
        }
        try branch("right", of: project) {
            try project.write(
                "Specs/Search.yml",
                minimalSpec.replacingOccurrences(of: "Profile", with: "Search")
                    .replacingOccurrences(of: "  - refresh\n", with: "  - refresh\n  - setQuery: String\n"))
        }
        try expectCleanMerge(of: project)
        #expect(project.exists("Scenes/Login/LoginViewModel.swift"))
        #expect(project.exists("Scenes/Search/SearchViewModel.swift"))
    }

    @Test func twoBranchesThatChangeDifferentScenesMergeCleanlyAndKeepMerging() throws {
        let project = try committedProject()
        try branch("left", of: project) {
            try project.edit("Specs/Profile.yml", replacing: "  - refresh\n", with: "  - refresh\n  - reset\n")
        }
        try branch("right", of: project) {
            try project.edit(
                "Specs/Other.yml", replacing: "  - name: String\n", with: "  - name: String\n  - age: Int\n")
        }
        try expectCleanMerge(of: project)
        // The merged lock still gives the merge its bases: a spec change reaches an edited skeleton.
        try project.edit(Self.viewModel, replacing: "self.name = .empty()", with: "self.name = .just(\"Ann\")")
        try project.edit("Specs/Profile.yml", replacing: "  - reset\n", with: "  - reset\n  - close\n")
        let run = try project.runner.run(["scene", "--tests", "none"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("merge \(Self.viewModel) (+ input close)\n"))
        let merged = try project.read(Self.viewModel)
        #expect(merged.contains("self.name = .just(\"Ann\")"))
        #expect(merged.contains("    let close = PublishSubject<Void>()\n"))
    }

    /// A project whose lock an older scaffold wrote in format 1.
    func formatOneProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        for path in [
            "Specs/Profile.yml", "scaffold.lock", Self.viewModel, "Scenes/Profile/ProfileService.swift",
            "Scenes/Profile/ProfileCoordinator.swift", "Scenes/Profile/ProfileViewController.swift",
        ] {
            try project.write(path, String(contentsOf: Self.formatOne.appendingPathComponent(path), encoding: .utf8))
        }
        return project
    }

    @Test func aFormatOneLockIsReadAndWrittenAgainInTheCurrentFormat() throws {
        let project = try formatOneProject()
        #expect(try project.read("scaffold.lock").contains("\nscaffold-lock 1\n"))
        let run = try project.runner.run(["scene", "--tests", "none"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "")
        let lock = try project.read("scaffold.lock")
        #expect(lock.contains("\nscaffold-lock 2\n"))
        #expect(lock.contains("\nbase "))
        #expect(try project.runner.run(["scene", "--tests", "none", "--check"]).status == 0)
    }

    @Test func anEditedSkeletonStillMergesAfterItsFormatOneLockIsWrittenAgain() throws {
        let project = try formatOneProject()
        try project.edit(Self.viewModel, replacing: "self.name = .empty()", with: "self.name = .just(\"Ann\")")
        try project.runner.run(["scene", "--tests", "none"])
        try project.edit("Specs/Profile.yml", replacing: "  - refresh\n", with: "  - refresh\n  - reset\n")
        let run = try project.runner.run(["scene", "--tests", "none"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("merge \(Self.viewModel) (+ input reset)\n"))
        let merged = try project.read(Self.viewModel)
        #expect(merged.contains("self.name = .just(\"Ann\")"))
        #expect(merged.contains("    let reset = PublishSubject<Void>()\n"))
    }
}
