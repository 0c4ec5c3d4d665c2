import Foundation
import Testing

@testable import ScaffoldCore

/// `transform: {struct: true}`: the option decodes in a spec and in `scaffold.yml`, and what a struct view model
/// cannot hold (a base class, a relay input) is refused where it is written, saying what to change.
struct StructViewModelDiagnosticsTests: DiagnosticsTesting {
    private static let keepAClass = "or keep a class with 'conventions: {transform: {struct: false}}'"

    /// What `scaffold validate` reports for `spec` in a project whose `scaffold.yml` is `config`.
    private func diagnostics(_ spec: MarkedText, config: MarkedText) throws -> [Diagnostic] {
        let project = try ConfigDecoder().decode(config.data, file: config.file).get()
        var validator = SpecValidator(projectConventions: project.resolvedConventions)
        validator.viewModelBaseClass = project.viewModelBaseClass
        let (decoded, problems) = SpecDecoder().decode(spec.data, file: spec.file)
        let scenes = decoded.map { [$0.resolvingViewModelBaseClass(project.viewModelBaseClass)] } ?? []
        return problems + validator.validate(scenes)
    }

    @Test func theOptionDecodesWhereItIsWritten() throws {
        let input = MarkedText("scene: S\nconventions: {viewModel: transform, transform: {struct: 1️⃣true}}\n")
        let spec = try #require(SpecDecoder().decode(input.data, file: input.file).spec)
        #expect(spec.conventions.transformStruct == Located(true, at: input["1️⃣"]))
        #expect(Conventions().applying(spec.conventions).viewModelIsStruct)
    }

    @Test func theOptionMakesNoStructOutsideTheTransformConvention() {
        #expect(!Conventions(transformStruct: true).viewModelIsStruct)
        #expect(Conventions(viewModel: .transform, transformStruct: true).viewModelIsStruct)
    }

    @Test func aMisspelledOptionIsOfferedTheRightOne() {
        let input = MarkedText("scene: S\nconventions: {viewModel: transform, transform: {1️⃣structs: true}}\n")
        #expect(diagnostics(input) == [error("unknown key 'structs'; did you mean 'struct'?", at: input["1️⃣"])])
    }

    @Test func theOptionWithoutTheTransformConventionIsRefused() {
        let input = MarkedText("scene: S\nconventions: {transform: {struct: 1️⃣true}}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'transform' options apply only to the transform convention; add 'viewModel: transform' to these "
                        + "conventions, or remove them", at: input["1️⃣"])
            ])
    }

    @Test func aBaseClassOfTheSpecIsRefusedAtTheOption() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform, transform: {struct: 1️⃣true}}\nviewModelBaseClass: 2️⃣Base\n")
        #expect(
            diagnostics(input) == [
                error(
                    "a struct view model cannot subclass 'Base'; add 'viewModelBaseClass: false' to the spec (and list "
                        + "what the class held under 'dependencies'), \(Self.keepAClass)", at: input["1️⃣"],
                    notes: [note("'Base' is named here", at: input["2️⃣"])])
            ])
    }

    /// A project whose view models are structs and subclass a base class: each transform spec that does not decline
    /// the class is blamed at its scene, with a note at the class in `scaffold.yml`.
    @Test func theProjectsBaseClassIsRefusedAtTheSceneWithANoteAtTheConfig() throws {
        let config = MarkedText(
            "conventions: {viewModel: transform, transform: {struct: true}}\nviewModelBaseClass: 1️⃣ViewModel\n",
            file: "scaffold.yml")
        let spec = MarkedText("scene: 2️⃣Orders\n")
        #expect(
            try diagnostics(spec, config: config) == [
                error(
                    "a struct view model cannot subclass 'ViewModel'; add 'viewModelBaseClass: false' to the spec (and "
                        + "list what the class held under 'dependencies'), \(Self.keepAClass)", at: spec["2️⃣"],
                    notes: [note("'ViewModel' is named here", at: config["1️⃣"])])
            ])
        #expect(try diagnostics(MarkedText("scene: Orders\nviewModelBaseClass: false\n"), config: config) == [])
    }

    @Test func aRelayInputIsRefusedAtItsTrait() {
        let input = MarkedText(
            """
            scene: S
            conventions: {viewModel: transform, transform: {struct: true}}
            inputs:
              - scope: {type: Int, trait: 1️⃣relay, initial: "0"}
            outputs:
              - busy: {type: Bool, trait: relay, initial: "false"}
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "input 'scope' is a relay the view controller writes, state that a struct view model does not "
                        + "keep; remove 'trait: relay' and 'initial' to make it a field of 'Input' (read its latest "
                        + "value with 'withLatestFrom' in 'transform'), \(Self.keepAClass)", at: input["1️⃣"])
            ])
    }

    /// A spec of a struct project may keep its view model a class, base class and relay inputs included.
    @Test func aSpecMayKeepAClassInAStructProject() throws {
        let config = MarkedText(
            "conventions: {viewModel: transform, transform: {struct: true}}\nviewModelBaseClass: ViewModel\n",
            file: "scaffold.yml")
        let spec = MarkedText(
            """
            scene: Orders
            conventions: {transform: {struct: false}}
            inputs:
              - scope: {type: Int, trait: relay, initial: "0"}
            """)
        #expect(try diagnostics(spec, config: config) == [])
    }
}
