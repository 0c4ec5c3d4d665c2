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
        ("User!", .implicitlyUnwrappedOptional(.name("User"))),
        ("(Int, String)", .tuple([.init(type: int), .init(type: string)])),
        ("(count: Int, names: [String])", .tuple([.init(label: "count", type: int),
                                                  .init(label: "names", type: .array(string))])),
        ("((Int) -> Void)?", .optional(.tuple([
            .init(type: .function(parameters: [.init(type: int)], isAsync: false, isThrowing: false, result: .void)),
        ]))),
        ("(String) throws -> Int", .function(parameters: [.init(type: string)], isAsync: false, isThrowing: true,
                                            result: int)),
        ("() async throws -> Void", .function(parameters: [], isAsync: true, isThrowing: true, result: .void)),
        ("Swift.Result<A, B>.Success", .named([
            .init(name: "Swift"),
            .init(name: "Result", genericArguments: [.name("A"), .name("B")]),
            .init(name: "Success"),
        ])),
        ("[[Int]]?", .optional(.array(.array(int)))),
        ("any Error", .existential(.name("Error"))),
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
    ])
    func looseSpacingPrintsCanonically(text: String, canonical: String) throws {
        let type = try SwiftTypeParser.parse(text).get()
        #expect(type.description == canonical)
    }

    @Test func anyAsThePrefixOfANameIsAName() {
        #expect(SwiftTypeParser.parse("AnyObject") == .success(.name("AnyObject")))
        #expect(SwiftTypeParser.parse("anyThing") == .success(.name("anyThing")))
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
    ])
    func invalidTypeFailsAtTheOffendingCharacter(text: String, offset: Int, message: String) {
        #expect(SwiftTypeParser.parse(text) == .failure(SwiftTypeParser.Failure(offset: offset, message: message)))
    }
}
