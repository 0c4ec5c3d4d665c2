import Foundation
import Testing

@testable import TemplateContractGeneration

/// The committed `TemplateContract.generated.swift` and the key tables of `Documentation/TemplateContext.md` are
/// what `make contract` writes from the sources now: a key added, renamed or re-documented without regenerating
/// fails here, with the first line that differs.
@Suite struct GeneratedFilesValidityTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What each generated file should hold, read once for both tests.
    static let outputs = Result { try ContractFiles.outputs(root: root) }

    @Test(arguments: [ContractFiles.generatedSwift, ContractFiles.documentation])
    func isUpToDate(path: String) throws {
        let outputs: [ContractFiles.Output]
        do {
            outputs = try Self.outputs.get()
        } catch {
            Issue.record("make contract cannot generate the contract:\n\(error)")
            return
        }
        let expected = try #require(outputs.first { $0.path == path }).contents
        let committed = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        if let difference = Self.firstDifference(committed: committed, expected: expected) {
            Issue.record("\(path) is out of date; run `make contract`.\n\(difference)")
        }
    }

    /// The first line where `committed` is not `expected`, both shown; nil when they are equal.
    static func firstDifference(committed: String, expected: String) -> String? {
        guard committed != expected else { return nil }
        let committedLines = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(committedLines, expectedLines).prefix { $0 == $1 }.count
        func shown(_ lines: [Substring]) -> String { line < lines.count ? String(lines[line]) : "(end of file)" }
        return "line \(line + 1) is:\n  \(shown(committedLines))\nand should be:\n  \(shown(expectedLines))"
    }

    @Test func theFirstDifferenceShowsBothLines() {
        #expect(Self.firstDifference(committed: "a\nb\n", expected: "a\nb\n") == nil)
        #expect(
            Self.firstDifference(committed: "a\nb\nc", expected: "a\nB\nc")
                == "line 2 is:\n  b\nand should be:\n  B")
        #expect(
            Self.firstDifference(committed: "a", expected: "a\nb")
                == "line 2 is:\n  (end of file)\nand should be:\n  b")
    }
}
