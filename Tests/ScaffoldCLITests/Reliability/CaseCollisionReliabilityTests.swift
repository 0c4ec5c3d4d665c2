import Foundation
import Testing

/// Scenes whose files would share a path on a case-insensitive file system are refused before any write.
@Suite("Reliability: scene names that differ only in case")
struct CaseCollisionReliabilityTests {
    /// Attack (unlucky): two specs declare `Login` and `LogIn`. On the case-insensitive file systems most iOS
    /// developers use, both scenes write `Scenes/Login/...` and the second overwrites the first.
    /// Expected: an error at the second spec's `scene:` value with a note at the first; nothing is written.
    @Test func scenesDifferingOnlyInCaseAreAnErrorAtTheSecond() throws {
        let project = try TemporaryProject()
        try project.write("Specs/A.yml", "scene: Login\n")
        try project.write("Specs/B.yml", "scene: LogIn\n")
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/B.yml:1:8: error: scene 'LogIn' differs from scene 'Login' only in case, so their files \
                        would overwrite each other on case-insensitive file systems (macOS, Windows); rename one of them
                        Specs/A.yml:1:8: note: scene 'Login' is declared here

                        """))
        #expect(project.files() == ["Specs/A.yml", "Specs/B.yml"])
    }

    /// Attack (unlucky): a service named `LoginViewmodel` writes `Scenes/Login/LoginViewmodel.swift` next to
    /// `LoginViewModel.swift`, the same file on a case-insensitive file system.
    /// Expected: an error at the service name; nothing is written.
    @Test func serviceFileDifferingOnlyInCaseFromAnotherFileIsAnErrorAtTheServiceName() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Login.yml", "scene: Login\nservice: {name: LoginViewmodel}\n")
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/Login.yml:2:17: error: the service file 'LoginViewmodel.swift' differs from the scene's \
                        file 'LoginViewModel.swift' only in case, so one would overwrite the other on case-insensitive \
                        file systems (macOS, Windows); rename the service

                        """))
        #expect(project.files() == ["Specs/Login.yml"])
    }
}
