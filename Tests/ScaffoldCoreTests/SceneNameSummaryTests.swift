import Foundation
import Testing

@testable import ScaffoldCore

/// Validation keeps a summary of each scene's names for the checks across scenes, and drops the rest of its table.
struct SceneNameSummaryTests: DiagnosticsTesting {
    @Test func summaryKeepsTheTypesTheServiceTheBaseClassAndTheViewModelProtocolsOfItsScene() throws {
        let spec = try #require(
            SpecDecoder().decode(
                Data(
                    """
                    scene: Login
                    outputs: [didFinish]
                    service:
                      name: AuthService
                      methods:
                        - signIn: Void
                    coordinator:
                      result:
                        - done: {from: didFinish}
                    """.utf8), file: "Specs/Login.yml"
            ).spec)
        let summary = SceneNameSummary(SceneNames(spec, naming: Naming()))
        let kept: [[String?]] = [
            summary.declaredTypes.map(\.spelling), [summary.baseCoordinator?.spelling, summary.service?.spelling],
            summary.viewModelProtocols.sorted(),
            [summary.typeNames.viewModel, summary.typeNames.coordinator, summary.typeNames.coordinationResult],
        ]
        #expect(
            kept == [
                [
                    "BaseCoordinator", "LoginViewModelInputsType", "LoginViewModelOutputsType",
                    "LoginViewModelActionsType", "LoginViewModelType", "LoginViewModel", "LoginViewController",
                    "LoginViewModelTests", "AuthService", "AuthServiceType", "AuthServiceMock", "LoginCoordinator",
                    "LoginCoordinationResult", "LoginCoordinatorType", "LoginCoordinatorMock", "LoginRouting",
                    "LoginRoutingMock", "LoginDependencies",
                ],
                ["BaseCoordinator", "AuthService"],
                [
                    "LoginViewModelActionsType", "LoginViewModelInputsType", "LoginViewModelOutputsType",
                    "LoginViewModelType",
                ],
                ["LoginViewModel", "LoginCoordinator", "LoginCoordinationResult"],
            ])
    }

    /// The check reads the other scene's service from its summary, the table being gone: the note points at it.
    @Test func dependencyOnAServiceAnotherSceneDeclaresPointsAtThatScenesService() {
        let list = MarkedText(
            """
            scene: RepositoryList
            service:
              name: 1️⃣GithubService
            """, file: "Specs/RepositoryList.yml")
        let detail = MarkedText(
            """
            scene: RepositoryDetail
            dependencies:
              - 1️⃣GithubService
            """, file: "Specs/RepositoryDetail.yml")
        #expect(
            diagnostics([list, detail]) == [
                error(
                    "service 'GithubService' is declared inside scene 'RepositoryList', so no other scene can use it; "
                        + "move it into a service spec of its own ('scaffold new --service GithubService') and list "
                        + "it in both scenes", at: detail["1️⃣"],
                    notes: [note("service 'GithubService' is declared here", at: list["1️⃣"])])
            ])
    }
}
