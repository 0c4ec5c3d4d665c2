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

    @Option(
        help: ArgumentHelp(
            "How to print diagnostics: text, github (Actions annotations), xcode (absolute paths) or json.",
            valueName: "format"))
    var format: DiagnosticFormat = .text

    func run() throws {
        let console = Console(format: format, color: options.color)
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        do {
            let project = try Project.load(configPath: options.config, workingDirectory: workingDirectory)
            let loaded = try ScenePipeline.loadSpecs(options.specs, in: project)
            console.report(loaded.warnings)
            // JSON and annotations are read by machines; a person reads the others.
            if format == .text || format == .xcode {
                // Service specs are specs too: a count without them reads as if one was skipped.
                console.summary("\(plural(loaded.requested.count + loaded.requestedServices.count, "spec")) valid")
            }
        } catch let error {
            throw console.failure(error.diagnostics, configFile: options.config)
        }
    }
}
