import ScaffoldCore
import ScaffoldKit
import Testing

// The graph of the bundled specs, compared with Tests/Golden and the README, is in ScaffoldReferenceTests.
@Suite struct SceneGraphTests {
    @Test func routeToAnUnloadedSceneIsDrawnAsNotLoaded() {
        let at = ScaffoldCore.SourceLocation.startOf("Specs/Home.yml")
        let home = SceneSpec(
            file: "Specs/Home.yml", name: Located("Home", at: at),
            outputs: [OutputSpec(member: MemberSpec(name: Located("openSettings", at: at)))],
            coordinator: CoordinatorSpec(
                routes: [
                    RouteSpec(output: Located("openSettings", at: at), scene: Located("Settings", at: at))
                ], location: at)
        )
        #expect(
            SceneGraph(specs: [home]).mermaid == """
                flowchart LR
                    Home["Home"]
                    Settings["Settings<br/>(spec not loaded)"]:::notLoaded
                    Home -- "openSettings" --> Settings
                    classDef notLoaded stroke-dasharray: 5 5

                """)
    }
}
