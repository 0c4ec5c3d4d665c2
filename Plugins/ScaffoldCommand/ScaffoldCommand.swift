import Foundation
import PackagePlugin

/// `swift package scaffold <command> [options]`: runs the `scaffold` this package builds, in the folder of the
/// package the command runs on, with the arguments as given (`swift package scaffold scene --check`), so an app
/// package can generate its scenes without installing scaffold.
///
/// It declares no permission: `validate`, `graph` and `scene --check` only read, and must run where nothing can
/// answer a prompt (CI). The commands that write take `--allow-writing-to-package-directory`, which scaffold's
/// advice names when it runs through the plugin.
@main
struct ScaffoldCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "scaffold").url
        process.arguments = arguments
        // scaffold finds scaffold.yml upward from here, and resolves every path in it from where it is.
        process.currentDirectoryURL = context.package.directoryURL
        var environment = ProcessInfo.processInfo.environment
        environment["SCAFFOLD_SWIFTPM_PLUGIN"] = "1"
        // `init` puts the scenes inside the app's target and the tests inside its test target: one line per
        // target, `kind<TAB>module<TAB>folder relative to the package`.
        environment["SCAFFOLD_SWIFTPM_TARGETS"] = context.package.targets.compactMap { target in
            guard let module = target as? SwiftSourceModuleTarget else { return nil }
            let kind = module.kind == .test ? "test" : "app"
            let root = context.package.directoryURL.standardizedFileURL.path
            let folder = module.directoryURL.standardizedFileURL.path
            guard folder.hasPrefix(root + "/") else { return nil }
            return "\(kind)\t\(module.moduleName)\t\(folder.dropFirst(root.count + 1))"
        }.joined(separator: "\n")
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit && process.terminationStatus == 0 else {
            throw ScaffoldFailed(arguments: arguments, status: process.terminationStatus)
        }
    }
}

/// scaffold ended with a failure status; what it printed says why.
struct ScaffoldFailed: Error, CustomStringConvertible {
    var arguments: [String]
    var status: Int32

    var description: String {
        "scaffold \(arguments.joined(separator: " ")) exited with status \(status); see its output above"
    }
}
