import Foundation
import Testing

/// A scene after day one: spec changes reach skeletons a person has edited, through scaffold.lock.
@Suite struct SkeletonLifecycleTests {
    static let viewModel = "Scenes/Profile/ProfileViewModel.swift"

    /// A project with the minimal spec generated once (without tests, to keep the listings short).
    func generatedProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.runner.run(["scene", "--tests", "none"])
        return project
    }

    @Test func aFilledInViewModelGainsANewInputAndOutputWithoutLosingALine() throws {
        let project = try generatedProject()
        try project.edit(
            Self.viewModel,
            replacing:
                "        // TODO: derive every output from the inputs and profileService; all bindings live here.\n"
                + "        self.name = .empty()\n",
            with: "        self.name = refresh.flatMapLatest { [profileService] in profileService.loadName() }\n")
        try project.edit(
            "Specs/Profile.yml", replacing: "  - refresh\n", with: "  - refresh\n  - reset\n")
        try project.edit(
            "Specs/Profile.yml", replacing: "  - name: String\n", with: "  - name: String\n  - age: Int\n")
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("merge \(Self.viewModel) (+ input reset, + output age)\n"))
        let merged = try project.read(Self.viewModel)
        #expect(merged.contains("    let reset = PublishSubject<Void>()\n"))
        #expect(merged.contains("    let age: Observable<Int>\n"))
        #expect(
            merged.contains(
                """
                        self.profileService = profileService

                        self.age = .empty()
                        self.name = refresh.flatMapLatest { [profileService] in profileService.loadName() }
                    }
                """))
    }

    @Test func aSecondRunAfterAMergeChangesNothing() throws {
        let project = try generatedProject()
        try project.edit(Self.viewModel, replacing: "self.name = .empty()", with: "self.name = .just(\"Ann\")")
        try project.edit("Specs/Profile.yml", replacing: "  - refresh\n", with: "  - refresh\n  - reset\n")
        try project.runner.run(["scene", "--tests", "none"])
        let merged = try project.read(Self.viewModel)
        let second = try project.runner.run(["scene", "--tests", "none", "--verbose"])
        #expect(second.stdout.contains("skip \(Self.viewModel)\n"))
        #expect(try project.read(Self.viewModel) == merged)
        #expect(try project.runner.run(["scene", "--tests", "none", "--check"]).status == 0)
    }

    @Test func changingALineThePersonChangedIsAConflictWithItsOwnExitCode() throws {
        let project = try generatedProject()
        try project.edit(
            Self.viewModel, replacing: "    let name: Observable<String>\n",
            with: "    let name: Observable<String>  // shown in the header\n")
        try project.edit("Specs/Profile.yml", replacing: "  - name: String\n", with: "  - name: Int\n")
        try project.edit("Specs/Profile.yml", replacing: "    - done: {from: name}", with: "    - done")
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(result.status == 3)
        #expect(
            result.stdout == """
                update Scenes/Profile/Profile.generated.swift
                conflict \(Self.viewModel) (~ output name)
                update Scenes/Profile/ProfileCoordinator.swift (~ output name, ~ result done)
                update Scenes/Profile/ProfileViewController.swift (~ output name)
                1 scene: 3 files written, 1 conflict to resolve (exit 3), 4 unchanged

                """)
        #expect(
            result.stderr == """
                \(Self.viewModel):16:1: error: your edits and scaffold's change overlap here; keep what you need \
                between '<<<<<<< yours' and '>>>>>>> scaffold', delete the markers, then run 'scaffold scene' again

                """)
        #expect(
            try project.read(Self.viewModel).contains(
                """
                    // MARK: - Outputs

                <<<<<<< yours
                    let name: Observable<String>  // shown in the header
                =======
                    let name: Observable<Int>
                >>>>>>> scaffold

                """))
    }

    @Test func aFileWithConflictMarkersIsNotMergedAgain() throws {
        let project = try generatedProject()
        try project.edit(
            Self.viewModel, replacing: "    let name: Observable<String>\n",
            with: "    let name: Observable<String> // x\n")
        try project.edit("Specs/Profile.yml", replacing: "  - name: String\n", with: "  - name: Int\n")
        try project.edit("Specs/Profile.yml", replacing: "    - done: {from: name}", with: "    - done")
        try project.runner.run(["scene", "--tests", "none"])
        let withMarkers = try project.read(Self.viewModel)
        try project.edit("Specs/Profile.yml", replacing: "  - refresh\n", with: "  - refresh\n  - reset\n")
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(result.status == 3)
        #expect(result.stdout.contains("conflict \(Self.viewModel)\n"))
        #expect(result.stderr.contains("\(Self.viewModel):16:1: error: unresolved conflict from an earlier run"))
        #expect(try project.read(Self.viewModel) == withMarkers)
    }

    @Test func checkFailsWhenAnEditedSkeletonIsBehindItsSpec() throws {
        let project = try generatedProject()
        try project.edit(Self.viewModel, replacing: "self.name = .empty()", with: "self.name = .just(\"Ann\")")
        try project.edit("Specs/Profile.yml", replacing: "  - refresh\n", with: "  - refresh\n  - reset\n")
        try project.runner.run(["scene", "--tests", "none", "Specs/Profile.yml", "--check"])
        let result = try project.runner.run(["scene", "--tests", "none", "--check"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("behind \(Self.viewModel) (+ input reset)\n"))
        #expect(result.stdout.contains("+    let reset = PublishSubject<Void>()\n"))
        #expect(!result.stdout.contains("-        self.name = .just(\"Ann\")"))
    }

    @Test func checkNeverFailsOnThePersonsOwnEdits() throws {
        let project = try generatedProject()
        try project.edit(Self.viewModel, replacing: "self.name = .empty()", with: "self.name = .just(\"Ann\")")
        let result = try project.runner.run(["scene", "--tests", "none", "--check"])
        #expect(result.status == 0)
    }

    @Test func aTemplateChangeFlowsIntoAnEditedSkeleton() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.write("scaffold.yml", "tests: none\ntemplates: T\n")
        try project.runner.run(["templates", "export", "T"])
        try project.runner.run(["scene"])
        try project.edit(Self.viewModel, replacing: "self.name = .empty()", with: "self.name = .just(\"Ann\")")
        try project.edit(
            "T/ViewModel.swift.mustache", replacing: "    // MARK: - Init\n",
            with: "    // MARK: - Init (bindings)\n")
        let result = try project.runner.run(["scene"])
        #expect(result.stdout.contains("merge \(Self.viewModel) (template change)\n"))
        let merged = try project.read(Self.viewModel)
        #expect(merged.contains("    // MARK: - Init (bindings)\n"))
        #expect(merged.contains("self.name = .just(\"Ann\")"))
    }

    @Test func aSkeletonWithoutABaseIsLeftAloneWithAWarningUntilAdopted() throws {
        let project = try generatedProject()
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("scaffold.lock"))
        try project.edit(Self.viewModel, replacing: "self.name = .empty()", with: "self.name = .just(\"Ann\")")
        try project.edit("Specs/Profile.yml", replacing: "  - refresh\n", with: "  - refresh\n  - reset\n")
        let before = try project.read(Self.viewModel)
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(result.status == 0)
        let warning =
            ":1:1: warning: skeleton has no base in scaffold.lock, so spec changes cannot be merged into it; "
            + "it lacks 'reset', add them by hand first; then run 'scaffold scene --adopt' to merge from here on\n"
        #expect(result.stderr == "Scenes/Profile/ProfileViewController.swift" + warning + Self.viewModel + warning)
        #expect(try project.read(Self.viewModel) == before)
        // As the warning says: add the lacking member by hand, then adopt.
        try project.edit(
            Self.viewModel, replacing: "    let refresh = PublishSubject<Void>()\n",
            with: "    let refresh = PublishSubject<Void>()\n    let reset = PublishSubject<Void>()\n")
        let adopted = try project.runner.run(["scene", "--tests", "none", "--adopt"])
        #expect(adopted.stdout.contains("adopt \(Self.viewModel)\n"))
        #expect(try project.runner.run(["scene", "--tests", "none"]).stderr == "")
    }

    @Test func aDamagedLockIsAnErrorAtItsLineNotAnEmptyLock() throws {
        let project = try generatedProject()
        let lock = try project.read("scaffold.lock")
        try project.write("scaffold.lock", String(lock.dropLast(40)))
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("scaffold.lock:"))
        #expect(result.stderr.contains("scaffold.lock is damaged"))
    }

    @Test func pruneDeletesTheSkeletonsOfAGoneSpecThatNobodyEditedAndKeepsTheRest() throws {
        let project = try generatedProject()
        try project.write("Specs/Other.yml", "scene: Other\n")
        try project.runner.run(["scene", "--tests", "none"])
        try project.edit(Self.viewModel, replacing: "self.name = .empty()", with: "self.name = .just(\"Ann\")")
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Specs/Profile.yml"))
        let result = try project.runner.run(["scene", "--tests", "none", "--prune"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("remove Scenes/Profile/Profile.generated.swift\n"))
        #expect(result.stdout.contains("remove Scenes/Profile/ProfileViewController.swift\n"))
        #expect(result.stdout.contains("remove Scenes/Profile/ProfileService.swift\n"))
        let kept = """
            \(Self.viewModel):1:1: warning: the spec of this skeleton is gone, but you edited it, so it is kept; it \
            refers to a scene scaffold no longer generates, so --check fails on it until you delete it or remove \
            its first line to make it your own

            """
        #expect(result.stderr == kept)
        #expect(project.exists(Self.viewModel))
        #expect(!project.exists("Scenes/Profile/ProfileCoordinator.swift"))
        // The kept skeleton would not compile without its contract: every check names it until it is dealt with.
        let check = try project.runner.run(["scene", "--check", "--tests", "none"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("orphan \(Self.viewModel) (edited: --prune keeps it)\n"))
        // A plain run between keeps no cache that would answer the next check without the kept skeleton.
        try project.runner.run(["scene", "--tests", "none"])
        #expect(try project.runner.run(["scene", "--check", "--tests", "none"]).status == 1)
        let again = try project.runner.run(["scene", "--tests", "none", "--prune"])
        #expect(again.stderr == kept)
        // Without scaffold's first line the file is the person's own: scaffold lets go of it.
        let text = try project.read(Self.viewModel)
        try project.write(Self.viewModel, String(text.drop { $0 != "\n" }.dropFirst()))
        try project.runner.run(["scene", "--tests", "none", "--prune"])
        #expect(!(try project.read("scaffold.lock")).contains("Specs/Profile.yml"))
        #expect(try project.runner.run(["scene", "--check", "--tests", "none"]).status == 0)
    }

    /// After `--prune` kept an edited skeleton, running it again would keep it again: the check says what ends it.
    @Test func theCheckAfterPruneKeptAnEditedSkeletonAdvisesWhatEndsIt() throws {
        let project = try generatedProject()
        try project.write("Specs/Other.yml", "scene: Other\n")
        try project.runner.run(["scene", "--tests", "none"])
        try project.edit(Self.viewModel, replacing: "self.name = .empty()", with: "self.name = .just(\"Ann\")")
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Specs/Profile.yml"))
        try project.runner.run(["scene", "--tests", "none", "--prune"])
        let check = try project.runner.run(["scene", "--check", "--tests", "none"])
        #expect(
            check.stdout.split(separator: "\n").last.map(String.init)
                == "1 scene: 1 skeleton no longer made by its spec; delete the edited orphan, or remove its first line "
                + "to make it yours")
        let annotated = try project.runner.run(["scene", "--check", "--tests", "none", "--format", "github"])
        #expect(
            annotated.stdout.contains(
                "::error file=\(Self.viewModel),line=1,col=1::skeleton is no longer made by its spec and you edited "
                    + "it, so --prune keeps it; delete it, or remove its first line to make it yours\n"))
    }

    /// A deleted scene's folders go with its last file; one that still holds a file of the person's stays.
    @Test func pruneRemovesTheFoldersItEmptied() throws {
        let project = try generatedProject()
        try project.write("Specs/Other.yml", "scene: Other\ninputs: [tap]\noutputs: [done]\n")
        try project.runner.run(["scene"])
        try project.write("SceneTests/Other/Notes.md", "mine\n")
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Specs/Other.yml"))
        try project.runner.run(["scene", "--prune"])
        #expect(!project.exists("Scenes/Other"))
        #expect(project.files().filter { $0.contains("Other") } == ["SceneTests/Other/Notes.md"])
        #expect(project.exists("Scenes/Profile/ProfileViewModel.swift"))
    }

    @Test func aSpecMovedTwiceLeavesOneBasePerSkeleton() throws {
        let project = try generatedProject()
        let specs = project.root.appendingPathComponent("Specs")
        try FileManager.default.moveItem(
            at: specs.appendingPathComponent("Profile.yml"), to: specs.appendingPathComponent("Account.yml"))
        try project.runner.run(["scene", "--tests", "none"])
        try FileManager.default.moveItem(
            at: specs.appendingPathComponent("Account.yml"), to: specs.appendingPathComponent("Settings.yml"))
        try project.runner.run(["scene", "--tests", "none"])
        let lock = try project.read("scaffold.lock")
        #expect(lock.components(separatedBy: " \(Self.viewModel)\n").count - 1 == 1)
        #expect(try project.runner.run(["scene", "--check", "--tests", "none"]).status == 0)
    }

    @Test func aSkeletonSavedWithCRLFLineBreaksMergesInItsOwnLineBreaks() throws {
        let project = try generatedProject()
        let text = try project.read(Self.viewModel)
        try project.write(Self.viewModel, text.replacingOccurrences(of: "\n", with: "\r\n"))
        try project.edit("Specs/Profile.yml", replacing: "  - refresh\n", with: "  - refresh\n  - reset\n")
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("merge \(Self.viewModel) (+ input reset)\n"))
        let merged = try project.read(Self.viewModel)
        #expect(merged.contains("    let reset = PublishSubject<Void>()\r\n"))
        #expect(!merged.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test func aSkeletonThatIsNotUTF8IsLeftExactlyAsItIs() throws {
        let project = try generatedProject()
        var bytes = Array(try project.read(Self.viewModel).utf8)
        bytes.insert(0xFF, at: 10)
        try Data(bytes).write(to: project.root.appendingPathComponent(Self.viewModel))
        try project.edit("Specs/Profile.yml", replacing: "  - refresh\n", with: "  - refresh\n  - reset\n")
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(result.status == 0)
        #expect(
            result.stderr.contains(
                "\(Self.viewModel):1:1: warning: skeleton is not valid UTF-8 text, so scaffold leaves it alone"))
        #expect(Array(try Data(contentsOf: project.root.appendingPathComponent(Self.viewModel))) == bytes)
    }

    @Test func aBehindSkeletonsDiffNamesTheProjectRelativePathFromASubfolder() throws {
        let project = try generatedProject()
        try project.edit(Self.viewModel, replacing: "self.name = .empty()", with: "self.name = .just(\"Ann\")")
        try project.edit("Specs/Profile.yml", replacing: "  - refresh\n", with: "  - refresh\n  - reset\n")
        try project.write("scaffold.yml", "tests: none\n")
        let subfolder = CommandLineRunner(directory: project.root.appendingPathComponent("Specs"))
        let result = try subfolder.run(["scene", "--check", "--config", "../scaffold.yml"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("behind ../\(Self.viewModel) (+ input reset)\n"))
        #expect(result.stdout.contains("--- a/\(Self.viewModel)\n"))
    }
}

/// Shared services after day one: a new service reaches the app's container a person has edited.
@Suite struct SharedServiceLifecycleTests {
    static let scene = "scene: Profile\ndependencies: [UserService]\ncoordinator: {}\n"

    @Test func aNewServiceIsMergedIntoAnEditedContainer() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", Self.scene)
        try project.write("Specs/Services/UserService.yml", "service: UserService\nmethods:\n  - load: User\n")
        try project.runner.run(["scene", "--tests", "none"])
        let container = "Services/AppDependencies.swift"
        let edited = try project.read(container).replacingOccurrences(
            of: "= UserService()", with: "= UserService(session: .shared)")
        try project.write(container, edited)
        try project.write("Specs/Services/Tracker.yml", "service: Tracker\nmethods:\n  - track: {kind: completable}\n")
        try project.write(
            "Specs/Profile.yml", Self.scene.replacingOccurrences(of: "[UserService]", with: "[UserService, Tracker]"))

        let check = try project.runner.run(["scene", "--tests", "none", "--check"])
        #expect(check.status == 1)
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.contains("merge \(container) (+ service Tracker)\n"))
        #expect(
            try project.read(container).hasSuffix(
                """
                final class AppDependencies: AppServices {
                    let tracker: any TrackerType = Tracker()
                    let userService: any UserServiceType = UserService(session: .shared)
                }

                """))
    }

    /// Without a shared service there is no container: pruning after the last service spec is deleted removes the
    /// service's files and the container a person never edited, as it does for a deleted scene.
    @Test func pruningAfterTheLastServiceSpecIsDeletedRemovesTheContainer() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", Self.scene)
        try project.write("Specs/Services/UserService.yml", "service: UserService\nmethods:\n  - load: User\n")
        try project.runner.run(["scene", "--tests", "none"])
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Specs/Services/UserService.yml"))
        try project.write("Specs/Profile.yml", "scene: Profile\ncoordinator: {}\n")

        let result = try project.runner.run(["scene", "--tests", "none", "--prune", "--quiet"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(project.files().filter { $0.hasPrefix("Services/") } == [])
        #expect(try !project.read("scaffold.lock").contains("(project)"))
    }

    @Test func aDependentSceneNamesTheServiceSpecInItsDepfile() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", Self.scene)
        try project.write("Specs/Services/UserService.yml", "service: UserService\nmethods:\n  - load: User\n")
        let result = try project.runner.run(["scene", "--tests", "none", "--depfile", "deps.d"])
        #expect(result.status == 0)
        let depfile = try project.read("deps.d")
        let profileRule = depfile.split(separator: "\n").first {
            $0.hasPrefix("Scenes/Profile/Profile.generated.swift")
        }
        #expect(profileRule?.contains("Specs/Services/UserService.yml") == true, "\(depfile)")
    }
}
