import Foundation
import Testing

/// `scaffold init`'s Makefile fragment driven by a real `make`.
@Suite(.serialized) struct MakeIntegrationTests {
    func makeProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.runner.run(["init"])
        try project.runner.run(["new", "Settings"])
        try project.write("Makefile", "SCAFFOLD = \(CommandLineRunner.executable.path)\ninclude scaffold.mk\n")
        return project
    }

    func make(_ target: String, in project: TemporaryProject) throws -> CommandLineRunner.Result {
        try project.runner.run(
            ["make", "--no-print-directory", target], executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    /// The specs scaffold was run for, read from make's echoed commands.
    func scaffoldRuns(_ output: String) -> [String] {
        output.split(separator: "\n").filter { $0.contains(" scene 'Specs/") }.map {
            String($0.split(separator: " ")[2].dropFirst().dropLast())
        }
    }

    @Test func firstMakeGeneratesEveryScene() throws {
        let project = try makeProject()
        let result = try make("scaffold", in: project)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scaffoldRuns(result.stdout) == ["Specs/Example.yml", "Specs/Settings.yml"])
        #expect(project.exists("Scenes/Settings/Settings.generated.swift"))
    }

    @Test func secondMakeDoesNothing() throws {
        let project = try makeProject()
        _ = try make("scaffold", in: project)
        let before = try project.modificationDate("Scenes/Example/Example.generated.swift")
        let result = try make("scaffold", in: project)
        #expect(scaffoldRuns(result.stdout) == [])
        #expect(try project.modificationDate("Scenes/Example/Example.generated.swift") == before)
    }

    @Test func touchingOneSpecRegeneratesOnlyThatScene() throws {
        let project = try makeProject()
        _ = try make("scaffold", in: project)
        Thread.sleep(forTimeInterval: 1.1)  // make compares whole-second mtimes on some file systems
        let settings = project.root.appendingPathComponent("Specs/Settings.yml")
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: settings.path)
        let result = try make("scaffold", in: project)
        #expect(scaffoldRuns(result.stdout) == ["Specs/Settings.yml"])
    }

    @Test func scaffoldCheckFailsAfterAHandEdit() throws {
        let project = try makeProject()
        _ = try make("scaffold", in: project)
        #expect(try make("scaffold-check", in: project).status == 0)
        let path = "Scenes/Example/Example.generated.swift"
        try project.write(path, try project.read(path) + "// edited\n")
        let result = try make("scaffold-check", in: project)
        #expect(result.status != 0)
        #expect(result.stdout.contains("stale \(path)"))
    }
}

@Suite struct MakeRouteDependencyTests {
    @Test func changingARouteTargetRegeneratesTheSceneThatRoutesToIt() throws {
        let project = try TemporaryProject()
        try project.runner.run(["init"])
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Specs/Example.yml"))
        try project.write(
            "Specs/Home.yml", "scene: Home\noutputs:\n  - open\ncoordinator:\n  routes:\n    - open: Detail\n")
        try project.write(
            "Specs/Detail.yml",
            "scene: Detail\noutputs:\n  - close\ncoordinator:\n  result:\n    - done: {from: close}\n")
        try project.write("Makefile", "SCAFFOLD = \(CommandLineRunner.executable.path)\ninclude scaffold.mk\n")
        let make = URL(fileURLWithPath: "/usr/bin/env")
        #expect(try project.runner.run(["make", "--no-print-directory", "scaffold"], executable: make).status == 0)
        Thread.sleep(forTimeInterval: 1.1)
        // Detail stops finishing: Home's coordinator must now expect Void, not DetailCoordinationResult.
        try project.write("Specs/Detail.yml", "scene: Detail\noutputs:\n  - close\ncoordinator:\n  routes: []\n")
        let result = try project.runner.run(["make", "--no-print-directory", "scaffold"], executable: make)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(" scene 'Specs/Home.yml' "))
        let check = try project.runner.run(["make", "--no-print-directory", "scaffold-check"], executable: make)
        #expect(check.status == 0, "\(check.stdout)")
    }
}
