import Foundation
import Testing

@testable import ScaffoldCore

/// `protocolInherits`: protocols of the app the generated view model protocol inherits, read like `conformsTo` and
/// refused where it is refused, and where no view model protocol is generated.
@Suite struct ProtocolInheritsDiagnosticsTests: DiagnosticsTesting {
    @Test func theProtocolsAreReadInTheSpecsOrder() throws {
        let input = MarkedText("scene: S\nprotocolInherits: [1️⃣ThemeProviding, 2️⃣Analytics.Screen]\n")
        let (spec, diagnostics) = SpecDecoder().decode(input.data, file: input.file)
        #expect(diagnostics == [])
        #expect(
            try #require(spec).protocolInherits == [
                input.located("ThemeProviding", at: "1️⃣"), input.located("Analytics.Screen", at: "2️⃣"),
            ])
    }

    @Test func aProtocolListedTwiceIsAnError() {
        let input = MarkedText("scene: S\nprotocolInherits: [1️⃣ThemeProviding, 2️⃣ThemeProviding]\n")
        #expect(
            diagnostics(input) == [
                error(
                    "protocol 'ThemeProviding' is listed more than once in 'protocolInherits'; list it once",
                    at: input["2️⃣"], notes: [note("first declared here", at: input["1️⃣"])])
            ])
    }

    @Test func aProtocolScaffoldGeneratesIsAnError() {
        let input = MarkedText("scene: S\nprotocolInherits: [1️⃣SViewModelInputsType]\ninputs: [tap]\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'SViewModelInputsType' is a protocol scaffold generates for this view model and conforms it to; "
                        + "remove it from 'protocolInherits'", at: input["1️⃣"])
            ])
    }

    @Test func aTransformViewModelHasNoProtocolToInheritThem() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform}\nprotocolInherits: [1️⃣ThemeProviding]\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'protocolInherits' needs the view model protocol of 'viewModel: protocols', which "
                        + "'viewModel: transform' does not generate; list the protocols under 'conformsTo' instead",
                    at: input["1️⃣"])
            ])
    }

    @Test func aNameThatIsNoTypeNameIsAnErrorAtItsColumn() {
        let input = MarkedText("scene: S\nprotocolInherits: [1️⃣themeProviding]\n")
        #expect(diagnostics(input).map(\.location) == [input["1️⃣"]])
    }
}
