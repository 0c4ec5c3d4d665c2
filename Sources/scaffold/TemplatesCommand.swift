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
            discussion: """
                Into a folder that has some already, adds the missing ones and leaves the others as they are \
                (listed as identical, or skip when they differ from the built-in one); --force replaces those.
                """
        )

        @Argument(help: ArgumentHelp("The folder to write to.", valueName: "dir"), completion: .directory)
        var directory: String

        @Flag(help: "Replace templates in the folder that differ from the built-in ones.")
        var force = false

        @OptionGroup var colorOptions: ColorOptions

        func run() throws {
            let console = Console(format: .text, color: colorOptions.choice)
            let folder = StarterFiles.trimmed(directory)
            let whenExisting: StarterFile.WhenExisting =
                force ? .replace : .keep("differs from the built-in template; --force replaces it")
            let files = TemplateSet.builtIn.map {
                StarterFile(path: "\(folder)/\($0.name).mustache", text: $0.text, whenExisting: whenExisting)
            }
            try writeStarterFiles(files, console: console)
        }
    }
}
