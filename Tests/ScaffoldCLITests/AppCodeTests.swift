import Foundation
import Testing

/// Projects that fit generated scenes into an app's own code through `scaffold.yml`: routes to hand-written
/// scenes (`externalScenes`) and a coordinator base class the app writes itself (`baseCoordinator`).
@Suite struct AppCodeTests {
    /// `Home`, whose `openSettings` starts `Settings`, a scene without a spec.
    static let home = """
        scene: Home
        outputs:
          - openSettings
        coordinator:
          routes:
            - openSettings: Settings
        """

    /// What a first run prints for `home`'s own files.
    static let homeCreated = """
        create Scenes/Home/Home.generated.swift
        create Scenes/Home/HomeViewModel.swift
        create Scenes/Home/HomeCoordinator.swift
        create Scenes/Home/HomeViewController.swift

        """

    func project(config: String, specs: [String: String] = ["Specs/Home.yml": home]) throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", config)
        for (path, text) in specs { try project.write(path, text) }
        return project
    }

    @Test func aRouteToADeclaredExternalSceneRunsWithoutWarningsAndChecksClean() throws {
        let project = try project(
            config: "tests: none\nexternalScenes:\n  Settings: {coordinator: AppSettingsFlow, result: SettingsResult}\n"
        )
        #expect(
            try project.runner.run(["scene"])
                == .init(
                    status: 0,
                    stdout: Self.homeCreated + """
                        create Scenes/Support/BaseCoordinator.generated.swift
                        create Scenes/Support/ScenePresentation.generated.swift
                        1 scene: 6 files written, 0 unchanged

                        """, stderr: ""))
        #expect(
            try project.runner.run(["scene", "--check", "--no-cache"])
                == .init(status: 0, stdout: "1 scene: 3 generated files current\n", stderr: ""))
        #expect(
            try project.read("Scenes/Home/HomeCoordinator.swift").contains(
                "return self.coordinate(to: AppSettingsFlow(rootViewController: viewController))\n"))
    }

    /// A route one typo away from a declared scene would start a coordinator nobody declares: the run stops there.
    @Test func aRouteTargetOneTypoFromADeclaredSceneStopsTheRunWithTheClosestName() throws {
        let project = try project(config: "tests: none\nexternalScenes:\n  Setting:\n")
        let result = try project.runner.run(["scene", "--dry-run"])
        #expect(
            result
                == .init(
                    status: 2,
                    stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/Home.yml:6:21: error: scene 'Settings' is not among the loaded specs or \
                        'externalScenes'; did you mean 'Setting'?
                        scaffold.yml:3:3: note: 'Setting' is declared here

                        """))
    }

    /// The app's own `Action` (a Redux-style enum) hides the library's even where no spec names it: generated code
    /// writes `Action::Action`, which needs a newer Swift than the rest, so the run says so at the app's type.
    @Test func anAppTypeNamedLikeAnActionTypeThatNoSpecNamesIsWarnedAtItsDeclaration() throws {
        let project = try project(
            config: "tests: none\nappCode: App\n",
            specs: ["Specs/Feed.yml": "scene: Feed\nactions:\n  - reload\ncoordinator: {}\n"])
        try project.write("App/Store.swift", "import Foundation\n\nenum Action {\n    case tap\n}\n")
        let result = try project.runner.run(["validate"])
        #expect(
            result
                == .init(
                    status: 0, stdout: "1 spec valid\n",
                    stderr: """
                        App/Store.swift:3:6: warning: app type 'Action' hides the Action library's 'Action' in the \
                        app's module, so generated code writes the library's as 'Action::Action', a module selector \
                        that needs Swift 6.3 (Xcode 26.4); everything else builds with Swift 6.2 (Xcode 26), so \
                        rename the app's type to build with that

                        """))
    }

    /// The note at the close name only helps find the fix: a run over that scene's own spec is not stopped by it.
    @Test func aRunOverTheSceneATypoIsCloseToIsNotStoppedByTheTypo() throws {
        let project = try project(
            config: "tests: none\n",
            specs: [
                "Specs/Home.yml": "scene: Home\noutputs: [open]\ncoordinator:\n  routes:\n    - open: Setings\n",
                "Specs/Settings.yml": "scene: Settings\ncoordinator: {}\n",
            ])
        #expect(try project.runner.run(["scene", "Specs/Settings.yml"]).status == 0)
        #expect(try project.runner.run(["scene", "Specs/Home.yml"]).status == 2)
    }

    /// With `appCode`, a type one typo from the app's own or a library's, in a spec or an `appServices` entry, is
    /// warned where it is written, with the name it was likely meant to be; a type close to none is left alone, as
    /// it may come from a module the spec imports.
    @Test func aTypeOneTypoFromADeclaredTypeIsWarnedWithTheClosestName() throws {
        let project = try project(
            config: """
                tests: none
                appCode: App
                appServices:
                  Pricing:
                    methods:
                      - price: {params: [for product: Prodcut], returns: Decimal}

                """,
            specs: [
                "Specs/Cart.yml": """
                scene: Cart
                arguments:
                  - product: Product
                  - charge: StripeCharge
                outputs:
                  - count: Int
                  - total: {type: Decimel}
                dependencies: [Pricing]
                coordinator: {}

                """
            ])
        try project.write("App/Product.swift", "struct Product {\n    let name: String\n}\n")
        #expect(
            try project.runner.run(["validate"])
                == .init(
                    status: 0, stdout: "1 spec valid\n",
                    stderr: """
                        Specs/Cart.yml:7:19: warning: type 'Decimel' is declared neither by the app's Swift (appCode) \
                        nor by a library scaffold knows; did you mean 'Decimal'?
                        scaffold.yml:6:39: warning: type 'Prodcut' is declared neither by the app's Swift (appCode) \
                        nor by a library scaffold knows; did you mean 'Product'?

                        """))
    }

    @Test func anExternalSceneThatHasASpecFailsEveryRunEvenOfAnotherSpec() throws {
        let project = try project(
            config: "tests: none\nexternalScenes:\n  Settings:\n",
            specs: ["Specs/Home.yml": Self.home, "Specs/Settings.yml": "scene: Settings\ncoordinator:\n"])
        let expected = CommandLineRunner.Result(
            status: 2, stdout: "1 error in 1 file\n",
            stderr: """
                scaffold.yml:3:3: error: scene 'Settings' is listed in 'externalScenes' but has a spec; remove it \
                from 'externalScenes' or delete its spec
                Specs/Settings.yml:1:8: note: the spec declares scene 'Settings' here

                """)
        #expect(try project.runner.run(["scene"]) == expected)
        #expect(try project.runner.run(["scene", "Specs/Home.yml"]) == expected)
    }

    @Test func theGraphDrawsADeclaredExternalSceneAsHandWritten() throws {
        let project = try project(config: "externalScenes:\n  Settings:\n")
        #expect(
            try project.runner.run(["graph"])
                == .init(
                    status: 0,
                    stdout: """
                        flowchart LR
                            Home["Home"]
                            Settings["Settings<br/>(hand-written)"]:::handWritten
                            Home -- "openSettings" --> Settings
                            classDef handWritten stroke-width: 3px

                        """, stderr: ""))
    }

    @Test func aBaseClassTheAppWritesItselfIsNotGeneratedAndCheckPasses() throws {
        let project = try project(
            config:
                "tests: none\nbaseCoordinator: {name: AppCoordinator, generate: false}\nexternalScenes:\n  Settings:\n")
        #expect(
            try project.runner.run(["scene"])
                == .init(
                    status: 0,
                    stdout: Self.homeCreated + """
                        create Scenes/Support/ScenePresentation.generated.swift
                        1 scene: 5 files written, 0 unchanged

                        """, stderr: ""))
        #expect(!project.exists("Scenes/Support/BaseCoordinator.generated.swift"))
        #expect(!project.exists("Scenes/Support/AppCoordinator.generated.swift"))
        #expect(
            try project.runner.run(["scene", "--check", "--no-cache"])
                == .init(status: 0, stdout: "1 scene: 2 generated files current\n", stderr: ""))
        #expect(
            try project.read("Scenes/Home/HomeCoordinator.swift").contains(
                "final class HomeCoordinator: AppCoordinator<Void> {\n"))
    }

    /// The coordinator skeleton's superclass changes with the base class's name, so it is behind (and merged)
    /// as it is after a template change.
    static let coordinatorBehind = """
        behind Scenes/Home/HomeCoordinator.swift (template change)
        --- a/Scenes/Home/HomeCoordinator.swift
        +++ b/Scenes/Home/HomeCoordinator.swift
        @@ -5,7 +5,7 @@
         \n\
         /// Builds the Home scene, shows it, and leads its outputs to other scenes.
         @MainActor
        -final class HomeCoordinator: BaseCoordinator<Void> {
        +final class HomeCoordinator: AppCoordinator<Void> {
             private let rootViewController: UIViewController
             private let presentation: ScenePresentation
         \n\

        """

    @Test func theBaseClassFileOfEarlierRunsIsAnOrphanOnceTheAppWritesItsOwn() throws {
        let project = try project(config: "tests: none\nexternalScenes:\n  Settings:\n")
        try project.runner.run(["scene"])
        try project.write(
            "scaffold.yml",
            "tests: none\nbaseCoordinator: {name: AppCoordinator, generate: false}\nexternalScenes:\n  Settings:\n")
        #expect(
            try project.runner.run(["scene", "--check"])
                == .init(
                    status: 1,
                    stdout: Self.coordinatorBehind + """
                        orphan Scenes/Support/BaseCoordinator.generated.swift (--prune removes it)
                        1 scene: 1 orphaned of 3 generated files, 1 skeleton behind its spec; run 'scaffold scene \
                        --prune' to update

                        """, stderr: ""))
        #expect(
            try project.runner.run(["scene", "--prune"])
                == .init(
                    status: 0,
                    stdout: """
                        update Scenes/Home/HomeCoordinator.swift (template change)
                        remove Scenes/Support/BaseCoordinator.generated.swift
                        1 scene: 1 file written, 4 unchanged, 1 removed

                        """, stderr: ""))
        #expect(
            try project.runner.run(["scene", "--check"])
                == .init(status: 0, stdout: "1 scene: 2 generated files current\n", stderr: ""))
    }

    @Test func aRenamedBaseClassIsGeneratedUnderItsNameAndTheOldFileIsAnOrphan() throws {
        let project = try project(config: "tests: none\nexternalScenes:\n  Settings:\n")
        try project.runner.run(["scene"])
        try project.write(
            "scaffold.yml", "tests: none\nbaseCoordinator: AppCoordinator\nexternalScenes:\n  Settings:\n")
        #expect(
            try project.runner.run(["scene", "--check"])
                == .init(
                    status: 1,
                    stdout: Self.coordinatorBehind + """
                        missing Scenes/Support/AppCoordinator.generated.swift
                        orphan Scenes/Support/BaseCoordinator.generated.swift (--prune removes it)
                        1 scene: 1 missing, 1 orphaned of 4 generated files, 1 skeleton behind its spec; run \
                        'scaffold scene --prune' to update

                        """, stderr: ""))
    }

    /// A hand-written scene shows itself, so a route to it cannot choose how; the route's value must fit the
    /// arguments declared for it.
    @Test func routesToAHandWrittenSceneCannotPresentItAndMustFillItsArguments() throws {
        let home = """
            scene: Home
            outputs: [openSettings, openHelp: String]
            coordinator:
              routes:
                - openSettings: {scene: Settings, present: push}
                - openHelp: Help
            """
        let project = try project(
            config: "tests: none\nexternalScenes:\n  Settings:\n  Help: {arguments: [topic: Int]}\n",
            specs: ["Specs/Home.yml": home])
        #expect(
            try project.runner.run(["scene"])
                == .init(
                    status: 2, stdout: "2 errors in 1 spec\n",
                    stderr: """
                        Specs/Home.yml:5:48: error: scene 'Settings' is written by hand and shows itself; remove \
                        'present', and choose how it appears in its own coordinator
                        Specs/Home.yml:6:7: error: output 'openHelp' carries 'String', but scene 'Help' takes \
                        'topic: Int'; make the two agree, the output's type or the argument's
                        Specs/Home.yml:2:25: note: output 'openHelp' is declared here

                        """))
    }

    @Test func mistakesInTheNewKeysAreReportedAtTheirPlaceInTheConfig() throws {
        let project = try project(
            config: """
                externalScenes:
                  settings:
                  Help: {coordinator: help-flow, result: "[Int", resutl: X}
                baseCoordinator: {name: 1Base, generate: maybe}
                """)
        #expect(
            try project.runner.run(["scene"])
                == .init(
                    status: 2, stdout: "6 errors in 1 file\n",
                    stderr: """
                        scaffold.yml:2:3: error: 'settings' is not a type name; start it with an uppercase letter: 'Settings'
                        scaffold.yml:3:27: error: 'help-flow' is not a valid Swift identifier: '-' is not allowed
                        scaffold.yml:3:47: error: invalid type: expected ']' to close the array type in '[Int', found \
                        the end
                        scaffold.yml:3:50: error: unknown key 'resutl'; did you mean 'result'?
                        scaffold.yml:4:25: error: '1Base' is not a valid Swift identifier: it starts with a digit
                        scaffold.yml:4:42: error: 'maybe' is not a valid value for 'generate'; use one of: true, false

                        """))
    }
}
