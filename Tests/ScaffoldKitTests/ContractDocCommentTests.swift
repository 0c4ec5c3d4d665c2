import Testing

@testable import ScaffoldKit

/// The contract's view model protocol says who sees it, in a sentence that agrees with its subject.
@Suite struct ContractDocCommentTests {
    private func contract(_ yaml: String) throws -> String {
        let model = try SceneModelBuilderTests.model(yaml, testsFolder: "SceneTests")
        let renderer = SceneRenderer(templates: try TemplateSet(entries: TemplateSet.builtIn), outputRoot: "Scenes")
        return try #require(renderer.files(for: model).first { $0.path.hasSuffix("Note.generated.swift") }).contents
    }

    @Test func aSceneWithoutACoordinatorIsSeenByItsScreenAlone() throws {
        #expect(
            try contract("scene: Note\noutputs: [title: String]\n").contains(
                "/// The Note view model as its screen sees it.\n"))
    }

    @Test func aSceneWithACoordinatorIsSeenByBoth() throws {
        #expect(
            try contract("scene: Note\noutputs: [title: String]\ncoordinator: {}\n").contains(
                "/// The Note view model as its screen and coordinator see it.\n"))
    }
}
