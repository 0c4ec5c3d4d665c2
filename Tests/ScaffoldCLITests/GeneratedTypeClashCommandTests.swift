import Foundation
import Testing

/// An app whose Swift (`appCode`) declares a type scaffold writes once for the project (the scene coordinator's
/// `Scene`, RxFlow's `AppStep`) gets an error at its declaration and no output, instead of code that declares the
/// type twice.
@Suite struct GeneratedTypeClashCommandTests {
    private func project(navigation: String, app: String, appCode: String = "App") throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write(
            "scaffold.yml", "tests: none\nappCode: \(appCode)\nconventions: {navigation: \(navigation)}\n")
        try project.write("Specs/Home.yml", "scene: Home\ninputs: [tap]\ncoordinator:\n")
        try project.write("App/Navigation.swift", app)
        return project
    }

    @Test func theAppsOwnSceneEnumIsAnErrorAtItsDeclarationAndNothingIsWritten() throws {
        let project = try project(
            navigation: "sceneCoordinator", app: "import UIKit\n\nenum Scene {\n    case home\n}\n")
        let result = try project.runner.run(["scene"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        App/Navigation.swift:3:6: error: the app declares 'Scene', which scaffold writes for \
                        'navigation: sceneCoordinator' in 'Scenes/Support/SceneCoordinator.generated.swift', and one \
                        module cannot declare it twice; rename the app's 'Scene' (generated code declares and uses \
                        its own), or choose another 'navigation'

                        """))
        #expect(!project.exists("Scenes"))
    }

    @Test func theAppsOwnAppStepIsAnErrorUnderRxFlow() throws {
        let project = try project(
            navigation: "rxflow", app: "import RxFlow\n\nenum AppStep: Step {\n    case home\n}\n")
        let result = try project.runner.run(["scene"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("App/Navigation.swift:3:6: error: the app declares 'AppStep', which scaffold "))
    }

    @Test func theSameNameIsNoClashUnderANavigationThatDoesNotWriteIt() throws {
        let project = try project(navigation: "coordinator", app: "enum Scene {\n    case home\n}\n")
        #expect(try project.runner.run(["scene", "--quiet"]).status == 0)
    }

    /// With `appCode` covering the whole project, the generated files are read too: scaffold's own declarations
    /// are no clash, so a second run succeeds.
    @Test func scaffoldsOwnSupportFileIsNoClash() throws {
        let project = try project(navigation: "sceneCoordinator", app: "enum Route {}\n", appCode: ".")
        #expect(try project.runner.run(["scene", "--quiet"]).status == 0)
        #expect(try project.runner.run(["scene", "--quiet"]).status == 0)
    }
}
