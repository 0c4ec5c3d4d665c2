import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// The RxFlowApp fixture project (`Tests/Fixtures/RxFlowApp`, `navigation: rxflow`): a list, a detail with
/// arguments, a sign-in sheet with a result, and a transform scene that binds its steps in `transform(input:)`. It renders to exactly the files under `Tests/Golden/RxFlowApp`,
/// which compile against the stand-ins (RxFlow's among them) and, run as a program, navigate.
@Suite struct RxFlowAppGoldenTests {
    static let folder = "RxFlowApp"
    static let project = RepositoryPaths.fixtures.appendingPathComponent(folder)
    static let golden = RepositoryPaths.golden.appendingPathComponent(folder)

    /// The app module: the golden scenes with the fixture's hand-written model.
    static var appFiles: [URL] {
        SwiftTypeChecker.swiftFiles(in: golden.appendingPathComponent("Scenes"))
            + SwiftTypeChecker.swiftFiles(in: project.appendingPathComponent("App"))
    }

    static func load() throws -> Project {
        try Project.load(configPath: nil, workingDirectory: project)
    }

    /// The presentation models of the project's scenes, as `scaffold scene` builds them.
    static func models() throws -> [SceneModel] {
        let project = try load()
        let generator = Generator(configuration: project.generatorConfiguration(for: SceneRequest()))
        return generator.models(try ScenePipeline.loadSpecs([], in: project))
    }

    /// The project's step enum, `AppStep`, as `scaffold scene` builds it from all its specs.
    static func appSteps() throws -> AppStepModel? {
        let project = try load()
        let specs = try ScenePipeline.loadSpecs([], in: project).all
        return SceneModelBuilder(
            scenes: Dictionary(uniqueKeysWithValues: specs.map { ($0.name.value, $0) }),
            projectConventions: project.config.resolvedConventions
        ).stepEnums(for: specs).first { $0.name == NamingTableBuilder.rxFlowStepEnum }
    }

    /// A run for one scene still writes every scene's steps: the enum is the project's.
    @Test func aRunForOneSceneKeepsTheOtherScenesSteps() throws {
        let project = try Self.load()
        let request = SceneRequest(specPaths: [Self.project.appendingPathComponent("Specs/SignIn.yml").path])
        let oneScene = try ScenePipeline(project: project, request: request).generate().files.first {
            $0.path == "Scenes/Support/AppStep.generated.swift"
        }
        let whole = try ScenePipeline(project: project).generate().files.first {
            $0.path == "Scenes/Support/AppStep.generated.swift"
        }
        #expect(oneScene != nil)
        #expect(oneScene?.contents == whole?.contents)
    }

    @Test func theProjectNavigatesWithRxFlowWithoutWarnings() throws {
        #expect(try Self.load().config.resolvedConventions.navigation == .rxflow)
        #expect(try ScenePipeline(project: Self.load()).generate().warnings == [])
    }

    @Test(arguments: ["Scenes", "SceneTests"])
    func filesMatchGoldenFiles(root: String) throws {
        let files = try ScenePipeline(project: Self.load()).generate().files.map { file in
            var file = file
            file.path = "\(Self.folder)/\(file.path)"
            return file
        }.filter { $0.path.hasPrefix("\(Self.folder)/\(root)/") }
        #expect(!files.isEmpty)
        GoldenFiles.expectMatch(files, folder: "\(Self.folder)/\(root)")
    }

    /// A flow per scene replaces the coordinator, and the project has one step enum and no coordinator support.
    @Test func eachSceneHasAFlowAndTheProjectOneStepEnum() throws {
        let paths = try ScenePipeline(project: Self.load()).generate().files.map(\.path)
            .filter { $0.hasPrefix("Scenes/") }.sorted()
        #expect(
            paths == [
                "Scenes/Onboarding/Onboarding.generated.swift",
                "Scenes/Onboarding/OnboardingFlow.swift",
                "Scenes/Onboarding/OnboardingViewController.swift",
                "Scenes/Onboarding/OnboardingViewModel.swift",
                "Scenes/RepositoryDetail/RepositoryDetail.generated.swift",
                "Scenes/RepositoryDetail/RepositoryDetailFlow.swift",
                "Scenes/RepositoryDetail/RepositoryDetailViewController.swift",
                "Scenes/RepositoryDetail/RepositoryDetailViewModel.swift",
                "Scenes/RepositoryList/RepositoryList.generated.swift",
                "Scenes/RepositoryList/RepositoryListFlow.swift",
                "Scenes/RepositoryList/RepositoryListViewController.swift",
                "Scenes/RepositoryList/RepositoryListViewModel.swift",
                "Scenes/SignIn/SignIn.generated.swift",
                "Scenes/SignIn/SignInFlow.swift",
                "Scenes/SignIn/SignInViewController.swift",
                "Scenes/SignIn/SignInViewModel.swift",
                "Scenes/Starred/Starred.generated.swift",
                "Scenes/Starred/StarredFlow.swift",
                "Scenes/Starred/StarredViewController.swift",
                "Scenes/Starred/StarredViewModel.swift",
                "Scenes/Support/AppStep.generated.swift",
                "Scenes/Support/ViewModelType.generated.swift",
                "Scenes/Trending/Trending.generated.swift",
                "Scenes/Trending/TrendingFlow.swift",
                "Scenes/Trending/TrendingViewController.swift",
                "Scenes/Trending/TrendingViewModel.swift",
            ])
    }

    /// `scaffold graph` draws the routes of flow scenes as it draws coordinators': the steps come from the same routes.
    @Test func theGraphDrawsTheRoutesAndTheResult() throws {
        let graph = SceneGraph(specs: try ScenePipeline.loadSpecs([], in: Self.load()).requested)
        #expect(
            graph.edges.map { "\($0.from) -> \($0.to): \($0.label) (\($0.kind))" } == [
                "RepositoryDetail -> SignIn: openSignIn (route)",
                "SignIn -> RepositoryDetail: signedIn | cancelled | later (result)",
                "RepositoryList -> RepositoryDetail: selectRepository: Repository (input) (route)",
                "RepositoryList -> SignIn: tapSignIn (input) (route)",
                "SignIn -> RepositoryList: signedIn | cancelled | later (result)",
                "Starred -> SignIn: tapSignIn (input) (route)",
                "SignIn -> Starred: signedIn | cancelled | later (result)",
                "Starred -> Onboarding: tapIntro (input) (route)",
                "Onboarding -> Starred: complete | skipped (result)",
                "Trending -> SignIn: tapSignIn (input) (route)",
                "SignIn -> Trending: signedIn | cancelled | later (result)",
                "Trending -> RepositoryDetail: openRepository: Repository (route)",
            ])
    }

    /// The scenes compile with the fixture's model as the app module, the tests as a test module that imports it.
    @Test(arguments: LanguageMode.allCases)
    func goldenFilesCompile(in mode: LanguageMode) throws {
        let tests = SwiftTypeChecker.swiftFiles(in: Self.golden.appendingPathComponent("SceneTests"))
        #expect(Self.appFiles.count == 27)
        #expect(tests.count >= 3)
        let result = try SwiftTypeChecker.typecheck(app: Self.appFiles, tests: tests, mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    /// The flows of `Tests/Flows/RxFlowApp` run the golden scenes with RxFlow's FlowCoordinator (the stand-in's):
    /// steps show scenes, and a result ends a flow and reaches the flow that showed it. The sign-in view model is
    /// filled in as a person would, so that submitting produces its result, and so are the trending view model, so
    /// that a picked row produces the output it steps from, and the onboarding's, so that skipping ends it.
    @Test(arguments: LanguageMode.allCases)
    func flowsNavigateAsAUserExpects(in mode: LanguageMode) throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-rxflow-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: Self.golden, to: copy)
        for edit in Self.filledIn {
            let viewModel = copy.appendingPathComponent(edit.file)
            let original = try String(contentsOf: viewModel, encoding: .utf8)
            try #require(original.contains(edit.text), "\(edit.file) no longer has `\(edit.text)`")
            try Data(original.replacingOccurrences(of: edit.text, with: edit.replacement).utf8).write(to: viewModel)
        }
        let app =
            SwiftTypeChecker.swiftFiles(in: copy.appendingPathComponent("Scenes"))
            + SwiftTypeChecker.swiftFiles(in: Self.project.appendingPathComponent("App"))
        let run = try FlowRunner.run("RxFlowApp", app: app, mode: mode)
        #expect(run.failed == [], "\(run.output)")
        #expect(
            run.passed == [
                "aTapOnARowStepsToTheDetailWithItsRepository",
                "aRouteWithAResultPresentsItsSceneInANavigationController",
                "aFinishedSceneEndsItsFlowAndTheParentFlowDismissesIt",
                "aTapThatTransformBindsToAStepPresentsItsScene",
                "anOutputThatTransformBindsToAStepPushesItsSceneThoughNothingSubscribesToIt",
                "aSceneThatEndsWithAStepPerCaseIsTakenAwayOnEither",
            ], "\(run.output)")
    }

    /// What a person writes in the golden view models before the flows can tap through them.
    static let filledIn: [(file: String, text: String, replacement: String)] = [
        (
            "Scenes/SignIn/SignInViewModel.swift", "self.signedIn = .empty()",
            "self.signedIn = submitSubject.asObservable()"
        ),
        (
            "Scenes/Onboarding/OnboardingViewModel.swift", "self.didSkip = .empty()",
            "self.didSkip = skip.asObservable()"
        ),
        (
            "Scenes/Trending/TrendingViewModel.swift", "let openRepository: Driver<Repository> = .empty()",
            #"let openRepository = input.pick.map { Repository(name: "row \($0)", stars: 0) }"#
        ),
    ]
}
