import ArgumentParser
import Foundation
import ScaffoldCore
import ScaffoldKit

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract:
            "Start a project here: scaffold.yml, Specs/Example.yml, scaffold.mk and the editors' schemas; "
            + ".gitignore ignores .scaffold/.",
        discussion: """
            Existing files are never overwritten unless --force is given. An existing .gitignore gains the line \
            .scaffold/ unless it names that folder already. The JSON schemas (scaffold-spec.schema.json, \
            scaffold-config.schema.json) are generated and brought up to date.
            """
    )

    @Flag(help: "Overwrite files that already exist.")
    var force = false

    @OptionGroup var colorOptions: ColorOptions

    func run() throws {
        let console = Console(format: .text, color: colorOptions.choice)
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let modeline = ProjectSchemaFile.spec.modeline(
            forFileIn: workingDirectory.appendingPathComponent("Specs"), projectRoot: workingDirectory)
        let whenExisting: StarterFile.WhenExisting =
            force ? .replace : .refuse("file already exists; use --force to overwrite it, or remove it")
        let ignoreState: @Sendable (String) -> String = { GitIgnore.adding(GitIgnore.stateFolder, to: $0) }
        let plugin = PluginRun.current
        let folders = plugin?.starterFolders
        let config =
            folders.map {
                ProjectStarter.config(output: $0.output, testsFolder: $0.tests, testableImport: $0.testableImport)
            } ?? ProjectStarter.config
        let files = [
            StarterFile(path: ProjectConfig.fileName, text: config, whenExisting: whenExisting),
            StarterFile(
                path: "Specs/Example.yml", text: ProjectStarter.spec(named: "Example", modeline: modeline),
                whenExisting: whenExisting),
            StarterFile(path: "scaffold.mk", text: ProjectStarter.makefile, whenExisting: whenExisting),
            // The person's own .gitignore gains a line; it is never replaced, with or without --force.
            StarterFile(path: GitIgnore.fileName, text: ignoreState(""), whenExisting: .amend(ignoreState)),
        ]
        try writeStarterFiles(files, console: console)
        try writeSchemaFiles(ProjectSchemaFile.allCases, in: workingDirectory, console: console)
        guard plugin != nil else {
            console.out(
                "Next: edit Specs/Example.yml, then run 'scaffold scene' (or 'make scaffold' after 'include scaffold.mk')."
            )
            return
        }
        if let folders {
            console.out("Scenes go into \(folders.output) and their tests into \(folders.tests) (see scaffold.yml).")
        } else {
            console.out(
                "Scenes go into Scenes/, outside the package's targets: set 'output:' in scaffold.yml to a folder of "
                    + "the app's target, such as Sources/<Target>/Scenes.")
        }
        console.out("Next: edit Specs/Example.yml, then run '\(PluginRun.command("scene", writes: true))'.")
    }
}

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write NAME.yml into the project's specs folder, a commented starter spec that generates as it is.",
        discussion: """
            With --service, write Services/NAME.yml there instead: a service that scenes list under 'dependencies'. \
            The spec's first line points editors at scaffold-spec.schema.json next to scaffold.yml, written too \
            when it is missing or out of date.
            """
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
        let console = Console(format: .text, color: colorOptions.choice)
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let project: Project
        do {
            project = try Project.load(configPath: nil, workingDirectory: workingDirectory)
        } catch {
            throw console.failure(error.diagnostics)
        }
        let file = service ? "Services/\(name).yml" : "\(name).yml"
        let path = specs.map { "\(StarterFiles.trimmed($0))/\(file)" } ?? configuredSpecPath(for: file, in: project)
        let modeline = ProjectSchemaFile.spec.modeline(
            forFileIn: URL(fileURLWithPath: path, relativeTo: workingDirectory).deletingLastPathComponent(),
            projectRoot: project.root)
        let text =
            service
            ? ProjectStarter.serviceSpec(named: name, modeline: modeline)
            : ProjectStarter.spec(named: name, modeline: modeline)
        let starter = StarterFile(
            path: path, text: text,
            whenExisting: .refuse("a spec with this name already exists; choose another name or edit it"))
        try writeStarterFiles([starter], console: console)
        try writeSchemaFiles([.spec], in: project.root, console: console)
    }
}

extension NewCommand {
    /// The path of `file` (relative to the specs folder) from the working folder, in `project`'s specs folder:
    /// the first entry of its config's `specs` that is not a spec file (`Specs` without a config).
    func configuredSpecPath(for file: String, in project: Project) -> String {
        let folder =
            project.config.specs.map(\.value).first { !$0.hasSuffix(".yml") && !$0.hasSuffix(".yaml") }
            ?? ProjectConfig.defaultSpecs
        return project.displayPath(forProjectPath: "\(StarterFiles.trimmed(folder))/\(file)")
    }
}

/// Writes the project's `files` that are missing or out of date into `root` and prints `create PATH` or
/// `update PATH` for each.
func writeSchemaFiles(_ files: [ProjectSchemaFile], in root: URL, console: Console) throws {
    let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    do {
        for (action, path) in try ProjectSchemaFile.write(files, in: root, workingDirectory: workingDirectory) {
            console.out("\(action.rawValue) \(path)")
        }
    } catch {
        throw console.failure(error.diagnostics)
    }
}

/// Writes starter files into the working folder and prints a line for each (`create PATH`, `skip PATH (why)`, ...).
func writeStarterFiles(_ files: [StarterFile], console: Console) throws {
    let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    do {
        console.report(try StarterFiles.write(files, in: workingDirectory))
    } catch {
        throw console.failure(error.diagnostics)
    }
}
