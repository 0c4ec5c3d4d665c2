import Foundation
import Testing

/// `TemplateEmbedder`, the build tool that compiles the built-in templates into Swift, run on its own:
/// it translates the Mustache the templates use and stops the build, at a line and column, on anything
/// else.
@Suite struct TemplateCompilerTests {
    static let executable = CommandLineRunner.executable.deletingLastPathComponent()
        .appendingPathComponent("TemplateEmbedder")

    /// Compiles one template called `Sample` holding `text`; the generated source, or what failed.
    static func compile(_ text: String) throws -> (result: CommandLineRunner.Result, source: String?) {
        let project = try TemporaryProject()
        try project.write("Sample.mustache", text)
        let output = project.root.appendingPathComponent("out.swift").path
        let result = try project.runner.run(
            [output, project.root.appendingPathComponent("Sample.mustache").path], executable: executable)
        let source = try? String(contentsOfFile: output, encoding: .utf8)
        return (
            CommandLineRunner.Result(
                status: result.status, stdout: result.stdout,
                stderr: result.stderr.replacingOccurrences(of: project.root.path + "/", with: "")), source
        )
    }

    @Test func aTemplateBecomesOneCallPerTagWithStandaloneLinesDropped() throws {
        let (result, source) = try Self.compile(
            "{{% CONTENT_TYPE: TEXT }}\nimport {{name}}\n{{#items}}\n- {{.}} of {{names.scene}}\n{{/items}}\n"
                + "{{^items}}\nnone\n{{/items}}\n")
        #expect(result == .init(status: 0, stdout: "", stderr: ""))
        let function = source.flatMap { source in
            source.range(of: "    private static func render_Sample").map { String(source[$0.lowerBound...]) }
        }
        #expect(
            function == """
                    private static func render_Sample(_ r0: inout CompiledTemplateRenderer) {
                        r0.text("import ")
                        r0.variable(1 /* name */)
                        r0.text("\\n")
                        r0.section(0 /* items */) { r1 in
                            r1.text("- ")
                            r1.current()
                            r1.text(" of ")
                            r1.variable(2 /* names */, 3 /* scene */)
                            r1.text("\\n")
                        }
                        r0.invertedSection(0 /* items */) { r1 in
                            r1.text("none\\n")
                        }
                    }
                }

                """)
    }

    /// A name's ID is its index among the sorted names the templates look up, members' included.
    @Test func eachNameLookedUpIsListedOnceSortedAndItsIndexIsItsID() throws {
        let (_, source) = try Self.compile("{{% CONTENT_TYPE: TEXT }}\n{{#b}}{{a.c}}{{/b}}{{^a}}{{b}}{{/a}}\n")
        let keyNames = source.flatMap { source in
            source.range(of: "    static let keyNames").map { start in
                String(source[start.lowerBound...].prefix { $0 != "/" }).trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        #expect(
            keyNames == """
                static let keyNames: [String] = [
                        "a",
                        "b",
                        "c",
                    ]
                """)
        #expect(source?.contains("r1.variable(0 /* a */, 2 /* c */)") == true)
    }

    @Test(arguments: [
        (
            "{{% CONTENT_TYPE: TEXT }}\nhello {{! a comment }}\n",
            "Sample.mustache:2:7: error: the template compiler supports variables, sections and partials only\n"
        ),
        (
            "no pragma {{name}}\n",
            "Sample.mustache:1:1: error: a built-in template starts with {{% CONTENT_TYPE: TEXT }}, so nothing is "
                + "HTML-escaped\n"
        ),
        (
            "{{% CONTENT_TYPE: TEXT }}\n{{#a}}\n{{> Sample}}\n{{/a}}\n",
            "Sample.mustache:1:1: error: Sample includes itself through its partials\n"
        ),
        (
            "{{% CONTENT_TYPE: TEXT }}\n{{#a}}\nopen\n",
            "Sample.mustache:4:1: error: section a is never closed\n"
        ),
        (
            "{{% CONTENT_TYPE: TEXT }}\n  {{> Other}}\n",
            "Sample.mustache:2:3: error: put a partial at the start of its own line\n"
        ),
    ])
    func whatItCannotTranslateStopsTheBuildAtItsPosition(text: String, message: String) throws {
        #expect(try Self.compile(text).result == .init(status: 1, stdout: "", stderr: message))
    }
}
