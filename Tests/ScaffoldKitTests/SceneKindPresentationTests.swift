import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// Cells and components reach the presentation model and the renderer: no view controller and no coordinator,
/// prose that names what shows them, no protocol without a requirement, and the parent depends on their specs.
@Suite struct SceneKindPresentationTests {
    /// The builder of a project of `scenes`, each in `Specs/<Scene>.yml`.
    static func builder(_ scenes: [String]) throws -> SceneModelBuilder {
        var byName: [String: SceneSpec] = [:]
        for yaml in scenes {
            let name = yaml.split(separator: "\n")[0].dropFirst("scene: ".count)
            let (spec, diagnostics) = SpecDecoder().decode(Data(yaml.utf8), file: "Specs/\(name).yml")
            #expect(diagnostics == [])
            let scene = try #require(spec)
            byName[scene.name.value] = scene
        }
        return SceneModelBuilder(scenes: byName, projectConventions: Conventions(), testsFolder: "SceneTests")
    }

    static func model(_ scene: String, in builder: SceneModelBuilder) throws -> SceneModel {
        builder.model(for: try #require(builder.scenes[scene]))
    }

    static let cell = "scene: RepositoryCell\nkind: cell\ninputs: [toggleStar]\noutputs: [title: String]\n"

    @Test func aCellGetsItsContractViewModelAndTestsButNoViewController() throws {
        let builder = try Self.builder([Self.cell + "service:\n  methods: [star]\n"])
        let renderer = SceneRenderer(
            templates: try TemplateSet(entries: TemplateSet.builtIn), outputRoot: "Scenes", rendersSkeletons: false)
        let files = renderer.files(for: try Self.model("RepositoryCell", in: builder))
        #expect(
            files.map { "\($0.kind) \($0.path)" } == [
                "generated Scenes/RepositoryCell/RepositoryCell.generated.swift",
                "skeleton Scenes/RepositoryCell/RepositoryCellViewModel.swift",
                "skeleton Scenes/RepositoryCell/RepositoryCellService.swift",
                "generated SceneTests/RepositoryCell/RepositoryCellMocks.generated.swift",
                "skeleton SceneTests/RepositoryCell/RepositoryCellViewModelTests.swift",
            ])
    }

    @Test func aScreenWithoutCoordinatorStillGetsItsViewController() throws {
        let builder = try Self.builder(["scene: About\nkind: screen\n"])
        let renderer = SceneRenderer(
            templates: try TemplateSet(entries: TemplateSet.builtIn), outputRoot: "Scenes", rendersSkeletons: false)
        #expect(
            renderer.files(for: try Self.model("About", in: builder)).map(\.path) == [
                "Scenes/About/About.generated.swift", "Scenes/About/AboutViewModel.swift",
                "Scenes/About/AboutViewController.swift", "SceneTests/About/AboutViewModelTests.swift",
            ])
    }

    @Test(arguments: [("screen", "screen"), ("cell", "cell"), ("component", "view")])
    func proseNamesWhatShowsTheViewModel(kind: String, noun: String) throws {
        let builder = try Self.builder(["scene: A\nkind: \(kind)\nstate: [idle]\n"])
        let model = try Self.model("A", in: builder)
        #expect(model.viewNoun == noun)
        #expect(model.outputs.map(\.docLines) == [["The \(noun)'s current state."]])
    }

    @Test(arguments: [
        ("inputs: [a]\n", ["AViewModelType,", "AViewModelInputsType"]),
        ("outputs: [b]\nactions: [c]\n", ["AViewModelType,", "AViewModelOutputsType,", "AViewModelActionsType"]),
        ("state: [idle]\n", ["AViewModelType,", "AViewModelOutputsType"]),
        ("", ["AViewModelType"]),
    ])
    func theViewModelConformsOnlyToTheProtocolsTheSceneHas(members: String, conformances: [String]) throws {
        let builder = try Self.builder(["scene: A\n" + members])
        #expect(try Self.model("A", in: builder).conformanceLines == conformances)
    }

    @Test(arguments: [
        ("outputs: [b]\n", false),
        ("inputs: [a]\noutputs: [b]\nconventions: {inputs: observer}\n", true),
        ("outputs: [b]\nservice: {methods: [load]}\n", true),
        ("arguments: [r: Int]\noutputs: [b]\n", true),
    ])
    func initSeparatesItsSetUpFromTheOutputs(members: String, separates: Bool) throws {
        let builder = try Self.builder(["scene: A\n" + members])
        #expect(try Self.model("A", in: builder).hasInitSetup == separates)
    }

    @Test func aParentDependsOnTheSpecsOfTheCellsItsMembersName() throws {
        let builder = try Self.builder([
            Self.cell, "scene: Keypad\nkind: component\n", "scene: Profile\n",
            "scene: RepositoryList\noutputs:\n  - rows: \"[RepositoryCellViewModel]\"\n  - pad: KeypadViewModel\n"
                + "  - profile: ProfileViewModel\n",
        ])
        #expect(
            try Self.model("RepositoryList", in: builder).referencedSpecs == [
                "Specs/Keypad.yml", "Specs/RepositoryCell.yml",
            ])
    }
}
