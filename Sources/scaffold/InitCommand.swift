import ArgumentParser
import Foundation
import ScaffoldCore
import ScaffoldKit

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a project here: scaffold.yml, Specs/Example.yml and scaffold.mk.",
        discussion: "Existing files are never overwritten unless --force is given."
    )

    @Flag(help: "Overwrite files that already exist.")
    var force = false

    func run() throws {
        let console = Console(format: .text, color: .auto)
        let files = [
            (ProjectConfig.fileName, ProjectStarter.config),
            ("Specs/Example.yml", ProjectStarter.spec(named: "Example")),
            ("scaffold.mk", ProjectStarter.makefile),
        ]
        try StarterWriter(console: console, force: force).write(files)
        console.out("Next: edit Specs/Example.yml, then run 'scaffold scene' (or 'make scaffold' after 'include scaffold.mk').")
    }
}

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write Specs/NAME.yml, a commented starter spec that generates as it is."
    )

    @Argument(help: ArgumentHelp("The scene's Swift type-name prefix, e.g. Settings.", valueName: "name"))
    var name: String

    @Option(help: ArgumentHelp("The folder to write the spec to.", valueName: "dir"))
    var specs: String = "Specs"

    func validate() throws {
        if let problem = SwiftIdentifier.typeNameProblem(with: name) {
            throw ValidationError(problem.description)
        }
    }

    func run() throws {
        let console = Console(format: .text, color: .auto)
        let folder = specs.hasSuffix("/") ? String(specs.dropLast()) : specs
        try StarterWriter(console: console, force: false).write([("\(folder)/\(name).yml", ProjectStarter.spec(named: name))])
    }
}

/// Writes starter files relative to the working folder, refusing to replace any that exist.
struct StarterWriter {
    var console: Console
    var force: Bool

    func write(_ files: [(path: String, text: String)]) throws {
        let existing = files.filter { FileManager.default.fileExists(atPath: $0.path) }
        if !existing.isEmpty && !force {
            console.report(existing.map {
                Diagnostic(severity: .error, location: .startOf($0.path),
                           message: "file already exists; use --force to overwrite it, or remove it")
            })
            throw ExitStatus.invalidInput
        }
        for (path, text) in files {
            let url = URL(fileURLWithPath: path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .atomic)
            } catch {
                console.report([.error(.unreadableFile(reason: "cannot write"), at: .startOf(path))])
                throw ExitStatus.invalidInput
            }
            console.out("create \(path)")
        }
    }
}
