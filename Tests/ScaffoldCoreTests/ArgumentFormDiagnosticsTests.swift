import Foundation
import Testing

@testable import ScaffoldCore

/// The forms an argument takes besides `name: Type`: a default, an implicitly unwrapped type, `expose: true`, and a
/// relay's first value that reads arguments; what each accepts and how each is refused.
@Suite struct ArgumentFormDiagnosticsTests: DiagnosticsTesting {
    private static let scene = "scene: S\n"

    private func argument(_ yaml: String) throws -> MemberSpec {
        let (spec, diagnostics) = SpecDecoder().decode(
            Data((Self.scene + "arguments:\n  - " + yaml + "\n").utf8), file: "S.yml")
        #expect(diagnostics == [])
        return try #require(spec?.arguments.first)
    }

    @Test func aDefaultIsKeptAsWritten() throws {
        #expect(try argument("limit: {type: Int, default: \"20\"}").defaultValue?.value == "20")
    }

    @Test func exposeIsReadAsABoolean() throws {
        #expect(try argument("repository: {type: Repository, expose: true}").isExposed)
    }

    @Test(arguments: ["user: User!", "user: {type: User!}", "user: \"User! \""])
    func anImplicitlyUnwrappedArgumentKeepsTheWrappedType(yaml: String) throws {
        let argument = try argument(yaml)
        #expect(argument.type?.value == .name("User"))
        #expect(argument.isImplicitlyUnwrapped)
        #expect(argument.declaredTypeSpelling == "User!")
    }

    @Test func anImplicitlyUnwrappedClosureIsParenthesised() throws {
        #expect(try argument("onDone: \"() -> Void!\"").declaredTypeSpelling == "(() -> Void)!")
    }

    @Test func aDefaultThatIsNotOneExpressionIsAnErrorAtItsColumn() {
        let input = MarkedText("scene: S\narguments:\n  - limit: {type: Int, default: '201️⃣; exit(0)'}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'default' is one Swift expression on one line, and ';' outside a string literal would end or "
                        + "extend it; remove it", at: input["1️⃣"])
            ])
    }

    @Test func anEmptyDefaultIsAnError() {
        let input = MarkedText("scene: S\narguments:\n  - limit: {type: Int, default: '1️⃣'}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'default' is one Swift expression on one line, and this one is empty; write the value, such as "
                        + "'\"\"', '0' or '[]'", at: input["1️⃣"])
            ])
    }

    @Test func anUnknownKeyOfAnArgumentIsToldTheKeysThatExist() {
        let input = MarkedText("scene: S\narguments:\n  - limit: {type: Int, 1️⃣defualt: \"20\"}\n")
        #expect(diagnostics(input) == [error("unknown key 'defualt'; did you mean 'default'?", at: input["1️⃣"])])
    }

    @Test func anImplicitlyUnwrappedTypeElsewhereSaysWhereItIsAllowed() {
        let input = MarkedText("scene: S\noutputs:\n  - user: User1️⃣!\n")
        #expect(
            diagnostics(input) == [
                error(
                    "invalid type: use 'User?' instead of '!'; only a scene argument's whole type may end in '!' ('user: User!')",
                    at: input["1️⃣"])
            ])
    }

    @Test func anImplicitlyUnwrappedTypeInsideAnArgumentsTypeIsRefused() {
        let input = MarkedText("scene: S\narguments:\n  - users: \"[User1️⃣!]\"\n")
        #expect(
            diagnostics(input) == [
                error(
                    "invalid type: use 'User?' instead of '!'; only a scene argument's whole type may end in '!' ('user: User!')",
                    at: input["1️⃣"])
            ])
    }

    @Test func aRelaysFirstValueMayReadAnArgument() {
        let input = MarkedText(
            "scene: S\narguments: [repository: Repository]\noutputs:\n"
                + "  - title: {type: String, trait: relay, initial: repository.name}\n")
        #expect(diagnostics(input) == [])
    }

    @Test func aRelaysFirstValueReadingAnUnknownNameSuggestsAnArgument() {
        let input = MarkedText(
            "scene: S\narguments: [repository: Repository]\noutputs:\n"
                + "  - title: {type: String, trait: relay, initial: 1️⃣repositry.name}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "the first value of relay 'title' reads 'repositry', which is neither an argument nor a property "
                        + "of the scene; did you mean 'repository'? (a value of the app's outside the scene is "
                        + "written with its type, such as 'Defaults.pageSize')", at: input["1️⃣"])
            ])
    }

    /// Literals, types, members after a dot, labels, calls, closures' parameters and keywords read no value.
    @Test(arguments: [
        "0", "nil", "false", "Date()", ".idle", "Filter(stars: 1)", "max(1, 2)", "{ x in x }(1)", "[1].map { $0 }",
        "\"a b\"", "self.limit", "1e3",
    ])
    func expressionsThatReadNoValueOfTheSceneAreAccepted(_ expression: String) {
        #expect(InitialExpression.valueReads(in: expression).map(\.name) == [])
    }

    @Test func eachValueReadIsFoundWithItsOffset() {
        #expect(
            InitialExpression.valueReads(in: "first + names.count").map { "\($0.name)@\($0.offset)" } == [
                "first@0", "names@8",
            ])
    }

    // MARK: - Routes

    private static func editor(_ arguments: String) -> MarkedText {
        MarkedText("scene: Editor\narguments: \(arguments)\ncoordinator:\n", file: "Specs/Editor.yml")
    }

    private static func home(output: String, route: String) -> MarkedText {
        MarkedText(
            "scene: Home\noutputs: [\(output)]\ncoordinator:\n  routes:\n    - 1️⃣\(route)\n", file: "Specs/Home.yml")
    }

    @Test func aRouteLeavesOutAnArgumentWithADefault() {
        let editor = Self.editor("[{post: Int}, {draft: {type: String, default: '\"\"'}}]")
        #expect(
            diagnostics([Self.home(output: "open: Int", route: "open: {scene: Editor, argument: post}"), editor]) == [])
    }

    @Test func anOutputThatCarriesNothingStartsASceneWhoseArgumentsAllHaveDefaults() {
        let editor = Self.editor("[{draft: {type: String, default: '\"\"'}}, {limit: {type: Int, default: \"20\"}}]")
        #expect(diagnostics([Self.home(output: "open", route: "open: Editor"), editor]) == [])
    }

    @Test(arguments: ["User", "User?"])
    func anImplicitlyUnwrappedArgumentTakesAValueOrAnOptional(payload: String) {
        #expect(
            diagnostics([Self.home(output: "open: \(payload)", route: "open: Editor"), Self.editor("[user: User!]")])
                == [])
    }

    @Test func anImplicitlyUnwrappedArgumentMustBeFilled() {
        let home = Self.home(output: "open: Int", route: "open: {scene: Editor, argument: 2️⃣post}")
        #expect(
            diagnostics([home, Self.editor("[post: Int, user: User!]")]) == [
                error(
                    "argument 'user' of scene 'Editor' gets no value from output 'open'; give it a 'default', make it "
                        + "optional (it is then passed nil), or carry a tuple labelled like all of the scene's arguments",
                    at: home["2️⃣"],
                    notes: [note("output 'open' is declared here", at: at(2, 11, file: "Specs/Home.yml"))])
            ])
    }
}
