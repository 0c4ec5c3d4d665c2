import Foundation
import Testing

@Suite struct StarterCommandTests {
    @Test func initWritesConfigSpecAndMakefileFragment() throws {
        let project = try TemporaryProject()
        let result = try project.runner.run(["init"])
        #expect(result.status == 0)
        #expect(
            project.files() == [
                ".gitignore", "Specs/Example.yml", "scaffold-config.schema.json", "scaffold-spec.schema.json",
                "scaffold.mk", "scaffold.yml",
            ])
    }

    /// What `scaffold init` prints in an empty folder but for the line about `.gitignore`.
    private func initOutput(gitignore line: String) -> CommandLineRunner.Result {
        .init(
            status: 0,
            stdout: """
                create scaffold.yml
                create Specs/Example.yml
                create scaffold.mk
                \(line)
                create scaffold-spec.schema.json
                create scaffold-config.schema.json
                Next: edit Specs/Example.yml, then run 'scaffold scene' (or 'make scaffold' after 'include scaffold.mk').

                """,
            stderr: "")
    }

    /// Through the SwiftPM plugin, the scenes and tests go inside the package's targets, and the advice names the
    /// plugin's command.
    @Test func initThroughThePluginWritesIntoThePackagesTargets() throws {
        let project = try TemporaryProject()
        var runner = project.runner
        runner.environment = [
            "SCAFFOLD_SWIFTPM_PLUGIN": "1",
            "SCAFFOLD_SWIFTPM_TARGETS": "app\tApp\tSources/App\ntest\tAppTests\tTests/AppTests",
        ]
        let result = try runner.run(["init"])
        #expect(result.status == 0)
        #expect(
            result.stdout.hasSuffix(
                """
                Scenes go into Sources/App/Scenes and their tests into Tests/AppTests/SceneTests (see scaffold.yml).
                Next: edit Specs/Example.yml, then run 'swift package --allow-writing-to-package-directory scaffold scene'.

                """))
        let config = try project.read("scaffold.yml")
        #expect(config.contains("\noutput: Sources/App/Scenes\n"))
        #expect(config.contains("\n  folder: Tests/AppTests/SceneTests\n  testableImport: App\n"))
    }

    @Test func initCreatesAGitignoreThatIgnoresTheStateFolder() throws {
        let project = try TemporaryProject()
        #expect(try project.runner.run(["init"]) == initOutput(gitignore: "create .gitignore"))
        #expect(try project.read(".gitignore") == ".scaffold/\n")
    }

    @Test func initAppendsTheStateFolderToAGitignoreWithoutAFinalNewline() throws {
        let project = try TemporaryProject()
        try project.write(".gitignore", "# build\n.build/\nPods")
        #expect(try project.runner.run(["init"]) == initOutput(gitignore: "update .gitignore"))
        #expect(try project.read(".gitignore") == "# build\n.build/\nPods\n.scaffold/\n")
    }

    @Test func initLeavesAGitignoreThatAlreadyIgnoresTheStateFolder() throws {
        let project = try TemporaryProject()
        try project.write(".gitignore", "/.scaffold\nScenes/\n")
        #expect(try project.runner.run(["init"]) == initOutput(gitignore: "identical .gitignore"))
        #expect(try project.read(".gitignore") == "/.scaffold\nScenes/\n")
    }

    @Test func initWithForceRunTwiceAddsTheStateFolderOnce() throws {
        let project = try TemporaryProject()
        try project.write(".gitignore", "Pods/\n")
        try project.runner.run(["init", "--force"])
        try project.runner.run(["init", "--force"])
        #expect(try project.read(".gitignore") == "Pods/\n.scaffold/\n")
    }

    @Test func initRefusesToOverwriteAndNamesTheFiles() throws {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", "# mine\n")
        try project.write("scaffold.mk", "# mine\n")
        let result = try project.runner.run(["init"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "2 errors in 2 files\n",
                    stderr: """
                        scaffold.mk:1:1: error: file already exists; use --force to overwrite it, or remove it
                        scaffold.yml:1:1: error: file already exists; use --force to overwrite it, or remove it

                        """))
        #expect(try project.read("scaffold.yml") == "# mine\n")
        #expect(!project.exists("Specs/Example.yml"))
        #expect(!project.exists(".gitignore"))
    }

    @Test func initWithForceOverwrites() throws {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", "# mine\n")
        #expect(try project.runner.run(["init", "--force"]).status == 0)
        #expect(try project.read("scaffold.yml") != "# mine\n")
    }

    @Test func initializedProjectGeneratesAsItIs() throws {
        let project = try TemporaryProject()
        try project.runner.run(["init"])
        let result = try project.runner.run(["scene"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(project.exists("Scenes/Example/Example.generated.swift"))
    }

    @Test func newWritesAStarterSpecThatValidates() throws {
        let project = try TemporaryProject()
        #expect(
            try project.runner.run(["new", "Settings"])
                == .init(status: 0, stdout: "create Specs/Settings.yml\ncreate scaffold-spec.schema.json\n", stderr: "")
        )
        let result = try project.runner.run(["validate"])
        #expect(result == .init(status: 0, stdout: "1 spec valid\n", stderr: ""))
    }

    @Test func newRefusesAnInvalidTypeName() throws {
        let project = try TemporaryProject()
        let result = try project.runner.run(["new", "my-screen"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("'my-screen' is not a valid Swift identifier: '-' is not allowed"))
    }

    @Test func newRefusesAnExistingSpec() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Settings.yml", "scene: Settings\n")
        let result = try project.runner.run(["new", "Settings"])
        #expect(result.status == 2)
        #expect(try project.read("Specs/Settings.yml") == "scene: Settings\n")
    }

    @Test func newServiceWritesAStarterServiceSpec() throws {
        let project = try TemporaryProject()
        #expect(
            try project.runner.run(["new", "--service", "UserService"])
                == .init(
                    status: 0, stdout: "create Specs/Services/UserService.yml\ncreate scaffold-spec.schema.json\n",
                    stderr: ""))
        #expect(
            try project.read("Specs/Services/UserService.yml") == """
                # yaml-language-server: $schema=../../scaffold-spec.schema.json
                # The UserService service, shared by every scene that lists it: `dependencies: [UserService]`.
                # Run `scaffold scene` after editing; see the spec reference, scaffold's Documentation/Specs.md.
                service: UserService
                doc: What UserService does for the scenes that use it.

                # One list item per method: - name: {params: [label: Type], returns: Type, kind: single}
                # `kind:` may be single, maybe, completable or observable.
                methods:
                  - fetchItems: {params: [query: String], returns: "[String]", kind: single}

                """)
    }

    @Test func newServiceRefusesAnExistingSpec() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Services/UserService.yml", "service: UserService\n")
        #expect(
            try project.runner.run(["new", "--service", "UserService"])
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/Services/UserService.yml:1:1: error: a spec with this name already exists; choose \
                        another name or edit it

                        """))
        #expect(try project.read("Specs/Services/UserService.yml") == "service: UserService\n")
    }

    @Test func newServiceRefusesAnInvalidTypeName() throws {
        let project = try TemporaryProject()
        #expect(
            try project.runner.run(["new", "--service", "user-service"])
                == .init(
                    status: 64, stdout: "",
                    stderr: """
                        Error: 'user-service' is not a valid Swift identifier: '-' is not allowed
                        Usage: scaffold new <name> [--service] [--specs <dir>] [--color <when>] [--no-color]
                          See 'scaffold new --help' for more information.

                        """))
        #expect(!project.exists("Specs/Services"))
    }

    @Test func aSceneDependingOnANewServiceGeneratesWithoutDiagnostics() throws {
        let project = try TemporaryProject()
        try project.runner.run(["new", "Home"])
        try project.runner.run(["new", "--service", "UserService"])
        try project.write("Specs/Home.yml", try project.read("Specs/Home.yml") + "dependencies: [UserService]\n")
        let result = try project.runner.run(["scene", "--quiet"])
        #expect(result == .init(status: 0, stdout: "", stderr: ""))
        #expect(project.exists("Scenes/Home/Home.generated.swift"))
    }
}

@Suite struct GraphCommandTests {
    @Test func unknownRouteTargetIsDrawnAndWarned() throws {
        let project = try TemporaryProject()
        try project.write(
            "Specs/Home.yml",
            """
            scene: Home
            outputs:
              - openSettings
            coordinator:
              routes:
                - openSettings: Settings
            """)
        let result = try project.runner.run(["graph"])
        #expect(
            result
                == .init(
                    status: 0,
                    stdout: """
                        flowchart LR
                            Home["Home"]
                            Settings["Settings<br/>(spec not loaded)"]:::notLoaded
                            Home -- "openSettings" --> Settings
                            classDef notLoaded stroke-dasharray: 5 5

                        """,
                    stderr: """
                        Specs/Home.yml:6:21: warning: scene 'Settings' is not among the loaded specs; if it is written \
                        by hand, declare it under 'externalScenes' in scaffold.yml

                        """))
    }

    @Test func dotFormatWritesToAFile() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Home.yml", "scene: Home\n")
        let result = try project.runner.run(["graph", "--format", "dot", "--output", "graph.dot"])
        #expect(result.status == 0)
        #expect(
            try project.read("graph.dot") == """
                digraph scenes {
                    rankdir=LR;
                    node [shape=box];
                    "Home" [label="Home"];
                }

                """)
    }

    @Test func servicesFlagDrawsServicesAndWhoUsesThem() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Home.yml", "scene: Home\ndependencies: [UserService]\n")
        try project.write("Specs/Services/UserService.yml", "service: UserService\n")
        #expect(
            try project.runner.run(["graph", "--services"])
                == .init(
                    status: 0,
                    stdout: """
                        flowchart LR
                            Home["Home"]
                            UserService[("UserService")]
                            Home -. "uses" .-> UserService

                        """,
                    stderr: ""))
    }
}
