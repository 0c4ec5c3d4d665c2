import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// Each bundled scene one version later (`Tests/Evolution/Specs`): members added, removed and
/// retyped, service methods, routes and result cases added. Its skeletons carry a person's edits
/// (filled-in bindings, a private helper, reordered imports, a written test); the merge of the
/// new render into them must be clean, keep every line the person wrote, equal the committed
/// `Tests/Golden/Evolution`, and type-check as an app of its own.
@Suite struct EvolutionGoldenTests {
    /// A person's edit: `old`, which must occur exactly once in the skeleton, becomes `new`.
    struct Edit {
        var file: String
        var old: String
        var new: String
    }

    /// The lines a service skeleton holds for `method` until a person fills it in: the TODO, and the error
    /// naming `member`.
    static func placeholder(of method: String, naming member: String) -> String {
        "// TODO: implement `\(method)`.\n        .error(NotImplemented(\"\(member)\"))"
    }

    static let edits: [Edit] = [
        // Login: function inputs.
        Edit(
            file: "Scenes/Login/LoginViewModel.swift",
            old: """
                        // TODO: derive every output from the inputs and authService; all bindings live here.
                        // TODO: send each request and each action's work through the trackers, then catch its error:
                        // `.trackActivity(activityTracker)` makes `isLoading` true while it runs;
                        // `.trackError(errorTracker)` sends why it failed to `loginFailure`.
                        self.validInput = .empty()

                """,
            new: """
                        self.validInput = typeEmailSubject.map { $0.contains("@") }

                """),
        Edit(
            file: "Scenes/Login/LoginViewModel.swift", old: "import RxCocoa\nimport RxSwift\n",
            new: "import RxSwift\nimport RxCocoa\n"),
        Edit(
            file: "Scenes/Login/LoginViewModel.swift", old: "}\n\n// MARK: - Conformances",
            new:
                "\n    private func log(_ message: String) {\n        print(message)\n    }\n}\n\n// MARK: - Conformances"
        ),
        Edit(
            file: "Scenes/Login/LoginViewController.swift",
            old: "// TODO: show `validInput` (Bool) through `owner` (self, held weakly).",
            new: "print(\"valid: \\(validInput)\")"),
        Edit(
            file: "Scenes/Login/AuthService.swift",
            old: placeholder(of: "currentUser", naming: "AuthService.currentUser()"),
            new: "// Nobody is signed in until login succeeds.\n        .empty()"),
        Edit(
            file: "SceneTests/Login/LoginViewModelTests.swift",
            old: """
                        // For example: XCTAssertEqual(validInputObserver.events.count, 1)
                        throw XCTSkip("TODO: assert what `tapSubmit` makes the view model emit")
                """,
            new: "        XCTAssertEqual(isLoadingObserver.events.count, 1)"),
        // UserService: a shared service's skeleton, filled in.
        Edit(
            file: "Services/UserService.swift",
            old: placeholder(of: "observeUser", naming: "UserService.observeUser()"),
            new: "// The user never changes in this sample.\n        currentUser().asObservable()"),
        // LanguageList: observer inputs.
        Edit(
            file: "Scenes/LanguageList/LanguageListViewModel.swift",
            old: """
                        // TODO: derive every output from the inputs and languageListService; all bindings live here.
                        self.languages = .empty()
                        self.didSelectLanguage = .empty()

                """,
            new: """
                        self.languages = languageListService.getLanguageList()
                        self.didSelectLanguage = selectLanguageSubject.asObservable()

                """),
        Edit(
            file: "Scenes/LanguageList/LanguageListViewModel.swift", old: "import RxRelay\nimport RxSwift\n",
            new: "import RxSwift\nimport RxRelay\n"),
        Edit(
            file: "Scenes/LanguageList/LanguageListViewController.swift",
            old: "// TODO: show `languages` ([String]) through `owner` (self, held weakly).",
            new: "print(languages.count)"),
        Edit(
            file: "Scenes/LanguageList/LanguageListService.swift",
            old: placeholder(of: "getLanguageList", naming: "LanguageListService.getLanguageList()"),
            new: ".just([\"Swift\", \"Kotlin\"])"),
        Edit(
            file: "SceneTests/LanguageList/LanguageListViewModelTests.swift",
            old: """
                        // For example: XCTAssertEqual(languagesObserver.events.count, 1)
                        throw XCTSkip("TODO: assert what `selectLanguage` makes the view model emit")
                """,
            new: "        XCTAssertEqual(didSelectLanguageObserver.events.count, 1)"),
        // RepositoryList: observer inputs, an action, state, a coordinator that observes routes.
        Edit(
            file: "Scenes/RepositoryList/RepositoryListViewModel.swift",
            old: """
                        // TODO: derive every output from the inputs and githubService; all bindings live here.
                        self.repositories = .empty()
                        self.title = .empty()

                """,
            new: """
                        self.repositories = Observable.just([])
                        self.title = .just("Repositories")

                """),
        Edit(
            file: "Scenes/RepositoryList/RepositoryListViewModel.swift", old: "}\n\n// MARK: - Conformances",
            new:
                "\n    private func log(_ message: String) {\n        print(message)\n    }\n}\n\n// MARK: - Conformances"
        ),
        Edit(
            file: "Scenes/RepositoryList/RepositoryListViewController.swift",
            old: "// TODO: show `repositories` ([RepositoryCellViewModel]) through `owner` (self, held weakly).",
            new: "print(repositories.count)"),
        Edit(
            file: "Scenes/RepositoryList/GithubService.swift",
            old: placeholder(
                of: "getMostPopularRepositories", naming: "GithubService.getMostPopularRepositories(language:)"),
            new: ".just([])"),
        Edit(
            file: "SceneTests/RepositoryList/RepositoryListViewModelTests.swift",
            old: """
                        // For example: XCTAssertEqual(repositoriesObserver.events.count, 1)
                        throw XCTSkip("TODO: assert what `reload` makes the view model emit")
                """,
            new: "        XCTAssertEqual(repositoriesObserver.events.count, 0)"),
        // RepositoryCell: a cell, whose first action adds the actions protocol to its view model's conformances.
        Edit(
            file: "Scenes/RepositoryCell/RepositoryCellViewModel.swift",
            old: """
                        // TODO: derive every output from the inputs; all bindings live here.
                        self.title = .empty()
                        self.stars = .empty()

                """,
            new: """
                        self.title = .just(repository.fullName)
                        self.stars = .just(Self.abbreviated(repository.starsCount))

                """),
        Edit(
            file: "Scenes/RepositoryCell/RepositoryCellViewModel.swift", old: "}\n\n// MARK: - Conformances",
            new: """

                    private static func abbreviated(_ count: Int) -> String {
                        count < 1000 ? "\\(count)" : "\\(count / 100 / 10).\\(count / 100 % 10)k"
                    }
                }

                // MARK: - Conformances
                """),
        Edit(
            file: "SceneTests/RepositoryCell/RepositoryCellViewModelTests.swift",
            old: """
                        // For example: XCTAssertEqual(titleObserver.events.count, 1)
                        throw XCTSkip("TODO: assert what `toggleStar` makes the view model emit")
                """,
            new: "        XCTAssertEqual(isStarredObserver.events.count, 1)"),
        // Filter: subject inputs, Driver outputs, the coordinator in the view model.
        Edit(
            file: "Scenes/Filter/FilterViewModel.swift",
            old: """
                        // TODO: derive every output from the inputs and filterStore; all bindings live here.
                        self.currentFilter = .empty()
                        self.shouldShowFilter = .empty()

                """,
            new: """
                        self.currentFilter = .just(0)
                        self.shouldShowFilter = .just(false)

                """),
        Edit(
            file: "Scenes/Filter/FilterViewController.swift",
            old: "// TODO: show `currentFilter` (Int) through `owner` (self, held weakly).",
            new: "print(currentFilter)"),
        Edit(
            file: "Scenes/Filter/FilterStore.swift",
            old: placeholder(of: "savedFilter", naming: "FilterStore.savedFilter()"),
            new: ".just(0)"),
        Edit(
            file: "SceneTests/Filter/FilterViewModelTests.swift",
            old: """
                        // For example: XCTAssertEqual(currentFilterObserver.events.count, 1)
                        throw XCTSkip("TODO: assert what `apply` makes the view model emit")
                """,
            new: "        XCTAssertEqual(currentFilterObserver.events.count, 1)"),
        // Search: the transform convention, whose Input and Output lists change around the person's lines.
        Edit(
            file: "Scenes/Search/SearchViewModel.swift", old: "            repositories: .empty(),\n",
            new: "            repositories: input.trigger.map { [] },\n"),
        Edit(
            file: "Scenes/Search/SearchViewModel.swift", old: "        )\n    }\n\n    // MARK: - Properties\n",
            new: "        )\n    }\n\n    private func log(_ message: String) {\n        print(message)\n    }\n\n"
                + "    // MARK: - Properties\n"),
        Edit(
            file: "Scenes/Search/SearchViewController.swift", old: "            trigger: .empty(),\n",
            new: "            trigger: .just(()),\n"),
        Edit(
            file: "Scenes/Search/SearchViewController.swift",
            old: "// TODO: show `fetching` (Bool) through `owner` (self, held weakly).",
            new: "print(\"fetching: \\(fetching)\")"),
        Edit(
            file: "SceneTests/Search/SearchViewModelTests.swift",
            old: """
                        // For example: XCTAssertEqual(fetchingObserver.events.count, 1)
                        throw XCTSkip("TODO: assert what `trigger` makes the view model emit")
                """,
            new: "        XCTAssertEqual(fetchingObserver.events.count, 1)"),
    ]

    /// The merge of each skeleton and the new contract, under `Evolution/`, with the conflicts found.
    static func evolve() throws -> (files: [OutputFile], conflicts: [String: Int], edited: [String: String]) {
        let project = try Project.load(configPath: nil, workingDirectory: RepositoryPaths.root)
        let before = try ScenePipeline(project: project).generate()
        let source = SpecSource(project: project)
        let current = try source.specs([])
        // Version 2 is read from Tests/Evolution/Specs but stands where version 1 does.
        var evolved = SpecInputs(
            requested: try current.requested.map { input in
                let url = RepositoryPaths.root.appendingPathComponent("Tests/Evolution/Specs")
                    .appendingPathComponent(input.file.url.lastPathComponent)
                return SpecInput(file: input.file, contents: .success(try Data(contentsOf: url)))
            })
        // The app's Swift is the same before and after: the fixtures are made from it.
        evolved.appCode = current.appCode
        let templates = try TemplateSet(entries: try source.templates().entries)
        let after = try Generator(configuration: project.generatorConfiguration(for: SceneRequest()))
            .generate(evolved, templates: templates)

        var edited: [String: String] = [:]
        for file in before.files where file.kind == .skeleton {
            var text = file.contents
            for edit in edits where edit.file == file.path {
                #expect(text.components(separatedBy: edit.old).count == 2, "\(edit.file) must hold '\(edit.old)' once")
                text = text.replacingOccurrences(of: edit.old, with: edit.new)
            }
            edited[file.path] = text
        }
        let bases = Dictionary(before.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        var conflicts: [String: Int] = [:]
        let files = after.files.map { file -> OutputFile in
            var result = file
            result.path = "Evolution/" + file.path
            guard file.kind == .skeleton, let base = bases[file.path], let yours = edited[file.path] else {
                return result
            }
            let merged = ThreeWayMerge.merge(base: base, yours: yours, theirs: file.contents)
            conflicts[file.path] = merged.conflicts.count
            result.contents = merged.text
            return result
        }
        return (files, conflicts, edited)
    }

    @Test func mergesMatchGoldenFiles() throws {
        let evolution = try Self.evolve()
        GoldenFiles.expectMatch(evolution.files, folder: "Evolution")
    }

    @Test func everyMergeIsClean() throws {
        let evolution = try Self.evolve()
        #expect(evolution.conflicts.filter { $0.value > 0 } == [:])
        #expect(evolution.conflicts.count == 45)
    }

    @Test func everyLineThePersonWroteIsKept() throws {
        let evolution = try Self.evolve()
        let merged = Dictionary(evolution.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        for edit in Self.edits {
            let text = merged["Evolution/" + edit.file] ?? ""
            for line in edit.new.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                #expect(text.contains(line + "\n"), "\(edit.file) lost the person's line '\(line)'")
            }
        }
    }

    @Test(arguments: LanguageMode.allCases)
    func evolvedScenesCompile(in mode: LanguageMode) throws {
        let golden = RepositoryPaths.golden.appendingPathComponent("Evolution")
        let app =
            SwiftTypeChecker.swiftFiles(in: golden.appendingPathComponent("Scenes"))
            + SwiftTypeChecker.swiftFiles(in: golden.appendingPathComponent("Services"))
            + RepositoryPaths.bundledAppFixtureFiles
            + SwiftTypeChecker.swiftFiles(in: RepositoryPaths.composition)
        let tests = SwiftTypeChecker.swiftFiles(in: golden.appendingPathComponent("SceneTests"))
        #expect(app.count > 20)
        let result = try SwiftTypeChecker.typecheck(app: app, tests: tests, mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }
}
