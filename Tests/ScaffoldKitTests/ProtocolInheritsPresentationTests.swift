import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// `protocolInherits`: the generated view model protocol inherits the app's protocols after its own requirements.
@Suite struct ProtocolInheritsPresentationTests {
    @Test func theViewModelProtocolInheritsTheAppsProtocolsInTheSpecsOrder() throws {
        let spec = try SceneModelBuilderTests.spec(
            "scene: Search\nprotocolInherits: [ThemeProviding, Analytics.Screen]\noutputs: [name: String]\n")
        let model = SceneModelBuilder(scenes: [spec.name.value: spec], projectConventions: Conventions())
            .model(for: spec)
        #expect(model.inheritedProtocols == ["ThemeProviding", "Analytics.Screen"])
    }

    @Test func theContractDeclaresThemAfterAnyObject() throws {
        let spec = try SceneModelBuilderTests.spec(
            "scene: Search\nprotocolInherits: [ThemeProviding]\noutputs: [name: String]\n")
        let renderer = SceneRenderer(templates: try TemplateSet(entries: TemplateSet.builtIn), outputRoot: "Scenes")
        let files = renderer.files(
            for: SceneModelBuilder(scenes: [spec.name.value: spec], projectConventions: Conventions()).model(for: spec))
        let contract = try #require(files.first { $0.path.hasSuffix("Search.generated.swift") })
        #expect(contract.contents.contains("protocol SearchViewModelType: AnyObject, ThemeProviding {\n"))
    }
}
