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
        try writeStarterFiles(
            files, force: force, whenExisting: "file already exists; use --force to overwrite it, or remove it",
            console: console)
        console.out(
            "Next: edit Specs/Example.yml, then run 'scaffold scene' (or 'make scaffold' after 'include scaffold.mk').")
    }
}

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write NAME.yml into the project's specs folder, a commented starter spec that generates as it is.",
        discussion:
            "With --service, write Services/NAME.yml there instead: a service that scenes list under 'dependencies'."
    )

    @Argument(
        help: ArgumentHelp(
            "The scene's Swift type-name prefix, e.g. Settings, or with --service the service's type name.",
            valueName: "name"))
    var name: String

    @Flag(help: "Write a shared service spec (Services/NAME.yml in the specs folder) instead of a scene spec.")
    var service = false

    @Option(
        help: ArgumentHelp(
            "The folder to write the spec to (default: the first folder the project's config lists under 'specs').",
            valueName: "dir"))
    var specs: String?

    func validate() throws {
        if let problem = SwiftIdentifier.typeNameProblem(with: name) {
            throw ValidationError(problem.description)
        }
    }

    func run() throws {
        let file = service ? "Services/\(name).yml" : "\(name).yml"
        let path = try specs.map { "\(StarterFiles.trimmed($0))/\(file)" } ?? configuredSpecPath(for: file)
        let text = service ? ProjectStarter.serviceSpec(named: name) : ProjectStarter.spec(named: name)
        try writeStarterFiles(
            [(path, text)], force: false,
            whenExisting: "a spec with this name already exists; choose another name or edit it",
            console: Console(format: .text, color: .auto))
    }
}

extension NewCommand {
    /// The path of `file` (relative to the specs folder) from the working folder, in the nearest project's specs
    /// folder: the first entry of its config's `specs` that is not a spec file (`Specs` without a config).
    func configuredSpecPath(for file: String) throws -> String {
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let project: Project
        do {
            project = try Project.load(configPath: nil, workingDirectory: workingDirectory)
        } catch {
            throw Console(format: .text, color: .auto).failure(error.diagnostics)
        }
        let folder =
            project.config.specs.map(\.value).first { !$0.hasSuffix(".yml") && !$0.hasSuffix(".yaml") }
            ?? ProjectConfig.defaultSpecs
        return project.displayPath(forProjectPath: "\(StarterFiles.trimmed(folder))/\(file)")
    }
}

/// Writes starter files into the working folder and prints `create PATH` for each.
func writeStarterFiles(
    _ files: [(path: String, text: String)], force: Bool, whenExisting: String,
    console: Console
) throws {
    let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    do {
        for path in try StarterFiles.write(files, in: workingDirectory, force: force, whenExisting: whenExisting) {
            console.out("create \(path)")
        }
    } catch {
        throw console.failure(error.diagnostics)
    }
}
