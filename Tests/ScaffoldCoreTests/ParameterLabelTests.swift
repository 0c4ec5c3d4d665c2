import Foundation
import Testing

@testable import ScaffoldCore

/// Parameter lists take Swift's external labels, `[byLanguage language: String, _ page: Int]`, and refuse what
/// Swift refuses, at the label or name that is wrong.
@Suite struct ParameterLabelTests: DiagnosticsTesting {
    private func parameters(_ input: MarkedText) throws -> [ParameterSpec] {
        let (spec, diagnostics) = SpecDecoder().decode(input.data, file: input.file)
        #expect(diagnostics == [])
        return try #require(spec?.service?.methods.first?.parameters)
    }

    @Test func aLabelAndANameAreEachKeptWhereWritten() throws {
        let input = MarkedText(
            "scene: A\nservice:\n  methods:\n    - load: {params: [1️⃣byLanguage 2️⃣language: 3️⃣String, 4️⃣_ 5️⃣page: 6️⃣Int]}\n")
        #expect(
            try parameters(input) == [
                ParameterSpec(
                    name: input.located("language", at: "2️⃣"), type: input.located(.name("String"), at: "3️⃣"),
                    label: input.located("byLanguage", at: "1️⃣")),
                ParameterSpec(
                    name: input.located("page", at: "5️⃣"), type: input.located(.name("Int"), at: "6️⃣"),
                    label: input.located("_", at: "4️⃣")),
            ])
    }

    @Test func aKeywordIsALabelAsInSwift() throws {
        let input = MarkedText("scene: A\nservice:\n  methods:\n    - find: {params: [1️⃣for 2️⃣query: 3️⃣String]}\n")
        #expect(
            try parameters(input) == [
                ParameterSpec(
                    name: input.located("query", at: "2️⃣"), type: input.located(.name("String"), at: "3️⃣"),
                    label: input.located("for", at: "1️⃣"))
            ])
    }

    @Test func aLabelThatRepeatsTheNameWarnsAsSwiftDoesAndIsDropped() throws {
        let input = MarkedText("scene: A\nservice:\n  methods:\n    - find: {params: [1️⃣name 2️⃣name: 3️⃣String]}\n")
        let (spec, diagnostics) = SpecDecoder().decode(input.data, file: input.file)
        #expect(
            diagnostics == [
                warning(
                    "the label repeats the parameter name 'name', which Swift warns about; write 'name: Type'",
                    at: input["1️⃣"])
            ])
        #expect(
            spec?.service?.methods.first?.parameters == [
                ParameterSpec(name: input.located("name", at: "2️⃣"), type: input.located(.name("String"), at: "3️⃣"))
            ])
    }

    @Test func aLabelWithACharacterSwiftRefusesIsBlamedAtTheCharacter() {
        let input = MarkedText(
            "scene: A\nservice:\n  methods:\n    - search: {params: [by1️⃣-language language: String]}\n")
        #expect(
            diagnostics(input) == [
                error("'by-language' is not a valid Swift identifier: '-' is not allowed", at: input["1️⃣"])
            ])
    }

    @Test func theWordsSwiftRefusesAsLabelsAreErrors() {
        let input = MarkedText("scene: A\nservice:\n  methods:\n    - load: {params: [1️⃣inout value: Int]}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'inout' cannot be an argument label; choose another label, or write '_' for none", at: input["1️⃣"])
            ])
    }

    @Test func onlyTheLabelMayBeAnUnderscore() {
        let input = MarkedText("scene: A\nservice:\n  methods:\n    - load: {params: [_ 1️⃣_: Int]}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "a parameter needs a name after its label: '_ name: Type'; only the label may be '_'",
                    at: input["1️⃣"])
            ])
    }

    @Test func aNameIsStillNoKeyword() {
        let input = MarkedText("scene: A\nservice:\n  methods:\n    - load: {params: [by 1️⃣for: Int]}\n")
        #expect(diagnostics(input) == [error("'for' is a Swift keyword; choose another name", at: input["1️⃣"])])
    }

    @Test func aThirdWordIsBlamedWhereItStarts() {
        let input = MarkedText("scene: A\nservice:\n  methods:\n    - load: {params: [by the 1️⃣page: Int]}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'by the page' is not a parameter; write 'name: Type', or 'label name: Type' for an argument "
                        + "label other than the name ('_ name: Type' for none)", at: input["1️⃣"])
            ])
    }

    @Test func twoParametersMayShareALabelButNotAName() {
        let input = MarkedText(
            "scene: A\nmethods:\n  - sort: {params: [by 1️⃣key: String, by order: Int, from 2️⃣key: Int]}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "duplicate parameter 'key' in method 'sort'", at: input["2️⃣"],
                    notes: [note("first declared here", at: input["1️⃣"])])
            ])
    }
}
