import Foundation
import Testing

/// Every piece of advice a lifecycle message gives is followed here as a person would, word for word: the
/// `'scaffold …'` commands it names are run exactly as printed. Following it never loses a line the person wrote,
/// and leaves a project whose `scaffold scene --check` passes.
@Suite struct AdviceReliabilityTests {
    static let viewModel = "Scenes/Profile/ProfileViewModel.swift"
    static let personsLine = "        self.name = .just(\"Ann\")\n"

    /// A project generated once, its view model filled in by the person.
    func editedProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try #require(try project.runner.run(["scene"]).status == 0)
        try project.edit(Self.viewModel, replacing: "        self.name = .empty()\n", with: Self.personsLine)
        return project
    }

    /// Adds the input `reset` to the spec.
    func addInput(_ project: TemporaryProject) throws {
        try project.edit("Specs/Profile.yml", replacing: "  - refresh\n", with: "  - refresh\n  - reset\n")
    }

    /// Runs every `'scaffold …'` command `message` names, in order, and returns their results; the message must
    /// name at least one.
    @discardableResult
    func follow(_ message: String, in project: TemporaryProject) throws -> [CommandLineRunner.Result] {
        let commands = Self.advisedCommands(in: message)
        try #require(!commands.isEmpty, "no command in: \(message)")
        return try commands.map { try project.runner.run($0) }
    }

    /// The arguments of each `'scaffold …'` command quoted in `message`, each once, in the order first named.
    static func advisedCommands(in message: String) -> [[String]] {
        var commands: [[String]] = []
        var rest = message[...]
        while let start = rest.range(of: "'scaffold ") {
            let command = rest[start.upperBound...].prefix { $0 != "'" }
            let arguments = command.split(separator: " ").map(String.init)
            if !commands.contains(arguments) { commands.append(arguments) }
            rest = rest[command.endIndex...]
        }
        return commands
    }

    /// The person's line is still in the view model, and the check passes.
    func expectNothingLost(_ project: TemporaryProject, path: String = viewModel) throws {
        #expect(try project.read(path).contains(Self.personsLine))
        let check = try project.runner.run(["scene", "--check"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test func aStaleSkeletonMergesWhenTheCheckAdviceIsFollowed() throws {
        let project = try editedProject()
        try addInput(project)
        let check = try project.runner.run(["scene", "--check"])
        #expect(check.status == 1)
        #expect(
            check.stdout.contains("3 skeletons behind their specs; run 'scaffold scene' to update"), "\(check.stdout)")
        try follow(check.stdout, in: project)
        #expect(try project.read(Self.viewModel).contains("    let reset = PublishSubject<Void>()\n"))
        try expectNothingLost(project)
    }

    @Test func aConflictResolvedAsTheMessageSaysMergesOnTheNextRun() throws {
        let project = try editedProject()
        try project.edit(
            Self.viewModel, replacing: "    let name: Observable<String>\n",
            with: "    let name: Observable<String>  // shown in the header\n")
        try project.edit("Specs/Profile.yml", replacing: "  - name: String\n", with: "  - name: Int\n")
        try project.edit("Specs/Profile.yml", replacing: "    - done: {from: name}", with: "    - done")
        let run = try project.runner.run(["scene"])
        #expect(run.status == 3)
        #expect(run.stderr.contains("keep what you need between '<<<<<<< yours' and '>>>>>>> scaffold'"))
        // Keep scaffold's new type with the person's comment, and delete the markers.
        let merged = try project.read(Self.viewModel)
        let resolved = merged.replacingOccurrences(
            of: "<<<<<<< yours\n    let name: Observable<String>  // shown in the header\n=======\n"
                + "    let name: Observable<Int>\n>>>>>>> scaffold\n",
            with: "    let name: Observable<Int>  // shown in the header\n")
        try #require(resolved != merged, "\(merged)")
        try project.write(Self.viewModel, resolved.replacingOccurrences(of: "\"Ann\"", with: "0"))
        let next = try follow(run.stderr, in: project)
        #expect(next.map(\.status) == [0], "\(next.map(\.stderr))")
        #expect(try project.read(Self.viewModel).contains("    let name: Observable<Int>  // shown in the header\n"))
        #expect(try project.runner.run(["scene", "--check"]).status == 0)
    }

    @Test func anUnresolvedConflictMergesOnceTheMarkersAreGone() throws {
        let project = try editedProject()
        try project.write(
            Self.viewModel,
            try project.read(Self.viewModel).replacingOccurrences(
                of: "final class", with: "<<<<<<< yours\n// mine\n=======\n>>>>>>> scaffold\nfinal class"))
        try addInput(project)
        let run = try project.runner.run(["scene"])
        #expect(run.stderr.contains("resolve it and delete the markers before scaffold merges this file again"))
        try project.edit(
            Self.viewModel, replacing: "<<<<<<< yours\n// mine\n=======\n>>>>>>> scaffold\n", with: "// mine\n"
        )
        #expect(try project.runner.run(["scene"]).status == 0)
        #expect(try project.read(Self.viewModel).contains("    let reset = PublishSubject<Void>()\n"))
        #expect(try project.read(Self.viewModel).contains("// mine\n"))
        try expectNothingLost(project)
    }

    @Test func aSkeletonWithoutABaseMergesAfterTheAdvisedAdopt() throws {
        let project = try editedProject()
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("scaffold.lock"))
        try addInput(project)
        let run = try project.runner.run(["scene"])
        #expect(run.stderr.contains("it lacks 'reset', add them by hand first; then run 'scaffold scene --adopt'"))
        try project.edit(
            Self.viewModel, replacing: "    let refresh = PublishSubject<Void>()\n",
            with: "    let refresh = PublishSubject<Void>()\n    let reset = PublishSubject<Void>()\n")
        let adopted = try follow(run.stderr, in: project)
        #expect(adopted.map(\.status) == [0], "\(adopted.map(\.stderr))")
        try project.edit(
            "Specs/Profile.yml", replacing: "  - name: String\n", with: "  - name: String\n  - age: Int\n")
        #expect(try project.runner.run(["scene"]).status == 0)
        #expect(try project.read(Self.viewModel).contains("    let age: Observable<Int>\n"))
        try expectNothingLost(project)
    }

    /// Skipping the advice's first step is not a false green: a view model that lacks a member is not adopted (its
    /// base would record the member as deleted), and the check fails on it until the member is there.
    @Test func anAdoptThatSkipsAddingTheLackingMemberLeavesTheCheckFailing() throws {
        let project = try editedProject()
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("scaffold.lock"))
        try addInput(project)
        let adopted = try project.runner.run(["scene", "--adopt"])
        #expect(adopted.stdout.contains("skip \(Self.viewModel) (lacks 'reset')\n"), "\(adopted.stdout)")
        let check = try project.runner.run(["scene", "--check"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("behind \(Self.viewModel) (lacks 'reset')\n"), "\(check.stdout)")
        try project.edit(
            Self.viewModel, replacing: "    let refresh = PublishSubject<Void>()\n",
            with: "    let refresh = PublishSubject<Void>()\n    let reset = PublishSubject<Void>()\n")
        #expect(try project.runner.run(["scene", "--adopt"]).status == 0)
        try expectNothingLost(project)
    }

    @Test func aDamagedLockDeletedAndAdoptedAsAdvisedKeepsMerging() throws {
        let project = try editedProject()
        try project.write(
            "scaffold.lock", try project.read("scaffold.lock").replacingOccurrences(of: "checksum ", with: "checksum 1")
        )
        let run = try project.runner.run(["scene"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("or delete it and run 'scaffold scene --adopt'"), "\(run.stderr)")
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("scaffold.lock"))
        let adopted = try follow(run.stderr, in: project)
        #expect(adopted.map(\.status) == [0], "\(adopted.map(\.stderr))")
        try addInput(project)
        #expect(try project.runner.run(["scene"]).status == 0)
        #expect(try project.read(Self.viewModel).contains("    let reset = PublishSubject<Void>()\n"))
        try expectNothingLost(project)
    }

    @Test func aLockEditedToNameAnOutsidePathWorksAgainOnceRestored() throws {
        let project = try editedProject()
        let lock = try project.read("scaffold.lock")
        try project.write("scaffold.lock", lock.replacingOccurrences(of: " Scenes/Profile/", with: " ../Profile/"))
        let run = try project.runner.run(["scene"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("restore it from version control"), "\(run.stderr)")
        try project.write("scaffold.lock", lock)
        #expect(try project.runner.run(["scene"]).status == 0)
        try expectNothingLost(project)
    }

    @Test func aRenamedSceneFollowsTheAdvisedRenameWithItsEdits() throws {
        let project = try editedProject()
        try project.edit("Specs/Profile.yml", replacing: "scene: Profile\n", with: "scene: Account\n")
        let run = try project.runner.run(["scene"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("run 'scaffold rename Profile Account'"), "\(run.stderr)")
        let renamed = try follow(run.stderr, in: project)
        #expect(renamed.map(\.status) == [0], "\(renamed.map(\.stderr))")
        #expect(!project.exists("Scenes/Profile"))
        try expectNothingLost(project, path: "Scenes/Account/AccountViewModel.swift")
    }

    @Test func aDamagedRenameJournalDeletedAsAdvisedLetsTheRenameRunAgain() throws {
        let project = try editedProject()
        try project.write(".scaffold/rename.journal", "not a journal\n")
        let run = try project.runner.run(["scene"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("then delete the journal and rename again"), "\(run.stderr)")
        try FileManager.default.removeItem(at: project.root.appendingPathComponent(".scaffold/rename.journal"))
        #expect(try project.runner.run(["rename", "Profile", "Account"]).status == 0)
        try expectNothingLost(project, path: "Scenes/Account/AccountViewModel.swift")
    }

    @Test func aFileInTheWayOfARenameMovedAwayLetsTheRenameRunAgain() throws {
        let project = try editedProject()
        try project.write("Scenes/Account", "a plain file\n")
        let run = try project.runner.run(["rename", "Profile", "Account"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("move it away, then rename again"), "\(run.stderr)")
        try FileManager.default.moveItem(
            at: project.root.appendingPathComponent("Scenes/Account"),
            to: project.root.appendingPathComponent("Account.txt"))
        #expect(try project.runner.run(["rename", "Profile", "Account"]).status == 0)
        #expect(try project.read("Account.txt") == "a plain file\n")
        try expectNothingLost(project, path: "Scenes/Account/AccountViewModel.swift")
    }

    @Test func aNonUTF8SkeletonSavedAsUTF8MergesWhenTheCheckAdviceIsFollowed() throws {
        let project = try editedProject()
        let url = project.root.appendingPathComponent(Self.viewModel)
        // "café" in Latin-1: one byte 0xE9 that is not UTF-8.
        try (Data(try project.read(Self.viewModel).utf8) + Data("// caf".utf8) + Data([0xE9, 0x0A])).write(to: url)
        try addInput(project)
        let check = try project.runner.run(["scene", "--check"])
        #expect(check.status == 2)
        #expect(check.stderr.contains("save it as UTF-8, then run 'scaffold scene' to merge"), "\(check.stderr)")
        let latin1 = try #require(String(data: try Data(contentsOf: url), encoding: .isoLatin1))
        try project.write(Self.viewModel, latin1)
        let merged = try follow(check.stderr, in: project)
        #expect(merged.map(\.status) == [0], "\(merged.map(\.stderr))")
        #expect(try project.read(Self.viewModel).hasSuffix("// caf\u{E9}\n"))
        #expect(try project.read(Self.viewModel).contains("    let reset = PublishSubject<Void>()\n"))
        try expectNothingLost(project)
    }

    @Test func anUneditedSkeletonOfADeletedSpecIsPrunedAsTheCheckAdvises() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.write("Specs/Other.yml", minimalSpec.replacingOccurrences(of: "Profile", with: "Other"))
        #expect(try project.runner.run(["scene"]).status == 0)
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Specs/Profile.yml"))
        let check = try project.runner.run(["scene", "--check"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("run 'scaffold scene --prune'"), "\(check.stdout)")
        let pruned = try follow(check.stdout, in: project)
        #expect(pruned.allSatisfy { $0.status == 0 }, "\(pruned.map(\.stderr))")
        #expect(!project.exists(Self.viewModel))
        #expect(try project.runner.run(["scene", "--check"]).status == 0)
    }

    @Test func anEditedSkeletonOfADeletedSpecIsKeptByTheAdvisedPruneAndLeftToThePerson() throws {
        let project = try editedProject()
        try project.write("Specs/Other.yml", minimalSpec.replacingOccurrences(of: "Profile", with: "Other"))
        #expect(try project.runner.run(["scene"]).status == 0)
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Specs/Profile.yml"))
        let check = try project.runner.run(["scene", "--check"])
        #expect(check.stdout.contains("run 'scaffold scene --prune'"), "\(check.stdout)")
        let pruned = try follow(check.stdout, in: project)
        #expect(try project.read(Self.viewModel).contains(Self.personsLine))
        let kept = pruned.map(\.stderr).joined()
        #expect(kept.contains("until you delete it or remove its first line to make it your own"), "\(kept)")
        // The person keeps the file as their own, as the message offers.
        let text = try project.read(Self.viewModel)
        try project.write(Self.viewModel, String(text[text.index(after: text.firstIndex(of: "\n")!)...]))
        try expectNothingLost(project)
    }

    @Test func aMissingSkeletonIsCreatedAsTheCheckAdvises() throws {
        let project = try editedProject()
        let service = "Scenes/Profile/ProfileService.swift"
        try FileManager.default.removeItem(at: project.root.appendingPathComponent(service))
        let check = try project.runner.run(["scene", "--check"])
        #expect(check.status == 0)
        #expect(
            check.stderr == "\(service):1:1: warning: skeleton is missing; run 'scaffold scene' to create it\n",
            "\(check.stderr)")
        try follow(check.stderr, in: project)
        #expect(project.exists(service))
        try expectNothingLost(project)
    }

    @Test func aStaleGeneratedFileIsRewrittenAsTheCheckAdvises() throws {
        let project = try editedProject()
        try project.edit("Scenes/Profile/Profile.generated.swift", replacing: "protocol", with: "protocol ")
        let check = try project.runner.run(["scene", "--check"])
        #expect(check.status == 1)
        #expect(
            check.stdout.contains("1 stale of 6 generated files; run 'scaffold scene' to update"), "\(check.stdout)")
        try follow(check.stdout, in: project)
        try expectNothingLost(project)
    }
    @Test func anEditedViewControllerOfAScreenTurnedCellIsKeptByPruneUntilThePersonDeletesIt() throws {
        let project = try editedProject()
        let viewController = "Scenes/Profile/ProfileViewController.swift"
        try project.edit(viewController, replacing: "final class", with: "// The person's header view.\nfinal class")
        let cell = minimalSpec.replacingOccurrences(of: "scene: Profile\n", with: "scene: Profile\nkind: cell\n")
        try project.write("Specs/Profile.yml", String(cell[..<cell.range(of: "coordinator:")!.lowerBound]))
        let run = try project.runner.run(["scene"])
        #expect(run.stdout.contains("orphaned (remove with --prune)"), "\(run.stdout)")
        let pruned = try project.runner.run(["scene", "--prune"])
        #expect(pruned.status == 0)
        #expect(pruned.stderr.contains("move what you still need elsewhere and delete it"), "\(pruned.stderr)")
        #expect(try project.read(viewController).contains("// The person's header view.\n"))
        try FileManager.default.removeItem(at: project.root.appendingPathComponent(viewController))
        try expectNothingLost(project)
    }
    /// A rename is refused, with nothing changed, while a skeleton of the scene holds conflict markers; resolved as
    /// the message says, the rename runs.
    @Test func aRenameWaitsForAnUnresolvedConflictAndRunsOnceItIsResolved() throws {
        let project = try editedProject()
        let resolved = try project.read(Self.viewModel)
        try project.write(Self.viewModel, resolved + "<<<<<<< yours\n// mine\n=======\n>>>>>>> scaffold\n")
        let before = project.files()
        let refused = try project.runner.run(["rename", "Profile", "Account"])
        #expect(refused.status == 2)
        #expect(
            refused.stderr.contains(
                "\(Self.viewModel):\(resolved.split(separator: "\n", omittingEmptySubsequences: false).count):1: error: "
                    + "unresolved conflict from an earlier run; resolve it and delete the markers, then rename again"),
            "\(refused.stderr)")
        #expect(project.files() == before)
        try project.write(Self.viewModel, resolved + "// mine\n")
        #expect(try project.runner.run(["rename", "Profile", "Account"]).status == 0)
        #expect(try project.read("Scenes/Account/AccountViewModel.swift").hasSuffix("// mine\n"))
        try expectNothingLost(project, path: "Scenes/Account/AccountViewModel.swift")
    }
}
