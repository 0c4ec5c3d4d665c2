import Foundation
import Testing

/// `scaffold schema` prints the JSON Schemas; `init`, `new` and `schema --write` keep them next to
/// `scaffold.yml`, where the first line of each spec and config they write points editors.
@Suite struct SchemaCommandTests {
    @Test func theSchemaPrintedIsTheOneWrittenToAFileAndIntoTheProject() throws {
        let project = try TemporaryProject()
        let printed = try project.runner.run(["schema", "spec"])
        #expect(printed.status == 0)
        #expect(printed.stdout.hasPrefix("{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n"))
        #expect(try project.runner.run(["schema", "spec", "--output", "out/spec.json"]).status == 0)
        #expect(try project.read("out/spec.json") == printed.stdout)
        try project.runner.run(["init"])
        #expect(try project.read("scaffold-spec.schema.json") == printed.stdout)
        #expect(try project.read("scaffold-config.schema.json") == project.runner.run(["schema", "config"]).stdout)
    }

    @Test func aSchemaMustBeNamed() throws {
        let project = try TemporaryProject()
        #expect(
            try project.runner.run(["schema"])
                == .init(
                    status: 64, stdout: "",
                    stderr: """
                        Error: Name the schema: 'scaffold schema spec' or 'config'.
                        Usage: scaffold schema [<kind>] [--output <file>] [--write] [--config <file>] [--color <when>] [--no-color]
                          See 'scaffold schema --help' for more information.

                        """))
    }

    @Test func writeNamesNoSchema() throws {
        let project = try TemporaryProject()
        let result = try project.runner.run(["schema", "spec", "--write"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: --write writes both schemas into the project; give no kind and no"))
        #expect(project.files() == [])
    }

    @Test func writeFromASubfolderWritesBothSchemasNextToTheConfigOnce() throws {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", "specs: Specs\n")
        try project.write("Scenes/Deep/.keep", "")
        let runner = CommandLineRunner(directory: project.root.appendingPathComponent("Scenes/Deep"))
        #expect(
            try runner.run(["schema", "--write"])
                == .init(
                    status: 0,
                    stdout: "create ../../scaffold-spec.schema.json\ncreate ../../scaffold-config.schema.json\n",
                    stderr: ""))
        #expect(try runner.run(["schema", "--write"]) == .init(status: 0, stdout: "", stderr: ""))
    }

    @Test func writeBringsAnOutdatedSchemaUpToDate() throws {
        let project = try TemporaryProject()
        try project.write("scaffold-spec.schema.json", "{}\n")
        #expect(
            try project.runner.run(["schema", "--write"])
                == .init(
                    status: 0, stdout: "update scaffold-spec.schema.json\ncreate scaffold-config.schema.json\n",
                    stderr: ""))
        #expect(try project.read("scaffold-spec.schema.json") == project.runner.run(["schema", "spec"]).stdout)
    }

    @Test func newPointsEachSpecAtTheSchemaFromItsOwnFolder() throws {
        let project = try TemporaryProject()
        #expect(
            try project.runner.run(["new", "Settings"])
                == .init(status: 0, stdout: "create Specs/Settings.yml\ncreate scaffold-spec.schema.json\n", stderr: "")
        )
        #expect(
            try project.runner.run(["new", "--service", "UserService"])
                == .init(status: 0, stdout: "create Specs/Services/UserService.yml\n", stderr: ""))
        #expect(
            try firstLine(project.read("Specs/Settings.yml"))
                == "# yaml-language-server: $schema=../scaffold-spec.schema.json")
        #expect(
            try firstLine(project.read("Specs/Services/UserService.yml"))
                == "# yaml-language-server: $schema=../../scaffold-spec.schema.json")
    }

    @Test func initPointsTheConfigAndTheExampleAtTheirSchemas() throws {
        let project = try TemporaryProject()
        #expect(
            try project.runner.run(["init"]).stdout == """
                create scaffold.yml
                create Specs/Example.yml
                create scaffold.mk
                create .gitignore
                create scaffold-spec.schema.json
                create scaffold-config.schema.json
                Next: edit Specs/Example.yml, then run 'scaffold scene' (or 'make scaffold' after 'include scaffold.mk').

                """)
        #expect(
            try firstLine(project.read("scaffold.yml")) == "# yaml-language-server: $schema=scaffold-config.schema.json"
        )
        #expect(
            try firstLine(project.read("Specs/Example.yml"))
                == "# yaml-language-server: $schema=../scaffold-spec.schema.json")
    }

    @Test func aRefusedSpecLeavesTheSchemaUnwritten() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Settings.yml", "scene: Settings\n")
        #expect(try project.runner.run(["new", "Settings"]).status == 2)
        #expect(project.files() == ["Specs/Settings.yml"])
    }

    private func firstLine(_ text: String) -> String {
        String(text.prefix { $0 != "\n" })
    }
}
