import Foundation
import Testing
import Yams

@testable import ScaffoldCore

/// Reading a spec within bounds: byte-order marks, YAML tags, and the size and depth aliases expand to.
struct DocumentBoundsDiagnosticsTests: DiagnosticsTesting {
    @Test func byteOrderMarkIsSkippedAndColumnsCountFromTheFirstVisibleCharacter() {
        #expect(
            diagnostics(Data("\u{FEFF}scene: Log-in\n".utf8)) == [
                error("'Log-in' is not a valid Swift identifier: '-' is not allowed", at: at(1, 11))
            ])
    }

    @Test func tagBeforeAnAnchorAndAfterOneAreBothReported() {
        let input = MarkedText("scene: Login\ndoc: &a 1️⃣!!str x\ninputs: 2️⃣!!seq [a]\n")
        #expect(
            diagnostics(input) == [
                error("YAML tag '!!str' is not supported; remove it (spec values are read as text)", at: input["1️⃣"]),
                error("YAML tag '!!seq' is not supported; remove it (spec values are read as text)", at: input["2️⃣"]),
            ])
    }

    @Test func exclamationMarkInsideAValueIsNotATag() {
        #expect(diagnostics(MarkedText("scene: Login\ndoc: Hello! 'Quoted !x' and \"!y\"\n")) == [])
    }

    /// Thirty levels of lists that each hold their predecessor twice expand to 2^30 copies of one scalar;
    /// measured without expanding, the answer is immediate.
    @Test func doublingAliasesAreMeasuredWithoutExpandingThem() {
        var yaml = "scene: Bomb\nx0: &a0 [\"\(String(repeating: "x", count: 64))\"]\n"
        for level in 1...30 { yaml += "x\(level): &a\(level) [*a\(level - 1), *a\(level - 1)]\n" }
        let loader = YAMLDocumentLoader(maximumNodes: 1 << 40, maximumDepth: 100)
        #expect(
            diagnostics(Data(yaml.utf8), loader: loader) == [
                error(
                    "YAML aliases expand to more than 1048576 bytes of text; remove the aliases (a spec needs none)",
                    at: at(3, 10))
            ])
    }

    /// Keys count too: `scene`, `Login`, `doc`, `abcd`, `inputs`, `a`, `doc` and `abcd` again make 31 bytes.
    /// Without an alias, the message must not ask to remove one.
    @Test func specWithTooManyNodesOfItsOwnIsAskedToBeSplit() {
        let loader = YAMLDocumentLoader(maximumNodes: 6)
        #expect(
            diagnostics(Data("scene: Login\ninputs: [a, b, c]\n".utf8), loader: loader) == [
                error("spec has more than 6 YAML nodes; split it into one spec per scene", at: at(1, 1))
            ])
    }

    @Test func aliasesExpandingToTheSizeLimitAreRead() {
        let loader = YAMLDocumentLoader(maximumExpandedBytes: 31)
        let input = MarkedText("scene: Login\ndoc: &d \"abcd\"\ninputs:\n  - a: {doc: *d}\n")
        #expect(diagnostics(input, loader: loader) == [])
    }

    /// Blamed at the list that crosses the limit: `[[[x]]]` is four levels with its scalar.
    @Test func documentNestedPastTheDepthLimitIsRefusedWhereItCrossesTheLimit() {
        let loader = YAMLDocumentLoader(maximumDepth: 3)
        #expect(
            diagnostics(Data("scene: Login\ndoc: [[[x]]]\n".utf8), loader: loader) == [
                error("YAML nests more than 3 levels deep, aliases expanded; a spec needs a few levels", at: at(2, 6))
            ])
    }
}

/// The shortcuts that let a plain spec skip the alias-aware measure and the complex-key scan.
struct DocumentBoundsShortcutTests {
    @Test(arguments: [
        ("? a\n: b\n", true), ("- ? x\n", true), ("k: [? a]\n", true), ("k: {a: 1, ? b}\n", true), ("?", true),
        ("k: *anchor\n", true), ("type: String?\n", false), ("doc: \"why?\" or 'how?'\n", false),
        ("inputs: [Int?, String?]\n", false), ("a?b: c\n", false), ("extra: {?[a]: 1}\n", true),
        ("k: [?[a] : 1]\n", true), ("k: {a: 1, ?x: 2}\n", true),
    ])
    func onlyAnAliasOrAQuestionMarkStartingANodeAsksForTheScan(text: String, mayHold: Bool) {
        #expect(YAMLDocumentLoader.mayHoldComplexKey(text) == mayHold)
    }

    /// A document without aliases measures the same by the tree walk and by the alias-aware memo.
    @Test func theTreeWalkAndTheMemoAgree() throws {
        let text = """
            scene: Profile
            inputs: [refresh, {select: Int}]
            outputs:
              - title: {type: String, trait: driver}
              - rows: "[Row]"
            service: {methods: [{load: {returns: User}}, {save: {parameters: [{user: User}]}}]}
            """
        let root = try #require(try Yams.compose(yaml: text))
        var walk = YAMLDocumentBounds(text: text, file: "a", maximumNodes: 1000, maximumBytes: 1000, maximumDepth: 3)
        var memo = walk
        let byWalk = walk.measure(root, text: text)
        let byMemo = memo.measure(root)
        #expect(byWalk.nodes == byMemo.nodes)
        #expect(byWalk.bytes == byMemo.bytes)
        #expect(byWalk.depth == byMemo.depth)
        #expect(byWalk.depth == 4)
        #expect(walk.firstTooDeep == memo.firstTooDeep)
        #expect(walk.firstTooDeep != nil)
    }
}
