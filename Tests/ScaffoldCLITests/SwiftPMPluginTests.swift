import Foundation
import Testing

/// The `swift package scaffold` command plugin, run as an app package would: a package that depends on this
/// repository by path. Its first run builds scaffold and its dependencies for that package, a minute or more,
/// so it runs only with `SCAFFOLD_PLUGIN_TEST=1`, which CI sets.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["SCAFFOLD_PLUGIN_TEST"] == "1"))
struct SwiftPMPluginTests {
    @Test func anAppPackageGeneratesAndChecksItsScenesThroughThePlugin() throws {
        let project = try TemporaryProject()
        try project.write(
            "Package.swift",
            """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [.package(path: "\(ValidateCommandTests.repositoryRoot.path)")],
                targets: [.target(name: "App")]
            )

            """)
        try project.write("Sources/App/App.swift", "public let app = 1\n")
        try project.write("scaffold.yml", "tests: none\n")
        try project.write("Specs/Profile.yml", "scene: Profile\ninputs:\n  - refresh\n")
        let swift = URL(fileURLWithPath: "/usr/bin/env")
        let scaffold = ["swift", "package", "--allow-writing-to-package-directory", "scaffold"]

        let generate = try project.runner.run(scaffold + ["scene"], executable: swift)
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(
            generate.stdout == """
                create Scenes/Profile/Profile.generated.swift
                create Scenes/Profile/ProfileViewModel.swift
                create Scenes/Profile/ProfileViewController.swift
                1 scene: 3 files written, 0 unchanged

                """)

        // The commands that only read need no permission, so they run where nothing can answer a prompt.
        let readOnly = ["swift", "package", "scaffold"]
        let validate = try project.runner.run(readOnly + ["validate"], executable: swift)
        #expect(validate.status == 0, "\(validate.stderr)")
        #expect(validate.stdout == "1 spec valid\n")

        let generated = "Scenes/Profile/Profile.generated.swift"
        try project.write(generated, try project.read(generated) + "// edited\n")
        let check = try project.runner.run(readOnly + ["scene", "--check", "--quiet"], executable: swift)
        #expect(check.status != 0)
        // Standard error starts with SwiftPM's build log, which varies; the plugin's own line ends it.
        #expect(
            check.stderr.hasSuffix("error: scaffold scene --check --quiet exited with status 1; see its output above\n")
        )
    }
}
