import Testing

@testable import ScaffoldCore

/// Type expressions from specs parse to a model that prints them canonically, and bad ones fail at the
/// offending character.
struct SwiftTypeParserTests {
    private static let string = SwiftType.name("String")
    private static let int = SwiftType.name("Int")

    @Test(arguments: [
        ("[String: Int]", SwiftType.dictionary(key: string, value: int)),
        ("Result<User, Error>", .named([.init(name: "Result", genericArguments: [.name("User"), .name("Error")])])),
        ("User?", .optional(.name("User"))),
        ("(Int, String)", .tuple([.init(type: int), .init(type: string)])),
        (
            "(count: Int, names: [String])",
            .tuple([
                .init(label: "count", type: int),
                .init(label: "names", type: .array(string)),
            ])
        ),
        (
            "((Int) -> Void)?",
            .optional(
                .function(parameters: [.init(type: int)], isAsync: false, isThrowing: false, result: .void)
            )
        ),
        (
            "((Int, String)) -> Void",
            .function(
                parameters: [.init(type: .tuple([.init(type: int), .init(type: string)]))],
                isAsync: false, isThrowing: false, result: .void
            )
        ),
        (
            "(String) throws -> Int",
            .function(
                parameters: [.init(type: string)], isAsync: false, isThrowing: true,
                result: int)
        ),
        ("() async throws -> Void", .function(parameters: [], isAsync: true, isThrowing: true, result: .void)),
        (
            "Swift.Result<A, B>.Success",
            .named([
                .init(name: "Swift"),
                .init(name: "Result", genericArguments: [.name("A"), .name("B")]),
                .init(name: "Success"),
            ])
        ),
        ("[[Int]]?", .optional(.array(.array(int)))),
        ("any Error", .existential(.name("Error"))),
        ("(any Error)?", .optional(.existential(.name("Error")))),
        ("[any Error]", .array(.existential(.name("Error")))),
        ("Void", .void),
        ("()", .tuple([])),
    ])
    func canonicalSpellingParsesToTheModelAndPrintsBack(text: String, type: SwiftType) {
        #expect(SwiftTypeParser.parse(text) == .success(type))
        #expect(type.description == text)
    }

    @Test(arguments: [
        ("[String:Int]", "[String: Int]"),
        ("[ String : Int ]", "[String: Int]"),
        ("Result< User ,Error >", "Result<User, Error>"),
        ("(Int,String)", "(Int, String)"),
        ("(String)throws->Int", "(String) throws -> Int"),
        ("  User?  ", "User?"),
        // `any Error?` is how people write it; Swift wants the parentheses.
        ("any Error?", "(any Error)?"),
    ])
    func looseSpacingPrintsCanonically(text: String, canonical: String) throws {
        let type = try SwiftTypeParser.parse(text).get()
        #expect(type.description == canonical)
    }

    @Test(arguments: [
        ("(Int)", "Int"),
        ("((Int))", "Int"),
        ("(Int)?", "Int?"),
        ("[(String)]", "[String]"),
        ("((Int)) -> Void", "(Int) -> Void"),
        ("(() -> Void)", "() -> Void"),
        ("(() -> Void)?", "(() -> Void)?"),
        ("(any Error)", "any Error"),
    ])
    func parenthesisedSingleTypeIsThatType(text: String, canonical: String) throws {
        let type = try SwiftTypeParser.parse(text).get()
        #expect(try type == SwiftTypeParser.parse(canonical).get())
        #expect(type.description == canonical)
    }

    /// `Any` and `Self` are types, and `.Type` and `.Protocol` name metatypes; other keywords name none.
    @Test(arguments: ["Any", "Self", "Self.Element", "Int.Type", "P.Protocol", "[Any]"])
    func keywordsThatAreTypesParse(text: String) throws {
        #expect(try SwiftTypeParser.parse(text).get().description == text)
    }

    @Test func anyAsThePrefixOfANameIsAName() {
        #expect(SwiftTypeParser.parse("AnyObject") == .success(.name("AnyObject")))
        #expect(SwiftTypeParser.parse("anyThing") == .success(.name("anyThing")))
    }

    /// A standard type written in the wrong case would not compile; the message names the right spelling.
    @Test(arguments: [
        ("string", 0, "String"),
        ("STRING", 0, "String"),
        ("int?", 0, "Int"),
        ("[url]", 1, "URL"),
        ("[String: uuid]", 9, "UUID"),
        ("Result<User, error>", 13, "Error"),
        ("Foundation.date", 11, "Date"),
        ("Swift.bool", 6, "Bool"),
        ("(void) -> Void", 1, "Void"),
        ("any", 0, "Any"),
    ])
    func standardTypeInTheWrongCaseNamesTheRightSpelling(text: String, offset: Int, correct: String) {
        let written = String(text.unicodeScalars.dropFirst(offset).prefix { $0.properties.isAlphabetic })
        #expect(
            SwiftTypeParser.parse(text)
                == .failure(
                    SwiftTypeParser.Failure(
                        offset: offset,
                        message:
                            "'\(written)' is not a type (type names are case-sensitive); did you mean '\(correct)'?"
                    )))
    }

    /// Only the case of a standard type is checked: other lower-case names may be the app's own types, and a
    /// nested type may be called anything.
    @Test(arguments: ["user", "stringList", "Model.string", "Swift.String", "Foundation.URL"])
    func otherNamesKeepTheirCase(text: String) throws {
        #expect(try SwiftTypeParser.parse(text).get().description == text)
    }

    @Test(arguments: [
        ("Void", true),
        ("()", true),
        ("Void?", false),
        ("(Int)", false),
        ("Swift.Void", false),
        ("Int", false),
    ])
    func onlyVoidAndTheEmptyTupleAreVoid(text: String, isVoid: Bool) throws {
        #expect(try SwiftTypeParser.parse(text).get().isVoid == isVoid)
    }

    @Test(arguments: [
        ("Result<User, >", 13, "expected a type name, found '>' in 'Result<User, >'"),
        ("[String: Int", 12, "expected ']' to close the dictionary type in '[String: Int', found the end"),
        ("[String", 7, "expected ']' to close the array type in '[String', found the end"),
        ("Int ->  String", 0, "function parameters must be in parentheses: write '(Int) -> ...'"),
        ("Dictionary<String", 17, "expected '>' to close the generic arguments in 'Dictionary<String', found the end"),
        ("", 0, "type is empty"),
        ("   ", 3, "type is empty"),
        ("Int String", 4, "unexpected 'S' in 'Int String'"),
        ("(Int, String", 12, "expected ')' to close the tuple in '(Int, String', found the end"),
        ("(Int) throws", 12, "expected '->' after effects in '(Int) throws'"),
        ("Foundation.", 11, "expected a type name after '.', found the end in 'Foundation.'"),
        ("Int -> ", 0, "function parameters must be in parentheses: write '(Int) -> ...'"),
        ("(Int) -> ", 9, "expected a type at the end of '(Int) -> '"),
        (
            "User!", 4,
            "use 'User?' instead of '!'"
                + "; only a scene argument's whole type may end in '!' ('user: User!')"
        ),
        (
            "[Int]!", 5,
            "use '[Int]?' instead of '!'"
                + "; only a scene argument's whole type may end in '!' ('user: User!')"
        ),
        (
            "Result<User!, Error>", 11,
            "use 'User?' instead of '!'"
                + "; only a scene argument's whole type may end in '!' ('user: User!')"
        ),
        (
            "(any Error)!", 11,
            "use '(any Error)?' instead of '!'"
                + "; only a scene argument's whole type may end in '!' ('user: User!')"
        ),
        ("some Collection", 0, "opaque 'some' types cannot be stored; use 'any Collection'"),
        ("[some Equatable]", 1, "opaque 'some' types cannot be stored; use 'any Equatable'"),
        ("(x: Int)", 1, "a one-element tuple cannot have a label"),
        ("[( count : Int)]", 3, "a one-element tuple cannot have a label"),
        ("class", 0, "'class' is a keyword and cannot name a type"),
        ("Int.self", 4, "'self' is a keyword and cannot name a type"),
        ("Array<let>", 6, "'let' is a keyword and cannot name a type"),
        ("[String: init]", 9, "'init' is a keyword and cannot name a type"),
        ("Int.Self", 4, "'Self' is a keyword and cannot name a type"),
        ("Type", 0, "'Type' is a keyword and cannot name a type"),
        ("\u{345}Int", 0, "expected a type name, found '\u{345}' in '\u{345}Int'"),
        ("Str\u{200B}ing", 3, "U+200B ZERO WIDTH SPACE is an invisible or text-direction character; remove it"),
    ])
    func invalidTypeFailsAtTheOffendingCharacter(text: String, offset: Int, message: String) {
        #expect(SwiftTypeParser.parse(text) == .failure(SwiftTypeParser.Failure(offset: offset, message: message)))
    }

    @Test func typeNestedToTheLimitParses() throws {
        let text = Self.nested("[", "Int", "]", count: SwiftTypeParser.maximumDepth)
        #expect(try SwiftTypeParser.parse(text).get().description == text)
    }

    /// `count` times `open`, then `inner`, then `count` times `close`.
    private static func nested(_ open: String, _ inner: String, _ close: String = "", count: Int) -> String {
        String(repeating: open, count: count) + inner + String(repeating: close, count: count)
    }

    /// Inputs nested past the limit, with the offset of the opening that goes one level too deep.
    private static let tooDeep: [(text: String, offset: Int)] = [
        (nested("[", "Int", "]", count: 65), 64),
        // Five thousand levels overflowed the stack before there was a limit.
        (nested("[", "Int", "]", count: 5000), 64),
        (nested("(", "Int", ")", count: 5000), 64),
        (nested("Array<", "Int", ">", count: 5000), 64 * 6 + 5),
        (nested("() -> ", "Int", count: 5000), 64 * 6),
        (nested("any ", "Error", count: 5000), 64 * 4),
        // Every kind of level counts towards one limit.
        ("[(" + nested("Array<", "Int", ">", count: 63) + ")]", 2 + 62 * 6 + 5),
    ]

    @Test(arguments: tooDeep)
    func typeNestedBeyondTheLimitFailsAtTheFirstLevelTooDeep(text: String, offset: Int) {
        #expect(
            SwiftTypeParser.parse(text)
                == .failure(SwiftTypeParser.Failure(offset: offset, message: "type nests more than 64 levels deep")))
    }
}

@Suite struct FunctionTypeLabelTests {
    @Test func labelledFunctionParametersAreRefusedAtTheArrow() {
        #expect(
            SwiftTypeParser.parse("(x: Int) -> Void")
                == .failure(
                    SwiftTypeParser.Failure(
                        offset: 9,
                        message: "function type parameters cannot have labels; write '_ x: Int' (or 'Int') instead "
                            + "of 'x: Int'")))
    }

    @Test func parametersNamedAfterAnUnderscoreAreTheSameFunctionType() {
        #expect(
            SwiftTypeParser.parse("(_ index: Int, _ total: Int) async -> String").map(\.description)
                == .success("(Int, Int) async -> String"))
    }

    @Test func actionsTypesQualifiedWithTheirModuleAreRefusedWithTheSpellingThatCompiles() {
        #expect(
            SwiftTypeParser.parse("[Action.CocoaAction]")
                == .failure(
                    SwiftTypeParser.Failure(
                        offset: 1,
                        message: "'Action.CocoaAction' does not compile: the class 'Action' hides its module in a "
                            + "dotted name; write 'CocoaAction'")))
        #expect(SwiftTypeParser.parse("Action.Draft").map(\.description) == .success("Action.Draft"))
    }

    @Test func labelledTupleIsStillATuple() {
        #expect(SwiftTypeParser.parse("(x: Int, y: Int)").map(\.description) == .success("(x: Int, y: Int)"))
    }
}

@Suite struct TypeWhiteSpaceTests {
    @Test func typeWrittenAsABlockScalarKeepsItsNewlineAndStillParses() {
        #expect(SwiftTypeParser.parse("[String: Int]\n").map(\.description) == .success("[String: Int]"))
    }
}
