import Testing

@testable import ScaffoldCore

/// Swift types written in a spec, and values limited to a set of choices.
struct TypeDiagnosticsTests: DiagnosticsTesting {
    @Test(arguments: [
        "inputs:\n  - selectUser: Result<User, 1️⃣>",
        "inputs:\n  - selectUser: \"Result<User, 1️⃣>\"",
        "inputs:\n  - selectUser: 'Result<User, 1️⃣>'",
        "inputs:\n  - selectUser: {type: \"Result<User, 1️⃣>\", doc: The chosen user.}",
        "service:\n  methods:\n    - fetch: {params: [id: \"Result<User, 1️⃣>\"]}",
    ])
    func invalidTypePointsInsideTheString(yaml: String) {
        let input = MarkedText("scene: Login\n" + yaml)
        #expect(
            diagnostics(input) == [
                error("invalid type: expected a type name, found '>' in 'Result<User, >'", at: input["1️⃣"])
            ])
    }

    @Test(arguments: [
        // Escapes are longer than the scalars they stand for.
        (
            #"outputs:\#n  - items: "\u0041rray<Int1️⃣]""#,
            "expected '>' to close the generic arguments in 'Array<Int]', found ']'"
        ),
        (
            #"outputs:\#n  - counts: "[\x53tring: Int1️⃣""#,
            "expected ']' to close the dictionary type in '[String: Int', found the end"
        ),
        (
            #"outputs:\#n  - counts: "[\U00000053tring: 1️⃣\"Int\"]""#,
            #"expected a type name, found '"' in '[String: "Int"]'"#
        ),
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
        #expect(
            diagnostics(input) == [
                error("invalid type: expected a type name, found '>' in '\(value)'", at: input["1️⃣"])
            ])
    }

    @Test func standardTypeInTheWrongCaseIsAnErrorWithTheRightSpelling() {
        let input = MarkedText(
            """
            scene: Login
            inputs:
              - setName: 1️⃣string
              - setTags: "[2️⃣string]"
            outputs:
              - user: {type: "Result<User, 3️⃣error>"}
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "invalid type: 'string' is not a type (type names are case-sensitive); did you mean 'String'?",
                    at: input["1️⃣"]),
                error(
                    "invalid type: 'string' is not a type (type names are case-sensitive); did you mean 'String'?",
                    at: input["2️⃣"]),
                error(
                    "invalid type: 'error' is not a type (type names are case-sensitive); did you mean 'Error'?",
                    at: input["3️⃣"]),
            ])
    }

    @Test func invalidCharacterInAnEscapedNamePointsAtTheWrittenCharacter() {
        let input = MarkedText(
            #"""
            scene: Login
            imports: ["Foundation.\u0044a1️⃣-te"]
            inputs:
              - "\u0074ype2️⃣ password": String
            """#)
        #expect(
            diagnostics(input) == [
                error("'Da-te' is not a valid Swift identifier: '-' is not allowed", at: input["1️⃣"]),
                error("'type password' is not a valid Swift identifier: '\\u{20}' is not allowed", at: input["2️⃣"]),
            ])
    }

    @Test func unclosedDictionaryTypePointsAtItsEnd() {
        let input = MarkedText(
            """
            scene: Filter
            outputs:
              - counts: "[String: Int1️⃣"
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "invalid type: expected ']' to close the dictionary type in '[String: Int', found the end",
                    at: input["1️⃣"])
            ])
    }

    @Test func deeplyNestedTypeIsRefusedWhereItGoesTooDeep() {
        // About 10 KB of brackets; parsing them recursively overflowed the stack.
        let input = MarkedText(
            "scene: Deep\noutputs:\n  - items: \""
                + String(repeating: "[", count: 64) + "1️⃣" + String(repeating: "[", count: 4936) + "Int"
                + String(repeating: "]", count: 5000) + "\"\n")
        #expect(
            diagnostics(input) == [
                error("invalid type: type nests more than 64 levels deep", at: input["1️⃣"])
            ])
    }

    @Test(arguments: [
        (
            "inputs:\n  - selectUser: User1️⃣!",
            "use 'User?' instead of '!'"
                + "; only a scene argument's whole type may end in '!' ('user: User!')"
        ),
        (
            "outputs:\n  - user: \"Result<User1️⃣!, Error>\"",
            "use 'User?' instead of '!'"
                + "; only a scene argument's whole type may end in '!' ('user: User!')"
        ),
        ("outputs:\n  - items: 1️⃣some Collection", "opaque 'some' types cannot be stored; use 'any Collection'"),
        ("actions:\n  - save: {input: \"(1️⃣count: Int)\"}", "a one-element tuple cannot have a label"),
    ])
    func typeSwiftRefusesWhereScaffoldUsesItIsInvalid(yaml: String, message: String) {
        let input = MarkedText("scene: Login\n" + yaml)
        #expect(diagnostics(input) == [error("invalid type: " + message, at: input["1️⃣"])])
    }

    @Test func completableMethodCannotReturnAValue() {
        let input = MarkedText(
            """
            scene: Login
            service:
              methods:
                - logout: {returns: 1️⃣Bool, kind: completable}
                - resetPassword: {returns: Void, kind: completable}
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "method 'logout' is completable, so it cannot return a value; remove 'returns' or use kind single",
                    at: input["1️⃣"])
            ])
    }

    @Test(arguments: [
        (
            "outputs:\n  - title: {type: String, trait: 1️⃣hot}",
            "'hot' is not a valid trait; use one of: observable, driver, signal, relay, publishRelay, publishSubject, "
                + "behaviorRelay, controlEvent, controlProperty"
        ),
        (
            "service:\n  methods:\n    - login: {kind: 1️⃣promise}",
            "'promise' is not a valid method kind; use one of: single, observable, completable, maybe, sync"
        ),
        (
            "conventions: {inputs: 1️⃣streams}",
            "'streams' is not a valid inputs convention; use one of: subject, observer, function, init, publishRelay"
        ),
        (
            "conventions: {outputs: 1️⃣relay}",
            "'relay' is not a valid outputs trait; use one of: observable, driver, signal"
        ),
        (
            "conventions: {coordinatorInViewModel: 1️⃣sometimes}",
            "'sometimes' is not a valid value for 'coordinatorInViewModel'; use one of: true, false, property"
        ),
    ])
    func invalidChoiceListsTheAllowedValues(yaml: String, message: String) {
        let input = MarkedText("scene: Login\n" + yaml)
        #expect(diagnostics(input) == [error(message, at: input["1️⃣"])])
    }
}
