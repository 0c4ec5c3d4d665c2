import Foundation
import Testing

@testable import ScaffoldCore

/// Every name a scene generates is one entry of its naming table: a role, a spelling, a kind and what made it,
/// traced to the place in the spec (or in `scaffold.yml`) a problem with the name is reported at.
struct NamingTableTests {
    /// A scene with one of each part, each name in it marked where it is written.
    static let login = MarkedText(
        """
        scene: 1️⃣Login
        inputs:
          - 2️⃣submit
        outputs:
          - 3️⃣didLogin: Int
        actions:
          - 4️⃣refresh
        5️⃣service:
          methods:
            - 6️⃣login: {params: [name: String]}
        7️⃣coordinator:
          routes:
            - 8️⃣didLogin: Home
          result:
            - 9️⃣done
        """)

    private func table(
        _ input: MarkedText, builder: NamingTableBuilder = NamingTableBuilder(),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> NamingTable {
        let result = SpecDecoder().decode(input.data, file: input.file)
        #expect(result.diagnostics == [], sourceLocation: sourceLocation)
        return builder.table(for: try #require(result.spec, sourceLocation: sourceLocation))
    }

    private func name(
        _ role: NameRole, _ spelling: String, _ kind: NameKind, _ source: NameSource, at location: SourceLocation
    ) -> GeneratedName {
        GeneratedName(role, spelling, kind, from: NameProvenance(source, at: location))
    }

    @Test func typesAreMadeByTheSceneNameTheServiceKeyAndTheCoordinatorKey() throws {
        let input = Self.login
        let (scene, service) = (input["1️⃣"], input["5️⃣"])
        #expect(
            try table(input).entries(of: .type) == [
                name(.baseCoordinator, "BaseCoordinator", .type, .key("coordinator"), at: input["7️⃣"]),
                name(.inputsProtocol, "LoginViewModelInputsType", .type, .scene, at: scene),
                name(.outputsProtocol, "LoginViewModelOutputsType", .type, .scene, at: scene),
                name(.actionsProtocol, "LoginViewModelActionsType", .type, .scene, at: scene),
                name(.viewModelProtocol, "LoginViewModelType", .type, .scene, at: scene),
                name(.viewModel, "LoginViewModel", .type, .scene, at: scene),
                name(.viewController, "LoginViewController", .type, .scene, at: scene),
                name(.viewModelTests, "LoginViewModelTests", .type, .scene, at: scene),
                name(.service, "LoginService", .type, .key("service"), at: service),
                name(.serviceProtocol, "LoginServiceType", .type, .key("service"), at: service),
                name(.serviceMock, "LoginServiceMock", .type, .key("service"), at: service),
                name(.coordinator, "LoginCoordinator", .type, .scene, at: scene),
                name(.coordinationResult, "LoginCoordinationResult", .type, .scene, at: scene),
                name(.coordinatorProtocol, "LoginCoordinatorType", .type, .scene, at: scene),
                name(.coordinatorMock, "LoginCoordinatorMock", .type, .scene, at: scene),
                name(.router, "LoginRouting", .type, .scene, at: scene),
                name(.routerMock, "LoginRoutingMock", .type, .scene, at: scene),
                name(.coordinatorDependencies, "LoginDependencies", .type, .scene, at: scene),
            ])
    }

    @Test func membersAreMadeByTheSpecMembersTheyServe() throws {
        let input = Self.login
        let (submit, didLogin, refresh) = (input["2️⃣"], input["3️⃣"], input["4️⃣"])
        let (route, done) = (input["8️⃣"], input["9️⃣"])
        #expect(
            try table(input).entries.filter {
                [.viewModelMember, .coordinatorMember, .testCaseMember].contains($0.kind)
            }
                == [
                    name(.inputsProperty, "inputs", .viewModelMember, .builtIn, at: input["1️⃣"]),
                    name(.outputsProperty, "outputs", .viewModelMember, .builtIn, at: input["1️⃣"]),
                    name(.actionsProperty, "actions", .viewModelMember, .builtIn, at: input["1️⃣"]),
                    name(.serviceProperty, "loginService", .viewModelMember, .key("service"), at: input["5️⃣"]),
                    name(.coordinatorProperty, "coordinator", .viewModelMember, .builtIn, at: input["1️⃣"]),
                    name(
                        .inputSubject(input: "submit"), "submitSubject", .viewModelMember, .input("submit"), at: submit),
                    name(
                        .customPresentationMethod(route: "didLogin"), "didLoginPresentation", .coordinatorMember,
                        .route("didLogin"), at: route),
                    name(
                        .finishMethod(resultCase: "done"), "finishDone", .coordinatorMember, .resultCase("done"),
                        at: done),
                    name(
                        .resultMapping(resultCase: "done"), "doneResult", .coordinatorMember, .resultCase("done"),
                        at: done),
                    name(
                        .outputObserver(output: "didLogin"), "didLoginObserver", .testCaseMember, .output("didLogin"),
                        at: didLogin),
                    name(
                        .actionReportObserver(action: "refresh", report: .executing), "refreshExecutingObserver",
                        .testCaseMember, .action("refresh"), at: refresh),
                    name(
                        .actionReportObserver(action: "refresh", report: .elements), "refreshElementsObserver",
                        .testCaseMember, .action("refresh"), at: refresh),
                    name(
                        .actionReportObserver(action: "refresh", report: .errors), "refreshErrorsObserver",
                        .testCaseMember, .action("refresh"), at: refresh),
                    name(
                        .testInputSubject(input: "submit"), "submitSubject", .testCaseMember, .input("submit"),
                        at: submit),
                    name(.memberTest(member: "submit"), "test_submit", .testCaseMember, .input("submit"), at: submit),
                    name(
                        .memberTest(member: "refresh"), "test_refresh", .testCaseMember, .action("refresh"), at: refresh
                    ),
                    name(
                        .actionIdleTest(action: "refresh"), "test_refresh_isNotExecutingBeforeItRuns", .testCaseMember,
                        .action("refresh"), at: refresh),
                    name(
                        .releaseTest, "test_viewModelIsReleasedWhenNothingHoldsIt", .testCaseMember, .builtIn,
                        at: input["1️⃣"]),
                    name(
                        .mainThreadTest, "test_outputsArriveOnTheMainThread", .testCaseMember, .builtIn, at: input["1️⃣"]),
                ])
    }

    /// A method with parameters has its calls logged, a route whose output carries a value too; every one has its
    /// calls counted, a finish method without a payload only that.
    @Test func mockMembersAreMadeByTheMethodsRoutesAndCasesTheyRecord() throws {
        let input = Self.login
        let (method, route, done) = (input["6️⃣"], input["8️⃣"], input["9️⃣"])
        #expect(
            try table(input).entries(of: .mockMember) == [
                name(.callLog(.serviceMethod("login")), "loginCalls", .mockMember, .serviceMethod("login"), at: method),
                name(
                    .callCount(.serviceMethod("login")), "loginCallCount", .mockMember, .serviceMethod("login"),
                    at: method),
                name(
                    .mockResult(.serviceMethod("login")), "loginResult", .mockMember, .serviceMethod("login"),
                    at: method),
                name(.callLog(.route("didLogin")), "didLoginCalls", .mockMember, .route("didLogin"), at: route),
                name(
                    .callCount(.route("didLogin")), "didLoginCallCount", .mockMember, .route("didLogin"), at: route),
                name(.mockResult(.route("didLogin")), "didLoginResult", .mockMember, .route("didLogin"), at: route),
                name(
                    .callCount(.finish(resultCase: "done")), "finishDoneCallCount", .mockMember, .resultCase("done"),
                    at: done),
                name(
                    .mockResult(.finish(resultCase: "done")), "finishDoneResult", .mockMember, .resultCase("done"),
                    at: done),
            ])
    }

    @Test func filesAreMadeByWhatTheyDeclare() throws {
        let input = Self.login
        let (scene, service) = (input["1️⃣"], input["5️⃣"])
        #expect(
            try table(input).entries(of: .file) == [
                name(.contractFile, "Login.generated.swift", .file, .scene, at: scene),
                name(.viewModelFile, "LoginViewModel.swift", .file, .scene, at: scene),
                name(.serviceFile, "LoginService.swift", .file, .key("service"), at: service),
                name(.coordinatorFile, "LoginCoordinator.swift", .file, .scene, at: scene),
                name(.viewControllerFile, "LoginViewController.swift", .file, .scene, at: scene),
                name(.mocksFile, "LoginMocks.generated.swift", .file, .scene, at: scene),
                name(.viewModelTestsFile, "LoginViewModelTests.swift", .file, .scene, at: scene),
            ])
    }

    /// `naming: {service: useCase, coordinator: navigator}` spells the scene's service and coordinator: those names
    /// trace back to the setting in `scaffold.yml`, and are reported at the part of the spec they name.
    @Test func namesTheProjectsNamingSpellsAreTracedToTheSetting() throws {
        let config = MarkedText("naming: {1️⃣service: useCase, 2️⃣coordinator: navigator}\n", file: "scaffold.yml")
        let naming = try ConfigDecoder().decode(config.data, file: config.file).get().naming
        let input = MarkedText("scene: 1️⃣Checkout\n2️⃣service: {}\ncoordinator: {}\n")
        let table = try table(input, builder: NamingTableBuilder(naming: naming))
        let useCase = NameSource.naming(Located("service: useCase", at: config["1️⃣"]))
        let navigator = NameSource.naming(Located("coordinator: navigator", at: config["2️⃣"]))
        let (scene, service) = (input["1️⃣"], input["2️⃣"])
        #expect(
            table.entries.filter { if case .naming = $0.provenance.source { true } else { false } } == [
                name(.service, "CheckoutUseCase", .type, useCase, at: service),
                name(.serviceProtocol, "CheckoutUseCaseType", .type, useCase, at: service),
                name(.serviceMock, "CheckoutUseCaseMock", .type, useCase, at: service),
                name(.coordinator, "CheckoutNavigator", .type, navigator, at: scene),
                name(.coordinatorProtocol, "CheckoutNavigatorType", .type, navigator, at: scene),
                name(.coordinatorMock, "CheckoutNavigatorMock", .type, navigator, at: scene),
                name(.assembler, "CheckoutAssembler", .type, navigator, at: scene),
                name(.serviceProperty, "checkoutUseCase", .viewModelMember, useCase, at: service),
                name(.coordinatorProperty, "navigator", .viewModelMember, navigator, at: scene),
                name(.serviceFile, "CheckoutUseCase.swift", .file, useCase, at: service),
                name(.coordinatorFile, "CheckoutNavigator.swift", .file, navigator, at: scene),
                name(.assemblerFile, "CheckoutAssembler.swift", .file, navigator, at: scene),
            ])
    }

    @Test func aNamedServiceIsTracedToItsNameWhateverTheNaming() throws {
        let input = MarkedText("scene: A\nservice: {name: 1️⃣Payments}\n")
        let table = try table(input, builder: NamingTableBuilder(naming: Naming(service: .useCase)))
        #expect(table[.service] == name(.service, "Payments", .type, .serviceName, at: input["1️⃣"]))
    }

    /// A name made from a member points at the member's own line and column, not at the scene.
    @Test func aNameMadeFromAnInputPointsAtTheInput() throws {
        let input = MarkedText("scene: Search\ninputs:\n  - reload\n  - 1️⃣query: {type: String, trait: relay}\n")
        #expect(
            try table(input)[.inputSubject(input: "query")]
                == name(.inputSubject(input: "query"), "queryRelay", .viewModelMember, .input("query"), at: input["1️⃣"]))
    }

    /// The state machine's output and its observer are made by the state's cases, reported at the first.
    @Test func theStateOutputIsTracedToTheFirstStateCase() throws {
        let input = MarkedText("scene: A\nstate:\n  - 1️⃣idle\n  - busy\n")
        let table = try table(input)
        #expect(table[.stateOutput] == name(.stateOutput, "state", .viewModelMember, .state, at: input["1️⃣"]))
        #expect(
            table[.outputObserver(output: "state")]
                == name(.outputObserver(output: "state"), "stateObserver", .testCaseMember, .state, at: input["1️⃣"]))
    }

    /// The activity test is made by the output `tracking` names, where it names it.
    @Test func theActivityTestIsTracedToTheTrackedOutput() throws {
        let input = MarkedText("scene: A\noutputs:\n  - isLoading: Bool\ntracking:\n  activity: 1️⃣isLoading\n")
        #expect(
            try table(input)[.activityTest(output: "isLoading")]
                == name(
                    .activityTest(output: "isLoading"), "test_isLoading_isFalseWhileNothingRuns", .testCaseMember,
                    .output("isLoading"), at: input["1️⃣"]))
    }

    /// A member listed twice (an error of its own) makes its names twice; a lookup by role answers the first.
    @Test func aMemberListedTwiceIsEnteredTwiceAndLookedUpByItsFirst() throws {
        let input = MarkedText("scene: A\ninputs:\n  - 1️⃣go\n  - 2️⃣go\n")
        let table = try table(input)
        #expect(
            table.entries.filter { $0.role == .inputSubject(input: "go") }.map(\.provenance.location) == [
                input["1️⃣"], input["2️⃣"],
            ])
        #expect(table[.inputSubject(input: "go")]?.provenance.location == input["1️⃣"])
    }

    @Test func theBaseCoordinatorIsSpelledAsTheProjectNamesIt() throws {
        let input = MarkedText("scene: A\n1️⃣coordinator: {}\n")
        #expect(
            try table(input, builder: NamingTableBuilder(baseCoordinator: "AppFlow"))[.baseCoordinator]
                == name(.baseCoordinator, "AppFlow", .type, .key("coordinator"), at: input["1️⃣"]))
    }

    /// A scene under two names: the entries whose spelling changes, old and new paired by role; an input's subject or
    /// a named service keeps its spelling and is left out.
    @Test func changesPairTheEntriesOfTwoTablesByRole() throws {
        let old = try table(MarkedText("scene: Profile\ninputs: [reload]\nservice: {name: UserStore}\n"))
        let new = try table(MarkedText("scene: Account\ninputs: [reload]\nservice: {name: UserStore}\n"))
        #expect(old.changes(to: new).allSatisfy { $0.old.role == $0.new.role })
        #expect(
            old.changes(to: new).map { "\($0.old.spelling) -> \($0.new.spelling)" } == [
                "ProfileViewModelInputsType -> AccountViewModelInputsType",
                "ProfileViewModelOutputsType -> AccountViewModelOutputsType",
                "ProfileViewModelActionsType -> AccountViewModelActionsType",
                "ProfileViewModelType -> AccountViewModelType", "ProfileViewModel -> AccountViewModel",
                "ProfileViewController -> AccountViewController", "ProfileViewModelTests -> AccountViewModelTests",
                "Profile.generated.swift -> Account.generated.swift",
                "ProfileViewModel.swift -> AccountViewModel.swift",
                "ProfileViewController.swift -> AccountViewController.swift",
                "ProfileMocks.generated.swift -> AccountMocks.generated.swift",
                "ProfileViewModelTests.swift -> AccountViewModelTests.swift",
            ])
    }

    @Test func aSharedServiceIsTracedToItsNameAndItsMockToItsMethods() throws {
        let input = MarkedText("service: 1️⃣UserService\nmethods:\n  - 2️⃣load\n", file: "Specs/UserService.yml")
        guard case .service(let service) = SpecDecoder().decodeDocument(input.data, file: input.file).document else {
            Issue.record("the spec declares no service")
            return
        }
        let (serviceName, load) = (input["1️⃣"], input["2️⃣"])
        #expect(
            NamingTableBuilder().table(for: service).entries == [
                name(.service, "UserService", .type, .serviceName, at: serviceName),
                name(.serviceProtocol, "UserServiceType", .type, .serviceName, at: serviceName),
                name(.serviceProvider, "HasUserService", .type, .serviceName, at: serviceName),
                name(.serviceMock, "UserServiceMock", .type, .serviceName, at: serviceName),
                name(.serviceProperty, "userService", .viewModelMember, .serviceName, at: serviceName),
                name(
                    .callCount(.serviceMethod("load")), "loadCallCount", .mockMember, .serviceMethod("load"), at: load),
                name(.mockResult(.serviceMethod("load")), "loadResult", .mockMember, .serviceMethod("load"), at: load),
                name(.serviceContractFile, "UserService.generated.swift", .file, .serviceName, at: serviceName),
                name(.serviceFile, "UserService.swift", .file, .serviceName, at: serviceName),
                name(.serviceMockFile, "UserServiceMock.generated.swift", .file, .serviceName, at: serviceName),
            ])
    }
}
