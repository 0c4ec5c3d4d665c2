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

        func run() throws {
            let folder = URL(fileURLWithPath: directory)
            let console = Console(format: .text, color: .auto)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                console.report([.error(.unreadableFile(reason: "cannot create folder"), at: .startOf(directory))])
                throw ExitStatus.invalidInput
            }
            var refused: [Diagnostic] = []
            for entry in TemplateSet.builtIn {
                let url = folder.appendingPathComponent(entry.name + ".mustache")
                let path = directory.hasSuffix("/") ? directory + url.lastPathComponent
                                                    : directory + "/" + url.lastPathComponent
                if FileManager.default.fileExists(atPath: url.path) && !force {
                    refused.append(Diagnostic(severity: .error, location: .startOf(path),
                                              message: "template already exists; use --force to overwrite it"))
                    continue
                }
                do {
                    try Data(entry.text.utf8).write(to: url, options: .atomic)
                    console.out("create \(path)")
                } catch {
                    refused.append(.error(.unreadableFile(reason: "cannot write"), at: .startOf(path)))
                }
            }
            if !refused.isEmpty {
                console.report(refused)
                throw ExitStatus.invalidInput
            }
        }
    }
}
