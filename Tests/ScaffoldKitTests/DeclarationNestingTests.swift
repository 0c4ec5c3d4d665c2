import Testing

@testable import ScaffoldKit

/// The brace structure the merge reads to place scaffold's lines: which declarations enclose a line, and where the
/// imports end.
@Suite struct DeclarationNestingTests {
    func nesting(_ lines: [String]) -> DeclarationNesting {
        DeclarationNesting(lines: lines.map { Substring($0) })
    }

    @Test func aMemberInsideAClassIsNestedLikeTheSameMemberOfTheClassWithAnotherInheritanceList() {
        let mine = nesting(["final class A: Base {", "    let a = 1", "}"])
        let theirs = nesting(["final class A: AType {", "    let a = 1", "}"])
        #expect(mine.sameNesting(at: 1, as: theirs, at: 1))
    }

    @Test func aLineInsideInitIsNotNestedLikeALineOfTheClassBody() {
        let file = nesting(["class A {", "    init() {", "        a = 1", "    }", "}"])
        #expect(!file.sameNesting(at: 2, as: file, at: 1))
    }

    @Test func bracesInCommentsAndStringLiteralsDoNotOpenScopes() {
        let file = nesting([
            "class A {",
            "    let a = \"{\" // {",
            "    /* { /* { */ */",
            ##"    let b = #"}"{"#"##,
            "    let c = \"\\(f(\"}\"))\"",
            "    let d = \"\"\"",
            "        {",
            "        \"\"\"",
            "    let e = 1",
            "}",
        ])
        let reference = nesting(["class A {", "    let e = 1", "}"])
        #expect(file.sameNesting(at: 8, as: reference, at: 1))
        #expect(file.sameNesting(at: 10, as: reference, at: 3))
    }

    @Test func anInitWhoseParametersSpanLinesIsNamedInit() {
        let wrapped = nesting(["class A {", "    init(", "        a: Int", "    ) {", "        x = a", "    }", "}"])
        let oneLine = nesting(["class A {", "    init(a: Int) {", "        x = a", "    }", "}"])
        #expect(wrapped.sameNesting(at: 4, as: oneLine, at: 2))
    }

    @Test func theImportsEndAfterTheLastTopLevelImport() {
        let file = nesting(["// Header", "import Foundation", "@testable import App", "", "class A {}"])
        #expect(file.endOfImports == 3)
    }
}
