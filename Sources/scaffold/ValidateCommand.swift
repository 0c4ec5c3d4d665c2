import ArgumentParser
import Foundation
import ScaffoldCore
import ScaffoldKit

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check specs and report every problem with its file, line and column; write nothing."
    )

    @OptionGroup var options: ProjectOptions

    func run() throws {
        let console = Console(format: options.format, color: options.color)
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        do {
            let project = try Project.load(configPath: options.config, workingDirectory: workingDirectory)
            let loaded = try Generator(project: project).load(options.specs)
            console.report(loaded.warnings)
            if options.format == .text {
                console.summary("\(SceneCommand.plural(loaded.requested.count, "spec")) valid")
            }
        } catch let error {
            console.report(error.diagnostics)
            throw ExitStatus.invalidInput
        }
    }
}
