import ArgumentParser
import Foundation
import ScaffoldCore
import ScaffoldKit

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract:
            "Start a project here: scaffold.yml, Specs/Example.yml and scaffold.mk; .gitignore ignores .scaffold/.",
        discussion: """
            Existing files are never overwritten unless --force is given. An existing .gitignore gains the line \
            .scaffold/ unless it names that folder already.
            """
    )

    @Flag(help: "Overwrite files that already exist.")
    var force = false

    @OptionGroup var colorOptions: ColorOptions

    func run() throws {
        let console = Console(format: .text, color: colorOptions.choice)
        let whenExisting: StarterFile.WhenExisting =
            force ? .replace : .refuse("file already exists; use --force to overwrite it, or remove it")
        let ignoreState: @Sendable (String) -> String = { GitIgnore.adding(GitIgnore.stateFolder, to: $0) }
        let files = [
            StarterFile(path: ProjectConfig.fileName, text: ProjectStarter.config, whenExisting: whenExisting),
            StarterFile(
                path: "Specs/Example.yml", text: ProjectStarter.spec(named: "Example"), whenExisting: whenExisting),
            StarterFile(path: "scaffold.mk", text: ProjectStarter.makefile, whenExisting: whenExisting),
            // The person's own .gitignore gains a line; it is never replaced, with or without --force.
            StarterFile(path: GitIgnore.fileName, text: ignoreState(""), whenExisting: .amend(ignoreState)),
        ]
        try writeStarterFiles(files, console: console)
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

    @OptionGroup var colorOptions: ColorOptions

    func validate() throws {
        if let problem = SwiftIdentifier.typeNameProblem(with: name) {
            throw ValidationError(problem.description)
        }
    }

    func run() throws {
        let name = service ? "Services/\(self.name).yml" : "\(self.name).yml"
        let path = try specs.map { "\(StarterFiles.trimmed($0))/\(name)" } ?? configuredSpecPath(for: name)
        let text = service ? ProjectStarter.serviceSpec(named: self.name) : ProjectStarter.spec(named: self.name)
        let file = StarterFile(
            path: path, text: text,
            whenExisting: .refuse("a spec with this name already exists; choose another name or edit it"))
        try writeStarterFiles([file], console: Console(format: .text, color: colorOptions.choice))
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
            Console(format: .text, color: colorOptions.choice).report(error.diagnostics)
            throw ExitStatus.invalidInput
        }
        let folder =
            project.config.specs.map(\.value).first { !$0.hasSuffix(".yml") && !$0.hasSuffix(".yaml") }
            ?? ProjectConfig.defaultSpecs
        return project.displayPath(forProjectPath: "\(StarterFiles.trimmed(folder))/\(file)")
    }
}

/// Writes starter files into the working folder and prints a line for each (`create PATH`, `skip PATH (why)`, ...).
func writeStarterFiles(_ files: [StarterFile], console: Console) throws {
    let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    do {
        console.report(try StarterFiles.write(files, in: workingDirectory))
    } catch {
        console.report(error.diagnostics)
        throw ExitStatus.invalidInput
    }
}
