import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// Scenes generated against the app's own code type-check with it: hand-written scenes that routes start
/// (`externalScenes`) and a base class the app writes itself (`baseCoordinator`), each exactly as
/// `Documentation/Config.md` shows them, so the API it states is proven enough.
@Suite struct AppCodeCompileTests {
    /// Specs that use the base class every way the templates can: routes to a hand-written scene with a
    /// result and one without, a route to a generated scene with a result, result mappings, and routes
    /// called by a view model (`coordinatorInViewModel`) with and without a payload.
    static let specs = [
        "Specs/Home.yml": """
        scene: Home
        outputs:
          - openSettings: Int
          - openOnboarding
          - openProfile: String
        coordinator:
          routes:
            - openSettings: Settings
            - openOnboarding: Onboarding
            - openProfile: Profile
        """,
        "Specs/Profile.yml": """
        scene: Profile
        arguments: [name: String]
        conventions: {coordinatorInViewModel: true}
        outputs:
          - editSettings: Int
          - startOver
          - close
        coordinator:
          routes:
            - editSettings: Settings
            - startOver: Onboarding
          result:
            - closed: {from: close}
        """,
    ]

    /// A hand-written scene without a declared result, as `Documentation/Config.md` describes one.
    static let onboardingCoordinator = """
        import RxSwift
        import UIKit

        final class OnboardingCoordinator: AppCoordinator<Void> {
            init(rootViewController: UIViewController) {}
        }

        """

    /// The Swift code block after `<!-- AppCodeCompileTests: <name> -->` in the README or a page of `Documentation/`.
    static func readmeSnippet(_ name: String) throws -> String {
        let pages = try DocumentationFiles.all().map(\.text)
        let readme = try #require(pages.first { $0.contains("<!-- AppCodeCompileTests: \(name) -->\n") })
        let marker = try #require(readme.range(of: "<!-- AppCodeCompileTests: \(name) -->\n```swift\n"))
        let end = try #require(readme.range(of: "```\n", range: marker.upperBound..<readme.endIndex))
        return String(readme[marker.upperBound..<end.lowerBound])
    }

    /// What `scaffold scene` generates for `specs` in a project configured by `config`.
    static func generate(config: String, specs: [String: String] = specs) throws -> GeneratedOutput {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scaffold-app-code-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in specs.merging(["scaffold.yml": config], uniquingKeysWith: { first, _ in first }) {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try ScenePipeline(project: try Project.load(configPath: nil, workingDirectory: root)).generate()
    }

    /// Type-checks `output` as an app and its tests, with `handWritten` files (name to text) in the app.
    static func typecheck(_ output: GeneratedOutput, handWritten: [String: String], mode: LanguageMode) throws -> (
        status: Int32, output: String
    ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scaffold-app-code-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = output.files.map { ($0.path, $0.contents) } + handWritten.map { ("Scenes/App/\($0.key)", $0.value) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try SwiftTypeChecker.typecheck(
            app: SwiftTypeChecker.swiftFiles(in: folder.appendingPathComponent("Scenes")),
            tests: SwiftTypeChecker.swiftFiles(in: folder.appendingPathComponent("SceneTests")), mode: mode)
    }

    static let handWrittenBaseConfig = """
        tests: {folder: SceneTests, testableImport: App}
        baseCoordinator: {name: AppCoordinator, generate: false}
        externalScenes:
          Settings: {coordinator: AppSettingsFlow, result: SettingsResult, arguments: [section: Int]}
          Onboarding:
        """

    @Test(arguments: LanguageMode.allCases)
    func scenesCompileWithTheReadmesOwnBaseClassAndHandWrittenScenes(in mode: LanguageMode) throws {
        let output = try Self.generate(config: Self.handWrittenBaseConfig)
        #expect(output.warnings == [])
        #expect(
            output.files.filter { $0.path.hasPrefix("Scenes/Support/") }.map(\.path) == [
                "Scenes/Support/ScenePresentation.generated.swift"
            ])
        let result = try Self.typecheck(
            output,
            handWritten: [
                "AppCoordinator.swift": try Self.readmeSnippet("base class"),
                "AppSettingsFlow.swift": try Self.readmeSnippet("external coordinator"),
                "OnboardingCoordinator.swift": Self.onboardingCoordinator,
            ], mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    /// The scene delegate of `Documentation/Specs.md` starts the bundled scenes: it compiles with the golden files in
    /// place of `Tests/Composition`, which the navigation flows run.
    @Test(arguments: LanguageMode.allCases)
    func theReadmesSceneDelegateStartsTheBundledScenes(in mode: LanguageMode) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scaffold-scene-delegate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sceneDelegate = folder.appendingPathComponent("SceneDelegate.swift")
        try Data(try Self.readmeSnippet("scene delegate").utf8).write(to: sceneDelegate)
        let golden = RepositoryPaths.golden
        let app =
            SwiftTypeChecker.swiftFiles(in: golden.appendingPathComponent("Scenes"))
            + SwiftTypeChecker.swiftFiles(in: golden.appendingPathComponent("Services"))
            + RepositoryPaths.bundledAppFixtureFiles + [sceneDelegate]
        let result = try SwiftTypeChecker.typecheck(app: app, mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    @Test(arguments: LanguageMode.allCases)
    func routesToHandWrittenScenesCompileWithTheGeneratedBaseClass(in mode: LanguageMode) throws {
        let output = try Self.generate(
            config: Self.handWrittenBaseConfig.replacingOccurrences(
                of: "{name: AppCoordinator, generate: false}", with: "AppCoordinator"))
        #expect(
            output.files.filter { $0.path.hasPrefix("Scenes/Support/") }.map(\.path) == [
                "Scenes/Support/AppCoordinator.generated.swift", "Scenes/Support/ScenePresentation.generated.swift",
            ])
        let result = try Self.typecheck(
            output,
            handWritten: [
                "AppSettingsFlow.swift": try Self.readmeSnippet("external coordinator"),
                "OnboardingCoordinator.swift": Self.onboardingCoordinator,
            ], mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    /// Everything `Documentation/Config.md` lists is needed, in both language modes: the scenes stop compiling without
    /// the class's main-actor isolation or any one of its members (an `init` that takes parameters stands in for a
    /// missing `init()`, which Swift would otherwise provide).
    @Test(
        arguments: [
            ("@MainActor\n", ""),
            ("    typealias CoordinationResult = ResultType\n", ""),
            ("    let disposeBag = DisposeBag()\n", ""),
            ("    init() {}\n", "    init(name: String) {}\n"),
            ("    func start() -> Observable<ResultType> {\n        .never()\n    }\n", ""),
            (
                "    @discardableResult\n"
                    + "    func coordinate<ChildResult>(to child: AppCoordinator<ChildResult>) -> Observable<ChildResult> {\n",
                "    func coordinateChild<ChildResult>(to child: AppCoordinator<ChildResult>) -> Observable<ChildResult> {\n"
            ),
        ], LanguageMode.allCases)
    func everyPartOfTheStatedBaseClassIsNeeded(part: (String, String), mode: LanguageMode) throws {
        let (text, replacement) = part
        let baseClass = try Self.readmeSnippet("base class")
        #expect(baseClass.contains(text))
        let output = try Self.generate(config: Self.handWrittenBaseConfig)
        let result = try Self.typecheck(
            output,
            handWritten: [
                "AppCoordinator.swift": baseClass.replacingOccurrences(of: text, with: replacement),
                "AppSettingsFlow.swift": try Self.readmeSnippet("external coordinator"),
                "OnboardingCoordinator.swift": Self.onboardingCoordinator,
            ], mode: mode)
        #expect(result.status != 0, "the scenes compile without \(text)")
    }
}
