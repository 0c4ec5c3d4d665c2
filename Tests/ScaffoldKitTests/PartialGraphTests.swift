import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// Partial cycles and over-deep nesting are found from the templates' text, at the including tag.
@Suite struct PartialGraphTests {
    func diagnostics(_ templates: [String: String]) -> [Diagnostic] {
        PartialGraph(
            entries: templates.map {
                TemplateSet.Entry(name: $0.key, source: .override(path: "T/\($0.key)"), text: $0.value)
            }
        ).diagnostics
    }

    @Test func aPartialThatIncludesItselfIsReportedAtItsTag() {
        #expect(
            diagnostics(["A": "x\n {{> A }}\n"]) == [
                .error(
                    TemplateProblem.partialCycle(chain: ["A", "A"]), at: SourceLocation(file: "T/A", line: 2, column: 2)
                )
            ])
    }

    @Test func aCycleThroughAnotherPartialIsReportedOnceAtTheClosingTag() {
        #expect(
            diagnostics(["A": "{{> B}}", "B": "{{#x}}{{< A}}{{/A}}{{/x}}"]) == [
                .error(
                    TemplateProblem.partialCycle(chain: ["A", "B", "A"]),
                    at: SourceLocation(file: "T/B", line: 1, column: 7))
            ])
    }

    @Test func aChangedDelimiterStillFindsTheInclude() {
        #expect(
            diagnostics(["A": "{{=<% %>=}}<%> A%>"]) == [
                .error(
                    TemplateProblem.partialCycle(chain: ["A", "A"]),
                    at: SourceLocation(file: "T/A", line: 1, column: 12))
            ])
    }

    @Test func sharedPartialsWithoutACycleAreFine() {
        #expect(diagnostics(["A": "{{> B}}{{> C}}", "B": "{{> C}}", "C": "{{>*dynamic}}{{> Unknown}}"]) == [])
    }

    @Test func aChainDeeperThanTheLimitIsReportedWhereItGoesPast() {
        let names = (0...PartialGraph.maximumDepth).map { "P\(1000 + $0)" }
        var templates: [String: String] = [:]
        for (index, name) in names.enumerated() {
            templates[name] = index + 1 < names.count ? "{{> \(names[index + 1])}}" : "end"
        }
        #expect(
            diagnostics(templates) == [
                .error(
                    TemplateProblem.partialsNestTooDeep(chain: names, limit: PartialGraph.maximumDepth),
                    at: SourceLocation(file: "T/\(names[names.count - 2])", line: 1, column: 1))
            ])
    }

    /// A template set without overrides skips this check, so the built-in templates must pass it.
    @Test func theBuiltInTemplatesFormNoCycleAndNestWithinTheLimit() {
        #expect(PartialGraph(entries: TemplateSet.builtIn).diagnostics == [])
    }
}
