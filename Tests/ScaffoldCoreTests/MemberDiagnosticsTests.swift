import Foundation
import Testing

@testable import ScaffoldCore

/// A scene's `properties:` and `methods:`, and an input method's `params:`, read as `Documentation/Specs.md` describes
/// them and refused at their line and column where they would not compile.
@Suite struct MemberDiagnosticsTests: DiagnosticsTesting {
    @Test func propertiesAndMethodsDecodeInTheirForms() throws {
        let input = MarkedText(
            """
            scene: A
            properties:
              - 1️⃣count: 2️⃣Int
              - 3️⃣title: {type: 4️⃣String, doc: The title.}
            methods:
              - 5️⃣clear
              - 6️⃣row: {params: [at 7️⃣index: 8️⃣Int], returns: 9️⃣String?}
            """)
        let (spec, diagnostics) = SpecDecoder().decode(input.data, file: input.file)
        #expect(diagnostics == [])
        #expect(
            spec?.properties == [
                MemberSpec(name: input.located("count", at: "1️⃣"), type: input.located(.name("Int"), at: "2️⃣")),
                MemberSpec(
                    name: input.located("title", at: "3️⃣"), type: input.located(.name("String"), at: "4️⃣"),
                    doc: "The title."),
            ])
        let at = input["7️⃣"]
        #expect(
            spec?.methods == [
                ServiceMethodSpec(name: input.located("clear", at: "5️⃣")),
                ServiceMethodSpec(
                    name: input.located("row", at: "6️⃣"),
                    parameters: [
                        ParameterSpec(
                            name: input.located("index", at: "7️⃣"), type: input.located(.name("Int"), at: "8️⃣"),
                            label: Located(
                                "at", at: SourceLocation(file: at.file, line: at.line, column: at.column - 3)))
                    ],
                    returns: input.located(.optional(.name("String")), at: "9️⃣")),
            ])
    }

    @Test func anInputMethodsParametersMakeItsType() throws {
        let input = MarkedText(
            "scene: A\nconventions: {inputs: function}\ninputs:\n  - fill: {params: 1️⃣[email: String, _ code: Int]}\n")
        let (spec, diagnostics) = SpecDecoder().decode(input.data, file: input.file)
        #expect(diagnostics == [])
        #expect(
            spec?.inputs.first?.type
                == input.located(
                    .tuple([.init(label: "email", type: .name("String")), .init(label: "code", type: .name("Int"))]),
                    at: "1️⃣"))
    }

    @Test func aPropertyNeedsAType() {
        let input = MarkedText("scene: A\nproperties:\n  - 1️⃣count\n")
        #expect(diagnostics(input) == [error("property 'count' needs a type; write 'count: Type'", at: input["1️⃣"])])
    }

    @Test func aViewModelMethodHasNoKind() {
        let input = MarkedText("scene: A\nmethods:\n  - count: {returns: Int, 1️⃣kind: sync}\n")
        #expect(
            diagnostics(input) == [
                error("unknown key 'kind'; expected one of: params, returns, doc, renamedFrom", at: input["1️⃣"])
            ])
    }

    @Test func parametersNeedAnInputMethod() {
        let input = MarkedText("scene: A\ninputs:\n  - select: {params: [1️⃣at index: Int]}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "input 'select' lists 'params', which only an input method has; add 'conventions: {inputs: "
                        + "function}', or give the input a 'type'", at: input["1️⃣"])
            ])
    }

    @Test func anInputHasATypeOrParametersNotBoth() {
        let input = MarkedText(
            "scene: A\nconventions: {inputs: function}\ninputs:\n  - pick: {type: Int, params: 1️⃣[_ index: Int]}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "input 'pick' has both 'type' and 'params'; keep one: the type of its value, or the parameters of "
                        + "its method", at: input["1️⃣"])
            ])
    }

    @Test func aMethodCollidesWithAnotherMember() {
        let input = MarkedText("scene: A\noutputs:\n  - 1️⃣item: String\nmethods:\n  - 2️⃣item: String\n")
        #expect(
            diagnostics(input) == [
                error(
                    "method 'item' has the same name as output 'item'; names must be unique within a view model",
                    at: input["2️⃣"], notes: [note("output 'item' is declared here", at: input["1️⃣"])])
            ])
    }

    @Test func aTransformViewModelKeepsItsTransformMethod() {
        let input = MarkedText("scene: A\nconventions: {viewModel: transform}\nproperties:\n  - 1️⃣transform: Int\n")
        #expect(
            diagnostics(input) == [
                error(
                    "a property named 'transform' would clash with the transform convention's 'transform' method; "
                        + "choose another name", at: input["1️⃣"])
            ])
    }
}
