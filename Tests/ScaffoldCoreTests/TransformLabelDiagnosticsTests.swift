import Foundation
import Testing

@testable import ScaffoldCore

/// `transform: {label: ...}`: any word Swift takes as an argument label, keywords included (`transform(for:)`), and
/// a positioned refusal of the three it does not take and of what is no identifier.
struct TransformLabelDiagnosticsTests: DiagnosticsTesting {
    @Test func aKeywordSwiftTakesAsALabelDecodes() throws {
        let input = MarkedText("scene: S\nconventions: {viewModel: transform, transform: {label: 1️⃣for}}\n")
        let spec = try #require(SpecDecoder().decode(input.data, file: input.file).spec)
        #expect(spec.conventions.transformLabel == Located("for", at: input["1️⃣"]))
        #expect(Conventions().applying(spec.conventions).transformShape.inputLabel == "for")
    }

    @Test func aWordSwiftRefusesAsALabelIsRefusedWhereItIsWritten() {
        let input = MarkedText("scene: S\nconventions: {viewModel: transform, transform: {label: 1️⃣inout}}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'inout' cannot be an argument label; choose another label, or write '_' for none", at: input["1️⃣"])
            ])
    }

    @Test func aLabelThatIsNoIdentifierIsRefusedAtItsFirstBadCharacter() {
        let input = MarkedText("scene: S\nconventions: {viewModel: transform, transform: {label: \"in1️⃣-put\"}}\n")
        #expect(
            diagnostics(input) == [
                error("'in-put' is not a valid Swift identifier: '-' is not allowed", at: input["1️⃣"])
            ])
    }
}
