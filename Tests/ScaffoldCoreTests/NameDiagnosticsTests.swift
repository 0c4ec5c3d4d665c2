import Testing

@testable import ScaffoldCore

/// Names: valid Swift identifiers, reserved names, and names that collide in generated code.
struct NameDiagnosticsTests: DiagnosticsTesting {
    @Test func invalidIdentifierNamesAndPointsAtTheBadCharacter() {
        let input = MarkedText(
            """
            scene: Login
            inputs:
              - type1️⃣-email: String
              - "type2️⃣ password": String
            """)
        #expect(
            diagnostics(input) == [
                error("'type-email' is not a valid Swift identifier: '-' is not allowed", at: input["1️⃣"]),
                error("'type password' is not a valid Swift identifier: '\\u{20}' is not allowed", at: input["2️⃣"]),
            ])
    }

    @Test func identifierStartingWithADigitIsRefused() {
        let input = MarkedText(
            """
            scene: Login
            outputs:
              - 1️⃣2faRequired: Bool
            """)
        #expect(
            diagnostics(input) == [
                error("'2faRequired' is not a valid Swift identifier: it starts with a digit", at: input["1️⃣"])
            ])
    }

    @Test func invalidImportPointsAtTheBadCharacterOfItsPart() {
        let input = MarkedText(
            """
            scene: Login
            imports: [Foundation.Da1️⃣-te]
            """)
        #expect(
            diagnostics(input) == [
                error("'Da-te' is not a valid Swift identifier: '-' is not allowed", at: input["1️⃣"])
            ])
    }

    @Test func swiftKeywordCannotNameAMember() {
        let input = MarkedText(
            """
            scene: Filter
            actions:
              - 1️⃣default
            """)
        #expect(diagnostics(input) == [error("'default' is a Swift keyword; choose another name", at: input["1️⃣"])])
    }

    @Test func sceneNameMustBeATypeName() {
        let input = MarkedText(
            """
            scene: 1️⃣login
            """)
        #expect(
            diagnostics(input) == [
                error("'login' is not a type name; start it with an uppercase letter: 'Login'", at: input["1️⃣"])
            ])
    }

    @Test func serviceNameMustBeATypeName() {
        let input = MarkedText(
            """
            scene: Login
            service:
              name: 1️⃣authService
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "'authService' is not a type name; start it with an uppercase letter: 'AuthService'", at: input["1️⃣"]
                )
            ])
    }

    @Test func inputAndOutputWithTheSameNameCollide() {
        let input = MarkedText(
            """
            scene: Login
            inputs:
              - 1️⃣cancel
            outputs:
              - 2️⃣cancel
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "output 'cancel' has the same name as input 'cancel'; names must be unique within a view model",
                    at: input["2️⃣"], notes: [note("input 'cancel' is declared here", at: input["1️⃣"])])
            ])
    }

    @Test func underTransformAnInputAnOutputAndAnArgumentMayShareANameInTheirOwnStructs() {
        let input = MarkedText(
            """
            scene: Search
            conventions: {viewModel: transform}
            arguments:
              - query: String
            inputs:
              - query: String
            outputs:
              - query: String
            """)
        #expect(diagnostics(input) == [])
    }

    @Test func underTransformAnOutputAndAnActionInOutputStillCollide() {
        let input = MarkedText(
            """
            scene: Search
            conventions: {viewModel: transform}
            inputs:
              - save
            outputs:
              - 1️⃣save: Int
            actions:
              - 2️⃣save
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "action 'save' has the same name as output 'save'; names must be unique within a view model",
                    at: input["2️⃣"], notes: [note("output 'save' is declared here", at: input["1️⃣"])])
            ])
    }

    @Test func anInputTraitUnderAnInputsConventionWithoutInputFieldsIsRefused() {
        let input = MarkedText(
            """
            scene: Search
            conventions: {inputs: function}
            inputs:
              - tap: {trait: 1️⃣signal}
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "an input's 'trait' applies only where inputs are fields of 'Input': with 'inputs: init' or the "
                        + "transform convention; remove it (the scene's 'inputs: function' decides the form of every "
                        + "input), or write 'inputs: init'", at: input["1️⃣"])
            ])
    }

    @Test func anInputTraitWithInputsThroughInitIsAccepted() {
        let input = MarkedText(
            """
            scene: Search
            conventions: {inputs: init}
            inputs:
              - query: {type: String, trait: driver}
              - tap: {trait: signal}
              - page: {type: Int, trait: observable}
            """)
        #expect(diagnostics(input) == [])
    }

    @Test func actionWithTheNameOfAnInputCollides() {
        let input = MarkedText(
            """
            scene: Filter
            inputs:
              - 1️⃣save: Int
            actions:
              - 2️⃣save
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "action 'save' has the same name as input 'save'; names must be unique within a view model",
                    at: input["2️⃣"], notes: [note("input 'save' is declared here", at: input["1️⃣"])])
            ])
    }

    @Test func sameNameTwiceInOneSectionIsADuplicate() {
        let input = MarkedText(
            """
            scene: Filter
            actions:
              - 1️⃣save
              - 2️⃣save: {output: Int}
            """)
        #expect(
            diagnostics(input) == [
                error("duplicate action 'save'", at: input["2️⃣"], notes: [note("first declared here", at: input["1️⃣"])])
            ])
    }

    @Test(arguments: ["inputs", "outputs", "actions", "coordinator", "init"])
    func namesTheViewModelUsesAreReserved(name: String) {
        let input = MarkedText("scene: Login\noutputs:\n  - 1️⃣\(name)\n")
        let message =
            name == "init"
            ? "'init' is a Swift keyword; choose another name"
            : "'\(name)' is reserved by the generated view model; choose another name"
        #expect(diagnostics(input) == [error(message, at: input["1️⃣"])])
    }

    @Test func outputNamedStateCollidesWithTheStateMachinesOutput() {
        let input = MarkedText(
            """
            scene: Filter
            outputs:
              - 1️⃣state: String
            state:
              - 2️⃣hidden
              - choosing
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "output 'state' has the same name as the state output 'state'; "
                        + "names must be unique within a view model", at: input["1️⃣"],
                    notes: [note("the state machine declared here adds the output 'state'", at: input["2️⃣"])])
            ])
    }

    @Test func serviceIsAnOrdinaryMemberName() {
        // The view model never declares `service`; it names the property after the service type.
        let input = MarkedText(
            """
            scene: Login
            outputs: [service]
            service:
              methods: [logout]
            """)
        #expect(diagnostics(input) == [])
    }

    @Test func memberNamedLikeTheDefaultServicePropertyCollides() {
        let input = MarkedText(
            """
            scene: Delta
            inputs:
              - 2️⃣deltaService
            1️⃣service:
              methods: [load]
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "input 'deltaService' has the same name as the service property 'deltaService'; "
                        + "names must be unique within a view model", at: input["2️⃣"],
                    notes: [
                        note(
                            "the service named here is stored in the property 'deltaService'",
                            at: input["1️⃣"])
                    ])
            ])
    }

    @Test func memberNamedLikeANamedServicePropertyCollides() {
        let input = MarkedText(
            """
            scene: RepositoryList
            service:
              name: 1️⃣GithubService
            outputs:
              - 2️⃣githubService: String
            actions:
              - 3️⃣githubService
            """)
        let note = note("the service named here is stored in the property 'githubService'", at: input["1️⃣"])
        #expect(
            diagnostics(input) == [
                error(
                    "output 'githubService' has the same name as the service property 'githubService'; "
                        + "names must be unique within a view model", at: input["2️⃣"], notes: [note]),
                error(
                    "action 'githubService' has the same name as the service property 'githubService'; "
                        + "names must be unique within a view model", at: input["3️⃣"], notes: [note]),
            ])
    }

    @Test func servicePropertyNamedLikeTheStateOutputCollides() {
        let input = MarkedText(
            """
            scene: Filter
            state: [1️⃣idle]
            service:
              name: 2️⃣State
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "the service property 'state' has the same name as the state output 'state'; "
                        + "names must be unique within a view model", at: input["2️⃣"],
                    notes: [note("the state machine declared here adds the output 'state'", at: input["1️⃣"])])
            ])
    }

    @Test(arguments: [("Inputs", "inputs"), ("Coordinator", "coordinator"), ("Default", "default"), ("Init", "init")])
    func serviceWhosePropertyTheViewModelCannotDeclareIsRefused(service: String, property: String) {
        let input = MarkedText("scene: Login\nservice:\n  name: 1️⃣\(service)\n")
        #expect(
            diagnostics(input) == [
                error(
                    "the view model would store service '\(service)' in a property named '\(property)', "
                        + "a name it cannot use; rename the service", at: input["1️⃣"])
            ])
    }

    @Test(arguments: [
        (
            "- 1️⃣go\n- 2️⃣goCallCount",
            "service method 'goCallCount' has the same name as the mock property "
                + "'goCallCount' generated for service method 'go'; rename one of them", "service method 'go'"
        ),
        (
            "- 1️⃣go: {params: [to: String]}\n- 2️⃣goCalls",
            "service method 'goCalls' has the same name as the mock "
                + "property 'goCalls' generated for service method 'go'; rename one of them", "service method 'go'"
        ),
        (
            "- 1️⃣goResult\n- 2️⃣go",
            "the mock property 'goResult' generated for service method 'go' has the same "
                + "name as service method 'goResult'; rename one of them", "service method 'goResult'"
        ),
        (
            "- 1️⃣loadCalls\n- 2️⃣load: {params: [id: Int]}",
            "the mock property 'loadCalls' generated for service "
                + "method 'load' has the same name as service method 'loadCalls'; rename one of them",
            "service method 'loadCalls'"
        ),
    ])
    func serviceMethodNamedLikeAnotherMethodsMockPropertyCollides(methods: String, message: String, first: String) {
        let list = methods.replacingOccurrences(of: "- ", with: "    - ")
        let input = MarkedText("scene: Login\nservice:\n  methods:\n" + list)
        #expect(
            diagnostics(input) == [
                error(message, at: input["2️⃣"], notes: [note("\(first) is declared here", at: input["1️⃣"])])
            ])
    }

    /// Without parameters the mock only counts calls (`goCallCount`), so `goCalls` is free.
    @Test func aMethodWithoutParametersLeavesItsCallLogNameFree() {
        let input = MarkedText(
            """
            scene: Login
            service:
              methods:
                - go
                - goCalls
            """)
        #expect(diagnostics(input) == [])
    }

    /// Every mocked method has a `…CallCount`, one with parameters read from its `…Calls`.
    @Test func aMethodNamedLikeAnotherMethodsCallCountCollides() {
        let input = MarkedText(
            """
            scene: Login
            service:
              methods:
                - 1️⃣load: {params: [id: Int]}
                - 2️⃣loadCallCount
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "service method 'loadCallCount' has the same name as the mock property 'loadCallCount' generated "
                        + "for service method 'load'; rename one of them", at: input["2️⃣"],
                    notes: [note("service method 'load' is declared here", at: input["1️⃣"])])
            ])
    }

    private static let routes = """
        outputs: [showDetail, showDetailCallCount: Int]
        coordinator:
          routes:
            - 1️⃣showDetail: Detail
            - 2️⃣showDetailCallCount: Counter
        """

    /// The scene the route with a payload starts, created with that value.
    private static let counter = MarkedText(
        "scene: Counter\narguments: [count: Int]\ncoordinator:\n", file: "Specs/Counter.yml")

    @Test func routeNamedLikeAnotherRoutesMockPropertyCollidesWhenTheViewModelCallsTheCoordinator() {
        let home = MarkedText(
            "scene: Home\nconventions: {coordinatorInViewModel: true}\n" + Self.routes,
            file: "Specs/Home.yml")
        let detail = MarkedText("scene: Detail\ncoordinator:\n", file: "Specs/Detail.yml")
        #expect(
            diagnostics([home, detail, Self.counter]) == [
                error(
                    "route 'showDetailCallCount' has the same name as the mock property 'showDetailCallCount' "
                        + "generated for route 'showDetail'; rename one of them", at: home["2️⃣"],
                    notes: [note("route 'showDetail' is declared here", at: home["1️⃣"])])
            ])
    }

    @Test func routesFollowTheProjectsCoordinatorConvention() {
        let home = MarkedText("scene: Home\n" + Self.routes, file: "Specs/Home.yml")
        let detail = MarkedText("scene: Detail\ncoordinator:\n", file: "Specs/Detail.yml")
        let specs = [home, detail, Self.counter].compactMap { SpecDecoder().decode($0.data, file: $0.file).spec }
        #expect(SpecValidator().validate(specs) == [])
        #expect(
            SpecValidator(projectConventions: Conventions(coordinatorInViewModel: true)).validate(specs) == [
                error(
                    "route 'showDetailCallCount' has the same name as the mock property 'showDetailCallCount' "
                        + "generated for route 'showDetail'; rename one of them", at: home["2️⃣"],
                    notes: [note("route 'showDetail' is declared here", at: home["1️⃣"])])
            ])
    }

    @Test func outputNamedStateIsFineWithoutAStateMachine() {
        let input = MarkedText(
            """
            scene: Filter
            outputs:
              - state: String
            """)
        #expect(diagnostics(input) == [])
    }

    @Test func duplicateStateCaseIsReported() {
        let input = MarkedText(
            """
            scene: Filter
            state:
              - 1️⃣hidden
              - choosing: Int
              - 2️⃣hidden
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "duplicate case 'hidden' in state", at: input["2️⃣"],
                    notes: [note("first declared here", at: input["1️⃣"])])
            ])
    }

    @Test func duplicateResultCaseIsReported() {
        let input = MarkedText(
            """
            scene: Login
            coordinator:
              result:
                - 1️⃣cancel
                - 2️⃣cancel
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "duplicate case 'cancel' in result", at: input["2️⃣"],
                    notes: [note("first declared here", at: input["1️⃣"])])
            ])
    }

    @Test func duplicateParameterIsReported() {
        let input = MarkedText(
            """
            scene: Login
            service:
              methods:
                - login: {params: [1️⃣email: String, 2️⃣email: String], returns: User}
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "duplicate parameter 'email' in method 'login'", at: input["2️⃣"],
                    notes: [note("first declared here", at: input["1️⃣"])])
            ])
    }

    @Test func duplicateMethodIsReported() {
        let input = MarkedText(
            """
            scene: Login
            service:
              methods:
                - 1️⃣login: User
                - 2️⃣login: {params: [token: String], returns: User}
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "duplicate service method 'login'", at: input["2️⃣"],
                    notes: [note("first declared here", at: input["1️⃣"])])
            ])
    }

    @Test func outputRoutedTwiceIsReported() {
        let list = MarkedText(
            """
            scene: RepositoryList
            outputs: [showFilter]
            coordinator:
              routes:
                - 1️⃣showFilter: Filter
                - 2️⃣showFilter: Filter
            """, file: "Specs/RepositoryList.yml")
        let filter = MarkedText("scene: Filter\ncoordinator:\n", file: "Specs/Filter.yml")
        #expect(
            diagnostics([list, filter]) == [
                error(
                    "output 'showFilter' is routed more than once", at: list["2️⃣"],
                    notes: [note("first declared here", at: list["1️⃣"])])
            ])
    }

    @Test func outputNamedLikeAFunctionInputsSubjectIsReportedAtTheOutput() {
        let input = MarkedText(
            """
            scene: Feed
            conventions: {inputs: function}
            inputs: [1️⃣reload]
            outputs: [2️⃣reloadSubject]
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "output 'reloadSubject' has the same name as the private subject that stores the events of "
                        + "input 'reload'; rename one of them", at: input["2️⃣"],
                    notes: [note("input 'reload' is declared here", at: input["1️⃣"])])
            ])
    }

    @Test func inputNamedLikeARelayOutputsStorageIsReportedAtTheInput() {
        let input = MarkedText(
            """
            scene: Feed
            inputs: [1️⃣busyRelay]
            outputs:
              - 2️⃣busy: {type: Bool, trait: relay, initial: "false"}
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "input 'busyRelay' has the same name as the private relay that holds the value of relay output "
                        + "'busy'; rename one of them", at: input["1️⃣"],
                    notes: [note("output 'busy' is declared here", at: input["2️⃣"])])
            ])
    }

    /// `Output` of a transform scene holds the relay, which `transform` makes under the output's own name.
    @Test func inputNamedLikeARelayOutputsStorageIsFineWithTransform() {
        let input = """
            scene: Feed
            conventions: {viewModel: transform}
            inputs: [busyRelay]
            outputs:
              - busy: {type: Bool, trait: relay, initial: "false"}
            """
        #expect(diagnostics(MarkedText(input)) == [])
    }

    /// Only the function convention stores subjects in properties; the others declare no member for them.
    @Test func inputNamedLikeAnotherInputsSubjectIsFineWithSubjectInputs() {
        #expect(diagnostics(MarkedText("scene: Feed\ninputs: [reload, reloadSubject]\n")) == [])
    }

    @Test func scenesDifferingOnlyInCaseAreReportedAtTheSecond() {
        let first = MarkedText("scene: 1️⃣Login\n", file: "Specs/A.yml")
        let second = MarkedText("scene: 2️⃣LOGIN\n", file: "Specs/B.yml")
        #expect(
            diagnostics([first, second]) == [
                error(
                    "scene 'LOGIN' differs from scene 'Login' only in case, so their files would overwrite each other "
                        + "on case-insensitive file systems (macOS, Windows); rename one of them", at: second["2️⃣"],
                    notes: [note("scene 'Login' is declared here", at: first["1️⃣"])])
            ])
    }

    @Test func serviceNamedLikeAnOutputsTestObserverIsReportedAtTheServiceName() {
        let input = MarkedText("scene: Feed\noutputs: [1️⃣title]\nservice: {name: 2️⃣TitleObserver}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "the generated test would store service 'TitleObserver' in a property named 'titleObserver', "
                        + "which it uses for the observer of output 'title'; rename the service", at: input["2️⃣"],
                    notes: [note("output 'title' is declared here", at: input["1️⃣"])])
            ])
    }

    @Test func outputNamedLikeAnActionsReportIsReportedAtTheOutput() {
        let input = MarkedText("scene: Feed\noutputs: [1️⃣refreshErrors: String]\nactions: [2️⃣refresh]\n")
        #expect(
            diagnostics(input) == [
                error(
                    "the generated test would record output 'refreshErrors' in 'refreshErrorsObserver', the property "
                        + "that records the 'errors' of action 'refresh'; rename the output", at: input["1️⃣"],
                    notes: [note("action 'refresh' is declared here", at: input["2️⃣"])])
            ])
    }

    @Test func serviceNamedLikeAProjectSupportTypeIsReportedAtTheServiceName() {
        let input = MarkedText("scene: Feed\nservice: {name: 1️⃣ScenePresentation}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "service 'ScenePresentation' has the name of the enum of the ways a route shows a scene, which "
                        + "scaffold writes once for the project; rename the service", at: input["1️⃣"])
            ])
    }

    /// A service's protocol is its name and `Type`: `ViewModel` would declare the transform view models' protocol.
    @Test func serviceWhoseProtocolIsAProjectSupportTypeIsReportedAtTheServiceName() {
        let input = MarkedText("scene: Feed\nservice: {name: 1️⃣ViewModel}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "the generated test would store service 'ViewModel' in a property named 'viewModel', which it "
                        + "uses for the view model; rename the service", at: input["1️⃣"]),
                error(
                    "service 'ViewModel' would declare 'ViewModelType', the name of the protocol of transform view "
                        + "models, which scaffold writes once for the project; rename the service", at: input["1️⃣"]),
            ])
    }

    /// A service named like a type generated code uses would shadow it: `String`, or `Observable`, whose protocol
    /// would be RxSwift's `ObservableType`.
    @Test(
        arguments: [
            ("String", "has the name of a type of Swift"),
            ("Observable", "has the name of a type of RxSwift"),
            ("UIViewController", "has the name of a type of UIKit"),
            ("Subject", "would declare 'SubjectType', the name of a type of RxSwift"),
            ("Date", "has the name of a type of Foundation"),
        ])
    func serviceNamedLikeAnImportedTypeIsReportedAtTheServiceName(service: String, clash: String) {
        let input = MarkedText("scene: Feed\nservice: {name: 1️⃣\(service)}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "service '\(service)' \(clash) that generated code uses, which it would shadow; rename the "
                        + "service, e.g. '\(service)Service'", at: input["1️⃣"])
            ])
    }

    /// A scene's types take its name as a prefix, so scene `UI` would declare UIKit's `UIViewController`.
    @Test func sceneWhoseTypesTakeAnImportedTypesNameIsReportedAtTheSceneName() {
        let input = MarkedText("scene: 1️⃣UI\n")
        #expect(
            diagnostics(input) == [
                error(
                    "scene 'UI' would declare 'UIViewController', the name of a type of UIKit that generated code "
                        + "uses, which it would shadow; rename the scene", at: input["1️⃣"])
            ])
    }

    /// The day-one test of an action is traced to the action, which the note points at.
    @Test func memberWhoseTestTakesADayOneTestsNameIsReportedAtTheMember() {
        let input = MarkedText(
            "scene: Feed\ninputs: [1️⃣outputsArriveOnTheMainThread]\nmethods: [2️⃣refresh_isNotExecutingBeforeItRuns]\n"
                + "actions: [3️⃣refresh]\n")
        #expect(
            diagnostics(input) == [
                error(
                    "the generated test of input 'outputsArriveOnTheMainThread' would be named "
                        + "'test_outputsArriveOnTheMainThread', like the test that outputs arrive on the main thread; "
                        + "rename the input", at: input["1️⃣"]),
                error(
                    "the generated test of method 'refresh_isNotExecutingBeforeItRuns' would be named "
                        + "'test_refresh_isNotExecutingBeforeItRuns', like the test that action 'refresh' is idle until "
                        + "it runs; rename the method", at: input["2️⃣"],
                    notes: [note("action 'refresh' is declared here", at: input["3️⃣"])]),
            ])
    }

    /// The activity test is made by the output `tracking` names, where it names it: the note points there.
    @Test func memberWhoseTestTakesTheActivityTestsNameIsReportedAtTheMemberWithTheTrackedOutput() {
        let input = MarkedText(
            "scene: Feed\noutputs: [isLoading: Bool]\ntracking: {activity: 1️⃣isLoading}\n"
                + "methods: [2️⃣isLoading_isFalseWhileNothingRuns]\n")
        #expect(
            diagnostics(input) == [
                error(
                    "the generated test of method 'isLoading_isFalseWhileNothingRuns' would be named "
                        + "'test_isLoading_isFalseWhileNothingRuns', like the test that 'isLoading' is false while "
                        + "nothing runs; rename the method", at: input["2️⃣"],
                    notes: [note("'tracking' names output 'isLoading' here", at: input["1️⃣"])])
            ])
    }

    /// The test of an `inputs: init` scene keeps a subject per input, like a transform scene's.
    @Test func serviceNamedLikeAnInitInputsTestSubjectIsReportedAtTheServiceName() {
        let input = MarkedText(
            "scene: Form\nconventions: {inputs: init}\ninputs: [query: String]\nservice: {name: 1️⃣QuerySubject}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "the generated test would store service 'QuerySubject' in a property named 'querySubject', which "
                        + "it uses for the subject of input 'query'; rename the service", at: input["1️⃣"])
            ])
    }

    @Test func serviceNamedLikeATestCasePropertyIsReportedAtTheServiceName() {
        let input = MarkedText("scene: Feed\nservice: {name: 1️⃣Scheduler}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "the generated test would store service 'Scheduler' in a property named 'scheduler', which it "
                        + "uses for the test scheduler; rename the service", at: input["1️⃣"]),
                error(
                    "service 'Scheduler' would declare 'SchedulerType', the name of a type of RxSwift that generated "
                        + "code uses, which it would shadow; rename the service, e.g. 'SchedulerService'",
                    at: input["1️⃣"]),
            ])
    }

    @Test func serviceFileNamedLikeAnotherFileButForCaseIsReportedAtTheServiceName() {
        let input = MarkedText("scene: Login\nservice: {name: 1️⃣LoginViewmodel}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "the service file 'LoginViewmodel.swift' differs from the scene's file 'LoginViewModel.swift' only "
                        + "in case, so one would overwrite the other on case-insensitive file systems (macOS, Windows); "
                        + "rename the service", at: input["1️⃣"])
            ])
    }

    /// The longest file a scene makes may be its service's; then the service name is blamed.
    @Test func serviceNameMakingAFileNameTooLongIsReportedAtTheServiceName() {
        let service = String(repeating: "S", count: 224)
        let input = MarkedText("scene: Feed\nservice: {name: 1️⃣\(service)}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "the generated file name '\(service).swift' is 230 bytes long, more than the limit of 222 (file "
                        + "systems allow 255 bytes, less scaffold's temporary suffix); choose a shorter name",
                    at: input["1️⃣"])
            ])
    }

    @Test func sceneNameWhoseLongestFileFitsIsFine() {
        // `<Scene>Mocks.generated.swift` is the longest: 201 + 21 = 222 bytes.
        #expect(diagnostics(MarkedText("scene: \(String(repeating: "A", count: 201))\n")) == [])
    }

    @Test func sceneNameOneByteTooLongIsReported() {
        let scene = String(repeating: "A", count: 202)
        let input = MarkedText("scene: 1️⃣\(scene)\n")
        #expect(
            diagnostics(input) == [
                error(
                    "the generated file name '\(scene)Mocks.generated.swift' is 223 bytes long, more than the limit of "
                        + "222 (file systems allow 255 bytes, less scaffold's temporary suffix); choose a shorter name",
                    at: input["1️⃣"])
            ])
    }
}
