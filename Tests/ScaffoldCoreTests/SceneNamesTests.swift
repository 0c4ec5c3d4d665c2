import Foundation
import Testing

@testable import ScaffoldCore

/// One spec gives one set of generated names, which the validator and the presentation model share.
struct SceneNamesTests {
    private func names(
        _ yaml: String, naming: Naming = Naming(), sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> SceneNames {
        let result = SpecDecoder().decode(Data(yaml.utf8), file: "Specs/Test.yml")
        #expect(result.diagnostics == [], sourceLocation: sourceLocation)
        return SceneNames(try #require(result.spec, sourceLocation: sourceLocation), naming: naming)
    }

    @Test func sceneWithEveryPartNamesEveryType() throws {
        let names = try names(
            """
            scene: Filter
            outputs:
              - showLanguagePicker: Int
              - showHelp
              - didApply: Int
            state:
              - hidden
            service:
              name: FilterStore
              methods:
                - savedFilter: {returns: Int}
                - save: {params: [filter: Int]}
            coordinator:
              routes:
                - showLanguagePicker: LanguageList
                - showHelp: Help
              result:
                - applied: {type: Int, from: didApply}
            """)
        #expect(
            names
                == SceneNames(
                    scene: "Filter",
                    inputsProtocol: "FilterViewModelInputsType",
                    outputsProtocol: "FilterViewModelOutputsType",
                    actionsProtocol: "FilterViewModelActionsType",
                    viewModelProtocol: "FilterViewModelType",
                    viewModel: "FilterViewModel",
                    viewController: "FilterViewController",
                    viewModelTests: "FilterViewModelTests",
                    state: "FilterState",
                    stateOutput: "state",
                    service: "FilterStore",
                    serviceProtocol: "FilterStoreType",
                    serviceMock: "FilterStoreMock",
                    serviceProperty: "filterStore",
                    coordinator: "FilterCoordinator",
                    coordinationResult: "FilterCoordinationResult",
                    coordinatorProtocol: "FilterCoordinatorType",
                    coordinatorMock: "FilterCoordinatorMock",
                    coordinatorProperty: "coordinator",
                    coordinatorDependencies: "FilterDependencies",
                    assembler: nil,
                    dependencies: [],
                    routeMockMembers: [
                        .init(
                            method: "showLanguagePicker", recordsArguments: true, recorder: "showLanguagePickerCalls",
                            result: "showLanguagePickerResult"),
                        .init(
                            method: "showHelp", recordsArguments: false, recorder: "showHelpCallCount",
                            result: "showHelpResult"),
                    ],
                    finishMethods: ["finishApplied"],
                    finishMockMembers: [
                        .init(
                            method: "finishApplied", recordsArguments: true, recorder: "finishAppliedCalls",
                            result: "finishAppliedResult")
                    ],
                    inputSubjects: [],
                    outputObservers: [
                        "showLanguagePickerObserver", "showHelpObserver", "didApplyObserver", "stateObserver",
                    ]
                ))
    }

    @Test func sceneWithoutOptionalPartsNamesOnlyItsOwnTypes() throws {
        #expect(
            try names("scene: Login")
                == SceneNames(
                    scene: "Login",
                    inputsProtocol: "LoginViewModelInputsType",
                    outputsProtocol: "LoginViewModelOutputsType",
                    actionsProtocol: "LoginViewModelActionsType",
                    viewModelProtocol: "LoginViewModelType",
                    viewModel: "LoginViewModel",
                    viewController: "LoginViewController",
                    viewModelTests: "LoginViewModelTests",
                    state: nil, stateOutput: nil, service: nil, serviceProtocol: nil, serviceMock: nil,
                    serviceProperty: nil,
                    coordinator: nil, coordinationResult: nil, coordinatorProtocol: nil, coordinatorMock: nil,
                    coordinatorProperty: nil, coordinatorDependencies: nil, assembler: nil, dependencies: [],
                    routeMockMembers: [], finishMethods: [], finishMockMembers: [], inputSubjects: [],
                    outputObservers: []
                ))
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
            dependencies: [CartService]
            coordinator:
              result:
                - paid: {type: Int, from: didPay}
            """, naming: Naming(service: .useCase, coordinator: .navigator))
        #expect(
            names
                == SceneNames(
                    scene: "Checkout",
                    inputsProtocol: "CheckoutViewModelInputsType",
                    outputsProtocol: "CheckoutViewModelOutputsType",
                    actionsProtocol: "CheckoutViewModelActionsType",
                    viewModelProtocol: "CheckoutViewModelType",
                    viewModel: "CheckoutViewModel",
                    viewController: "CheckoutViewController",
                    viewModelTests: "CheckoutViewModelTests",
                    state: nil,
                    stateOutput: nil,
                    service: "CheckoutUseCase",
                    serviceProtocol: "CheckoutUseCaseType",
                    serviceMock: "CheckoutUseCaseMock",
                    serviceProperty: "checkoutUseCase",
                    coordinator: "CheckoutNavigator",
                    coordinationResult: "CheckoutCoordinationResult",
                    coordinatorProtocol: "CheckoutNavigatorType",
                    coordinatorMock: "CheckoutNavigatorMock",
                    coordinatorProperty: "navigator",
                    coordinatorDependencies: "CheckoutDependencies",
                    assembler: "CheckoutAssembler",
                    dependencies: [ServiceNames(service: "CartService")],
                    routeMockMembers: [],
                    finishMethods: ["finishPaid"],
                    finishMockMembers: [
                        .init(
                            method: "finishPaid", recordsArguments: true, recorder: "finishPaidCalls",
                            result: "finishPaidResult")
                    ],
                    inputSubjects: [],
                    outputObservers: ["didPayObserver"]
                ))
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
            names.fileNames.map(\.name) == [
                "Login.generated.swift", "LoginViewModel.swift", "LoginNavigator.swift", "LoginAssembler.swift",
                "LoginViewController.swift", "LoginMocks.generated.swift", "LoginViewModelTests.swift",
            ])
    }

    @Test func declaredTypesListTheAssemblerLast() throws {
        let names = try names("scene: A\ncoordinator: {}\n", naming: Naming(coordinator: .navigator))
        #expect(
            names.declaredTypes.suffix(4) == [
                .init("ANavigatorType", .scene), .init("ANavigatorMock", .scene), .init("ADependencies", .scene),
                .init("AAssembler", .scene),
            ])
    }

    @Test func routeTargetsWithoutSpecAreNamedByTheNaming() {
        #expect(SceneNames.coordinator(ofScene: "Help", naming: .coordinator) == "HelpCoordinator")
        #expect(SceneNames.coordinator(ofScene: "Help", naming: .navigator) == "HelpNavigator")
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
                .init(method: "missing", recordsArguments: false, recorder: "missingCallCount", result: "missingResult")
            ])
    }

    @Test func mockMembersCountCallsWithoutArgumentsAndLogCallsWithThem() {
        #expect(
            SceneNames.mockMembers(of: "load", recordsArguments: false)
                == .init(method: "load", recordsArguments: false, recorder: "loadCallCount", result: "loadResult"))
        #expect(
            SceneNames.mockMembers(of: "load", recordsArguments: true)
                == .init(method: "load", recordsArguments: true, recorder: "loadCalls", result: "loadResult"))
    }

    @Test func declaredTypesListTheSharedBaseClassFirstAndBlameTheServiceForItsOwn() throws {
        let names = try names("scene: A\nstate: [idle]\nservice: {name: S}\ncoordinator:\n  result: [done]\n")
        #expect(
            names.declaredTypes == [
                .init("BaseCoordinator", .shared),
                .init("AViewModelInputsType", .scene), .init("AViewModelOutputsType", .scene),
                .init("AViewModelActionsType", .scene), .init("AViewModelType", .scene), .init("AViewModel", .scene),
                .init("AViewController", .scene), .init("AViewModelTests", .scene), .init("AState", .scene),
                .init("S", .service), .init("SType", .service), .init("SMock", .service),
                .init("ACoordinator", .scene), .init("ACoordinationResult", .scene), .init("ACoordinatorType", .scene),
                .init("ACoordinatorMock", .scene), .init("ADependencies", .scene),
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

    @Test func inputSubjectsAndOutputObserversAreNamedAfterTheirMember() {
        #expect(SceneNames.inputSubject(of: "reload") == "reloadSubject")
        #expect(SceneNames.outputObserver(of: "title") == "titleObserver")
    }
}
