import Foundation

/// Folders of this repository that tests read, found from this file's path.
enum RepositoryPaths {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let specs = root.appendingPathComponent("Specs")
    static let golden = root.appendingPathComponent("Tests/Golden")
    static let standIns = root.appendingPathComponent("Tests/StandIns")
    static let fixtures = root.appendingPathComponent("Tests/Fixtures")
    /// How the bundled app starts its scenes with the shared services: for projects made from the bundled specs.
    static let composition = root.appendingPathComponent("Tests/Composition")
    /// Navigation flow programs that run generated scenes against the behaving stand-ins.
    static let flows = root.appendingPathComponent("Tests/Flows")

    /// The bundled example app's own Swift (`App/`, its `appCode`): the models the bundled specs use.
    static var bundledAppFixtureFiles: [URL] {
        SwiftTypeChecker.swiftFiles(in: root.appendingPathComponent("App"))
    }
}
