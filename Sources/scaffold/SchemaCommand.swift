import ArgumentParser
import Foundation
import ScaffoldCore
import ScaffoldKit

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of a spec or of scaffold.yml, for editors.",
        discussion: """
            'scaffold schema spec' describes scene and service specs, 'scaffold schema config' scaffold.yml. \
            With --write, both are written next to the project's scaffold.yml (scaffold-spec.schema.json, \
            scaffold-config.schema.json), where the '# yaml-language-server: $schema=...' line of the files \
            'scaffold init' and 'scaffold new' write points.
            """
    )

    @Argument(help: ArgumentHelp("Which schema: spec (scene and service specs) or config.", valueName: "kind"))
    var kind: ProjectSchemaFile?

    @Option(help: ArgumentHelp("Write the schema to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(help: "Write both schemas next to the project's scaffold.yml, when missing or out of date.")
    var write = false

    @Option(help: ArgumentHelp("The project config, for --write.", valueName: "file"))
    var config: String?

    @OptionGroup var colorOptions: ColorOptions

    func validate() throws {
        if write {
            guard kind == nil, output == nil else {
                throw ValidationError("--write writes both schemas into the project; give no kind and no --output")
            }
        } else {
            guard kind != nil else { throw ValidationError("Name the schema: 'scaffold schema spec' or 'config'.") }
            guard config == nil else { throw ValidationError("--config is only used with --write.") }
        }
    }

    func run() throws {
        let console = Console(format: .text, color: colorOptions.choice)
        guard let kind else {
            let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let project: Project
            do {
                project = try Project.load(configPath: config, workingDirectory: workingDirectory)
            } catch {
                throw console.failure(error.diagnostics, configFile: config)
            }
            try writeSchemaFiles(ProjectSchemaFile.allCases, in: project.root, console: console)
            return
        }
        guard let output else {
            console.always(kind.text, terminator: "")
            return
        }
        do {
            try AtomicFile.write(kind.text, creatingFoldersFor: URL(fileURLWithPath: output).path, display: output)
        } catch {
            throw console.failure([.error(error)])
        }
    }
}

extension ProjectSchemaFile: ExpressibleByArgument {}
