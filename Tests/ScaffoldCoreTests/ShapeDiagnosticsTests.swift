import Testing

@testable import ScaffoldCore

/// The spec's shape: which keys exist, what kind of value each holds, what must be present.
struct ShapeDiagnosticsTests: DiagnosticsTesting {
    @Test func topLevelListIsRefused() {
        let input = MarkedText(
            """
            1️⃣- scene: Login
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "expected a mapping with 'scene:' and the scene's members, or 'service:' and its methods, found a list",
                    at: input["1️⃣"])
            ])
    }

    @Test func missingSceneIsReportedAtTheStartOfTheSpec() {
        let input = MarkedText(
            """
            1️⃣doc: Signs the user in.
            inputs:
              - tapSubmit
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "missing 'scene' in the spec (write 'scene: Login' for a screen, or 'service: UserService' for a "
                        + "service that scenes share)", at: input["1️⃣"])
            ])
    }

    /// A misspelt section is reported once: it is read as the key it suggests, so a result's `from:` still finds its
    /// output instead of adding "no output named" for the same mistake.
    @Test func aMisspeltSectionIsReportedOnceNotAgainByTheChecksThatMissIt() {
        let input = MarkedText(
            "scene: Login\n1️⃣ouputs:\n  - name: String\ncoordinator:\n  result:\n    - done: {from: name}\n")
        #expect(diagnostics(input) == [error("unknown key 'ouputs'; did you mean 'outputs'?", at: input["1️⃣"])])
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
        (
            "outputs: [showFilter]\ncoordinator:\n  routes:\n    - showFilter: {scene: Login, 1️⃣dc: Opens it.}",
            "unknown key 'dc'; did you mean 'doc'?"
        ),
        // A result case.
        (
            "outputs: [didCancel]\ncoordinator:\n  result:\n    - cancel: {1️⃣frm: didCancel}",
            "unknown key 'frm'; did you mean 'from'?"
        ),
        // Conventions.
        ("conventions:\n  1️⃣input: observer", "unknown key 'input'; did you mean 'inputs'?"),
    ])
    func unknownKeySuggestsTheClosestKnownKey(yaml: String, message: String) {
        let input = MarkedText("scene: Login\n" + yaml)
        #expect(diagnostics(input) == [error(message, at: input["1️⃣"])])
    }

    @Test func unknownKeyWithNoCloseMatchListsTheAllowedKeys() {
        let input = MarkedText(
            """
            scene: Login
            1️⃣platform: iOS
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "unknown key 'platform'; expected one of: scene, doc, imports, conventions, arguments, inputs, "
                        + "outputs, actions, state, service, dependencies, coordinator, kind, tracking, "
                        + "viewModelBaseClass, conformsTo, protocolInherits, properties, methods, renamedFrom, names",
                    at: input["1️⃣"])
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
        let input = MarkedText(
            """
            scene: Login
            inputs:
              - 1️⃣typeEmail: String
                typePassword: String
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "a list item names one member, found a mapping with 2 keys; "
                        + "write each member as its own '- name: ...' item", at: input["1️⃣"])
            ])
    }

    @Test func unquotedArrayTypeIsAYAMLListAndMustBeQuoted() {
        let input = MarkedText(
            """
            scene: RepositoryList
            outputs:
              - repositories: 1️⃣[Repository]
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "expected a Swift type (quote array and dictionary types: \"[Element]\"), found a list",
                    at: input["1️⃣"])
            ])
    }

    @Test func parameterWithoutATypeAsksForOne() {
        let input = MarkedText(
            """
            scene: Login
            service:
              methods:
                - login: {params: [1️⃣email]}
            """)
        #expect(
            diagnostics(input) == [
                error("missing 'type' in parameter 'email' (write 'email: Type')", at: input["1️⃣"])
            ])
    }

    /// `email String` has the shape of a label and a name, but a capitalised name is a type whose colon was left out.
    @Test func parameterWhoseTypeLacksItsColonGetsTheSpellingItMeant() {
        let input = MarkedText("scene: Login\nservice:\n  methods:\n    - login: {params: [1️⃣email String]}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "parameter 'email String' has no type: a type follows a ':'; did you mean 'email: String'?",
                    at: input["1️⃣"])
            ])
    }

    /// `title:String` is one YAML scalar, since no space follows the colon: the name and type it meant are suggested.
    @Test func memberWhoseTypeLacksTheSpaceAfterItsColonGetsTheSpellingItMeant() {
        let input = MarkedText("scene: Profile\noutputs:\n  - title1️⃣:String?\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'title:String?' is not a valid Swift identifier: ':' is not allowed; YAML reads a ':' without a "
                        + "space after it as part of the name; did you mean 'title: String?'?",
                    at: input["1️⃣"])
            ])
    }

    /// A list item indented deeper than the one above it is folded into that item's name: the deeper line is blamed.
    @Test func anItemIndentedUnderTheItemAboveIsBlamedForItsIndentation() {
        let input = MarkedText("scene: Checkout\ninputs:\n  - pay\n   1️⃣- cancel\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'- cancel' is indented deeper than the item above it, so YAML reads it as more text of 'pay'; "
                        + "indent it exactly as far as that item", at: input["1️⃣"])
            ])
    }

    /// A name written over two lines without a list item on the second is only not an identifier.
    @Test func aNameFoldedOverTwoLinesWithoutAnItemIsOnlyNotAnIdentifier() {
        let input = MarkedText("scene: Checkout\ninputs:\n  - 1️⃣pay\n    now\n")
        #expect(
            diagnostics(input) == [
                error("'pay now' is not a valid Swift identifier: '\\u{20}' is not allowed", at: input["1️⃣"])
            ])
    }

    /// A colon that does not stand between a name and a type is only not allowed.
    @Test func colonInANameWithoutATypeAfterItGetsNoSuggestion() {
        let input = MarkedText("scene: Profile\noutputs:\n  - ratio1️⃣:3\n")
        #expect(
            diagnostics(input) == [
                error("'ratio:3' is not a valid Swift identifier: ':' is not allowed", at: input["1️⃣"])
            ])
    }

    @Test func routeWithoutASceneAsksForOne() {
        let input = MarkedText(
            """
            scene: RepositoryList
            outputs: [showFilter]
            coordinator:
              routes:
                - 1️⃣showFilter
            """)
        #expect(
            diagnostics(input) == [
                error("missing 'scene' in route 'showFilter' (write 'showFilter: Scene')", at: input["1️⃣"])
            ])
    }

    @Test(arguments: ["1️⃣result:", "1️⃣result: []"])
    func emptyResultAsksToOmitIt(yaml: String) {
        let input = MarkedText("scene: Login\ncoordinator:\n  " + yaml)
        #expect(
            diagnostics(input) == [
                error("'result' has no cases; omit 'result' for a scene that never finishes", at: input["1️⃣"])
            ])
    }
}
