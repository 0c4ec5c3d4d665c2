import Foundation
import ScaffoldCore

/// A run through the SwiftPM command plugin (`swift package scaffold …`), which says so in the environment: advice
/// then names the plugin's command line, and `init` puts the scenes and tests inside the package's targets.
struct PluginRun {
    /// One target of the package the plugin runs on.
    struct Target: Equatable {
        var isTest: Bool
        var module: String
        /// Relative to the package's folder.
        var folder: String
    }

    var targets: [Target]

    /// The plugin's run, or nil when scaffold was started directly.
    static let current = PluginRun(environment: ProcessInfo.processInfo.environment)

    init?(environment: [String: String]) {
        guard environment["SCAFFOLD_SWIFTPM_PLUGIN"] == "1" else { return nil }
        targets = (environment["SCAFFOLD_SWIFTPM_TARGETS"] ?? "").split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, !fields[1].isEmpty, !fields[2].isEmpty else { return nil }
            return Target(isTest: fields[0] == "test", module: fields[1], folder: fields[2])
        }
    }

    /// The command line that runs scaffold's `arguments` through the plugin; commands that write take the flag that
    /// lets the plugin write into the package.
    static func command(_ arguments: String, writes: Bool) -> String {
        "swift package " + (writes ? "--allow-writing-to-package-directory " : "") + "scaffold " + arguments
    }

    /// Where `init` puts the scenes and tests: inside the package's only app target and its only test target
    /// (`Sources/App/Scenes`, `Tests/AppTests/SceneTests`); nil when the package has not exactly one app target.
    var starterFolders: (output: String, tests: String, testableImport: String)? {
        let apps = targets.filter { !$0.isTest }
        let tests = targets.filter(\.isTest)
        guard apps.count == 1, let app = apps.first else { return nil }
        let testsFolder = tests.count == 1 ? tests[0].folder + "/SceneTests" : "SceneTests"
        return (app.folder + "/Scenes", testsFolder, app.module)
    }

    /// The advice after a write the package folder refused, for the run of scaffold's `arguments`: the plugin writes
    /// only when allowed to.
    static func writePermissionAdvice(arguments: [String]) -> String {
        "note: through the SwiftPM plugin, scaffold writes into the package only when allowed to; run '"
            + command(arguments.joined(separator: " "), writes: true) + "'"
    }

    /// Whether `diagnostics` include a write the disk refused for want of permission.
    static func refusedWrite(in diagnostics: [Diagnostic]) -> Bool {
        let reasons: [FileSystemProblem.Reason] = [.permissionDenied, .folderNotWritable, .readOnlyFileSystem]
        let endings = reasons.map { ": \($0.description)" }
        return diagnostics.contains { diagnostic in endings.contains { diagnostic.message.hasSuffix($0) } }
    }
}
