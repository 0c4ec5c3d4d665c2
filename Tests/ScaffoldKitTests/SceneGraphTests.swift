import ScaffoldCore
import ScaffoldKit
import Testing

// The graph of the bundled specs, compared with Tests/Golden and the README, is in ScaffoldReferenceTests.
@Suite struct SceneGraphTests {
    /// `Home`, whose `openSettings` starts `Settings` and `openHelp` starts `Help`, neither of them loaded.
    static let home: SceneSpec = {
        let at = ScaffoldCore.SourceLocation.startOf("Specs/Home.yml")
        return SceneSpec(
            file: "Specs/Home.yml", name: Located("Home", at: at),
            outputs: ["openSettings", "openHelp"].map { OutputSpec(member: MemberSpec(name: Located($0, at: at))) },
            coordinator: CoordinatorSpec(
                routes: [
                    RouteSpec(output: Located("openSettings", at: at), scene: Located("Settings", at: at)),
                    RouteSpec(output: Located("openHelp", at: at), scene: Located("Help", at: at)),
                ], location: at)
        )
    }()

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

    @Test func aDeclaredExternalSceneIsDrawnAsHandWrittenInMermaid() {
        #expect(
            SceneGraph(specs: [Self.home], externalScenes: ["Settings"]).mermaid == """
                flowchart LR
                    Help["Help<br/>(spec not loaded)"]:::notLoaded
                    Home["Home"]
                    Settings["Settings<br/>(hand-written)"]:::handWritten
                    Home -- "openSettings" --> Settings
                    Home -- "openHelp" --> Help
                    classDef handWritten stroke-width: 3px
                    classDef notLoaded stroke-dasharray: 5 5

                """)
    }

    @Test func aDeclaredExternalSceneIsDrawnAsHandWrittenInDot() {
        #expect(
            SceneGraph(specs: [Self.home], externalScenes: ["Settings"]).dot == """
                digraph scenes {
                    rankdir=LR;
                    node [shape=box];
                    "Help" [label="Help\\n(spec not loaded)", style=dashed];
                    "Home" [label="Home"];
                    "Settings" [label="Settings\\n(hand-written)", style=bold];
                    "Home" -> "Settings" [label="openSettings"];
                    "Home" -> "Help" [label="openHelp"];
                }

                """)
    }

    @Test func aSceneWithASpecIsDrawnAsLoadedEvenWhenDeclaredExternal() {
        let at = ScaffoldCore.SourceLocation.startOf("Specs/Settings.yml")
        let settings = SceneSpec(
            file: "Specs/Settings.yml", name: Located("Settings", at: at), coordinator: CoordinatorSpec(location: at))
        #expect(
            SceneGraph(specs: [Self.home, settings], externalScenes: ["Settings", "Help"]).nodes.map {
                "\($0.scene) \($0.isLoaded) \($0.isHandWritten)"
            } == ["Help false true", "Home true false", "Settings true false"])
    }
}
