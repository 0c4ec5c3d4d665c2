import Testing

@testable import ScaffoldCore

/// One mistake is reported once: a check that would only repeat an error already reported, about a value that
/// could not be read, leaves that value out.
struct CascadeDiagnosticsTests: DiagnosticsTesting {
    /// An invalid scene name clashes in case with the scene it was meant to be; fixing the name fixes both.
    @Test func invalidSceneNameIsNotComparedWithOtherScenes() {
        let valid = MarkedText("scene: Profile\ncoordinator:\n", file: "Specs/Profile.yml")
        let invalid = MarkedText("scene: 1️⃣profile\ncoordinator:\n", file: "Specs/Old/Profile.yml")
        #expect(
            diagnostics([valid, invalid]) == [
                error("'profile' is not a type name; start it with an uppercase letter: 'Profile'", at: invalid["1️⃣"])
            ])
    }

    /// An output whose type is wrong still exists: routes and results that name it are not told it does not.
    @Test func outputWithAnInvalidTypeIsStillKnownByName() {
        let input = MarkedText(
            """
            scene: Picker
            outputs:
              - didPick: "[Int1️⃣"
            coordinator:
              routes:
                - didPick: Picker
              result:
                - picked: {type: "[Int]", from: didPick}
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "invalid type: expected ']' to close the array type in '[Int', found the end", at: input["1️⃣"])
            ])
    }

    /// A type that could not be read is not `Void`: the result case is not told it carries another type.
    @Test func resultIsNotComparedWithAnOutputWhoseTypeIsInvalid() {
        let input = MarkedText(
            """
            scene: Picker
            outputs:
              - didPick: {type: "Result<1️⃣, Error>"}
            coordinator:
              result:
                - picked: {type: Int, from: didPick}
            """)
        #expect(
            diagnostics(input) == [
                error("invalid type: expected a type name, found ',' in 'Result<, Error>'", at: input["1️⃣"])
            ])
    }

    /// A spec that could not be read has no scene name; routes and dependencies to the name of its file are not
    /// reported, since its own error says what is wrong.
    @Test func referencesToAnUnreadableSpecAreNotReported() {
        let input = MarkedText(
            """
            scene: Home
            dependencies: [UserService]
            outputs: [openSettings]
            coordinator:
              routes:
                - openSettings: Settings
            """)
        var validator = SpecValidator()
        validator.unreadableSpecNames = ["Settings", "UserService"]
        let spec = SpecDecoder().decode(input.data, file: input.file).spec
        #expect(spec.map { validator.validate([$0]) } == [])
    }

    @Test(arguments: [
        ("Specs/Settings.yml", "Settings"),
        ("Specs/Services/UserService.yaml", "UserService"),
        ("Login.yml", "Login"),
        ("Specs/.hidden", ".hidden"),
        ("Specs/Scene.v2.yml", "Scene.v2"),
    ])
    func anUnreadableSpecGoesByItsFileName(path: String, name: String) {
        #expect(SpecValidator.specName(ofFile: path) == name)
    }
}
