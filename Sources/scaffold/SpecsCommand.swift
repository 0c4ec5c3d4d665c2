import ArgumentParser
import Foundation
import ScaffoldCore
import ScaffoldKit

struct SpecsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "specs",
        abstract: "List the spec files the config names, one per line (for Makefiles and scripts).",
        discussion: "Lists files only; it does not read or validate them (use 'scaffold validate')."
    )

    @Option(help: ArgumentHelp("The project config.", valueName: "file"))
    var config: String?

    func run() throws {
        let console = Console(format: .text, color: .auto)
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        do {
            let project = try Project.load(configPath: config, workingDirectory: workingDirectory)
            let files = try SpecSource(project: project).specFiles([])
            if !files.isEmpty {
                console.always(files.map(\.displayPath).joined(separator: "\n"))
            }
        } catch let error {
            console.report(error.diagnostics)
            throw ExitStatus.invalidInput
        }
    }
}
