import Foundation
import ScaffoldKit
import Testing

/// Every way a route can show its scene, in both places a coordinator starts a child (observing an output, and
/// in a method the view model calls), with a project default for routes that do not say: generated and
/// type-checked with the shared `ScenePresentation` as an app and its tests in both language modes.
@Suite struct PresentationCompileTests {
    static let config = """
        tests: {folder: SceneTests, testableImport: App}
        conventions: {present: modal}
        """

    static let specs = [
        "Specs/Home.yml": """
        scene: Home
        outputs: [pushed, modal, inNavigation, custom, byDefault]
        coordinator:
          routes:
            - pushed: {scene: Detail, present: push}
            - modal: {scene: Detail, present: modal}
            - inNavigation: {scene: Detail, present: modalInNavigation}
            - custom: {scene: Detail, present: custom}
            - byDefault: Detail
        """,
        "Specs/Menu.yml": """
        scene: Menu
        conventions: {coordinatorInViewModel: true}
        outputs: [custom, pushed]
        coordinator:
          routes:
            - custom: {scene: Detail, present: custom}
            - pushed: {scene: Detail, present: push}
        """,
        "Specs/Detail.yml": """
        scene: Detail
        outputs: [close]
        coordinator:
          result:
            - closed: {from: close}
        """,
    ]

    @Test(arguments: LanguageMode.allCases)
    func everyPresentationCompiles(in mode: LanguageMode) throws {
        let output = try AppCodeCompileTests.generate(config: Self.config, specs: Self.specs)
        #expect(output.warnings == [])
        let result = try AppCodeCompileTests.typecheck(output, handWritten: [:], mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    @Test func routesPassTheirPresentationAndTheDefaultFillsTheRest() throws {
        let output = try AppCodeCompileTests.generate(config: Self.config, specs: Self.specs)
        let home = try #require(output.files.first { $0.path == "Scenes/Home/HomeCoordinator.swift" })
        let passed = home.contents.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.contains("presentation: ") && !$0.hasPrefix("init(") && !$0.hasPrefix("private let") }
        #expect(
            passed == [
                "let child = DetailCoordinator(rootViewController: viewController, presentation: .push)",
                "let child = DetailCoordinator(rootViewController: viewController, presentation: .modal)",
                "let child = DetailCoordinator(rootViewController: viewController, presentation: .modalInNavigation)",
                "presentation: self.customPresentation()",
                "let child = DetailCoordinator(rootViewController: viewController, presentation: .modal)",
            ])
    }
}
