import ArgumentParser
import Foundation
import ScaffoldCore
import ScaffoldKit

struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List or export the built-in templates, to customise them.",
        subcommands: [List.self, Export.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the name of every built-in template.")

        func run() {
            for name in TemplateSet.builtInNames {
                print(name + ".mustache")
            }
        }
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the built-in templates to a folder; point 'templates:' in scaffold.yml at it.",
            discussion: "Existing files are left alone unless --force is given."
        )

        @Argument(help: ArgumentHelp("The folder to write to.", valueName: "dir"))
        var directory: String

        @Flag(help: "Overwrite templates that already exist in the folder.")
        var force = false

        @OptionGroup var colorOptions: ColorOptions

        func run() throws {
            let folder = StarterFiles.trimmed(directory)
            let files = TemplateSet.builtIn.map { ("\(folder)/\($0.name).mustache", $0.text) }
            try writeStarterFiles(
                files, force: force, whenExisting: "template already exists; use --force to overwrite it",
                console: Console(format: .text, color: colorOptions.choice))
        }
    }
}
