import Foundation
import Testing

/// Diagnostics never pass raw control characters to a terminal, and GitHub annotations are escaped as
/// GitHub documents for workflow commands.
@Suite("Reliability: terminal and CI output")
struct TerminalOutputReliabilityTests {
    /// Attack: a spec key holds an escape sequence (`ESC [2J` clears the screen) and the spec's file name a
    /// colour sequence. Text diagnostics printed both raw to the terminal.
    /// Expected: both are shown as `\u{1B}`.
    @Test func escapeSequencesInSpecTextAndFileNamesAreShownEscaped() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Bad\u{1B}[31m.yml", "scene: Bad\n\"ou\\e[2Jtputs\": []\n")
        let result = try project.runner.run(["validate"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/Bad\\u{1B}[31m.yml:2:1: error: unknown key 'ou\\u{1B}[2Jtputs'; expected one of: scene, \
                        doc, imports, conventions, arguments, inputs, outputs, actions, state, service, dependencies, \
                        coordinator, kind, tracking, viewModelBaseClass, conformsTo, protocolInherits, properties, methods, \
                        renamedFrom, names

                        """))
    }

    /// Attack: a spec file name holds `,` and `:`, which end a workflow command's `file=` property, and a key
    /// holds `%`, which starts an escape. The annotation pointed at a file `Specs/a` and lost the rest.
    /// Expected: `file=` escapes `%`, `:` and `,`; the message escapes `%`, as GitHub documents.
    @Test func githubAnnotationsEscapePropertiesAndMessages() throws {
        let project = try TemporaryProject()
        try project.write("Specs/a,b:c%.yml", "scene: Bad\n\"100%\": []\n")
        let result = try project.runner.run(["validate", "--format", "github"])
        #expect(
            result
                == .init(
                    status: 2,
                    stdout: """
                        ::error file=Specs/a%2Cb%3Ac%25.yml,line=2,col=1::unknown key '100%25'; expected one of: \
                        scene, doc, imports, conventions, arguments, inputs, outputs, actions, state, service, \
                        dependencies, coordinator, kind, tracking, viewModelBaseClass, conformsTo, protocolInherits, properties, \
                        methods, renamedFrom, names
                        1 error in 1 spec

                        """,
                    stderr: ""))
    }
}
