import Foundation
import Testing

@testable import ScaffoldCore

/// One spec gives one set of generated names, which the validator and the presentation model share: `SceneNames`
/// reads them from the spec's naming table.
struct SceneNamesTests {
    private func names(
        _ yaml: String, naming: Naming = Naming(), sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> SceneNames {
        let result = SpecDecoder().decode(Data(yaml.utf8), file: "Specs/Test.yml")
        #expect(result.diagnostics == [], sourceLocation: sourceLocation)
        return SceneNames(try #require(result.spec, sourceLocation: sourceLocation), naming: naming)
    }

    /// The names templates see as `names`, by key; a name the spec does not make is left out.
    private func templateNames(_ names: SceneNames) -> [String: String] {
        let keyed: [(String, String?)] = [
            ("inputsProtocol", names.inputsProtocol), ("outputsProtocol", names.outputsProtocol),
            ("actionsProtocol", names.actionsProtocol), ("viewModelProtocol", names.viewModelProtocol),
            ("viewModel", names.viewModel), ("viewController", names.viewController),
            ("viewModelTests", names.viewModelTests), ("state", names.state), ("service", names.service),
            ("serviceProtocol", names.serviceProtocol), ("serviceMock", names.serviceMock),
            ("serviceProperty", names.serviceProperty), ("coordinator", names.coordinator),
            ("coordinationResult", names.coordinationResult), ("coordinatorProtocol", names.coordinatorProtocol),
            ("coordinatorMock", names.coordinatorMock), ("coordinatorProperty", names.coordinatorProperty),
            ("assembler", names.assembler),
        ]
        return Dictionary(uniqueKeysWithValues: keyed.compactMap { key, value in value.map { (key, $0) } })
    }

    /// Validation keeps, by spec file, the names the models of other scenes spell (a route's target's coordinator and
    /// result, a cell's view model), spelled with the project's naming, so that no model builds the table again.
    @Test func validationKeepsTheTypeNamesOfEachSceneByItsSpecFile() throws {
        var spec = try #require(
            SpecDecoder().decode(
                Data(
                    "scene: Login\noutputs: [didFinish]\ncoordinator:\n  result:\n    - done: {from: didFinish}\n".utf8),
                file: "Specs/Login.yml"
            ).spec)
        spec.file = "Specs/Login.yml"
        var validator = SpecValidator()
        validator.naming = Naming(coordinator: .navigator)
        let kept = validator.validateKeepingTypeNames([spec]) { specs, check in specs.map(check) }.typeNames
        #expect(
            kept.mapValues { [$0.viewModel, $0.coordinator, $0.coordinationResult] } == [
                "Specs/Login.yml": ["LoginViewModel", "LoginNavigator", "LoginCoordinationResult"]
            ])
    }

    @Test func sceneWithEveryPartNamesEveryTemplateName() throws {
        let names = try names(
            """
            scene: Filter
            outputs:
              - didApply: Int
            state:
              - hidden
            service:
              name: FilterStore
            coordinator:
              result:
                - applied: {type: Int, from: didApply}
            """)
        #expect(
            templateNames(names) == [
                "inputsProtocol": "FilterViewModelInputsType", "outputsProtocol": "FilterViewModelOutputsType",
                "actionsProtocol": "FilterViewModelActionsType", "viewModelProtocol": "FilterViewModelType",
                "viewModel": "FilterViewModel", "viewController": "FilterViewController",
                "viewModelTests": "FilterViewModelTests", "state": "FilterState", "service": "FilterStore",
                "serviceProtocol": "FilterStoreType", "serviceMock": "FilterStoreMock",
                "serviceProperty": "filterStore",
                "coordinator": "FilterCoordinator", "coordinationResult": "FilterCoordinationResult",
                "coordinatorProtocol": "FilterCoordinatorType", "coordinatorMock": "FilterCoordinatorMock",
                "coordinatorProperty": "coordinator",
            ])
    }

    @Test func sceneWithoutOptionalPartsNamesOnlyItsOwnTypes() throws {
        #expect(
            templateNames(try names("scene: Login")) == [
                "inputsProtocol": "LoginViewModelInputsType", "outputsProtocol": "LoginViewModelOutputsType",
                "actionsProtocol": "LoginViewModelActionsType", "viewModelProtocol": "LoginViewModelType",
                "viewModel": "LoginViewModel", "viewController": "LoginViewController",
                "viewModelTests": "LoginViewModelTests",
            ])
    }

    /// The Clean Architecture naming: a use case, a navigator the view model holds as `navigator`, and an
    /// assembler; the result enum keeps its name, as `BaseCoordinator` calls it `CoordinationResult`.
    @Test func useCaseAndNavigatorNamingNamesTheServiceNavigatorAndAssembler() throws {
        let names = try names(
            """
            scene: Checkout
            outputs:
              - didPay: Int
            service:
              methods: [pay]
            coordinator:
              result:
                - paid: {type: Int, from: didPay}
            """, naming: Naming(service: .useCase, coordinator: .navigator))
        #expect(
            templateNames(names) == [
                "inputsProtocol": "CheckoutViewModelInputsType", "outputsProtocol": "CheckoutViewModelOutputsType",
                "actionsProtocol": "CheckoutViewModelActionsType", "viewModelProtocol": "CheckoutViewModelType",
                "viewModel": "CheckoutViewModel", "viewController": "CheckoutViewController",
                "viewModelTests": "CheckoutViewModelTests", "service": "CheckoutUseCase",
                "serviceProtocol": "CheckoutUseCaseType", "serviceMock": "CheckoutUseCaseMock",
                "serviceProperty": "checkoutUseCase", "coordinator": "CheckoutNavigator",
                "coordinationResult": "CheckoutCoordinationResult", "coordinatorProtocol": "CheckoutNavigatorType",
                "coordinatorMock": "CheckoutNavigatorMock", "coordinatorProperty": "navigator",
                "assembler": "CheckoutAssembler",
            ])
    }

    @Test func listsOfMemberNamesFollowTheSpecOrder() throws {
        let names = try names(
            """
            scene: Filter
            inputs:
              - reload
              - query: {type: String, trait: relay}
            outputs:
              - showLanguagePicker: Int
              - showHelp
              - didApply: Int
            state:
              - hidden
            coordinator:
              routes:
                - showLanguagePicker: LanguageList
                - showHelp: Help
              result:
                - applied: {type: Int, from: didApply}
            """)
        #expect(names.inputSubjects == ["reloadSubject", "queryRelay"])
        #expect(
            names.outputObservers == [
                "showLanguagePickerObserver", "showHelpObserver", "didApplyObserver", "stateObserver",
            ])
        #expect(
            names.routeMockMembers == [
                .init(
                    method: "showLanguagePicker", recordsArguments: true, recorder: "showLanguagePickerCalls",
                    counter: "showLanguagePickerCallCount",
                    result: "showLanguagePickerResult"),
                .init(
                    method: "showHelp", recordsArguments: false, recorder: "showHelpCallCount",
                    counter: "showHelpCallCount",
                    result: "showHelpResult"
                ),
            ])
        #expect(names.finishMethods == ["finishApplied"])
        #expect(
            names.finishMockMembers == [
                .init(
                    method: "finishApplied", recordsArguments: true, recorder: "finishAppliedCalls",
                    counter: "finishAppliedCallCount",
                    result: "finishAppliedResult")
            ])
    }

    @Test func namedServiceKeepsItsNameWhateverTheNaming() throws {
        let names = try names("scene: A\nservice: {name: Payments}\n", naming: Naming(service: .useCase))
        #expect([names.service, names.serviceProtocol] == ["Payments", "PaymentsType"])
    }

    @Test func navigatorNamingWithoutCoordinatorHasNoAssembler() throws {
        let names = try names("scene: Login\n", naming: Naming(coordinator: .navigator))
        #expect(
            [names.coordinator, names.assembler, names.coordinatorFile, names.assemblerFile] == [nil, nil, nil, nil])
    }

    @Test func navigatorAndAssemblerFilesAreNamedAfterThem() throws {
        let names = try names("scene: Login\ncoordinator: {}\n", naming: Naming(coordinator: .navigator))
        #expect(
            names.fileNames.map(\.spelling) == [
                "Login.generated.swift", "LoginViewModel.swift", "LoginNavigator.swift", "LoginAssembler.swift",
                "LoginViewController.swift", "LoginMocks.generated.swift", "LoginViewModelTests.swift",
            ])
    }

    @Test func declaredTypesListTheAssemblerLast() throws {
        let names = try names("scene: A\ncoordinator: {}\n", naming: Naming(coordinator: .navigator))
        #expect(
            names.declaredTypes.suffix(6).map(\.spelling) == [
                "ANavigatorType", "ANavigatorMock", "ARouting", "ARoutingMock", "ADependencies", "AAssembler",
            ])
    }

    @Test func routeTargetsWithoutSpecAreNamedByTheNaming() {
        #expect(NamingTableBuilder.coordinator(ofScene: "Help", naming: Naming()) == "HelpCoordinator")
        #expect(
            NamingTableBuilder.coordinator(ofScene: "Help", naming: Naming(coordinator: .navigator)) == "HelpNavigator")
    }

    @Test func routeTargetsWithoutSpecAreNamedByTheProjectsCoordinatorPattern() throws {
        let pattern = try NamePattern.parse("{scene}Flow").get()
        let naming = Naming(
            coordinator: .navigator,
            patterns: NamePatterns([.coordinator: Located(pattern, at: .startOf(ProjectConfig.fileName))]))
        #expect(NamingTableBuilder.coordinator(ofScene: "Help", naming: naming) == "HelpFlow")
    }

    @Test func dependenciesAreNamedByTheirServicesInSpecOrder() throws {
        let names = try names("scene: Profile\ndependencies: [UserService, URLSession]\ncoordinator: {}\n")
        #expect(
            names.dependencies == [ServiceNames(service: "UserService"), ServiceNames(service: "URLSession")])
        #expect(names.coordinatorDependencies == "ProfileDependencies")
    }

    @Test func sharedServiceNamesFollowOneRule() {
        #expect(
            ServiceNames(service: "URLSessionService")
                == ServiceNames(
                    service: "URLSessionService", serviceProtocol: "URLSessionServiceType",
                    mock: "URLSessionServiceMock", property: "urlSessionService", provider: "HasURLSessionService"))
    }

    @Test func unnamedServiceIsNamedAfterTheScene() throws {
        let names = try names("scene: RepositoryList\nservice: {}\n")
        #expect(
            [names.service, names.serviceProtocol, names.serviceMock, names.serviceProperty]
                == [
                    "RepositoryListService", "RepositoryListServiceType", "RepositoryListServiceMock",
                    "repositoryListService",
                ])
    }

    @Test func serviceNamedWithAnAcronymKeepsTheAcronymLowercaseInItsProperty() throws {
        #expect(try names("scene: A\nservice: {name: URLLoader}\n").serviceProperty == "urlLoader")
    }

    @Test func coordinatorWithoutResultHasNoResultType() throws {
        let names = try names("scene: RepositoryList\ncoordinator: {}\n")
        #expect(
            [names.coordinator, names.coordinationResult, names.coordinatorProtocol, names.coordinatorMock]
                == ["RepositoryListCoordinator", nil, "RepositoryListCoordinatorType", "RepositoryListCoordinatorMock"])
    }

    @Test func routeFromAnUndeclaredOutputRecordsNoArguments() throws {
        let names = try names("scene: A\ncoordinator:\n  routes:\n    - missing: B\n")
        #expect(
            names.routeMockMembers == [
                .init(
                    method: "missing", recordsArguments: false, recorder: "missingCallCount",
                    counter: "missingCallCount",
                    result: "missingResult")
            ])
    }

    @Test func filesAreNamedAfterTheirMainType() throws {
        let names = try names("scene: Login\nservice: {name: AuthService}\ncoordinator: {}\n")
        #expect(
            [
                names.generatedFile, names.viewModelFile, names.serviceFile, names.coordinatorFile,
                names.viewControllerFile, names.mocksFile, names.viewModelTestsFile,
            ]
                == [
                    "Login.generated.swift", "LoginViewModel.swift", "AuthService.swift", "LoginCoordinator.swift",
                    "LoginViewController.swift", "LoginMocks.generated.swift", "LoginViewModelTests.swift",
                ])
        #expect(SceneNames.baseCoordinatorFile == "BaseCoordinator.generated.swift")
    }

    @Test func sceneWithoutServiceOrCoordinatorHasNoFilesForThem() throws {
        let names = try names("scene: Login")
        #expect(names.serviceFile == nil)
        #expect(names.coordinatorFile == nil)
    }
}
