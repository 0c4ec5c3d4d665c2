import Foundation
import Testing

@testable import ScaffoldCore

/// `conformsTo:`: the protocols of the app or of another module a view model conforms to decode where they are
/// written, and a name the view model cannot conform to that way is refused at its column, saying what to do.
struct ConformanceDiagnosticsTests: DiagnosticsTesting {
    @Test func theProtocolsDecodeInTheSpecsOrderWithTheirPositions() throws {
        let input = MarkedText("scene: S\nconformsTo: [1️⃣ScreenTracking, 2️⃣Analytics.Refreshable]\n")
        let spec = try #require(SpecDecoder().decode(input.data, file: input.file).spec)
        #expect(
            spec.conformsTo == [
                Located("ScreenTracking", at: input["1️⃣"]), Located("Analytics.Refreshable", at: input["2️⃣"]),
            ])
        #expect(diagnostics(input) == [])
    }

    @Test func aProtocolAfterALowercaseModuleIsAccepted() {
        #expect(diagnostics(MarkedText("scene: S\nconformsTo: [analytics.Screen]\n")) == [])
    }

    @Test func aLowercaseProtocolIsRefusedWithItsCapitalizedName() {
        let input = MarkedText("scene: S\nconformsTo: [Analytics.1️⃣screen]\n")
        #expect(
            diagnostics(input) == [
                error("'screen' is not a type name; start it with an uppercase letter: 'Screen'", at: input["1️⃣"])
            ])
    }

    @Test func aProtocolListedTwiceIsRefusedAtTheSecond() {
        let input = MarkedText("scene: S\nconformsTo: [1️⃣Screen, 2️⃣Screen]\n")
        #expect(
            diagnostics(input) == [
                error(
                    "protocol 'Screen' is listed more than once in 'conformsTo'; list it once", at: input["2️⃣"],
                    notes: [note("first declared here", at: input["1️⃣"])])
            ])
    }

    @Test func aProtocolScaffoldGeneratesForTheViewModelIsRefused() {
        let input = MarkedText("scene: S\nconformsTo: [1️⃣SViewModelInputsType]\ninputs: [reload]\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'SViewModelInputsType' is a protocol scaffold generates for this view model and conforms it to; "
                        + "remove it from 'conformsTo'", at: input["1️⃣"])
            ])
    }

    @Test func theTransformConventionsViewModelTypeIsRefused() {
        let input = MarkedText("scene: S\nconventions: {viewModel: transform}\nconformsTo: [1️⃣ViewModelType]\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'ViewModelType' is a protocol scaffold generates for this view model and conforms it to; remove "
                        + "it from 'conformsTo'", at: input["1️⃣"])
            ])
    }

    @Test func theBaseClassIsRefused() {
        let input = MarkedText("scene: S\nviewModelBaseClass: Base\nconformsTo: [1️⃣Base]\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'Base' is the view model's base class, which it subclasses; remove it from 'conformsTo'",
                    at: input["1️⃣"])
            ])
    }

    @Test func aTypeGeneratedForAnotherSpecIsRefusedWithANoteThere() {
        let other = MarkedText("scene: 1️⃣Other\ninputs: [reload]\n", file: "Specs/Other.yml")
        let input = MarkedText("scene: S\nconformsTo: [2️⃣OtherViewModelType]\n")
        #expect(
            diagnostics([other, input]) == [
                error(
                    "'OtherViewModelType' is a type scaffold generates for another spec, whose requirements this view "
                        + "model does not meet; name a protocol of the app or of a module the spec imports",
                    at: input["2️⃣"],
                    notes: [note("'OtherViewModelType' is generated for the spec here", at: other["1️⃣"])])
            ])
    }

    @Test func aTypoOfTheAppsProtocolIsWarnedWithItsName() {
        let input = MarkedText("scene: S\nconformsTo: [1️⃣ScreenTraking]\n")
        let (spec, decoding) = SpecDecoder().decode(input.data, file: input.file)
        var validator = SpecValidator()
        validator.appTypeNames = ["ScreenTracking"]
        #expect(
            decoding + (spec.map { validator.validate([$0]) } ?? []) == [
                warning(
                    "type 'ScreenTraking' is declared neither by the app's Swift (appCode) nor by a library scaffold "
                        + "knows; did you mean 'ScreenTracking'?", at: input["1️⃣"])
            ])
    }
}
