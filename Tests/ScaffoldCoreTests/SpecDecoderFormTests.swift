import Foundation
import Testing

@testable import ScaffoldCore

/// Every documented form of the spec format decodes to the model it means, with the positions of its values.
struct SpecDecoderFormTests {
    private func decode(
        _ input: MarkedText, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> SceneSpec {
        let result = SpecDecoder().decode(input.data, file: input.file)
        #expect(result.diagnostics == [], sourceLocation: sourceLocation)
        return try #require(result.spec, sourceLocation: sourceLocation)
    }

    private func at(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: "Specs/Test.yml", line: line, column: column)
    }

    // MARK: Whole specs

    @Test func sceneNameAloneDecodesToASceneWithNothingElse() throws {
        let input = MarkedText("scene: 1️⃣Login")
        #expect(try decode(input) == SceneSpec(file: "Specs/Test.yml", name: input.located("Login", at: "1️⃣")))
    }

    @Test func everySectionDecodesIntoOneScene() throws {
        let input = MarkedText(
            """
            scene: RepositoryList
            doc: Most starred repositories.
            imports: [Foundation]
            inputs:
              - setCurrentLanguage: String
            outputs:
              - showLanguageList
            actions:
              - refresh
            state:
              - loading
            service:
              methods:
                - getRepositories
            coordinator:
              routes:
                - showLanguageList: LanguageList
            """)
        #expect(
            try decode(input)
                == SceneSpec(
                    file: "Specs/Test.yml",
                    name: Located("RepositoryList", at: at(1, 8)),
                    doc: "Most starred repositories.",
                    imports: [Located("Foundation", at: at(3, 11))],
                    inputs: [
                        InputSpec(
                            member: MemberSpec(
                                name: Located("setCurrentLanguage", at: at(5, 5)),
                                type: Located(.name("String"), at: at(5, 25))))
                    ],
                    outputs: [OutputSpec(member: MemberSpec(name: Located("showLanguageList", at: at(7, 5))))],
                    actions: [ActionSpec(name: Located("refresh", at: at(9, 5)))],
                    state: [MemberSpec(name: Located("loading", at: at(11, 5)))],
                    service: ServiceSpec(
                        methods: [ServiceMethodSpec(name: Located("getRepositories", at: at(14, 7)))],
                        location: at(12, 1)),
                    coordinator: CoordinatorSpec(
                        routes: [
                            RouteSpec(
                                output: Located("showLanguageList", at: at(17, 7)),
                                scene: Located("LanguageList", at: at(17, 25)))
                        ],
                        location: at(15, 1)
                    )
                ))
    }

    // MARK: Members (inputs, outputs, state and result cases share these forms)

    @Test func bareNameIsAMemberThatCarriesNothing() throws {
        let input = MarkedText(
            """
            scene: RepositoryList
            inputs:
              - 1️⃣reload
            """)
        #expect(try decode(input).inputs == [InputSpec(member: MemberSpec(name: input.located("reload", at: "1️⃣")))])
    }

    @Test func nameWithAnEmptyValueIsTheSameAsTheBareName() throws {
        let empty = MarkedText(
            """
            scene: RepositoryList
            inputs:
              - 1️⃣reload:
            """)
        let bare = MarkedText(
            """
            scene: RepositoryList
            inputs:
              - reload
            """)
        #expect(try decode(empty).inputs == [InputSpec(member: MemberSpec(name: empty.located("reload", at: "1️⃣")))])
        #expect(try decode(empty) == decode(bare))
    }

    @Test func shortFormGivesTheMembersType() throws {
        let input = MarkedText(
            """
            scene: RepositoryList
            inputs:
              - 1️⃣setCurrentLanguage: 2️⃣String
            """)
        #expect(
            try decode(input).inputs == [
                InputSpec(
                    member: MemberSpec(
                        name: input.located("setCurrentLanguage", at: "1️⃣"),
                        type: input.located(.name("String"), at: "2️⃣")))
            ])
    }

    @Test func longFormGivesTheMembersTypeAndDoc() throws {
        let input = MarkedText(
            """
            scene: RepositoryList
            inputs:
              - 1️⃣selectRepository: {type: 2️⃣RepositoryViewModel, doc: Opens the repository page.}
            """)
        #expect(
            try decode(input).inputs == [
                InputSpec(
                    member: MemberSpec(
                        name: input.located("selectRepository", at: "1️⃣"),
                        type: input.located(.name("RepositoryViewModel"), at: "2️⃣"),
                        doc: "Opens the repository page."))
            ])
    }

    @Test func longFormWithOnlyADocCarriesNothing() throws {
        let input = MarkedText(
            """
            scene: RepositoryList
            inputs:
              - 1️⃣reload:
                  doc: Fetches the list again.
            """)
        #expect(
            try decode(input).inputs == [
                InputSpec(member: MemberSpec(name: input.located("reload", at: "1️⃣"), doc: "Fetches the list again."))
            ])
    }

    @Test func quotedTypeIsLocatedAtItsFirstCharacterAfterTheQuote() throws {
        let input = MarkedText(
            """
            scene: RepositoryList
            outputs:
              - repositories: "[RepositoryViewModel]"
              - counts: '[String: Int]'
            """)
        #expect(
            try decode(input).outputs.map(\.member.type) == [
                Located(.array(.name("RepositoryViewModel")), at: at(3, 20)),
                Located(.dictionary(key: .name("String"), value: .name("Int")), at: at(4, 14)),
            ])
    }

    @Test func sceneNameIsLocatedAtItsFirstCharacter() throws {
        let input = MarkedText(
            """
            # A comment first.
            scene:   Login
            """)
        #expect(try decode(input).name == Located("Login", at: at(2, 10)))
    }

    @Test(arguments: [
        // The type sits in the same column in both forms, so even the positions agree.
        ("inputs:\n  - typeEmail:        String", "inputs:\n  - typeEmail: {type: String}"),
        ("outputs:\n  - didCancel", "outputs:\n  - didCancel: {}"),
        ("state:\n  - failed:        String", "state:\n  - failed: {type: String}"),
        (
            "service:\n  methods:\n    - currentUser:           User",
            "service:\n  methods:\n    - currentUser: {returns: User}"
        ),
        (
            "coordinator:\n  routes:\n    - showFilter:         Filter",
            "coordinator:\n  routes:\n    - showFilter: {scene: Filter}"
        ),
    ])
    func shortAndLongFormsDecodeToTheSameSpec(short: String, long: String) throws {
        let shortSpec = try decode(MarkedText("scene: Login\n" + short))
        let longSpec = try decode(MarkedText("scene: Login\n" + long))
        #expect(shortSpec == longSpec)
    }

    @Test func itemsKeepTheSpecsOrder() throws {
        let input = MarkedText(
            """
            scene: Login
            inputs:
              - 1️⃣tapSubmit
              - 2️⃣typeEmail: 3️⃣String
              - 4️⃣viewDidLoad
              - 5️⃣typePassword: {type: 6️⃣String}
            """)
        #expect(
            try decode(input).inputs == [
                InputSpec(member: MemberSpec(name: input.located("tapSubmit", at: "1️⃣"))),
                InputSpec(
                    member: MemberSpec(
                        name: input.located("typeEmail", at: "2️⃣"), type: input.located(.name("String"), at: "3️⃣"))),
                InputSpec(member: MemberSpec(name: input.located("viewDidLoad", at: "4️⃣"))),
                InputSpec(
                    member: MemberSpec(
                        name: input.located("typePassword", at: "5️⃣"), type: input.located(.name("String"), at: "6️⃣"))),
            ])
    }

    @Test func controlTraitsAreReadWithWhereTheyWereWritten() throws {
        let input = MarkedText(
            """
            scene: Login
            conventions: {viewModel: transform}
            inputs:
              - 1️⃣idText: {type: 2️⃣String?, trait: 3️⃣controlProperty}
              - 4️⃣loginTap: {trait: 5️⃣controlEvent}
            """)
        var idText = InputSpec(
            member: MemberSpec(
                name: input.located("idText", at: "1️⃣"), type: input.located(.optional(.name("String")), at: "2️⃣")))
        var idTextRelay = RelaySpec()
        idTextRelay.control = input.located(.controlProperty, at: "3️⃣")
        idText.relay = idTextRelay
        var loginTap = InputSpec(member: MemberSpec(name: input.located("loginTap", at: "4️⃣")))
        var loginTapRelay = RelaySpec()
        loginTapRelay.control = input.located(.controlEvent, at: "5️⃣")
        loginTap.relay = loginTapRelay
        let inputs = try decode(input).inputs
        #expect(inputs == [idText, loginTap])
        #expect(inputs.map(\.controlTrait) == [.controlProperty, .controlEvent])
        #expect(inputs.map(\.trait) == [nil, nil])
    }

    // MARK: Outputs

    @Test func outputTraitIsReadFromTheLongForm() throws {
        let input = MarkedText(
            """
            scene: RepositoryList
            outputs:
              - 1️⃣title: {type: 2️⃣String, trait: 3️⃣driver}
              - 4️⃣didDismiss: {trait: 5️⃣signal}
              - 6️⃣alertMessage: 7️⃣String
            """)
        #expect(
            try decode(input).outputs == [
                OutputSpec(
                    member: MemberSpec(
                        name: input.located("title", at: "1️⃣"),
                        type: input.located(.name("String"), at: "2️⃣")),
                    trait: input.located(.driver, at: "3️⃣")),
                OutputSpec(
                    member: MemberSpec(name: input.located("didDismiss", at: "4️⃣")),
                    trait: input.located(.signal, at: "5️⃣")),
                OutputSpec(
                    member: MemberSpec(
                        name: input.located("alertMessage", at: "6️⃣"),
                        type: input.located(.name("String"), at: "7️⃣"))),
            ])
    }

    // MARK: Actions

    @Test func bareActionHasNoInputOrOutputType() throws {
        let input = MarkedText(
            """
            scene: Filter
            actions:
              - 1️⃣save
            """)
        #expect(try decode(input).actions == [ActionSpec(name: input.located("save", at: "1️⃣"))])
    }

    @Test func actionLongFormGivesInputOutputAndDoc() throws {
        let input = MarkedText(
            """
            scene: Filter
            actions:
              - 1️⃣refresh: {input: 2️⃣Int, output: "3️⃣[Repository]", doc: Reloads the list.}
              - 4️⃣load: {output: 5️⃣User}
            """)
        #expect(
            try decode(input).actions == [
                ActionSpec(
                    name: input.located("refresh", at: "1️⃣"), input: input.located(.name("Int"), at: "2️⃣"),
                    output: input.located(.array(.name("Repository")), at: "3️⃣"), doc: "Reloads the list."),
                ActionSpec(name: input.located("load", at: "4️⃣"), output: input.located(.name("User"), at: "5️⃣")),
            ])
    }

    // MARK: State

    @Test func stateCasesComeWithAndWithoutPayload() throws {
        let input = MarkedText(
            """
            scene: Filter
            state:
              - 1️⃣idle
              - 2️⃣loaded: "3️⃣[Repository]"
              - 4️⃣failed: {type: 5️⃣String, doc: Why loading failed.}
            """)
        #expect(
            try decode(input).state == [
                MemberSpec(name: input.located("idle", at: "1️⃣")),
                MemberSpec(
                    name: input.located("loaded", at: "2️⃣"),
                    type: input.located(.array(.name("Repository")), at: "3️⃣")),
                MemberSpec(
                    name: input.located("failed", at: "4️⃣"), type: input.located(.name("String"), at: "5️⃣"),
                    doc: "Why loading failed."),
            ])
    }

    // MARK: Service

    @Test func serviceWithoutANameLeavesTheDefaultToTheGenerator() throws {
        let input = MarkedText(
            """
            scene: LanguageList
            1️⃣service:
              methods:
                - 2️⃣getLanguageList
            """)
        #expect(
            try decode(input).service
                == ServiceSpec(
                    methods: [ServiceMethodSpec(name: input.located("getLanguageList", at: "2️⃣"))],
                    location: input["1️⃣"]
                ))
    }

    @Test func serviceNameIsReadWhenGiven() throws {
        let input = MarkedText(
            """
            scene: RepositoryList
            1️⃣service:
              name: 2️⃣GithubService
            """)
        #expect(
            try decode(input).service
                == ServiceSpec(
                    name: input.located("GithubService", at: "2️⃣"),
                    location: input["1️⃣"]))
    }

    @Test func methodLongFormGivesParametersReturnsKindAndDoc() throws {
        let input = MarkedText(
            """
            scene: RepositoryList
            service:
              methods:
                - 1️⃣getMostPopularRepositories:
                    params: [2️⃣language: 3️⃣String, 4️⃣page: 5️⃣Int]
                    returns: "6️⃣[Repository]"
                    kind: 7️⃣observable
                    doc: Most starred first.
            """)
        #expect(
            try decode(input).service?.methods == [
                ServiceMethodSpec(
                    name: input.located("getMostPopularRepositories", at: "1️⃣"),
                    parameters: [
                        ParameterSpec(
                            name: input.located("language", at: "2️⃣"),
                            type: input.located(.name("String"), at: "3️⃣")),
                        ParameterSpec(name: input.located("page", at: "4️⃣"), type: input.located(.name("Int"), at: "5️⃣")),
                    ],
                    returns: input.located(.array(.name("Repository")), at: "6️⃣"),
                    kind: input.located(.observable, at: "7️⃣"),
                    doc: "Most starred first."
                )
            ])
    }

    @Test func methodShortFormGivesTheReturnType() throws {
        let input = MarkedText(
            """
            scene: Login
            service:
              methods:
                - 1️⃣currentUser: 2️⃣User?
            """)
        #expect(
            try decode(input).service?.methods == [
                ServiceMethodSpec(
                    name: input.located("currentUser", at: "1️⃣"),
                    returns: input.located(.optional(.name("User")), at: "2️⃣"))
            ])
    }

    @Test func bareMethodHasNoParametersAndReturnsNothing() throws {
        let input = MarkedText(
            """
            scene: Login
            service:
              methods:
                - 1️⃣logout
            """)
        #expect(try decode(input).service?.methods == [ServiceMethodSpec(name: input.located("logout", at: "1️⃣"))])
    }

    // MARK: Coordinator

    @Test func routesComeInShortAndLongForm() throws {
        let input = MarkedText(
            """
            scene: RepositoryList
            1️⃣coordinator:
              routes:
                - 2️⃣showLanguageList: 3️⃣LanguageList
                - 4️⃣showFilter: {scene: 5️⃣Filter, doc: Opens the filter.}
            """)
        #expect(
            try decode(input).coordinator
                == CoordinatorSpec(
                    routes: [
                        RouteSpec(
                            output: input.located("showLanguageList", at: "2️⃣"),
                            scene: input.located("LanguageList", at: "3️⃣")),
                        RouteSpec(
                            output: input.located("showFilter", at: "4️⃣"), scene: input.located("Filter", at: "5️⃣"),
                            doc: "Opens the filter."),
                    ],
                    location: input["1️⃣"]
                ))
    }

    @Test func resultCasesNameTheOutputTheyComeFrom() throws {
        let input = MarkedText(
            """
            scene: LanguageList
            1️⃣coordinator:
              result:
                - 2️⃣language: {type: 3️⃣String, from: 4️⃣didSelectLanguage, doc: The language the user picked.}
                - 5️⃣cancel: {from: 6️⃣didCancel}
                - 7️⃣failed
            """)
        #expect(
            try decode(input).coordinator
                == CoordinatorSpec(
                    result: [
                        ResultCaseSpec(
                            member: MemberSpec(
                                name: input.located("language", at: "2️⃣"),
                                type: input.located(.name("String"), at: "3️⃣"),
                                doc: "The language the user picked."),
                            from: input.located("didSelectLanguage", at: "4️⃣")),
                        ResultCaseSpec(
                            member: MemberSpec(name: input.located("cancel", at: "5️⃣")),
                            from: input.located("didCancel", at: "6️⃣")),
                        ResultCaseSpec(member: MemberSpec(name: input.located("failed", at: "7️⃣"))),
                    ],
                    location: input["1️⃣"]
                ))
    }

    @Test func emptyCoordinatorHasNoRoutesAndNeverFinishes() throws {
        let input = MarkedText(
            """
            scene: RepositoryList
            1️⃣coordinator:
            """)
        #expect(try decode(input).coordinator == CoordinatorSpec(location: input["1️⃣"]))
    }

    // MARK: Scene-wide settings

    @Test func blockDocKeepsItsLinesWithoutTrailingSpace() throws {
        let input = MarkedText(
            """
            scene: LanguageList
            doc: |
              Lets the user pick a language.
              Finishes with the choice, or with `cancel`.

            """)
        #expect(try decode(input).doc == "Lets the user pick a language.\nFinishes with the choice, or with `cancel`.")
    }

    @Test func importsAreReadInOrder() throws {
        let input = MarkedText(
            """
            scene: RepositoryList
            imports: [1️⃣Foundation, 2️⃣RxDataSources, 3️⃣Foundation.Date]
            """)
        #expect(
            try decode(input).imports == [
                input.located("Foundation", at: "1️⃣"),
                input.located("RxDataSources", at: "2️⃣"),
                input.located("Foundation.Date", at: "3️⃣"),
            ])
    }

    @Test func conventionsOverrideEachSetting() throws {
        let input = MarkedText(
            """
            scene: Login
            conventions: {inputs: 1️⃣function, outputs: 2️⃣signal, coordinatorInViewModel: 3️⃣true}
            """)
        #expect(
            try decode(input).conventions
                == ConventionOverrides(
                    inputs: input.located(.function, at: "1️⃣"),
                    outputs: input.located(.signal, at: "2️⃣"),
                    coordinatorInViewModel: input.located(true, at: "3️⃣")
                ))
    }

    @Test func conventionsLeaveUnwrittenSettingsUnset() throws {
        let input = MarkedText(
            """
            scene: Login
            conventions:
              inputs: 1️⃣observer
            """)
        #expect(try decode(input).conventions == ConventionOverrides(inputs: input.located(.observer, at: "1️⃣")))
    }
}
