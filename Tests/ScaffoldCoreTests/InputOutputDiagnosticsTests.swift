import Foundation
import Testing

@testable import ScaffoldCore

/// `viewModel: inputOutput`: the value decodes, chooses PublishRelay inputs and Driver outputs unless the same
/// conventions say otherwise, and what its shape cannot hold is refused where it is written.
struct InputOutputDiagnosticsTests: DiagnosticsTesting {
    @Test func theConventionChoosesPublishRelayInputsAndDriverOutputs() throws {
        let input = MarkedText("scene: S\nconventions: {viewModel: 1️⃣inputOutput}\n")
        let spec = try #require(SpecDecoder().decode(input.data, file: input.file).spec)
        #expect(spec.conventions.viewModel == Located(.inputOutput, at: input["1️⃣"]))
        let conventions = Conventions().applying(spec.conventions)
        #expect(
            [conventions.inputs.rawValue, conventions.outputs.rawValue, "\(conventions.coordinatorInViewModel)"]
                == ["publishRelay", "driver", "true"])
    }

    @Test func theSameConventionsMayNameOtherInputsAndOutputs() throws {
        let input = MarkedText("scene: S\nconventions: {viewModel: inputOutput, inputs: observer, outputs: signal}\n")
        let spec = try #require(SpecDecoder().decode(input.data, file: input.file).spec)
        let conventions = Conventions().applying(spec.conventions)
        #expect([conventions.inputs.rawValue, conventions.outputs.rawValue] == ["observer", "signal"])
    }

    @Test func aMisspelledValueIsToldTheConventionItMayMean() {
        let input = MarkedText("scene: S\nconventions: {viewModel: 1️⃣inputOuput}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'inputOuput' is not a valid view model convention; did you mean 'inputOutput'?", at: input["1️⃣"])
            ])
    }

    @Test func aValueLikeNoConventionListsThem() {
        let input = MarkedText("scene: S\nconventions: {viewModel: 1️⃣reactive}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'reactive' is not a valid view model convention; use one of: protocols, transform, inputOutput",
                    at: input["1️⃣"])
            ])
    }

    @Test func functionInputsAreRefusedAtTheirConvention() {
        let input = MarkedText("scene: S\nconventions: {viewModel: inputOutput, inputs: 1️⃣function}\ninputs: [tap]\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'inputs: function' does not fit 'viewModel: inputOutput', whose Input holds what the view "
                        + "controller writes into; choose 'inputs: publishRelay' (the default), 'subject' or 'observer'",
                    at: input["1️⃣"])
            ])
    }

    @Test func aMemberNamedLikeTheOutputPropertyIsRefused() {
        let input = MarkedText("scene: S\nconventions: {viewModel: inputOutput}\nproperties:\n  - 1️⃣output: String\n")
        #expect(
            diagnostics(input) == [
                error(
                    "property 'output' is named like the view model's own 'output' property of "
                        + "'viewModel: inputOutput'; rename it", at: input["1️⃣"])
            ])
    }

    @Test func aStreamTraitOnAnInputIsRefused() {
        let input = MarkedText("scene: S\nconventions: {viewModel: inputOutput}\ninputs:\n  - tap: {trait: 1️⃣driver}\n")
        #expect(diagnostics(input).map(\.location) == [input["1️⃣"]])
    }

    @Test func anAppTypeNamedLikeTheNestedStructsIsRefused() {
        let input = MarkedText("scene: S\nconventions: {viewModel: inputOutput}\noutputs:\n  - items: \"1️⃣[Output]\"\n")
        #expect(
            diagnostics(input) == [
                error(
                    "inside 'SViewModel', 'Output' names its own 'Output' struct; write the type with its module "
                        + "('App.Output'), or rename it", at: input["1️⃣"])
            ])
    }

    /// Conventions that conflict, both set in scaffold.yml, are the project's mistake: reported once, at the
    /// config's key, rather than at every spec's scene.
    @Test func aConflictBetweenConventionsOfTheConfigIsReportedOnceAtItsKey() throws {
        let config = MarkedText("conventions:\n  viewModel: inputOutput\n  navigation: 1️⃣rxflow\n", file: "scaffold.yml")
        let project = try ConfigDecoder().decode(config.data, file: config.file).get()
        var validator = SpecValidator(projectConventions: project.resolvedConventions)
        validator.writtenProjectConventions = project.conventions
        let specs = try ["Items", "Details"].map { name in
            let yaml = Data("scene: \(name)\ncoordinator:\n".utf8)
            return try #require(SpecDecoder().decode(yaml, file: "Specs/\(name).yml").spec)
        }
        #expect(
            validator.validate(specs).filter { $0.location.file == "scaffold.yml" } == [
                error(
                    "'navigation: rxflow' does not fit 'viewModel: inputOutput', whose view model calls its "
                        + "coordinator; use 'navigation: coordinator', or 'viewModel: transform' for this navigation",
                    at: config["1️⃣"])
            ])
    }
}
