import ArgumentParser
import Foundation
import ScaffoldCore
import ScaffoldKit

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write the spec that reproduces an existing view model's contract.",
        discussion: """
            Reads a view model's Swift file, and its '<Scene>.generated.swift' when it sits next to it or is \
            given too, and prints the spec; members a spec cannot hold are kept as '# not imported:' comments. \
            Then put the files under scaffold's lifecycle with 'scaffold scene --adopt'.
            """
    )

    @Argument(
        help: "The view model's Swift file, and optionally its contract file.",
        completion: .file(extensions: ["swift"]))
    var files: [String]

    @Option(
        help: ArgumentHelp("Write <Scene>.yml into this folder instead of printing it.", valueName: "folder"),
        completion: .directory)
    var output: String?

    @Flag(help: "With --output, replace a spec that exists.")
    var force = false

    @Option(help: ArgumentHelp("The project config.", valueName: "file"), completion: .file(extensions: ["yml"]))
    var config: String?

    @OptionGroup var colorOptions: ColorOptions

    func validate() throws {
        if force && output == nil { throw ValidationError("--force replaces a spec --output writes; give --output") }
    }

    func run() throws {
        let console = Console(format: .text, color: colorOptions.choice)
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        do throws(DiagnosticsError) {
            let project = try Project.load(configPath: config, workingDirectory: workingDirectory)
            let importer = SpecImporter(project: project, outputFolder: output)
            let spec = try importer.importSpec(files)
            guard output != nil else {
                console.always(String(spec.text.dropLast()))
                return
            }
            let path = try importer.write(spec, force: force)
            console.summary("wrote \(path)")
        } catch let error {
            throw console.failure(error.diagnostics, configFile: config)
        }
    }
}
