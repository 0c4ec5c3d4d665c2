import Foundation
import ScaffoldKit
import Testing

/// Every shape a route or a result of a scene-coordinator project can take: routes from subject, observer and
/// function inputs and from Observable, Driver and Signal outputs, each transition, arguments that are defaulted,
/// implicitly unwrapped or closures, shared and own services, and a cell, which gets no case. Generated and
/// type-checked as an app and its tests in both language modes.
@Suite struct SceneCoordinatorCompileTests {
    static let config = """
        services: Scenes/Services
        tests: {folder: SceneTests, testableImport: App}
        conventions: {navigation: sceneCoordinator}
        """

    static let specs = [
        "Specs/Home.yml": """
        scene: Home
        conventions: {inputs: observer, outputs: driver}
        inputs: [tapSettings, selectRow: Int]
        outputs: [openProfile: Person, openHelp: {trait: signal}]
        dependencies: [Session]
        coordinator:
          routes:
            - tapSettings: {scene: Settings, present: modal}
            - selectRow: {scene: Help, argument: row}
            - openProfile: {scene: Profile, argument: person}
            - openHelp: {scene: Settings, present: modalInNavigation}
        """,
        "Specs/Settings.yml": """
        scene: Settings
        conventions: {inputs: function, outputs: signal}
        inputs: [close, choose: String]
        outputs: [didClose, didChoose: String]
        service:
          methods:
            - save: {params: [value: String], kind: completable}
        coordinator:
          result:
            - closed: {from: didClose}
            - chosen: {type: String, from: didChoose}
        """,
        "Specs/Profile.yml": """
        scene: Profile
        arguments:
          - person: Person!
          - page: {type: Int, default: "0"}
        outputs: [done]
        dependencies: [Session]
        coordinator:
          result:
            - finished: {from: done}
        """,
        "Specs/Help.yml": """
        scene: Help
        arguments:
          - row: Int
          - onDone: "(() -> Void)?"
        """,
        "Specs/Row.yml": """
        scene: Row
        kind: cell
        outputs: [title: String]
        """,
        "Specs/Services/Session.yml": """
        service: Session
        methods:
          - userName: {returns: String, kind: single}
        """,
    ]

    static let handWritten = ["Person.swift": "struct Person {\n    var name: String\n}\n"]

    @Test(arguments: LanguageMode.allCases)
    func everyRouteAndResultShapeCompiles(in mode: LanguageMode) throws {
        let output = try AppCodeCompileTests.generate(config: Self.config, specs: Self.specs)
        #expect(output.warnings == [])
        let result = try AppCodeCompileTests.typecheck(output, handWritten: Self.handWritten, mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    @Test func theSceneEnumHasACasePerScreen() throws {
        let output = try AppCodeCompileTests.generate(config: Self.config, specs: Self.specs)
        let support = try #require(output.files.first { $0.path == "Scenes/Support/SceneCoordinator.generated.swift" })
        let cases = support.contents.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("case ") && !$0.hasPrefix("case .") }
        #expect(
            cases == [
                "case help(row: Int, onDone: (() -> Void)?)", "case home",
                "case profile(person: Person?, page: Int = 0)",
                "case settings", "case root", "case push", "case modal", "case modalInNavigation",
            ])
    }
}
