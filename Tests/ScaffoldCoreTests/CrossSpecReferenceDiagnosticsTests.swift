import Testing

@testable import ScaffoldCore

/// Specs loaded together: routes to other scenes, and scene and service names shared across specs.
struct CrossSpecReferenceDiagnosticsTests: DiagnosticsTesting {
    @Test func routeToASceneThatIsNotLoadedIsAWarning() {
        let input = MarkedText(
            """
            scene: RepositoryList
            outputs: [showFilter]
            coordinator:
              routes:
                - showFilter: 1️⃣Filter
            """)
        #expect(
            diagnostics(input) == [
                warning(
                    "scene 'Filter' is not among the loaded specs; if it is written by hand, declare it under "
                        + "'externalScenes' in scaffold.yml", at: input["1️⃣"])
            ])
    }

    @Test func routeToASceneWithoutACoordinatorIsAnError() {
        let list = MarkedText(
            """
            scene: RepositoryList
            outputs: [showFilter]
            coordinator:
              routes:
                - showFilter: 1️⃣Filter
            """, file: "Specs/RepositoryList.yml")
        let filter = MarkedText("scene: 1️⃣Filter\n", file: "Specs/Filter.yml")
        #expect(
            diagnostics([list, filter]) == [
                error(
                    "scene 'Filter' has no coordinator to start; add 'coordinator:' to its spec", at: list["1️⃣"],
                    notes: [note("scene declared here", at: filter["1️⃣"])])
            ])
    }

    @Test func routeToASceneWithoutACoordinatorSpeaksOfItsFlowUnderRxFlow() {
        let list = MarkedText(
            """
            scene: RepositoryList
            conventions: {viewModel: transform, navigation: rxflow}
            outputs: [showFilter]
            coordinator:
              routes:
                - showFilter: 1️⃣Filter
            """, file: "Specs/RepositoryList.yml")
        let filter = MarkedText(
            "scene: 1️⃣Filter\nconventions: {viewModel: transform, navigation: rxflow}\n", file: "Specs/Filter.yml")
        #expect(
            diagnostics([list, filter]) == [
                error(
                    "scene 'Filter' has no flow to show: its flow 'FilterFlow' is written from its 'coordinator:'; "
                        + "add 'coordinator:' to its spec", at: list["1️⃣"],
                    notes: [note("scene declared here", at: filter["1️⃣"])])
            ])
    }

    @Test func sceneDeclaredByTwoSpecsIsReportedAtTheSecond() {
        let first = MarkedText("scene: 1️⃣Login\n", file: "Specs/Login.yml")
        let second = MarkedText("doc: A copy.\nscene: 1️⃣Login\n", file: "Specs/Old/Login.yml")
        #expect(
            diagnostics([first, second]) == [
                error(
                    "scene 'Login' is declared by more than one spec", at: second["1️⃣"],
                    notes: [note("first declared here", at: first["1️⃣"])])
            ])
    }

    @Test func serviceNamedTheSameInTwoSpecsIsReportedOnce() {
        let login = MarkedText(
            """
            scene: Login
            service:
              name: 1️⃣AuthService
            """, file: "Specs/Login.yml")
        let signup = MarkedText(
            """
            scene: Signup
            service:
              name: 1️⃣AuthService
            """, file: "Specs/Signup.yml")
        #expect(
            diagnostics([login, signup]) == [
                error(
                    "service 'AuthService' is declared by more than one spec; declare it once in a service spec "
                        + "('scaffold new --service AuthService') and list it under 'dependencies' in each scene that uses it",
                    at: signup["1️⃣"], notes: [note("also declared here", at: login["1️⃣"])])
            ])
    }

    @Test func defaultServiceNameClashIsReportedAtTheServiceKey() {
        let signup = MarkedText(
            """
            scene: Signup
            service:
              name: 1️⃣LoginService
            """, file: "Specs/Signup.yml")
        let login = MarkedText(
            """
            scene: Login
            1️⃣service:
              methods: [logout]
            """, file: "Specs/Login.yml")
        #expect(
            diagnostics([signup, login]) == [
                error(
                    "service 'LoginService' is declared by more than one spec; declare it once in a service spec "
                        + "('scaffold new --service LoginService') and list it under 'dependencies' in each scene that uses it",
                    at: login["1️⃣"], notes: [note("also declared here", at: signup["1️⃣"])])
            ])
    }

    @Test func sceneNamedBaseWithACoordinatorClashesWithTheBaseClass() {
        let input = MarkedText(
            """
            scene: 1️⃣Base
            2️⃣coordinator:
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "generated type 'BaseCoordinator' would be declared twice; rename the scene or the service",
                    at: input["1️⃣"],
                    notes: [
                        note(
                            "the coordinator declared here needs the generated base class 'BaseCoordinator'",
                            at: input["2️⃣"])
                    ])
            ])
    }

    @Test func sceneNamedBaseWithoutACoordinatorIsFine() {
        #expect(diagnostics(MarkedText("scene: Base\n")) == [])
    }

    @Test func serviceNamedBaseCoordinatorClashesWhenAnySceneHasACoordinator() {
        let login = MarkedText("scene: Login\n1️⃣coordinator:\n", file: "Specs/Login.yml")
        let signup = MarkedText(
            """
            scene: Signup
            service:
              name: 1️⃣BaseCoordinator
            """, file: "Specs/Signup.yml")
        #expect(
            diagnostics([login, signup]) == [
                error(
                    "generated type 'BaseCoordinator' would be declared twice; rename the scene or the service",
                    at: signup["1️⃣"],
                    notes: [
                        note(
                            "the coordinator declared here needs the generated base class 'BaseCoordinator'",
                            at: login["1️⃣"])
                    ])
            ])
    }

    @Test(arguments: [
        ("scene: Login\n2️⃣service:\n  methods: [logout]", "LoginServiceMock"),
        ("scene: 2️⃣Login\ncoordinator:", "LoginCoordinatorMock"),
        ("scene: 2️⃣Login\ninputs: [tapSubmit]", "LoginViewModelTests"),
    ])
    func serviceNamedLikeAGeneratedTestTypeClashes(login yaml: String, type: String) {
        let login = MarkedText(yaml, file: "Specs/Login.yml")
        let signup = MarkedText("scene: Signup\nservice:\n  name: 1️⃣\(type)\n", file: "Specs/Signup.yml")
        #expect(
            diagnostics([login, signup]) == [
                error(
                    "generated type '\(type)' would be declared twice; rename the scene or the service",
                    at: signup["1️⃣"], notes: [note("also declared here", at: login["2️⃣"])])
            ])
    }

    @Test func bundledStyleSpecsTogetherHaveNoProblems() {
        let list = MarkedText(
            """
            scene: RepositoryList
            outputs:
              - showLanguageList
              - showRepository: URL
            state: [idle, loading]
            coordinator:
              routes:
                - showLanguageList: LanguageList
            """, file: "Specs/RepositoryList.yml")
        let languages = MarkedText(
            """
            scene: LanguageList
            outputs:
              - didSelectLanguage: String
              - didCancel
            coordinator:
              result:
                - language: {type: String, from: didSelectLanguage}
                - cancel: {from: didCancel}
                - cancelled: {from: didSelectLanguage}
            """, file: "Specs/LanguageList.yml")
        #expect(diagnostics([list, languages]) == [])
    }
}
