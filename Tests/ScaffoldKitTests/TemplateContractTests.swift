import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// Template overrides are checked against the template context before anything renders: a key, partial or file
/// nothing has is an error at the tag (a warning when lenient), named as the author wrote it, with the closest
/// documented key; a syntax error names the tag to fix, never swift-mustache's name for it.
@Suite struct TemplateContractTests {
    /// The diagnostics of the built-in templates with `overrides` laid over them, from `T/<name>.mustache`.
    func diagnostics(_ overrides: [String: String], lenient: Bool = false) -> [Diagnostic] {
        var entries = Dictionary(uniqueKeysWithValues: TemplateSet.builtIn.map { ($0.name, $0) })
        for (name, text) in overrides {
            entries[name] = TemplateSet.Entry(name: name, source: .override(path: "T/\(name).mustache"), text: text)
        }
        do {
            return try TemplateSet(entries: Array(entries.values), lenient: lenient).warnings.sorted()
        } catch {
            return error.diagnostics.sorted()
        }
    }

    func error(_ message: String, _ line: Int, _ column: Int, in name: String) -> Diagnostic {
        Diagnostic(
            severity: .error, location: SourceLocation(file: "T/\(name).mustache", line: line, column: column),
            message: message)
    }

    @Test func everyBuiltInTemplateUsesOnlyKeysOfItsContext() {
        let (findings, _) = TemplateKeyChecker(entries: TemplateSet.builtIn).check(Set(TemplateSet.builtInNames))
        #expect(findings == [])
    }

    @Test func aMisspelledKeyIsAnErrorAtItsTagWithTheClosestKey() {
        #expect(
            diagnostics(["ViewModel.swift": "// {{scene}}\n{{#inputs}}{{nme}}{{/inputs}} {{names.viewModl}}\n"]) == [
                error("'nme' names no key of the template context; did you mean 'name'?", 2, 12, in: "ViewModel.swift"),
                error(
                    "'names.viewModl' names no key of the template context; did you mean 'names.viewModel'?", 2, 31,
                    in: "ViewModel.swift"),
            ])
    }

    @Test func aKeyOfAnEnclosingObjectIsFoundAsMustacheFindsIt() {
        #expect(
            diagnostics([
                "ViewModel.swift": "{{#inputs}}{{#docLines}}{{.}} {{name}} {{names.viewModel}}{{/docLines}}{{/inputs}}"
            ]) == [])
    }

    @Test func aKeyFarFromAnyNamesTheDocumentationOfItsObject() {
        #expect(
            diagnostics(["ViewModel.swift": "{{#outputs}}{{color}}{{/outputs}}"]) == [
                error(
                    "'color' names no key of the template context; the keys of output are listed in "
                        + "Documentation/TemplateContext.md#output", 1, 13, in: "ViewModel.swift")
            ])
    }

    @Test func aDottedKeyPastAStringIsAnError() {
        #expect(
            diagnostics(["ViewModel.swift": "{{scene.count}}"]) == [
                error(
                    "'scene.count' looks up a key of 'scene', which is a string and has no keys", 1, 1,
                    in: "ViewModel.swift")
            ])
    }

    /// What an unknown section holds is not known: its keys are not reported as well.
    @Test func insideAnUnknownSectionNothingMoreIsReported() {
        #expect(
            diagnostics(["ViewModel.swift": "{{#inptus}}{{anything}}{{/inptus}}"]) == [
                error(
                    "'inptus' names no key of the template context; did you mean 'inputs'?", 1, 1, in: "ViewModel.swift"
                )
            ])
    }

    /// `MockClass` renders inside `{{#serviceMock}}` of `Mocks.generated.swift`, with a mock's keys and then the
    /// scene's, and inside `{{#mock}}` of `SharedServiceMock.generated.swift`, where there is no scene.
    @Test func aPartialIsCheckedInTheContextOfEachInclude() {
        #expect(
            diagnostics(["MockClass": "{{name}} {{protocolNme}} {{specPath}} {{scene}}\n"]) == [
                error(
                    "'protocolNme' names no key of the template context; did you mean 'protocolName'?", 1, 10,
                    in: "MockClass"),
                error(
                    "'scene' names no key of the template context; the keys of mock are listed in "
                        + "Documentation/TemplateContext.md#mock", 1, 39, in: "MockClass"),
            ])
    }

    @Test func aPartialThatDoesNotExistIsAnError() {
        #expect(
            diagnostics(["Mocks.generated.swift": "{{#tests}}{{#serviceMock}}{{> MockClas}}{{/serviceMock}}{{/tests}}"])
                == [
                    error(
                        "'{{> MockClas}}' includes no template; did you mean 'MockClass'?", 1, 27,
                        in: "Mocks.generated.swift")
                ]
        )
    }

    @Test func aFileOfYourOwnIsFineWhenATemplateIncludesIt() {
        #expect(
            diagnostics([
                "ViewModel.swift": "{{#inputs}}{{> InputLine}}{{/inputs}}", "InputLine": "{{declaration}}\n",
            ]) == [])
    }

    @Test func aFileNamedLikeNoTemplateAndIncludedByNoneIsAnError() {
        #expect(
            diagnostics(["ViewModle.swift": "{{scene}}", "Helper": "{{scene}}"])
                == [
                    error(
                        "'Helper.mustache' replaces no built-in template and no template includes it; 'scaffold templates "
                            + "list' lists the names a template may replace", 1, 1, in: "Helper"),
                    error(
                        "'ViewModle.swift.mustache' replaces no built-in template and no template includes it; did you "
                            + "mean 'ViewModel.swift.mustache'?", 1, 1, in: "ViewModle.swift"),
                ].sorted())
    }

    @Test func lenientTurnsTheContractErrorsIntoWarnings() {
        #expect(
            diagnostics(["ViewModel.swift": "{{nme}}", "Helper": ""], lenient: true).map(\.severity) == [
                .warning, .warning,
            ])
    }

    @Test(arguments: [
        (
            "// {{scene}}\n{{#inputs}}\n{{name}}\n",
            "section 'inputs' is never closed; add '{{/inputs}}' where it ends", 2, 1
        ),
        (
            "{{#inputs}}{{#docLines}}{{/inputs}}{{/docLines}}",
            "'{{/inputs}}' closes a section that is not the open one; close section 'docLines' first with "
                + "'{{/docLines}}'", 1, 25
        ),
        (
            "{{name}}{{/inputs}}",
            "'{{/inputs}}' closes no open section; remove it, or open the section with '{{#inputs}}'", 1, 9
        ),
        ("// {{scene}}\n{{% CONTENT_TYPE TEXT }}", "invalid pragma; write it as '{{% CONTENT_TYPE: TEXT }}'", 2, 1),
        (
            "{{% CONTENT: TEXT }}", "unknown pragma; the one scaffold's templates use is '{{% CONTENT_TYPE: TEXT }}'",
            1, 1
        ),
        (
            "{{=<% %>=}}<%scene%> <%= x y z =%>",
            "invalid delimiter change; write two delimiters separated by a space: '{{=<% %>=}}'", 1, 22
        ),
    ])
    func aSyntaxErrorNamesTheTagToFix(text: String, message: String, line: Int, column: Int) {
        #expect(diagnostics(["ViewModel.swift": text]) == [error(message, line, column, in: "ViewModel.swift")])
    }
}
