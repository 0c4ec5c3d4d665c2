import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// The graph of the bundled specs: as committed under `Tests/Golden/Graph`, and as `Documentation/Graph.md` draws it.
@Suite struct SceneGraphGoldenTests {
    static func bundledGraph() throws -> SceneGraph {
        let project = try Project.load(configPath: nil, workingDirectory: RepositoryPaths.root)
        return SceneGraph(specs: try ScenePipeline.loadSpecs([], in: project).requested)
    }

    @Test func bundledSpecsGraphMatchesGoldenFiles() throws {
        let graph = try Self.bundledGraph()
        GoldenFiles.expectMatch(
            [
                OutputFile(
                    path: "Graph/scenes.mmd", contents: graph.mermaid, kind: .generated, root: "Graph", spec: nil),
                OutputFile(path: "Graph/scenes.dot", contents: graph.dot, kind: .generated, root: "Graph", spec: nil),
            ], folder: "Graph")
    }

    @Test func childResultFlowsBackToEveryParent() throws {
        let graph = try Self.bundledGraph()
        let results = graph.edges.filter { $0.kind == .result && $0.from == "LanguageList" }.map(\.to)
        #expect(results == ["Filter", "RepositoryList"])
    }
}

@Suite struct ReadmeGraphTests {
    @Test func graphPageShowsTheCurrentGraphOfTheBundledSpecs() throws {
        let readme = try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent("Documentation/Graph.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "# The scene graph\n"))
        let start = try #require(readme.range(of: "```mermaid\n", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        #expect(String(readme[start.upperBound..<end.lowerBound]) == (try SceneGraphGoldenTests.bundledGraph().mermaid))
    }
}
