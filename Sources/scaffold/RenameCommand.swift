import ArgumentParser
import Foundation
import ScaffoldCore
import ScaffoldKit

struct RenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename a scene: its spec, the routes to it, its folders, files and types, then regenerate.",
        discussion: """
            Skeletons keep your code: the scene's type names are renamed in every skeleton and in its base \\
            in scaffold.lock, so the regeneration that follows merges nothing the rename did.
            """
    )

    @Argument(help: ArgumentHelp("The scene's current name, e.g. Settings.", valueName: "old"))
    var oldName: String

    @Argument(help: ArgumentHelp("The new name, e.g. Preferences.", valueName: "new"))
    var newName: String

    @Option(help: ArgumentHelp("The project config.", valueName: "file"), completion: .file(extensions: ["yml"]))
    var config: String?

    @Flag(help: "Print the names and files the rename would change; change nothing.")
    var dryRun = false

    @OptionGroup var colorOptions: ColorOptions

    func run() throws {
        let console = Console(format: .text, color: colorOptions.choice)
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let report: SceneReport
        do {
            let project = try Project.load(configPath: config, workingDirectory: workingDirectory)
            let plan = try SceneRename(project: project, oldName: oldName, newName: newName).plan(dryRun: dryRun)
            // Every name is listed before the first change, so a person sees what the rename touches.
            console.out(plan.names.map(\.description).joined(separator: "\n"))
            guard !dryRun else {
                console.out(plan.steps.map { "\($0.action.rawValue) \($0.path)" }.joined(separator: "\n"))
                console.summary("would rename \(oldName) to \(newName); nothing changed")
                return
            }
            let steps = try plan.apply()
            console.out(steps.map { "\($0.action.rawValue) \($0.path)" }.joined(separator: "\n"))
            report = try ScenePipeline(project: project).run()
            console.report(report.diagnostics)
        } catch let error {
            throw console.failure(error.diagnostics, configFile: config)
        }
        console.report(report.changes.filter { $0.action != .identical && $0.action != .skip })
        console.summary("renamed \(oldName) to \(newName)", isFailure: report.hasConflicts)
        if report.hasConflicts { throw ExitStatus.conflict }
    }
}
