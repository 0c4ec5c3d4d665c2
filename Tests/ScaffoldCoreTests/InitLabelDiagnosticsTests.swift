import Foundation
import Testing

@testable import ScaffoldCore

/// The labels and the order a spec gives its view model's `init`: `label name: Type` arguments, a service's `label:`
/// and `initOrder`; what each reads and how each is refused, at the place that is wrong.
@Suite struct InitLabelDiagnosticsTests: DiagnosticsTesting {
    /// What `scaffold` reports for one spec in a project whose service specs declare `UserService`.
    private func reported(_ input: MarkedText) -> [Diagnostic] {
        let (spec, diagnostics) = SpecDecoder().decode(input.data, file: input.file)
        let userService = SharedServiceSpec(
            file: "Specs/Services/UserService.yml", name: Located("UserService", at: .startOf("x")))
        return diagnostics + (spec.map { SpecValidator().validate([$0], services: [userService]) } ?? [])
    }

    private func spec(_ input: MarkedText) throws -> SceneSpec {
        let (spec, diagnostics) = SpecDecoder().decode(input.data, file: input.file)
        #expect(diagnostics == [])
        return try #require(spec)
    }

    @Test func anArgumentKeepsItsLabelAndItsNameWhereWritten() throws {
        let input = MarkedText("scene: A\narguments:\n  - 1️⃣withMovieId 2️⃣movieId: 3️⃣Int\n")
        var expected = MemberSpec(
            name: input.located("movieId", at: "2️⃣"), type: input.located(.name("Int"), at: "3️⃣"))
        expected.label = input.located("withMovieId", at: "1️⃣")
        #expect(try spec(input).arguments == [expected])
    }

    @Test func theLongFormOfAnArgumentTakesALabelToo() throws {
        let input = MarkedText("scene: A\narguments:\n  - 1️⃣_ reason: {type: String, default: '\"spam\"'}\n")
        #expect(try spec(input).arguments.first?.label == input.located("_", at: "1️⃣"))
    }

    @Test func aDependencyAndTheScenesServiceTakeALabel() throws {
        let input = MarkedText(
            "scene: A\ndependencies:\n  - UserService: {label: 1️⃣_}\nservice:\n  label: 2️⃣reporter\n  methods: [load]\n")
        let spec = try spec(input)
        #expect(spec.dependencyLabels == ["UserService": input.located("_", at: "1️⃣")])
        #expect(spec.service?.label == input.located("reporter", at: "2️⃣"))
    }

    @Test func theOrderIsReadFromTheConventions() throws {
        let input = MarkedText("scene: A\nconventions: {initOrder: 1️⃣dependenciesFirst}\n")
        #expect(try spec(input).conventions.initOrder == input.located(.dependenciesFirst, at: "1️⃣"))
    }

    @Test func aMisspeltOrderIsToldTheClosest() {
        let input = MarkedText("scene: A\nconventions: {initOrder: 1️⃣dependencyFirst}\n")
        #expect(
            diagnostics(input) == [
                error("'dependencyFirst' is not a valid init order; did you mean 'dependenciesFirst'?", at: input["1️⃣"])
            ])
    }

    @Test func aLabelSwiftRefusesIsAnErrorAtTheLabel() {
        let input = MarkedText("scene: A\ndependencies:\n  - UserService: {label: 1️⃣inout}\n")
        #expect(
            reported(input) == [
                error(
                    "'inout' cannot be an argument label; choose another label, or write '_' for none", at: input["1️⃣"])
            ])
    }

    @Test func aLabelTwoParametersShareIsAnErrorAtTheWrittenOne() {
        let input = MarkedText(
            "scene: A\narguments:\n  - 1️⃣userService query: String\ndependencies:\n  - 2️⃣UserService\n")
        #expect(
            reported(input) == [
                error(
                    "label 'userService' of 'query' is also the label of 'userService' in the view model's init, "
                        + "which makes its calls hard to read; choose another label, or '_' for none",
                    at: input["1️⃣"], notes: [note("'userService' is declared here", at: input["2️⃣"])])
            ])
    }

    @Test func parametersWithoutALabelShareNone() {
        let input = MarkedText(
            "scene: A\narguments:\n  - _ page: Int\n  - _ size: Int\ndependencies:\n  - UserService: {label: _}\n")
        #expect(reported(input) == [])
    }

    @Test func aLabelOnAServiceSetAfterInitIsAnError() {
        let input = MarkedText(
            "scene: A\nconventions: {inject: property}\ndependencies:\n  - UserService: {label: 1️⃣_}\n")
        #expect(
            reported(input) == [
                error(
                    "'UserService' is set after init ('inject: property'), so no init parameter takes the label; "
                        + "remove 'label', or take the service in init ('inject: init')", at: input["1️⃣"])
            ])
    }
}
