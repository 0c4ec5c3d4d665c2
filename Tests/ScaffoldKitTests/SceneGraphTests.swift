import Foundation
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

    /// A route of a scene shown by the app's own coordinator class leads to the class's method that the route
    /// names, not to a handler scaffold writes.
    @Test func aRouteOfTheAppsCoordinatorClassLeadsToTheMethodItCalls() throws {
        let (spec, diagnostics) = SpecDecoder().decode(
            Data(
                """
                scene: Days
                inputs: [pick: Int]
                coordinator:
                  type: DaysCoordinator
                  routes:
                    - pick: {handler: show, method: "show(month:)"}
                """.utf8), file: "Specs/Days.yml")
        #expect(diagnostics == [])
        let graph = SceneGraph(specs: [try #require(spec)])
        #expect(graph.nodes.compactMap(\.destination) == ["show(month:)"])
    }

    /// A route the app's own code calls (`source: code`) says so, with the value its `type:` gives it: no member of
    /// its name exists to look for.
    @Test func aRouteTheAppsCodeCallsIsMarkedCode() throws {
        let (spec, diagnostics) = SpecDecoder().decode(
            Data(
                """
                scene: Home
                coordinator:
                  routes:
                    - showDetail: {scene: Detail, source: code, type: Int}
                """.utf8), file: "Specs/Home.yml")
        #expect(diagnostics == [])
        #expect(
            SceneGraph(specs: [try #require(spec)]).mermaid == """
                flowchart LR
                    Detail["Detail<br/>(spec not loaded)"]:::notLoaded
                    Home["Home"]
                    Home -- "showDetail: Int (code)" --> Detail
                    classDef notLoaded stroke-dasharray: 5 5

                """)
    }

    /// A route's edge names the type of the value it hands its scene; Mermaid would read `<` as HTML.
    @Test func aRouteEdgeShowsItsPayloadType() {
        let at = ScaffoldCore.SourceLocation.startOf("Specs/Home.yml")
        let home = SceneSpec(
            file: "Specs/Home.yml", name: Located("Home", at: at),
            outputs: [
                OutputSpec(
                    member: MemberSpec(
                        name: Located("open", at: at),
                        type: Located(
                            .named([.init(name: "Result", genericArguments: [.name("User"), .name("Error")])]), at: at))
                )
            ],
            coordinator: CoordinatorSpec(
                routes: [RouteSpec(output: Located("open", at: at), scene: Located("Settings", at: at))], location: at)
        )
        let graph = SceneGraph(specs: [home])
        #expect(graph.mermaid.contains("    Home -- \"open: Result#lt;User, Error#gt;\" --> Settings\n"))
        #expect(graph.dot.contains("    \"Home\" -> \"Settings\" [label=\"open: Result<User, Error>\"];\n"))
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

    /// `Profile`, which finishes with `closed` and depends on `UserService` and `AnalyticsService`, and `Login`,
    /// which routes to it and depends on `UserService`.
    static let scenesWithDependencies: [SceneSpec] = {
        let at = ScaffoldCore.SourceLocation.startOf("Specs/Profile.yml")
        let profile = SceneSpec(
            file: "Specs/Profile.yml", name: Located("Profile", at: at),
            dependencies: [Located("UserService", at: at), Located("AnalyticsService", at: at)],
            coordinator: CoordinatorSpec(
                result: [ResultCaseSpec(member: MemberSpec(name: Located("closed", at: at)))], location: at))
        let login = SceneSpec(
            file: "Specs/Login.yml", name: Located("Login", at: at),
            outputs: [OutputSpec(member: MemberSpec(name: Located("openProfile", at: at)))],
            dependencies: [Located("UserService", at: at)],
            coordinator: CoordinatorSpec(
                routes: [RouteSpec(output: Located("openProfile", at: at), scene: Located("Profile", at: at))],
                location: at))
        return [profile, login]
    }()

    static let sharedServices = ["UserService", "AnalyticsService"].map {
        SharedServiceSpec(file: "Specs/Services/\($0).yml", name: Located($0, at: .startOf("Specs/Services/\($0).yml")))
    }

    @Test func servicesAreDrawnAsCylindersUsedByTheirScenesInMermaid() {
        #expect(
            SceneGraph(specs: Self.scenesWithDependencies, services: Self.sharedServices).mermaid == """
                flowchart LR
                    Login["Login"]
                    Profile["Profile<br/>result: closed"]
                    AnalyticsService[("AnalyticsService")]
                    UserService[("UserService")]
                    Login -- "openProfile" --> Profile
                    Profile -. "closed" .-> Login
                    Login -. "uses" .-> UserService
                    Profile -. "uses" .-> UserService
                    Profile -. "uses" .-> AnalyticsService

                """)
    }

    @Test func servicesAreDrawnAsCylindersUsedByTheirScenesInDot() {
        #expect(
            SceneGraph(specs: Self.scenesWithDependencies, services: Self.sharedServices).dot == """
                digraph scenes {
                    rankdir=LR;
                    node [shape=box];
                    "Login" [label="Login"];
                    "Profile" [label="Profile\\nresult: closed"];
                    "AnalyticsService" [label="AnalyticsService", shape=cylinder];
                    "UserService" [label="UserService", shape=cylinder];
                    "Login" -> "Profile" [label="openProfile"];
                    "Profile" -> "Login" [label="closed", style=dashed];
                    "Login" -> "UserService" [label="uses", style=dotted];
                    "Profile" -> "UserService" [label="uses", style=dotted];
                    "Profile" -> "AnalyticsService" [label="uses", style=dotted];
                }

                """)
    }

    @Test func aDependencyWithoutALoadedServiceSpecIsDrawnAsNotLoaded() {
        #expect(
            SceneGraph(specs: [Self.scenesWithDependencies[0]], services: [Self.sharedServices[0]]).mermaid == """
                flowchart LR
                    Profile["Profile<br/>result: closed"]
                    AnalyticsService[("AnalyticsService<br/>(spec not loaded)")]:::notLoaded
                    UserService[("UserService")]
                    Profile -. "uses" .-> UserService
                    Profile -. "uses" .-> AnalyticsService
                    classDef notLoaded stroke-dasharray: 5 5

                """)
    }

    /// The app's own protocols (`appServices`) are drawn as services the app writes itself.
    @Test func appProtocolsAreMarkedInBothFormats() {
        var user = Self.sharedServices[0]
        user.isAppProtocol = true
        let graph = SceneGraph(specs: [Self.scenesWithDependencies[0]], services: [user, Self.sharedServices[1]])
        #expect(
            graph.mermaid == """
                flowchart LR
                    Profile["Profile<br/>result: closed"]
                    AnalyticsService[("AnalyticsService")]
                    UserService[("UserService<br/>(app protocol)")]
                    Profile -. "uses" .-> UserService
                    Profile -. "uses" .-> AnalyticsService

                """)
        #expect(
            graph.dot.split(separator: "\n").filter { $0.contains("cylinder") } == [
                #"    "AnalyticsService" [label="AnalyticsService", shape=cylinder];"#,
                #"    "UserService" [label="UserService\n(app protocol)", shape=cylinder];"#,
            ])
    }

    /// A class under `appServices`, whose protocol scaffold extracts, is marked as the app's class.
    @Test func appClassesAreMarkedAsClasses() {
        var user = Self.sharedServices[0]
        user.isAppProtocol = true
        user.extractedClass = ExtractedClass(defaultValues: [], location: .startOf("App/UserService.swift"))
        let graph = SceneGraph(specs: [Self.scenesWithDependencies[0]], services: [user])
        #expect(graph.mermaid.contains(#"UserService[("UserService<br/>(app class)")]"#))
    }

    @Test func withoutServicesTheGraphLeavesThemOut() {
        let graph = SceneGraph(specs: Self.scenesWithDependencies)
        #expect(graph.services == [])
        #expect(graph.edges.map(\.kind) == [.route, .result])
    }
}
