/// What a generated name is for: the key of its entry in a `NamingTable`. One role in two tables of the same spec
/// (under its old and its new scene name, say) is the same declaration, however each spells it.
public enum NameRole: Hashable, Sendable {
    // The scene's top-level types, and a shared service's.

    /// `ProfileViewModelInputsType`.
    case inputsProtocol
    /// `ProfileViewModelOutputsType`.
    case outputsProtocol
    /// `ProfileViewModelActionsType`.
    case actionsProtocol
    /// `ProfileViewModelStateType`, the plain values an `expose: state` member puts beside the inputs and outputs.
    case stateProtocol
    /// `ProfileViewModelType`, the protocol joining those the scene has.
    case viewModelProtocol
    /// `ProfileViewModel`.
    case viewModel
    /// `ProfileViewController`.
    case viewController
    /// `ProfileViewModelTests`, the test case.
    case viewModelTests
    /// `ProfileState`, the enum of a state machine.
    case state
    /// `ProfileService`, `ProfileUseCase` or the service's own `name:`; a shared service's `UserService`.
    case service
    /// `ProfileServiceType`, the protocol the view model depends on.
    case serviceProtocol
    /// `ProfileServiceMock`.
    case serviceMock
    /// `HasUserService`, the protocol of a container that provides a shared service.
    case serviceProvider
    /// `ProfileCoordinator`, or `ProfileNavigator`.
    case coordinator
    /// `ProfileCoordinationResult`, the enum of `coordinator.result`.
    case coordinationResult
    /// `ProfileCoordinatorType`, the protocol the view model calls with `coordinatorInViewModel`.
    case coordinatorProtocol
    /// `ProfileCoordinatorMock`.
    case coordinatorMock
    /// `ProfileRouting`, the protocol the view controller calls with `navigation: viewController`.
    case router
    /// `ProfileRoutingMock`.
    case routerMock
    /// `ProfileDependencies`, the shared services the coordinator hands out.
    case coordinatorDependencies
    /// `ProfileDependenciesMock`, the tests' value of the view model's `Dependencies` (`inject: container`).
    case containerMock
    /// `ProfileAssembler`, with the navigator naming.
    case assembler
    /// `BaseCoordinator`, the class every coordinator subclasses, declared once for the project.
    case baseCoordinator

    // Members of the view model.

    /// `inputs`, the view model's property that shows it as its inputs protocol.
    case inputsProperty
    /// `outputs`, the property that shows it as its outputs protocol.
    case outputsProperty
    /// `actions`, the property that shows it as its actions protocol.
    case actionsProperty
    /// `state`, the property that shows the view model as its state protocol.
    case stateProperty

    /// `profileService`, the property holding the scene's own service; a shared service's property in the container.
    case serviceProperty
    /// `userService`, the property holding the shared service `dependency`.
    case dependencyProperty(dependency: String)
    /// `coordinator`, or `navigator`: the property holding the coordinator.
    case coordinatorProperty
    /// `state`, the output a state machine adds.
    case stateOutput
    /// `reloadSubject` (`queryRelay` for a relay): the private subject behind `input`.
    case inputSubject(input: String)
    /// `isSigningUpRelay`: the private relay behind the relay `output`, which the outputs protocol shows read-only.
    case outputRelay(output: String)
    /// `disposeBag`, which keeps the view model's bindings into its relay outputs, and those that lead its routed
    /// inputs to its coordinator, alive while it lives.
    case viewModelDisposeBag
    /// `tapSettingsEvents`, the events of `input`, which starts a route, as the coordinator observes them where the
    /// input itself cannot be observed (an `AnyObserver` or a method).
    case inputEvents(input: String)

    // Members of the coordinator.

    /// `finishLoggedIn`, the method that finishes the scene with `resultCase`.
    case finishMethod(resultCase: String)
    /// `showHelpPresentation`, the method that shows the scene of a route with `present: custom`.
    case customPresentationMethod(route: String)
    /// `shareRepository`, the method of the coordinator's skeleton a route with `handler:` leads to.
    case destinationHandler(route: String)
    /// `loggedInResult`, the local of `start()` that maps an output to `resultCase`.
    case resultMapping(resultCase: String)

    // Members of the test case.

    /// `titleObserver`, the `TestableObserver` of `output` (the state output's too).
    case outputObserver(output: String)
    /// `refreshExecutingObserver`, the observer of one of an action's reports.
    case actionReportObserver(action: String, report: ActionReport)
    /// `reloadSubject`, the test's own subject behind `input` of a transform or `inputs: init` scene (`reloadRelay`
    /// for a PublishRelay field of `Input`).
    case testInputSubject(input: String)
    /// `test_reload`, the test of an input, action, property or method.
    case memberTest(member: String)
    /// `test_refresh_isNotExecutingBeforeItRuns`, the day-one test of an action.
    case actionIdleTest(action: String)
    /// `test_isLoading_isFalseWhileNothingRuns`, the day-one test of `tracking.activity`.
    case activityTest(output: String)
    /// `test_viewModelIsReleasedWhenNothingHoldsIt`, the day-one test every scene has.
    case releaseTest
    /// `test_outputsArriveOnTheMainThread`.
    case mainThreadTest

    // Members of a mock.

    /// `loginCalls`, the log of a mocked method's arguments.
    case callLog(MockedMethod)
    /// `loginCallCount`, the count of calls of a mocked method: stored for a method without arguments, read from
    /// `callLog` for one with.
    case callCount(MockedMethod)
    /// `loginResult`, the answer a test sets.
    case mockResult(MockedMethod)
    /// `currency`, a mock's stored property for an app protocol's property of that name.
    case mockProperty(String)
    /// `underlyingSession`, where a mock keeps a property whose type has no neutral value until a test sets it.
    case mockPropertyStorage(String)

    // Files.

    /// `Profile.generated.swift`: the contract (protocols, state, result) in the scene's folder.
    case contractFile
    /// `ProfileViewModel.swift`.
    case viewModelFile
    /// `ProfileService.swift`; a shared service's skeleton `UserService.swift`.
    case serviceFile
    /// `UserService.generated.swift`, a shared service's protocol and provider protocol.
    case serviceContractFile
    /// `UserServiceMock.generated.swift`, a shared service's mock.
    case serviceMockFile
    /// `ProfileCoordinator.swift`, or `ProfileNavigator.swift`.
    case coordinatorFile
    /// `ProfileAssembler.swift`.
    case assemblerFile
    /// `ProfileViewController.swift`.
    case viewControllerFile
    /// `ProfileMocks.generated.swift`, in the scene's tests folder.
    case mocksFile
    /// `ProfileViewModelTests.swift`, in the scene's tests folder.
    case viewModelTestsFile
}
