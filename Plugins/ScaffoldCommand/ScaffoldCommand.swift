import Foundation
import PackagePlugin

/// `swift package scaffold <command> [options]`: runs the `scaffold` this package builds, in the folder of the
/// package the command runs on, with the arguments as given (`swift package scaffold scene --check`), so an app
/// package can generate its scenes without installing scaffold.
@main
struct ScaffoldCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "scaffold").url
        process.arguments = arguments
        // scaffold finds scaffold.yml upward from here, and resolves every path in it from where it is.
        process.currentDirectoryURL = context.package.directoryURL
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
