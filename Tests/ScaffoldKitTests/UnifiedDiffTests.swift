import Foundation
import ScaffoldKit
import Testing

@Suite struct UnifiedDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.make(old: "a\nb\n", new: "a\nb\n", path: "F") == "")
    }

    @Test func changedLineIsShownWithThreeLinesOfContext() {
        let old = (1...9).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5", with: "line five")
        #expect(
            UnifiedDiff.make(old: old, new: new, path: "F.swift") == """
                --- a/F.swift
                +++ b/F.swift
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
    }

    @Test(arguments: [
        ("a\nb\nc\n", "a\nB\nc\n", 2),
        ("a\nb\nc\n", "a\nb\nc\nd\n", 3),
        ("a\nb\nc\n", "a\nb\n", 3),
        ("a\nb\nc\n", "x\na\nb\nc\n", 1),
        ("a\nb", "a\nb\n", 2),
        ("", "a\n", 1),
    ])
    func firstChangedLineIsTheFirstLineOfTheOldTextThatDiffers(old: String, new: String, line: Int) {
        #expect(UnifiedDiff.firstChangedLine(old: old, new: new) == line)
    }

    @Test func missingFinalNewlineIsMarkedSoThePatchApplies() {
        #expect(
            UnifiedDiff.make(old: "a\n}", new: "a\n}\n", path: "F") == """
                --- a/F
                +++ b/F
                @@ -1,2 +1,2 @@
                 a
                -}
                \\ No newline at end of file
                +}

                """)
    }

    @Test func distantChangesGetTheirOwnHunks() {
        let old = (1...20).map { "\($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(
            of: "\n19\n", with: "\nnineteen\n")
        let diff = UnifiedDiff.make(old: old, new: new, path: "F")
        #expect(diff.components(separatedBy: "\n@@ ").count == 3)
    }
}
