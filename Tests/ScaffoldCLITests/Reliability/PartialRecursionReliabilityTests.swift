import Foundation
import Testing

/// A template partial that includes itself would recurse until the stack overflows: the template set
/// is refused when it is built, at the tag that closes the cycle.
@Suite("Reliability: partial recursion") struct PartialRecursionReliabilityTests {
    /// Attack: an override of the `MockClass` partial that includes itself. Today the process crashes
    /// with a stack overflow. Expected: a template error at the `{{> MockClass}}` tag naming the cycle;
    /// nothing is written.
    @Test func aPartialThatIncludesItselfIsATemplateErrorAtItsTag() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.write("scaffold.yml", "templates: T\n")
        try project.write("T/MockClass.mustache", "// mock\n  {{> MockClass}}\n")
        let result = try project.runner.run(["scene"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        T/MockClass.mustache:2:3: error: partial 'MockClass' includes itself (MockClass > MockClass); \
                        rendering it would never end; remove the include that closes the cycle

                        """))
        #expect(project.files() == ["Specs/Profile.yml", "T/MockClass.mustache", "scaffold.yml"])
    }

    /// Attack: two partials that include each other. Expected: one error, at the tag that closes the
    /// cycle, naming both.
    @Test func partialsThatIncludeEachOtherAreATemplateErrorAtTheClosingTag() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.write("scaffold.yml", "templates: T\n")
        try project.write("T/MockClass.mustache", "{{> Helper}}\n")
        try project.write("T/Helper.mustache", "{{#scene}}{{> MockClass}}{{/scene}}\n")
        let result = try project.runner.run(["scene"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        T/MockClass.mustache:1:1: error: partial 'Helper' includes itself (Helper > MockClass > Helper); \
                        rendering it would never end; remove the include that closes the cycle

                        """))
    }
}
