import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

@Suite struct SceneGraphTests {
    static func bundledGraph() throws -> SceneGraph {
        let project = try Project.load(configPath: nil, workingDirectory: RepositoryPaths.root)
        return SceneGraph(specs: try ScenePipeline.loadSpecs([], in: project).requested)
    }

    @Test func bundledSpecsGraphMatchesGoldenFiles() throws {
        let graph = try Self.bundledGraph()
        GoldenFiles.expectMatch([
            OutputFile(path: "Graph/scenes.mmd", contents: graph.mermaid, kind: .generated, root: "Graph", spec: nil),
            OutputFile(path: "Graph/scenes.dot", contents: graph.dot, kind: .generated, root: "Graph", spec: nil),
        ], folder: "Graph")
    }

    @Test func routeToAnUnloadedSceneIsDrawnAsNotLoaded() {
        let at = ScaffoldCore.SourceLocation.startOf("Specs/Home.yml")
        let home = SceneSpec(
            file: "Specs/Home.yml", name: Located("Home", at: at),
            outputs: [OutputSpec(member: MemberSpec(name: Located("openSettings", at: at)))],
            coordinator: CoordinatorSpec(routes: [
                RouteSpec(output: Located("openSettings", at: at), scene: Located("Settings", at: at)),
            ], location: at)
        )
        #expect(SceneGraph(specs: [home]).mermaid == """
            flowchart LR
                Home["Home"]
                Settings["Settings<br/>(spec not loaded)"]:::notLoaded
                Home -- "openSettings" --> Settings
                classDef notLoaded stroke-dasharray: 5 5

            """)
    }

    @Test func childResultFlowsBackToEveryParent() throws {
        let graph = try Self.bundledGraph()
        let results = graph.edges.filter { $0.kind == .result && $0.from == "LanguageList" }.map(\.to)
        #expect(results == ["Filter", "RepositoryList"])
    }
}

@Suite struct ReadmeGraphTests {
    @Test func readmeShowsTheCurrentGraphOfTheBundledSpecs() throws {
        let readme = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```mermaid\n"))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        #expect(String(readme[start.upperBound..<end.lowerBound]) == (try SceneGraphTests.bundledGraph().mermaid))
    }
}
