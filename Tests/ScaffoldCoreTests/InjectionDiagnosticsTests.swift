import Testing

@testable import ScaffoldCore

/// `inject: property`: read where conventions are written, and refused where something other than the coordinator's
/// `start()` makes the view model.
@Suite struct InjectionDiagnosticsTests: DiagnosticsTesting {
    @Test func theConventionIsReadFromASpec() throws {
        let (spec, diagnostics) = SpecDecoder().decode(
            MarkedText("scene: S\nconventions: {inject: property}\n").data, file: "S.yml")
        #expect(diagnostics == [])
        #expect(try #require(spec).conventions.inject?.value == .property)
    }

    @Test func anUnknownInjectionIsToldTheChoices() {
        let input = MarkedText("scene: S\nconventions: {inject: 1️⃣setter}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'setter' is not a valid injection; use one of: init, property, container, struct",
                    at: input["1️⃣"])
            ])
    }

    @Test func propertiesCannotBeInjectedWhenTheViewControllerMakesTheViewModel() {
        let input = MarkedText(
            "scene: S\nconventions: {inputs: init, inject: 1️⃣property}\ninputs: [tap]\noutputs: [done]\n"
                + "service:\n  methods:\n    - load: Int\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'inject: property' cannot be used with 'inputs: init' yet: its view controller makes the view "
                        + "model through a factory, when the view loads; use 'inject: init' for this scene",
                    at: input["1️⃣"])
            ])
    }

    @Test func propertiesCannotBeInjectedIntoAStructViewModel() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform, transform: {struct: true}, inject: 1️⃣property}\n"
                + "service:\n  methods:\n    - load: Int\ncoordinator:\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'inject: property' cannot be used with 'transform: {struct: true}' yet: a struct view model is a "
                        + "value, whose properties the coordinator cannot set on the copy it hands over; use "
                        + "'inject: init' for this scene",
                    at: input["1️⃣"])
            ])
    }

    @Test func propertiesCannotBeInjectedWhenAnAssemblerMakesTheViewModel() {
        let input = MarkedText(
            "scene: S\nconventions: {inject: 1️⃣property}\nservice:\n  methods:\n    - load: Int\ncoordinator:\n")
        var validator = SpecValidator()
        validator.naming = Naming(coordinator: .navigator)
        let (spec, _) = SpecDecoder().decode(input.data, file: input.file)
        #expect(
            validator.validate([spec].compactMap { $0 }) == [
                error(
                    "'inject: property' cannot be used with 'naming: {coordinator: navigator}' yet: its assembler "
                        + "makes the view model; use 'inject: init' for this scene", at: input["1️⃣"])
            ])
    }

    @Test func aSceneWithoutServicesMayAskForPropertiesAndGetsNone() {
        #expect(diagnostics(MarkedText("scene: S\nconventions: {inputs: init, inject: property}\n")) == [])
    }

    // MARK: - Default instances

    @Test func aDependencyMayNameTheInstanceItDefaultsTo() throws {
        let (spec, diagnostics) = SpecDecoder().decode(
            MarkedText("scene: S\ndependencies:\n  - UserService\n  - Analytics: {default: Analytics()}\n").data,
            file: "S.yml")
        #expect(diagnostics == [])
        #expect(try #require(spec).dependencies.map(\.value) == ["UserService", "Analytics"])
        #expect(spec?.dependencyDefaults.mapValues(\.value) == ["Analytics": "Analytics()"])
    }

    @Test func aDefaultInstanceThatIsNotOneExpressionIsAnErrorAtItsColumn() {
        let input = MarkedText("scene: S\ndependencies:\n  - Analytics: {default: 'Analytics()1️⃣; exit(0)'}\n")
        let (_, diagnostics) = SpecDecoder().decode(input.data, file: input.file)
        #expect(
            diagnostics == [
                error(
                    "'default' is one Swift expression on one line, and ';' outside a string literal would end or "
                        + "extend it; remove it", at: input["1️⃣"])
            ])
    }
}
