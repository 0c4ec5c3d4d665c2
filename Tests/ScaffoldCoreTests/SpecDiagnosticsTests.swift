import Foundation
import Testing
@testable import ScaffoldCore

/// Each check on specs reports exactly what a user reads: message, severity, line:column and notes.
///
/// Every test compares the whole list of diagnostics for its input, decoding and validation together,
/// as `scaffold validate` reports them.
struct SpecDiagnosticsTests {
    /// What `scaffold` reports for one spec: problems reading it, then problems in its contents.
    private func diagnostics(_ input: MarkedText, loader: YAMLDocumentLoader = YAMLDocumentLoader()) -> [Diagnostic] {
        diagnostics(input.data, file: input.file, loader: loader)
    }

    private func diagnostics(
        _ data: Data, file: String = "Specs/Test.yml", loader: YAMLDocumentLoader = YAMLDocumentLoader()
    ) -> [Diagnostic] {
        let (spec, diagnostics) = SpecDecoder(documentLoader: loader).decode(data, file: file)
        return diagnostics + (spec.map { SpecValidator().validate([$0]) } ?? [])
    }

    /// What `scaffold` reports for several specs loaded together.
    private func diagnostics(_ inputs: [MarkedText]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var specs: [SceneSpec] = []
        for input in inputs {
            let result = SpecDecoder().decode(input.data, file: input.file)
            diagnostics += result.diagnostics
            specs += result.spec.map { [$0] } ?? []
        }
        return diagnostics + SpecValidator().validate(specs)
    }

    private func error(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) -> Diagnostic {
        Diagnostic(severity: .error, location: location, message: message, notes: notes)
    }

    private func warning(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(severity: .warning, location: location, message: message)
    }

    private func note(_ message: String, at location: SourceLocation) -> Diagnostic.Note {
        Diagnostic.Note(location: location, message: message)
    }

    private func at(_ line: Int, _ column: Int, file: String = "Specs/Test.yml") -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    // MARK: Reading the file

    @Test func yamlSyntaxErrorIsReportedWhereLibyamlStops() {
        let input = MarkedText("""
            scene: Login
            doc: Signs in1️⃣: with email
            """)
        #expect(diagnostics(input) == [
            error("invalid YAML: mapping values are not allowed in this context", at: input["1️⃣"]),
        ])
    }

    @Test func unclosedFlowListNamesWhereItWasOpened() {
        let input = MarkedText("""
            scene: Login
            inputs: [typeEmail, tapSubmit
            outputs1️⃣: []
            """)
        #expect(diagnostics(input) == [
            error("invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 2, column 9)",
                  at: input["1️⃣"]),
        ])
    }

    @Test func tabInIndentationIsReportedOnEveryLine() {
        let input = MarkedText("scene: Login\ninputs:\n1️⃣\t- typeEmail\n  -2️⃣\ttapSubmit\n")
        #expect(diagnostics(input) == [
            error("tab character in indentation; YAML indents with spaces only", at: input["1️⃣"]),
            error("tab character in indentation; YAML indents with spaces only", at: input["2️⃣"]),
        ])
    }

    @Test func emptyFileNeedsAScene() {
        #expect(diagnostics(MarkedText("")) == [
            error("spec is empty; a spec needs at least 'scene: Name'", at: at(1, 1)),
        ])
    }

    @Test func fileWithOnlyCommentsIsEmpty() {
        #expect(diagnostics(MarkedText("# Login\n\n# To do.\n")) == [
            error("spec is empty; a spec needs at least 'scene: Name'", at: at(1, 1)),
        ])
    }

    @Test func secondDocumentIsRefused() {
        let input = MarkedText("""
            scene: Login
            ---
            1️⃣scene: Signup
            """)
        #expect(diagnostics(input) == [
            error("spec has more than one YAML document; put each scene in its own file", at: input["1️⃣"]),
        ])
    }

    @Test func explicitDocumentMarkersAroundOneDocumentAreFine() {
        #expect(diagnostics(MarkedText("---\nscene: Login\n...\n")) == [])
    }

    @Test func nonUTF8ByteIsReportedWhereItStands() {
        var data = Data("scene: Login\ndoc: Caf".utf8)
        data.append(0xE9)  // "é" in Latin-1
        data.append(contentsOf: Data(" sign-in\n".utf8))
        #expect(diagnostics(data) == [error("file is not valid UTF-8; save it as UTF-8", at: at(2, 9))])
    }

    @Test func controlCharacterIsReportedWhereItStands() {
        let input = MarkedText("scene: Login\ndoc: Café 1️⃣\u{1}\n")
        #expect(diagnostics(input) == [error("invalid YAML: control characters are not allowed", at: input["1️⃣"])])
    }

    @Test func specLargerThanOneMebibyteIsRefusedBeforeParsing() {
        let data = Data("scene: Login\n".utf8) + Data(repeating: UInt8(ascii: "#"), count: 1 << 20)
        #expect(diagnostics(data) == [
            error("spec is 1048589 bytes, more than the limit of 1048576 bytes; split it into one spec per scene",
                  at: at(1, 1)),
        ])
    }

    @Test func specAtTheSizeLimitIsRead() {
        let input = MarkedText("scene: Login\n")
        #expect(diagnostics(input, loader: YAMLDocumentLoader(maximumBytes: input.data.count)) == [])
    }

    @Test func billionLaughsIsRefusedAtTheFirstAlias() {
        // Nine levels of ten aliases each: 10⁹ nodes once expanded, from under a kilobyte.
        var lines = ["scene: Laughs", "lol0: &a0 [" + Array(repeating: "lol", count: 10).joined(separator: ", ") + "]"]
        for level in 1...8 {
            lines.append("lol\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10)
                .joined(separator: ", ") + "]")
        }
        lines.append("inputs: *a8")
        #expect(diagnostics(Data(lines.joined(separator: "\n").utf8)) == [
            error("YAML aliases expand to more than 50000 nodes; remove the aliases (a spec needs none)",
                  at: at(3, 12)),
        ])
    }

    @Test func complexKeyIsRefused() {
        let input = MarkedText("""
            scene: Login
            1️⃣? [a, b]: c
            """)
        #expect(diagnostics(input) == [
            error("invalid YAML: complex mapping keys ('?' or an alias as a key) are not supported", at: input["1️⃣"]),
        ])
    }

    @Test(arguments: [
        // Inside a list item's mapping.
        "inputs:\n  - 1️⃣? a\n    : b",
        // After the `{` or `,` of a flow collection, on the same line or the next.
        "outputs: {1️⃣? a : b}",
        "outputs: [a, 1️⃣? b]",
        "outputs: [a,\n  1️⃣? b]",
        // An alias as a key, with or without a space before the colon.
        "doc: &d Signs in.\n1️⃣*d : c",
        "doc: &d Signs in.\n1️⃣*d: c",
        "doc: &d Signs in.\noutputs: {a: b, 1️⃣*d : c}",
        // After a plain value, a block scalar or a quoted value with escapes has ended.
        "doc: Voulez-vous\n1️⃣? continuer\n: x",
        "doc: |\n  Signs in.\n1️⃣? k\n: v",
        "doc: \"Say \\\"hi\\\" ? no\"\n1️⃣? k\n: v",
    ])
    func complexKeyWhereAnEntryStartsIsRefused(yaml: String) {
        let input = MarkedText("scene: Login\n" + yaml)
        #expect(diagnostics(input) == [
            error("invalid YAML: complex mapping keys ('?' or an alias as a key) are not supported", at: input["1️⃣"]),
        ])
    }

    @Test(arguments: [
        "doc: Voulez-vous continuer ?",
        "doc: What ? Where ? - nowhere",
        "doc: Rated 5 *stars :)",
        "doc: It's fine ? yes",
        "doc: \"Continuer ? Oui\"",
        "doc: 'It''s ? here\n  ? there'",
        "doc: \"Voulez-vous\n  ? continuer\"",
        "doc: Voulez-vous\n  ? continuer",
        "doc: |\n  Continuer\n  ? oui\n\n  *a : b",
        "doc: >-\n    Continuer\n    ? oui",
        "inputs:\n  - reload # ? later\n  - select: Int? # ? maybe",
        "outputs:\n  - count: {type: \"Int?\", doc: Known ? or not}",
    ])
    func questionMarkOrAsteriskInsideAValueIsNotAKey(yaml: String) {
        #expect(diagnostics(MarkedText("scene: Login\n" + yaml)) == [])
    }

    @Test func flowKeyHoldingAnAliasIsRefusedBeforeParsing() {
        // Parsing hashes every key; a key made of aliases would be hashed fully expanded.
        let input = MarkedText("""
            scene: Login
            doc: &d Signs in.
            1️⃣[*d, *d]: c
            """)
        #expect(diagnostics(input) == [
            error("invalid YAML: complex mapping keys ('?' or an alias as a key) are not supported", at: input["1️⃣"]),
        ])
    }

    @Test func repeatedKeyIsReportedAtTheRepetition() {
        let input = MarkedText("""
            scene: Login
            1️⃣inputs:
              - typeEmail
            outputs:
              - didCancel
            2️⃣inputs:
              - tapSubmit
            """)
        #expect(diagnostics(input) == [
            error("key 'inputs' appears more than once in this mapping; keep one", at: input["2️⃣"],
                  notes: [note("first written here", at: input["1️⃣"])]),
        ])
    }

    @Test func repeatedKeyInAFlowMappingIsReportedAtTheRepetition() {
        let input = MarkedText("""
            scene: Login
            outputs:
              - didFail: {1️⃣type: String, doc: {type: Error}, 2️⃣type: Error}
            """)
        #expect(diagnostics(input) == [
            error("key 'type' appears more than once in this mapping; keep one", at: input["2️⃣"],
                  notes: [note("first written here", at: input["1️⃣"])]),
        ])
    }

    // MARK: Shape

    @Test func topLevelListIsRefused() {
        let input = MarkedText("""
            1️⃣- scene: Login
            """)
        #expect(diagnostics(input) == [
            error("expected a mapping with 'scene:' and the scene's members, found a list", at: input["1️⃣"]),
        ])
    }

    @Test func missingSceneIsReportedAtTheStartOfTheSpec() {
        let input = MarkedText("""
            1️⃣doc: Signs the user in.
            inputs:
              - tapSubmit
            """)
        #expect(diagnostics(input) == [
            error("missing 'scene' in the spec (the scene's type-name prefix, e.g. 'scene: Login')", at: input["1️⃣"]),
        ])
    }

    @Test(arguments: [
        // Top level.
        ("1️⃣ouputs:\n  - didCancel", "unknown key 'ouputs'; did you mean 'outputs'?"),
        // A member's long form.
        ("inputs:\n  - typeEmail: {1️⃣typ: String}", "unknown key 'typ'; did you mean 'type'?"),
        // Two letters swapped count as one typo.
        ("inputs:\n  - typeEmail: {1️⃣tpye: String}", "unknown key 'tpye'; did you mean 'type'?"),
        // An output's long form.
        ("outputs:\n  - title: {type: String, 1️⃣trat: driver}", "unknown key 'trat'; did you mean 'trait'?"),
        // An action's long form.
        ("actions:\n  - save: {1️⃣inpt: Int}", "unknown key 'inpt'; did you mean 'input'?"),
        // The service.
        ("service:\n  1️⃣mehods: []", "unknown key 'mehods'; did you mean 'methods'?"),
        // A service method.
        ("service:\n  methods:\n    - login: {1️⃣retuns: User}", "unknown key 'retuns'; did you mean 'returns'?"),
        // The coordinator.
        ("coordinator:\n  1️⃣rotes: []", "unknown key 'rotes'; did you mean 'routes'?"),
        // A route's long form.
        ("outputs: [showFilter]\ncoordinator:\n  routes:\n    - showFilter: {scene: Login, 1️⃣dc: Opens it.}",
         "unknown key 'dc'; did you mean 'doc'?"),
        // A result case.
        ("outputs: [didCancel]\ncoordinator:\n  result:\n    - cancel: {1️⃣frm: didCancel}",
         "unknown key 'frm'; did you mean 'from'?"),
        // Conventions.
        ("conventions:\n  1️⃣input: observer", "unknown key 'input'; did you mean 'inputs'?"),
    ])
    func unknownKeySuggestsTheClosestKnownKey(yaml: String, message: String) {
        let input = MarkedText("scene: Login\n" + yaml)
        #expect(diagnostics(input) == [error(message, at: input["1️⃣"])])
    }

    @Test func unknownKeyWithNoCloseMatchListsTheAllowedKeys() {
        let input = MarkedText("""
            scene: Login
            1️⃣platform: iOS
            """)
        #expect(diagnostics(input) == [
            error("unknown key 'platform'; expected one of: scene, doc, imports, conventions, inputs, outputs, "
                  + "actions, state, service, coordinator", at: input["1️⃣"]),
        ])
    }

    @Test(arguments: [
        ("service: 1️⃣[login]", "expected a mapping with 'name' and 'methods', found a list"),
        ("inputs: 1️⃣{typeEmail: String}", "expected a list of inputs, found a mapping"),
        ("outputs: 1️⃣didCancel", "expected a list of outputs, found a string ('didCancel')"),
        ("conventions: 1️⃣[observer]", "expected a mapping of conventions, found a list"),
        ("inputs:\n  - 1️⃣[typeEmail]", "expected a name, found a list"),
        ("doc:\n  1️⃣- Signs in.", "expected text, found a list"),
    ])
    func wrongKindOfValueNamesWhatWasExpected(yaml: String, message: String) {
        let input = MarkedText("scene: Login\n" + yaml)
        #expect(diagnostics(input) == [error(message, at: input["1️⃣"])])
    }

    @Test func listItemWithTwoKeysAsksForOneItemEach() {
        let input = MarkedText("""
            scene: Login
            inputs:
              - 1️⃣typeEmail: String
                typePassword: String
            """)
        #expect(diagnostics(input) == [
            error("a list item names one member, found a mapping with 2 keys; "
                  + "write each member as its own '- name: ...' item", at: input["1️⃣"]),
        ])
    }

    @Test func unquotedArrayTypeIsAYAMLListAndMustBeQuoted() {
        let input = MarkedText("""
            scene: RepositoryList
            outputs:
              - repositories: 1️⃣[Repository]
            """)
        #expect(diagnostics(input) == [
            error("expected a Swift type (quote array and dictionary types: \"[Element]\"), found a list",
                  at: input["1️⃣"]),
        ])
    }

    @Test func parameterWithoutATypeAsksForOne() {
        let input = MarkedText("""
            scene: Login
            service:
              methods:
                - login: {params: [1️⃣email]}
            """)
        #expect(diagnostics(input) == [
            error("missing 'type' in parameter 'email' (write 'email: Type')", at: input["1️⃣"]),
        ])
    }

    @Test func routeWithoutASceneAsksForOne() {
        let input = MarkedText("""
            scene: RepositoryList
            outputs: [showFilter]
            coordinator:
              routes:
                - 1️⃣showFilter
            """)
        #expect(diagnostics(input) == [
            error("missing 'scene' in route 'showFilter' (write 'showFilter: Scene')", at: input["1️⃣"]),
        ])
    }

    @Test(arguments: ["1️⃣result:", "1️⃣result: []"])
    func emptyResultAsksToOmitIt(yaml: String) {
        let input = MarkedText("scene: Login\ncoordinator:\n  " + yaml)
        #expect(diagnostics(input) == [
            error("'result' has no cases; omit 'result' for a scene that never finishes", at: input["1️⃣"]),
        ])
    }

    // MARK: Names

    @Test func invalidIdentifierNamesAndPointsAtTheBadCharacter() {
        let input = MarkedText("""
            scene: Login
            inputs:
              - type1️⃣-email: String
              - "type2️⃣ password": String
            """)
        #expect(diagnostics(input) == [
            error("'type-email' is not a valid Swift identifier: '-' is not allowed", at: input["1️⃣"]),
            error("'type password' is not a valid Swift identifier: '\\u{20}' is not allowed", at: input["2️⃣"]),
        ])
    }

    @Test func identifierStartingWithADigitIsRefused() {
        let input = MarkedText("""
            scene: Login
            outputs:
              - 1️⃣2faRequired: Bool
            """)
        #expect(diagnostics(input) == [
            error("'2faRequired' is not a valid Swift identifier: it starts with a digit", at: input["1️⃣"]),
        ])
    }

    @Test func invalidImportPointsAtTheBadCharacterOfItsPart() {
        let input = MarkedText("""
            scene: Login
            imports: [Foundation.Da1️⃣-te]
            """)
        #expect(diagnostics(input) == [
            error("'Da-te' is not a valid Swift identifier: '-' is not allowed", at: input["1️⃣"]),
        ])
    }

    @Test func swiftKeywordCannotNameAMember() {
        let input = MarkedText("""
            scene: Filter
            actions:
              - 1️⃣default
            """)
        #expect(diagnostics(input) == [error("'default' is a Swift keyword; choose another name", at: input["1️⃣"])])
    }

    @Test func sceneNameMustBeATypeName() {
        let input = MarkedText("""
            scene: 1️⃣login
            """)
        #expect(diagnostics(input) == [
            error("'login' is not a type name; start it with an uppercase letter", at: input["1️⃣"]),
        ])
    }

    @Test func serviceNameMustBeATypeName() {
        let input = MarkedText("""
            scene: Login
            service:
              name: 1️⃣authService
            """)
        #expect(diagnostics(input) == [
            error("'authService' is not a type name; start it with an uppercase letter", at: input["1️⃣"]),
        ])
    }

    @Test func inputAndOutputWithTheSameNameCollide() {
        let input = MarkedText("""
            scene: Login
            inputs:
              - 1️⃣cancel
            outputs:
              - 2️⃣cancel
            """)
        #expect(diagnostics(input) == [
            error("output 'cancel' has the same name as input 'cancel'; names must be unique within a view model",
                  at: input["2️⃣"], notes: [note("input 'cancel' is declared here", at: input["1️⃣"])]),
        ])
    }

    @Test func actionWithTheNameOfAnInputCollides() {
        let input = MarkedText("""
            scene: Filter
            inputs:
              - 1️⃣save: Int
            actions:
              - 2️⃣save
            """)
        #expect(diagnostics(input) == [
            error("action 'save' has the same name as input 'save'; names must be unique within a view model",
                  at: input["2️⃣"], notes: [note("input 'save' is declared here", at: input["1️⃣"])]),
        ])
    }

    @Test func sameNameTwiceInOneSectionIsADuplicate() {
        let input = MarkedText("""
            scene: Filter
            actions:
              - 1️⃣save
              - 2️⃣save: {output: Int}
            """)
        #expect(diagnostics(input) == [
            error("duplicate action 'save'", at: input["2️⃣"], notes: [note("first declared here", at: input["1️⃣"])]),
        ])
    }

    @Test(arguments: ["inputs", "outputs", "actions", "coordinator", "init"])
    func namesTheViewModelUsesAreReserved(name: String) {
        let input = MarkedText("scene: Login\noutputs:\n  - 1️⃣\(name)\n")
        let message = name == "init"
            ? "'init' is a Swift keyword; choose another name"
            : "'\(name)' is reserved by the generated view model; choose another name"
        #expect(diagnostics(input) == [error(message, at: input["1️⃣"])])
    }

    @Test func outputNamedStateCollidesWithTheStateMachinesOutput() {
        let input = MarkedText("""
            scene: Filter
            outputs:
              - 1️⃣state: String
            state:
              - 2️⃣hidden
              - choosing
            """)
        #expect(diagnostics(input) == [
            error("output 'state' has the same name as the state output 'state'; "
                  + "names must be unique within a view model", at: input["1️⃣"],
                  notes: [note("the state machine declared here adds the output 'state'", at: input["2️⃣"])]),
        ])
    }

    @Test func serviceIsAnOrdinaryMemberName() {
        // The view model never declares `service`; it names the property after the service type.
        let input = MarkedText("""
            scene: Login
            outputs: [service]
            service:
              methods: [logout]
            """)
        #expect(diagnostics(input) == [])
    }

    @Test func memberNamedLikeTheDefaultServicePropertyCollides() {
        let input = MarkedText("""
            scene: Delta
            inputs:
              - 2️⃣deltaService
            1️⃣service:
              methods: [load]
            """)
        #expect(diagnostics(input) == [
            error("input 'deltaService' has the same name as the service property 'deltaService'; "
                  + "names must be unique within a view model", at: input["2️⃣"],
                  notes: [note("the service declared here is stored in the property 'deltaService'",
                               at: input["1️⃣"])]),
        ])
    }

    @Test func memberNamedLikeANamedServicePropertyCollides() {
        let input = MarkedText("""
            scene: RepositoryList
            service:
              name: 1️⃣GithubService
            outputs:
              - 2️⃣githubService: String
            actions:
              - 3️⃣githubService
            """)
        let note = note("the service declared here is stored in the property 'githubService'", at: input["1️⃣"])
        #expect(diagnostics(input) == [
            error("output 'githubService' has the same name as the service property 'githubService'; "
                  + "names must be unique within a view model", at: input["2️⃣"], notes: [note]),
            error("action 'githubService' has the same name as the service property 'githubService'; "
                  + "names must be unique within a view model", at: input["3️⃣"], notes: [note]),
        ])
    }

    @Test func servicePropertyNamedLikeTheStateOutputCollides() {
        let input = MarkedText("""
            scene: Filter
            state: [1️⃣idle]
            service:
              name: 2️⃣State
            """)
        #expect(diagnostics(input) == [
            error("the service property 'state' has the same name as the state output 'state'; "
                  + "names must be unique within a view model", at: input["2️⃣"],
                  notes: [note("the state machine declared here adds the output 'state'", at: input["1️⃣"])]),
        ])
    }

    @Test(arguments: [("Inputs", "inputs"), ("Coordinator", "coordinator"), ("Default", "default"), ("Init", "init")])
    func serviceWhosePropertyTheViewModelCannotDeclareIsRefused(service: String, property: String) {
        let input = MarkedText("scene: Login\nservice:\n  name: 1️⃣\(service)\n")
        #expect(diagnostics(input) == [
            error("the view model would store service '\(service)' in a property named '\(property)', "
                  + "a name it cannot use; rename the service", at: input["1️⃣"]),
        ])
    }

    @Test(arguments: [
        ("- 1️⃣go\n- 2️⃣goCallCount", "service method 'goCallCount' has the same name as the mock property "
            + "'goCallCount' generated for service method 'go'; rename one of them", "service method 'go'"),
        ("- 1️⃣go: {params: [to: String]}\n- 2️⃣goCalls", "service method 'goCalls' has the same name as the mock "
            + "property 'goCalls' generated for service method 'go'; rename one of them", "service method 'go'"),
        ("- 1️⃣goResult\n- 2️⃣go", "the mock property 'goResult' generated for service method 'go' has the same "
            + "name as service method 'goResult'; rename one of them", "service method 'goResult'"),
        ("- 1️⃣loadCalls\n- 2️⃣load: {params: [id: Int]}", "the mock property 'loadCalls' generated for service "
            + "method 'load' has the same name as service method 'loadCalls'; rename one of them",
         "service method 'loadCalls'"),
    ])
    func serviceMethodNamedLikeAnotherMethodsMockPropertyCollides(methods: String, message: String, first: String) {
        let list = methods.replacingOccurrences(of: "- ", with: "    - ")
        let input = MarkedText("scene: Login\nservice:\n  methods:\n" + list)
        #expect(diagnostics(input) == [
            error(message, at: input["2️⃣"], notes: [note("\(first) is declared here", at: input["1️⃣"])]),
        ])
    }

    @Test func mockPropertiesFollowWhetherAMethodHasParameters() {
        // Without parameters the mock counts calls (`goCallCount`), so `goCalls` is free, and the reverse.
        let input = MarkedText("""
            scene: Login
            service:
              methods:
                - go
                - goCalls
                - load: {params: [id: Int]}
                - loadCallCount
            """)
        #expect(diagnostics(input) == [])
    }

    private static let routes = """
        outputs: [showDetail, showDetailCallCount: Int]
        coordinator:
          routes:
            - 1️⃣showDetail: Detail
            - 2️⃣showDetailCallCount: Detail
        """

    @Test func routeNamedLikeAnotherRoutesMockPropertyCollidesWhenTheViewModelCallsTheCoordinator() {
        let home = MarkedText("scene: Home\nconventions: {coordinatorInViewModel: true}\n" + Self.routes,
                              file: "Specs/Home.yml")
        let detail = MarkedText("scene: Detail\ncoordinator:\n", file: "Specs/Detail.yml")
        #expect(diagnostics([home, detail]) == [
            error("route 'showDetailCallCount' has the same name as the mock property 'showDetailCallCount' "
                  + "generated for route 'showDetail'; rename one of them", at: home["2️⃣"],
                  notes: [note("route 'showDetail' is declared here", at: home["1️⃣"])]),
        ])
    }

    @Test func routesFollowTheProjectsCoordinatorConvention() {
        let home = MarkedText("scene: Home\n" + Self.routes, file: "Specs/Home.yml")
        let detail = MarkedText("scene: Detail\ncoordinator:\n", file: "Specs/Detail.yml")
        let specs = [home, detail].compactMap { SpecDecoder().decode($0.data, file: $0.file).spec }
        #expect(SpecValidator().validate(specs) == [])
        #expect(SpecValidator(projectConventions: Conventions(coordinatorInViewModel: true)).validate(specs) == [
            error("route 'showDetailCallCount' has the same name as the mock property 'showDetailCallCount' "
                  + "generated for route 'showDetail'; rename one of them", at: home["2️⃣"],
                  notes: [note("route 'showDetail' is declared here", at: home["1️⃣"])]),
        ])
    }

    @Test func outputNamedStateIsFineWithoutAStateMachine() {
        let input = MarkedText("""
            scene: Filter
            outputs:
              - state: String
            """)
        #expect(diagnostics(input) == [])
    }

    @Test func duplicateStateCaseIsReported() {
        let input = MarkedText("""
            scene: Filter
            state:
              - 1️⃣hidden
              - choosing: Int
              - 2️⃣hidden
            """)
        #expect(diagnostics(input) == [
            error("duplicate case 'hidden' in state", at: input["2️⃣"],
                  notes: [note("first declared here", at: input["1️⃣"])]),
        ])
    }

    @Test func duplicateResultCaseIsReported() {
        let input = MarkedText("""
            scene: Login
            coordinator:
              result:
                - 1️⃣cancel
                - 2️⃣cancel
            """)
        #expect(diagnostics(input) == [
            error("duplicate case 'cancel' in result", at: input["2️⃣"],
                  notes: [note("first declared here", at: input["1️⃣"])]),
        ])
    }

    @Test func duplicateParameterIsReported() {
        let input = MarkedText("""
            scene: Login
            service:
              methods:
                - login: {params: [1️⃣email: String, 2️⃣email: String], returns: User}
            """)
        #expect(diagnostics(input) == [
            error("duplicate parameter 'email' in method 'login'", at: input["2️⃣"],
                  notes: [note("first declared here", at: input["1️⃣"])]),
        ])
    }

    @Test func duplicateMethodIsReported() {
        let input = MarkedText("""
            scene: Login
            service:
              methods:
                - 1️⃣login: User
                - 2️⃣login: {params: [token: String], returns: User}
            """)
        #expect(diagnostics(input) == [
            error("duplicate service method 'login'", at: input["2️⃣"],
                  notes: [note("first declared here", at: input["1️⃣"])]),
        ])
    }

    @Test func outputRoutedTwiceIsReported() {
        let list = MarkedText("""
            scene: RepositoryList
            outputs: [showFilter]
            coordinator:
              routes:
                - 1️⃣showFilter: Filter
                - 2️⃣showFilter: Filter
            """, file: "Specs/RepositoryList.yml")
        let filter = MarkedText("scene: Filter\ncoordinator:\n", file: "Specs/Filter.yml")
        #expect(diagnostics([list, filter]) == [
            error("output 'showFilter' is routed more than once", at: list["2️⃣"],
                  notes: [note("first declared here", at: list["1️⃣"])]),
        ])
    }

    // MARK: Types

    @Test(arguments: [
        "inputs:\n  - selectUser: Result<User, 1️⃣>",
        "inputs:\n  - selectUser: \"Result<User, 1️⃣>\"",
        "inputs:\n  - selectUser: 'Result<User, 1️⃣>'",
        "inputs:\n  - selectUser: {type: \"Result<User, 1️⃣>\", doc: The chosen user.}",
        "service:\n  methods:\n    - fetch: {params: [id: \"Result<User, 1️⃣>\"]}",
    ])
    func invalidTypePointsInsideTheString(yaml: String) {
        let input = MarkedText("scene: Login\n" + yaml)
        #expect(diagnostics(input) == [
            error("invalid type: expected a type name, found '>' in 'Result<User, >'", at: input["1️⃣"]),
        ])
    }

    @Test(arguments: [
        // Escapes are longer than the scalars they stand for.
        (#"outputs:\#n  - items: "\u0041rray<Int1️⃣]""#,
         "expected '>' to close the generic arguments in 'Array<Int]', found ']'"),
        (#"outputs:\#n  - counts: "[\x53tring: Int1️⃣""#,
         "expected ']' to close the dictionary type in '[String: Int', found the end"),
        (#"outputs:\#n  - counts: "[\U00000053tring: 1️⃣\"Int\"]""#,
         #"expected a type name, found '"' in '[String: "Int"]'"#),
        (#"outputs:\#n  - user: 'Result<User, 1️⃣''>'"#, "expected a type name, found ''' in 'Result<User, '>'"),
    ])
    func invalidTypeInAnEscapedStringPointsAtTheWrittenCharacter(yaml: String, message: String) {
        let input = MarkedText("scene: Login\n" + yaml)
        #expect(diagnostics(input) == [error("invalid type: " + message, at: input["1️⃣"])])
    }

    @Test(arguments: [
        ("outputs:\n  - user: 1️⃣|\n      Result<User, >", "Result<User, >"),
        ("outputs:\n  - user: 1️⃣>-\n      Result<User,\n      >", "Result<User, >"),
        ("outputs:\n  - user: 1️⃣Result<User,\n      >", "Result<User, >"),
        ("outputs:\n  - user: \"1️⃣Result<User,\n      >\"", "Result<User, >"),
        ("outputs:\n  - user: '1️⃣Result<User,\n      >'", "Result<User, >"),
    ])
    func invalidTypeWrittenOverSeveralLinesPointsAtItsStart(yaml: String, value: String) {
        let input = MarkedText("scene: Login\n" + yaml)
        #expect(diagnostics(input) == [
            error("invalid type: expected a type name, found '>' in '\(value)'", at: input["1️⃣"]),
        ])
    }

    @Test func invalidCharacterInAnEscapedNamePointsAtTheWrittenCharacter() {
        let input = MarkedText(#"""
            scene: Login
            imports: ["Foundation.\u0044a1️⃣-te"]
            inputs:
              - "\u0074ype2️⃣ password": String
            """#)
        #expect(diagnostics(input) == [
            error("'Da-te' is not a valid Swift identifier: '-' is not allowed", at: input["1️⃣"]),
            error("'type password' is not a valid Swift identifier: '\\u{20}' is not allowed", at: input["2️⃣"]),
        ])
    }

    @Test func unclosedDictionaryTypePointsAtItsEnd() {
        let input = MarkedText("""
            scene: Filter
            outputs:
              - counts: "[String: Int1️⃣"
            """)
        #expect(diagnostics(input) == [
            error("invalid type: expected ']' to close the dictionary type in '[String: Int', found the end",
                  at: input["1️⃣"]),
        ])
    }

    @Test func deeplyNestedTypeIsRefusedWhereItGoesTooDeep() {
        // About 10 KB of brackets; parsing them recursively overflowed the stack.
        let input = MarkedText("scene: Deep\noutputs:\n  - items: \""
            + String(repeating: "[", count: 64) + "1️⃣" + String(repeating: "[", count: 4936) + "Int"
            + String(repeating: "]", count: 5000) + "\"\n")
        #expect(diagnostics(input) == [
            error("invalid type: type nests more than 64 levels deep", at: input["1️⃣"]),
        ])
    }

    @Test(arguments: [
        ("inputs:\n  - selectUser: User1️⃣!", "use 'User?' instead of '!'"),
        ("outputs:\n  - user: \"Result<User1️⃣!, Error>\"", "use 'User?' instead of '!'"),
        ("outputs:\n  - items: 1️⃣some Collection", "opaque 'some' types cannot be stored; use 'any Collection'"),
        ("actions:\n  - save: {input: \"(1️⃣count: Int)\"}", "a one-element tuple cannot have a label"),
    ])
    func typeSwiftRefusesWhereScaffoldUsesItIsInvalid(yaml: String, message: String) {
        let input = MarkedText("scene: Login\n" + yaml)
        #expect(diagnostics(input) == [error("invalid type: " + message, at: input["1️⃣"])])
    }

    @Test func completableMethodCannotReturnAValue() {
        let input = MarkedText("""
            scene: Login
            service:
              methods:
                - logout: {returns: 1️⃣Bool, kind: completable}
                - resetPassword: {returns: Void, kind: completable}
            """)
        #expect(diagnostics(input) == [
            error("method 'logout' is completable, so it cannot return a value; remove 'returns' or use kind single",
                  at: input["1️⃣"]),
        ])
    }

    @Test(arguments: [
        ("outputs:\n  - title: {type: String, trait: 1️⃣hot}",
         "'hot' is not a valid trait; use one of: observable, driver, signal"),
        ("service:\n  methods:\n    - login: {kind: 1️⃣sngle}",
         "'sngle' is not a valid method kind; use one of: single, observable, completable, maybe"),
        ("conventions: {inputs: 1️⃣subjects}",
         "'subjects' is not a valid inputs convention; use one of: subject, observer, function"),
        ("conventions: {outputs: 1️⃣relay}",
         "'relay' is not a valid outputs trait; use one of: observable, driver, signal"),
        ("conventions: {coordinatorInViewModel: 1️⃣sometimes}",
         "'sometimes' is not a valid coordinatorInViewModel; use one of: true, false"),
    ])
    func invalidChoiceListsTheAllowedValues(yaml: String, message: String) {
        let input = MarkedText("scene: Login\n" + yaml)
        #expect(diagnostics(input) == [error(message, at: input["1️⃣"])])
    }

    // MARK: Cross references inside a spec

    @Test func resultFromUnknownOutputSuggestsTheClosestOutput() {
        let input = MarkedText("""
            scene: Login
            outputs:
              - didCancel
            coordinator:
              result:
                - cancel: {from: 1️⃣didCancle}
            """)
        #expect(diagnostics(input) == [
            error("no output named 'didCancle'; did you mean 'didCancel'?", at: input["1️⃣"]),
        ])
    }

    @Test func resultPayloadMustMatchTheOutputsType() {
        let input = MarkedText("""
            scene: LanguageList
            outputs:
              - 1️⃣didSelectLanguage: Int
              - didCancel: String
            coordinator:
              result:
                - language: {type: String, from: 2️⃣didSelectLanguage}
                - cancel: {from: didCancel}
            """)
        #expect(diagnostics(input) == [
            error("result case 'language' carries String but output 'didSelectLanguage' emits Int", at: input["2️⃣"],
                  notes: [note("output 'didSelectLanguage' is declared here", at: input["1️⃣"])]),
        ])
    }

    @Test func resultPayloadFromAVoidOutputIsAMismatch() {
        let input = MarkedText("""
            scene: LanguageList
            outputs:
              - 1️⃣didCancel
            coordinator:
              result:
                - cancel: {type: String, from: 2️⃣didCancel}
            """)
        #expect(diagnostics(input) == [
            error("result case 'cancel' carries String but output 'didCancel' emits Void", at: input["2️⃣"],
                  notes: [note("output 'didCancel' is declared here", at: input["1️⃣"])]),
        ])
    }

    @Test func routeFromUnknownOutputAsksToDeclareIt() {
        let list = MarkedText("""
            scene: RepositoryList
            outputs: [showLanguageList]
            coordinator:
              routes:
                - 1️⃣openFilter: Filter
            """, file: "Specs/RepositoryList.yml")
        let filter = MarkedText("scene: Filter\ncoordinator:\n", file: "Specs/Filter.yml")
        #expect(diagnostics([list, filter]) == [
            error("no output named 'openFilter'; declare it under 'outputs'", at: list["1️⃣"]),
        ])
    }

    // MARK: Cross references between specs

    @Test func routeToASceneThatIsNotLoadedIsAWarning() {
        let input = MarkedText("""
            scene: RepositoryList
            outputs: [showFilter]
            coordinator:
              routes:
                - showFilter: 1️⃣Filter
            """)
        #expect(diagnostics(input) == [
            warning("scene 'Filter' is not among the loaded specs; its coordinator must exist elsewhere",
                    at: input["1️⃣"]),
        ])
    }

    @Test func routeToASceneWithoutACoordinatorIsAnError() {
        let list = MarkedText("""
            scene: RepositoryList
            outputs: [showFilter]
            coordinator:
              routes:
                - showFilter: 1️⃣Filter
            """, file: "Specs/RepositoryList.yml")
        let filter = MarkedText("scene: 1️⃣Filter\n", file: "Specs/Filter.yml")
        #expect(diagnostics([list, filter]) == [
            error("scene 'Filter' has no coordinator to start; add 'coordinator:' to its spec", at: list["1️⃣"],
                  notes: [note("scene declared here", at: filter["1️⃣"])]),
        ])
    }

    @Test func sceneDeclaredByTwoSpecsIsReportedAtTheSecond() {
        let first = MarkedText("scene: 1️⃣Login\n", file: "Specs/Login.yml")
        let second = MarkedText("doc: A copy.\nscene: 1️⃣Login\n", file: "Specs/Old/Login.yml")
        #expect(diagnostics([first, second]) == [
            error("scene 'Login' is declared by more than one spec", at: second["1️⃣"],
                  notes: [note("first declared here", at: first["1️⃣"])]),
        ])
    }

    @Test func serviceNamedTheSameInTwoSpecsIsReportedOnce() {
        let login = MarkedText("""
            scene: Login
            service:
              name: 1️⃣AuthService
            """, file: "Specs/Login.yml")
        let signup = MarkedText("""
            scene: Signup
            service:
              name: 1️⃣AuthService
            """, file: "Specs/Signup.yml")
        #expect(diagnostics([login, signup]) == [
            error("service 'AuthService' is declared by more than one spec; give each scene its own service name",
                  at: signup["1️⃣"], notes: [note("also declared here", at: login["1️⃣"])]),
        ])
    }

    @Test func defaultServiceNameClashIsReportedAtTheServiceKey() {
        let signup = MarkedText("""
            scene: Signup
            service:
              name: 1️⃣LoginService
            """, file: "Specs/Signup.yml")
        let login = MarkedText("""
            scene: Login
            1️⃣service:
              methods: [logout]
            """, file: "Specs/Login.yml")
        #expect(diagnostics([signup, login]) == [
            error("service 'LoginService' is declared by more than one spec; give each scene its own service name",
                  at: login["1️⃣"], notes: [note("also declared here", at: signup["1️⃣"])]),
        ])
    }

    @Test func sceneNamedBaseWithACoordinatorClashesWithTheBaseClass() {
        let input = MarkedText("""
            scene: 1️⃣Base
            2️⃣coordinator:
            """)
        #expect(diagnostics(input) == [
            error("generated type 'BaseCoordinator' would be declared twice; rename the scene or the service",
                  at: input["1️⃣"],
                  notes: [note("the coordinator declared here needs the generated base class 'BaseCoordinator'",
                               at: input["2️⃣"])]),
        ])
    }

    @Test func sceneNamedBaseWithoutACoordinatorIsFine() {
        #expect(diagnostics(MarkedText("scene: Base\n")) == [])
    }

    @Test func serviceNamedBaseCoordinatorClashesWhenAnySceneHasACoordinator() {
        let login = MarkedText("scene: Login\n1️⃣coordinator:\n", file: "Specs/Login.yml")
        let signup = MarkedText("""
            scene: Signup
            service:
              name: 1️⃣BaseCoordinator
            """, file: "Specs/Signup.yml")
        #expect(diagnostics([login, signup]) == [
            error("generated type 'BaseCoordinator' would be declared twice; rename the scene or the service",
                  at: signup["1️⃣"],
                  notes: [note("the coordinator declared here needs the generated base class 'BaseCoordinator'",
                               at: login["1️⃣"])]),
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
        #expect(diagnostics([login, signup]) == [
            error("generated type '\(type)' would be declared twice; rename the scene or the service",
                  at: signup["1️⃣"], notes: [note("also declared here", at: login["2️⃣"])]),
        ])
    }

    @Test func bundledStyleSpecsTogetherHaveNoProblems() {
        let list = MarkedText("""
            scene: RepositoryList
            outputs:
              - showLanguageList
              - showRepository: URL
            state: [idle, loading]
            coordinator:
              routes:
                - showLanguageList: LanguageList
            """, file: "Specs/RepositoryList.yml")
        let languages = MarkedText("""
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
