import Foundation
import PackagePlugin

/// Embeds every file of the package's top-level `Templates/` folder into the target as Swift source,
/// so that a `scaffold` binary copied on its own still carries its built-in templates.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templatesFolder = context.package.directoryURL.appending(path: "Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: templatesFolder.path)
            .filter { $0.hasSuffix(".mustache") }
            .sorted()
        let inputs = names.map { templatesFolder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(names.count) templates",
                executable: try context.tool(named: "TemplateEmbedder").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs + [templatesFolder],
                outputFiles: [output]
            )
        ]
    }
}
