import Foundation
import ScaffoldCore
import Testing

@testable import scaffold

/// A run through the SwiftPM plugin: read from the environment the plugin sets, it names the plugin's command line
/// in advice, and `init` puts the scenes and tests inside the package's targets.
@Suite struct PluginRunTests {
    static let targets = "app\tApp\tSources/App\ntest\tAppTests\tTests/AppTests"

    @Test func aRunStartedDirectlyIsNoPluginRun() {
        #expect(PluginRun(environment: ["SCAFFOLD_SWIFTPM_TARGETS": Self.targets]) == nil)
    }

    @Test func thePluginsTargetsAreReadFromTheEnvironment() throws {
        let run = try #require(
            PluginRun(environment: ["SCAFFOLD_SWIFTPM_PLUGIN": "1", "SCAFFOLD_SWIFTPM_TARGETS": Self.targets]))
        #expect(
            run.targets == [
                .init(isTest: false, module: "App", folder: "Sources/App"),
                .init(isTest: true, module: "AppTests", folder: "Tests/AppTests"),
            ])
    }

    @Test func initPutsScenesInTheOnlyAppTargetAndTestsInTheOnlyTestTarget() throws {
        let run = try #require(
            PluginRun(environment: ["SCAFFOLD_SWIFTPM_PLUGIN": "1", "SCAFFOLD_SWIFTPM_TARGETS": Self.targets]))
        let folders = try #require(run.starterFolders)
        #expect(
            [folders.output, folders.tests, folders.testableImport] == [
                "Sources/App/Scenes", "Tests/AppTests/SceneTests", "App",
            ])
    }

    @Test func initKeepsTheDefaultsWhenThePackageHasSeveralAppTargets() throws {
        let run = try #require(
            PluginRun(environment: [
                "SCAFFOLD_SWIFTPM_PLUGIN": "1",
                "SCAFFOLD_SWIFTPM_TARGETS": "app\tApp\tSources/App\napp\tKit\tSources/Kit",
            ]))
        #expect(run.starterFolders == nil)
    }

    @Test func aRefusedWriteLeadsToThePluginsFlag() {
        let refused = Diagnostic.error(FileSystemProblem(.write, "Scenes/A/A.generated.swift", .permissionDenied))
        let missing = Diagnostic.error(FileSystemProblem(.read, "Specs/A.yml", .noSuchFile))
        #expect(PluginRun.refusedWrite(in: [missing, refused]))
        #expect(!PluginRun.refusedWrite(in: [missing]))
        #expect(
            PluginRun.writePermissionAdvice(arguments: ["scene", "--prune"])
                == "note: through the SwiftPM plugin, scaffold writes into the package only when allowed to; run "
                + "'swift package --allow-writing-to-package-directory scaffold scene --prune'")
    }
}
