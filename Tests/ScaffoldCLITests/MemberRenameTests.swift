import Foundation
import Testing

/// A member renamed with `renamedFrom:` merges into skeletons a person filled in as a rename: the person's lines that
/// use it are renamed, nothing conflicts, and a later run leaves the name alone.
@Suite struct MemberRenameTests {
    static let viewModel = "Scenes/Feed/FeedViewModel.swift"
    static let viewController = "Scenes/Feed/FeedViewController.swift"
    static let tests = "SceneTests/Feed/FeedViewModelTests.swift"
    static let config = "tests: {folder: SceneTests, testableImport: App}\n"

    static func spec(_ items: String) -> String {
        """
        scene: Feed
        inputs:
          - reload
        outputs:
          - \(items)
          - title: String
        service:
          methods:
            - fetchItems: {returns: "[String]"}
        coordinator:
          routes:
            - \(items.split(separator: ":").first ?? ""): Detail

        """
    }

    static let detail = "scene: Detail\narguments:\n  - items: \"[String]\"\ncoordinator: {}\n"

    /// A project whose Feed view model a person filled in: `items` comes from the service on `reload`.
    static func filledInProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", config)
        try project.write("Specs/Detail.yml", detail)
        try project.write("Specs/Feed.yml", spec("items: \"[String]\""))
        #expect(try project.runner.run(["scene"]).status == 0)
        let filled = try project.read(viewModel).replacingOccurrences(
            of: "        self.items = .empty()\n",
            with: "        // items: what the service answers\n"
                + "        self.items = reload.flatMapLatest { [feedService] in feedService.fetchItems() }\n")
        try project.write(viewModel, filled)
        return project
    }

    @Test func aRenamedOutputRenamesThePersonsUsesAndConflictsWithNothing() throws {
        let project = try Self.filledInProject()
        try project.write("Specs/Feed.yml", Self.spec("rows: {type: \"[String]\", renamedFrom: items}"))

        let result = try project.runner.run(["scene"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                update Scenes/Feed/Feed.generated.swift
                merge Scenes/Feed/FeedViewModel.swift (rename output items -> rows, rename route items -> rows)
                update Scenes/Feed/FeedCoordinator.swift (rename output items -> rows, rename route items -> rows)
                merge Scenes/Feed/FeedViewController.swift (rename output items -> rows, rename route items -> rows)
                merge SceneTests/Feed/FeedViewModelTests.swift (rename output items -> rows, rename route items -> rows)
                2 scenes: 2 files written, 3 merged, 11 unchanged

                """)
        let viewModel = try project.read(Self.viewModel)
        #expect(
            viewModel.contains(
                "        self.rows = reload.flatMapLatest { [feedService] in feedService.fetchItems() }\n"))
        // The person's comment is theirs: its words are kept.
        #expect(viewModel.contains("        // items: what the service answers\n"))
        #expect(!viewModel.contains("self.items"))
        #expect(try project.read("Scenes/Feed/FeedCoordinator.swift").contains("viewModel.outputs.rows"))
        #expect(try project.read(Self.tests).contains("private var rowsObserver: TestableObserver<[String]>!"))
    }

    @Test func aRenameIsMergedOnceAndTheOldNameIsFreeAfterwards() throws {
        let project = try Self.filledInProject()
        try project.write("Specs/Feed.yml", Self.spec("rows: {type: \"[String]\", renamedFrom: items}"))
        #expect(try project.runner.run(["scene"]).status == 0)
        // The person now uses the old name for something of their own.
        let own = try project.read(Self.viewModel).replacingOccurrences(
            of: "    // MARK: - Init\n", with: "    private let items = [\"cached\"]\n\n    // MARK: - Init\n")
        try project.write(Self.viewModel, own)

        let again = try project.runner.run(["scene"])

        #expect(again.status == 0)
        #expect(again.stdout == "2 scenes: 0 files written, 16 unchanged\n")
        #expect(try project.read(Self.viewModel) == own)
    }

    @Test func aRenamedServiceMethodRenamesItsCallsAndItsMock() throws {
        let project = try Self.filledInProject()
        try project.write(
            "Specs/Feed.yml",
            Self.spec("items: \"[String]\"").replacingOccurrences(
                of: "- fetchItems: {returns", with: "- loadRows: {renamedFrom: fetchItems, returns"))

        let result = try project.runner.run(["scene"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(try project.read(Self.viewModel).contains("feedService.loadRows() }\n"))
        let mocks = try project.read("SceneTests/Feed/FeedMocks.generated.swift")
        #expect(mocks.contains("var loadRowsCallCount = 0"))
        #expect(!mocks.contains("fetchItems"))
    }

    @Test func aPersonsChangeToTheRenamedDeclarationStillConflicts() throws {
        let project = try Self.filledInProject()
        // The person changed the declaration that the spec now renames and retypes.
        let changed = try project.read(Self.viewModel).replacingOccurrences(
            of: "    let title: Observable<String>\n", with: "    let title: Observable<String>  // trimmed\n")
        try project.write(Self.viewModel, changed)
        try project.write(
            "Specs/Feed.yml",
            Self.spec("items: \"[String]\"").replacingOccurrences(
                of: "  - title: String\n", with: "  - heading: {type: Int, renamedFrom: title}\n"))

        let result = try project.runner.run(["scene"])

        #expect(result.status == 3)
        #expect(result.stdout.contains("conflict Scenes/Feed/FeedViewModel.swift (rename output title -> heading)"))
        let viewModel = try project.read(Self.viewModel)
        #expect(viewModel.contains("    let heading: Observable<String>  // trimmed\n"))
        #expect(viewModel.contains("    let heading: Observable<Int>\n"))
    }

    static let settings = "scene: Settings\noutputs:\n  - done\ncoordinator:\n  result:\n    - closed: {from: done}\n"
    static let home = "scene: Home\noutputs:\n  - openSettings\ncoordinator:\n  routes:\n    - openSettings: Settings\n"

    /// A project of two scenes, Home routing to Settings, whose Settings view model a person filled in, then renamed
    /// in its spec with `renamedFrom:`.
    static func renamedSceneProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", config)
        try project.write("Specs/Settings.yml", settings)
        try project.write("Specs/Home.yml", home)
        #expect(try project.runner.run(["scene"]).status == 0)
        let viewModel = "Scenes/Settings/SettingsViewModel.swift"
        try project.write(
            viewModel,
            try project.read(viewModel).replacingOccurrences(
                of: "self.done = .empty()", with: "self.done = .just(())  // mine"))
        try project.write(
            "Specs/Settings.yml",
            settings.replacingOccurrences(of: "scene: Settings\n", with: "scene: Preferences\nrenamedFrom: Settings\n"))
        return project
    }

    @Test func aSceneRenamedInItsSpecIsRenamedAsScaffoldRenameDoes() throws {
        let project = try Self.renamedSceneProject()

        let result = try project.runner.run(["scene"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr
                == "Specs/Preferences.yml:1:8: warning: renamed scene 'Settings' to 'Preferences' as its "
                + "'renamedFrom:' says, in 9 files (its skeletons, tests, lock and the routes to it); 'renamedFrom:' "
                + "may go now\n")
        #expect(!project.exists("Specs/Settings.yml"))
        #expect(
            try project.read("Scenes/Preferences/PreferencesViewModel.swift").contains("self.done = .just(())  // mine")
        )
        #expect(try project.read("Specs/Home.yml").contains("    - openSettings: Preferences\n"))
        #expect(try project.runner.run(["scene"]).stdout == "2 scenes: 0 files written, 13 unchanged\n")
    }

    @Test func aCheckSaysTheSceneRenameIsPending() throws {
        let project = try Self.renamedSceneProject()

        let result = try project.runner.run(["scene", "--check"])

        #expect(result.status == 2)
        #expect(
            result.stderr
                == "Specs/Settings.yml:1:8: error: scene 'Settings' is renamed to 'Preferences' ('renamedFrom:'), "
                + "which 'scaffold scene' carries out; run it to rename its skeletons, tests and routes\n")
        #expect(project.exists("Specs/Settings.yml"))
    }
}
