import Testing

@testable import ScaffoldKit

/// Random edits on both sides: the person's lines are never lost, and scaffold's insertions never conflict.
@Suite struct ThreeWayMergePropertyTests {
    /// SplitMix64: a seeded generator, so a failure can be replayed.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    /// `lines` with a few random insertions, deletions and replacements; new lines start with `prefix`.
    static func edit(_ lines: [String], prefix: String, insertionsOnly: Bool, random: inout Seeded) -> [String] {
        var result = lines
        var counter = 0
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            counter += 1
            let line = "\(prefix)\(counter)"
            let operation = insertionsOnly ? 0 : Int.random(in: 0...2, using: &random)
            if operation == 0 || result.isEmpty {
                result.insert(line, at: Int.random(in: 0...result.count, using: &random))
            } else if operation == 1 {
                result.remove(at: Int.random(in: 0..<result.count, using: &random))
            } else {
                result[Int.random(in: 0..<result.count, using: &random)] = line
            }
        }
        return result
    }

    /// The lines as a file holds them: each ends with a line break.
    static func file(_ lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }

    static func merged(_ base: [String], _ yours: [String], _ theirs: [String]) -> (text: String, conflicts: Int) {
        let result = ThreeWayMerge.merge(base: file(base), yours: file(yours), theirs: file(theirs))
        return (result.text, result.conflicts.count)
    }

    @Test func thePersonsLinesAreNeverLost() {
        var random = Seeded(state: 11)
        for _ in 0..<3_000 {
            let base = (0..<Int.random(in: 0...12, using: &random)).map { "base\($0)" }
            let yours = Self.edit(base, prefix: "yours", insertionsOnly: false, random: &random)
            let theirs = Self.edit(base, prefix: "theirs", insertionsOnly: false, random: &random)
            let output = Self.merged(base, yours, theirs)
            let added = yours.filter { $0.hasPrefix("yours") }
            #expect(
                added.allSatisfy { output.text.contains($0 + "\n") }, "base \(base), yours \(yours), theirs \(theirs)")
            if output.conflicts == 0 {
                let theirsAdded = theirs.filter { $0.hasPrefix("theirs") }
                #expect(
                    theirsAdded.allSatisfy { output.text.contains($0 + "\n") },
                    "base \(base), yours \(yours), theirs \(theirs)")
            }
        }
    }

    /// `merged` with every conflict resolved by taking scaffold's side, as a person may do.
    static func takingScaffoldsSide(_ merged: String) -> [String] {
        var lines: [String] = []
        var side: Bool?  // nil outside a conflict; true in the person's side, false in scaffold's
        for line in merged.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            switch line {
            case ThreeWayMerge.yoursMarker: side = true
            case ThreeWayMerge.separatorMarker where side == true: side = false
            case ThreeWayMerge.theirsMarker where side == false: side = nil
            default: if side != true { lines.append(line) }
            }
        }
        return lines
    }

    /// The person rewrites some lines; scaffold removes, rewrites or inserts next to them. Taking scaffold's side of
    /// every conflict keeps each line the person rewrote where scaffold left the base line alone: a conflict spans
    /// only the lines both changed.
    @Test func takingScaffoldsSideNeverDropsALineOnlyThePersonChanged() {
        var random = Seeded(state: 37)
        for _ in 0..<3_000 {
            let base = (0..<Int.random(in: 1...10, using: &random)).map { "base\($0)" }
            var yours = base
            var rewritten: [Int: String] = [:]
            for index in base.indices where Bool.random(using: &random) {
                rewritten[index] = "yours\(index)"
                yours[index] = "yours\(index)"
            }
            var theirs: [String] = []
            var untouched: Set<Int> = []
            for (index, line) in base.enumerated() {
                if Int.random(in: 0..<4, using: &random) == 0 { theirs.append("theirs-before\(index)") }
                switch Int.random(in: 0..<4, using: &random) {
                case 0: continue
                case 1: theirs.append("theirs\(index)")
                default:
                    theirs.append(line)
                    untouched.insert(index)
                }
            }
            let output = Self.merged(base, yours, theirs)
            let resolved = Self.takingScaffoldsSide(output.text)
            for (index, line) in rewritten where untouched.contains(index) {
                #expect(resolved.contains(line), "base \(base), yours \(yours), theirs \(theirs)\n\(output.text)")
            }
        }
    }

    /// The case found in the first month: one output removed between two the person had bound.
    @Test func removingAnOutputConflictsOnlyOnItsOwnBinding() {
        let base = ["        self.items = .empty()", "        self.title = .empty()", "        self.count = .empty()"]
        let yours = [
            "        self.items = reload.map { [1] }", "        self.title = reload.map { \"T\" }",
            "        self.count = reload.map { 1 }",
        ]
        let theirs = [base[0], base[2]]
        #expect(
            ThreeWayMerge.merge(base: Self.file(base), yours: Self.file(yours), theirs: Self.file(theirs)).text
                == Self.file([
                    yours[0], ThreeWayMerge.yoursMarker, yours[1], ThreeWayMerge.separatorMarker,
                    ThreeWayMerge.theirsMarker, yours[2],
                ]))
    }

    @Test func scaffoldsInsertionsNeverConflictAndAllLand() {
        var random = Seeded(state: 23)
        for _ in 0..<3_000 {
            let base = (0..<Int.random(in: 0...12, using: &random)).map { "base\($0)" }
            let yours = Self.edit(base, prefix: "yours", insertionsOnly: false, random: &random)
            let theirs = Self.edit(base, prefix: "theirs", insertionsOnly: true, random: &random)
            let output = Self.merged(base, yours, theirs)
            #expect(output.conflicts == 0, "base \(base), yours \(yours), theirs \(theirs)")
            let expected = yours.filter { !$0.hasPrefix("base") } + theirs.filter { $0.hasPrefix("theirs") }
            #expect(
                expected.allSatisfy { output.text.contains($0 + "\n") },
                "base \(base), yours \(yours), theirs \(theirs)")
        }
    }

    @Test func unrelatedChangesMergeToTheSameResultWhicheverSideMadeThem() {
        // With the person's file unedited, the merge is exactly scaffold's new render.
        var random = Seeded(state: 37)
        for _ in 0..<1_000 {
            let base = (0..<Int.random(in: 0...12, using: &random)).map { "base\($0)" }
            let theirs = Self.edit(base, prefix: "theirs", insertionsOnly: false, random: &random)
            #expect(Self.merged(base, base, theirs) == (Self.file(theirs), 0))
        }
    }
    /// However the person rewrote the lines around them (reindented, replaced, added, imports reordered), scaffold's
    /// new property lands in the class body and its assignment in `init`, below the imports.
    @Test func scaffoldsLinesLandInTheirDeclarationsWhateverThePersonRewrote() {
        let base = [
            "import RxSwift", "import RxCocoa", "", "final class A {", "    let a: Observable<Int>", "", "    init() {",
            "        self.a = .empty()", "    }", "", "    func bind() {", "        // TODO", "    }", "}",
        ]
        let theirs =
            Array(base[..<5]) + ["    let b: Observable<String>"] + base[5..<8] + ["        self.b = .empty()"]
            + base[8...]
        let reference = DeclarationNesting(lines: theirs.map { Substring($0) })
        var random = Seeded(state: 41)
        for _ in 0..<2_000 {
            var yours = base
            for index in yours.indices where Bool.random(using: &random) {
                let line = yours[index]
                switch Int.random(in: 0...3, using: &random) {
                case 0: yours[index] = line.replacingOccurrences(of: "    ", with: "\t")
                case 1 where !line.contains("{") && !line.contains("}") && !line.hasPrefix("import"):
                    yours[index] = line.isEmpty ? "    // mine" : line + " // mine"
                case 2: yours[index] = line.isEmpty ? "" : line + " "
                default: break
                }
            }
            if Bool.random(using: &random) { yours.swapAt(0, 1) }
            if Bool.random(using: &random) { yours.insert("// Header", at: 0) }
            let merged = ThreeWayMerge.merge(base: Self.file(base), yours: Self.file(yours), theirs: Self.file(theirs))
            let lines = ThreeWayMerge.lines(of: merged.text)
            let nesting = DeclarationNesting(lines: lines)
            let property = lines.firstIndex(of: "    let b: Observable<String>")
            let assignment = lines.firstIndex(of: "        self.b = .empty()")
            #expect(merged.conflicts.isEmpty, "yours \(yours)")
            #expect(
                property.map { nesting.sameNesting(at: $0, as: reference, at: 5) && $0 >= nesting.endOfImports }
                    == true, "yours \(yours)")
            #expect(assignment.map { nesting.sameNesting(at: $0, as: reference, at: 9) } == true, "yours \(yours)")
        }
    }
}
