import ArgumentParser
import Foundation
import ScaffoldCore
import ScaffoldKit

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw how the scenes connect: a node per scene, an edge per route, results flowing back."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case mermaid
        case dot
    }

    @Argument(
        help: "Spec files or folders of specs. Default: the config's 'specs'.",
        completion: .file(extensions: ["yml", "yaml"]))
    var specs: [String] = []

    @Option(help: ArgumentHelp("The project config.", valueName: "file"), completion: .file(extensions: ["yml"]))
    var config: String?

    @Option(help: "mermaid (renders on GitHub) or dot (Graphviz).")
    var format: Format = .mermaid

    @Flag(help: "Also draw each shared service, with an edge from every scene that lists it under 'dependencies'.")
    var services = false

    @Option(help: ArgumentHelp("Write the graph to this file instead of standard output.", valueName: "file"))
    var output: String?

    @OptionGroup var colorOptions: ColorOptions

    func run() throws {
        let console = Console(format: .text, color: colorOptions.choice)
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let graph: SceneGraph
        do {
            let project = try Project.load(configPath: config, workingDirectory: workingDirectory)
            let loaded = try ScenePipeline.loadSpecs(specs, in: project)
            console.report(loaded.warnings)
            graph = SceneGraph(
                specs: loaded.requested, lookingUpTargetsIn: loaded.all,
                externalScenes: project.config.externalScenes.map(\.name.value),
                services: services ? loaded.allServices : nil,
                projectNavigation: project.config.resolvedConventions.navigation)
        } catch let error {
            throw console.failure(error.diagnostics, configFile: config)
        }
        let text = format == .mermaid ? graph.mermaid : graph.dot
        guard let output else {
            console.always(text, terminator: "")
            return
        }
        do {
            try AtomicFile.write(text, creatingFoldersFor: URL(fileURLWithPath: output).path, display: output)
        } catch {
            throw console.failure([.error(error)], configFile: config)
        }
    }
}
