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

    @Option(help: ArgumentHelp("The project config.", valueName: "file"), completion: .file(extensions: ["yml"]))
    var config: String?

    @Flag(help: "Fail, naming the file, unless make can use every name as it is in a word list.")
    var forMake = false

    @OptionGroup var colorOptions: ColorOptions

    func run() throws {
        let console = Console(format: .text, color: colorOptions.choice)
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        do throws(DiagnosticsError) {
            let project = try Project.load(configPath: config, workingDirectory: workingDirectory)
            let files = try SpecSource(project: project).specFiles([])
            if forMake {
                let refused = files.compactMap { file -> Diagnostic? in
                    guard case .failure(let problem) = MakeWord.listWord(file.displayPath) else { return nil }
                    return .error(problem, naming: file.displayPath)
                }
                if !refused.isEmpty { throw DiagnosticsError(refused) }
            }
            if !files.isEmpty {
                console.always(files.map(\.displayPath).joined(separator: "\n"))
            }
        } catch let error {
            throw console.failure(error.diagnostics, configFile: config)
        }
    }
}
