import Foundation
import Testing

@testable import ScaffoldCore

/// `expose: true` on a dependency: read where the spec writes it, and refused where the service is set after `init`.
@Suite struct ExposedServiceDiagnosticsTests: DiagnosticsTesting {
    /// What `scaffold` reports for one spec in a project whose service specs declare `UserService`.
    private func reported(_ input: MarkedText) -> [Diagnostic] {
        let (spec, diagnostics) = SpecDecoder().decode(input.data, file: input.file)
        let services = [
            SharedServiceSpec(file: "Specs/Services/UserService.yml", name: Located("UserService", at: .startOf("x")))
        ]
        return diagnostics + (spec.map { SpecValidator().validate([$0], services: services) } ?? [])
    }

    @Test func anExposedServiceIsReadWithWhereItIsWritten() throws {
        let input = MarkedText("scene: S\ndependencies:\n  - UserService: {expose: 1️⃣true}\n  - AnalyticsService\n")
        let (spec, diagnostics) = SpecDecoder().decode(input.data, file: input.file)
        #expect(diagnostics == [])
        #expect(try #require(spec).exposedDependencies == ["UserService": input["1️⃣"]])
    }

    @Test func exposeFalseExposesNothing() throws {
        let (spec, diagnostics) = SpecDecoder().decode(
            MarkedText("scene: S\ndependencies:\n  - UserService: {expose: false}\n").data, file: "S.yml")
        #expect(diagnostics == [])
        #expect(try #require(spec).exposedDependencies == [:])
    }

    @Test func anExposedServiceSetAfterInitIsAnError() {
        let input = MarkedText(
            "scene: S\nconventions: {inject: property}\ndependencies:\n  - UserService: {expose: 1️⃣true}\n")
        #expect(
            reported(input) == [
                error(
                    "'UserService' is set after init ('inject: property'), so the view model keeps it in an "
                        + "implicitly unwrapped var, which no read-only requirement of its type accepts; remove "
                        + "'expose', or take the service in init ('inject: init')", at: input["1️⃣"])
            ])
    }

    @Test func aValueOtherThanABooleanIsAnError() {
        let input = MarkedText("scene: S\ndependencies:\n  - UserService: {expose: 1️⃣outputs}\n")
        #expect(
            reported(input) == [
                error("'outputs' is not a valid value for 'expose'; use one of: true, false", at: input["1️⃣"])
            ])
    }
}
