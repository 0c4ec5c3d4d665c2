import Foundation
import Testing

@testable import ScaffoldCore

/// The `scaffold.yml` keys that fit generated scenes into an app's own code, `externalScenes` and
/// `baseCoordinator`: every form read with its positions, every mistake a positioned diagnostic.
struct AppCodeConfigTests {
    private func decode(_ yaml: String) -> (input: MarkedText, result: Result<ProjectConfig, DiagnosticsError>) {
        let input = MarkedText(yaml, file: "scaffold.yml")
        // Sorted, as the command line prints them: a mapping's unknown keys are found before its values.
        return (
            input,
            ConfigDecoder().decode(input.data, file: input.file).mapError { DiagnosticsError($0.diagnostics.sorted()) }
        )
    }

    private func errors(_ errors: [(message: String, marker: Character)], in input: MarkedText) -> DiagnosticsError {
        DiagnosticsError(
            errors.map { Diagnostic(severity: .error, location: input[$0.marker], message: $0.message) })
    }

    private func type(_ text: String) throws -> SwiftType {
        try SwiftTypeParser.parse(text).get()
    }

    @Test func withoutTheKeysThereAreNoExternalScenesAndTheBaseClassIsGenerated() {
        let (_, result) = decode("output: Scenes\n")
        let config = try? result.get()
        #expect(config?.externalScenes == [])
        #expect(config?.baseCoordinator == BaseCoordinatorSpec())
        #expect(config?.baseCoordinator.name.value == "BaseCoordinator")
        #expect(config?.baseCoordinator.isGenerated == true)
    }

    @Test func externalScenesAreReadInOrderWithTheirPositions() throws {
        let (input, result) = decode(
            """
            externalScenes:
              1️⃣Onboarding:
              2️⃣Settings: {coordinator: 3️⃣AppSettingsFlow, result: 4️⃣SettingsResult}
              5️⃣Help: {}
              6️⃣Picker:
                result: "7️⃣[String: Int]?"
            """)
        #expect(
            try result.get().externalScenes == [
                ExternalSceneSpec(name: input.located("Onboarding", at: "1️⃣")),
                ExternalSceneSpec(
                    name: input.located("Settings", at: "2️⃣"),
                    coordinator: input.located("AppSettingsFlow", at: "3️⃣"),
                    result: input.located(try type("SettingsResult"), at: "4️⃣")),
                ExternalSceneSpec(name: input.located("Help", at: "5️⃣")),
                ExternalSceneSpec(
                    name: input.located("Picker", at: "6️⃣"), result: input.located(try type("[String: Int]?"), at: "7️⃣")),
            ])
    }

    @Test func anExternalSceneDefaultsToItsNamedCoordinatorAndVoid() throws {
        let (_, result) = decode("externalScenes:\n  Onboarding:\n")
        let scene = try #require(try result.get().externalScenes.first)
        #expect(scene.coordinatorName == "OnboardingCoordinator")
        #expect(scene.resultType == .void)
    }

    @Test func everyMistakeInExternalScenesIsReportedAtItsPlace() {
        let (input, result) = decode(
            """
            externalScenes:
              1️⃣onboarding:
              Settings: {coordinator: app2️⃣-flow, result: "[Int3️⃣", 4️⃣resutl: X}
              Help: 5️⃣[X]
              Class: {coordinator: 6️⃣class}
            """)
        #expect(
            result
                == .failure(
                    errors(
                        [
                            ("'onboarding' is not a type name; start it with an uppercase letter: 'Onboarding'", "1️⃣"),
                            ("'app-flow' is not a valid Swift identifier: '-' is not allowed", "2️⃣"),
                            ("invalid type: expected ']' to close the array type in '[Int', found the end", "3️⃣"),
                            ("unknown key 'resutl'; did you mean 'result'?", "4️⃣"),
                            ("expected nothing, or a mapping with 'coordinator' and 'result', found a list", "5️⃣"),
                            ("'class' is a Swift keyword; choose another name", "6️⃣"),
                        ], in: input)))
    }

    @Test func externalScenesMustBeAMappingByName() {
        let (input, result) = decode("externalScenes: 1️⃣[Onboarding, Settings]\n")
        #expect(
            result
                == .failure(
                    errors(
                        [("expected a mapping from scene names to their coordinator and result, found a list", "1️⃣")],
                        in: input)))
    }

    @Test func anExternalSceneListedTwiceIsADuplicateKey() {
        let (input, result) = decode(
            """
            externalScenes:
              1️⃣Settings:
              2️⃣Settings: {result: Bool}
            """)
        #expect(
            result
                == .failure(
                    DiagnosticsError([
                        Diagnostic(
                            severity: .error, location: input["2️⃣"],
                            message: "key 'Settings' appears more than once in this mapping; keep one",
                            notes: [.init(location: input["1️⃣"], message: "first written here")])
                    ])))
    }

    @Test func baseCoordinatorShortFormNamesAGeneratedClass() throws {
        let (input, result) = decode("baseCoordinator: 1️⃣AppCoordinator\n")
        let base = try result.get().baseCoordinator
        #expect(base == BaseCoordinatorSpec(name: input.located("AppCoordinator", at: "1️⃣")))
        #expect(base.isGenerated)
    }

    @Test func baseCoordinatorMappingNamesTheClassAndTurnsGenerationOff() throws {
        let (input, result) = decode(
            """
            baseCoordinator:
              name: 1️⃣AppCoordinator
              generate: 2️⃣false
            """)
        let base = try result.get().baseCoordinator
        #expect(
            base
                == BaseCoordinatorSpec(
                    name: input.located("AppCoordinator", at: "1️⃣"), generate: input.located(false, at: "2️⃣")))
        #expect(!base.isGenerated)
    }

    @Test func baseCoordinatorWithoutANameKeepsTheDefaultName() throws {
        let (_, result) = decode("baseCoordinator: {generate: no}\n")
        let base = try result.get().baseCoordinator
        #expect(base.name.value == "BaseCoordinator")
        #expect(!base.isGenerated)
    }

    @Test func everyMistakeInBaseCoordinatorIsReportedAtItsPlace() {
        let (input, result) = decode(
            """
            baseCoordinator: {name: 1️⃣1Base, generate: 2️⃣maybe, 3️⃣nme: X}
            """)
        #expect(
            result
                == .failure(
                    errors(
                        [
                            ("'1Base' is not a valid Swift identifier: it starts with a digit", "1️⃣"),
                            ("'maybe' is not a valid value for 'generate'; use one of: true, false", "2️⃣"),
                            ("unknown key 'nme'; did you mean 'name'?", "3️⃣"),
                        ], in: input)))
    }

    @Test(arguments: [
        (
            "baseCoordinator: 1️⃣[AppCoordinator]",
            "expected a class name, or a mapping with 'name' and 'generate', found a list"
        ),
        (
            "baseCoordinator: 1️⃣appCoordinator",
            "'appCoordinator' is not a type name; start it with an uppercase letter: 'AppCoordinator'"
        ),
        ("baseCoordinator:\n  name: 1️⃣{first: App}", "expected a class name, found a mapping"),
    ])
    func baseCoordinatorNeedsATypeName(yaml: String, message: String) {
        let (input, result) = decode(yaml)
        #expect(result == .failure(errors([(message, "1️⃣")], in: input)))
    }
}
