import Foundation
import Testing

/// `scaffold init`'s Makefile fragment driven by a real `make`, with `SCAFFOLD` pointing at a script that counts
/// the scaffold processes make starts before running the built binary.
@Suite(.serialized) struct MakeIntegrationTests {
    static let env = URL(fileURLWithPath: "/usr/bin/env")

    /// A project made by `scaffold init` and `scaffold new Settings`, with a Makefile including `scaffold.mk`.
    func makeProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.runner.run(["init"])
        try project.runner.run(["new", "Settings"])
        try writeMakefile(in: project)
        return project
    }

    /// A Makefile including `scaffold.mk` in `folder` of `project`, and the counting script beside the project's
    /// files, in `tools/`.
    func writeMakefile(in project: TemporaryProject, folder: String = ".") throws {
        let runs = project.root.appendingPathComponent("tools/runs").path
        try project.write(
            "tools/scaffold", "#!/bin/sh\necho run >> '\(runs)'\nexec '\(CommandLineRunner.executable.path)' \"$@\"\n")
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: project.root.appendingPathComponent("tools/scaffold").path)
        try project.write(
            "\(folder)/Makefile",
            "SCAFFOLD = \(project.root.appendingPathComponent("tools/scaffold").path)\ninclude scaffold.mk\n")
    }

    /// Runs `make target` in `folder` of `project`; an empty `target` runs the default goal.
    func make(_ target: String, in project: TemporaryProject, folder: String = ".", silent: Bool = false) throws
        -> CommandLineRunner.Result
    {
        let runner = CommandLineRunner(directory: project.root.appendingPathComponent(folder))
        return try runner.run(
            ["make", "--no-print-directory"] + (silent ? ["--silent"] : []) + (target.isEmpty ? [] : [target]),
            executable: Self.env)
    }

    /// How many scaffold processes make has started in `project` so far.
    func scaffoldRuns(in project: TemporaryProject) -> Int {
        ((try? project.read("tools/runs")) ?? "").split(separator: "\n").count
    }

    static let stamp = ".scaffold/make.stamp"

    /// A fresh copy of a project of 200 specs (no `.scaffold/`, nothing generated): `make scaffold` must start one
    /// scaffold process for all of them, not one per spec (before: 201, one `scaffold specs` and 200 `scene`).
    @Test func aFreshCopyOf200SpecsRunsOneScaffoldProcess() throws {
        let project = try TemporaryProject()
        try project.runner.run(["init"])
        try project.writeSyntheticSpecs(count: 200)
        try writeMakefile(in: project)

        let result = try make("scaffold", in: project)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(scaffoldRuns(in: project) == 1)
        let generated = project.files().filter {
            $0.hasSuffix("/Scene200.generated.swift") || $0.hasSuffix("/Scene1.generated.swift")
        }
        #expect(generated == ["Scenes/Scene1/Scene1.generated.swift", "Scenes/Scene200/Scene200.generated.swift"])
        #expect(
            project.files().filter { $0.hasSuffix(".generated.swift") && $0.hasPrefix("Scenes/Scene") }.count == 200)
    }

    @Test func secondMakeStartsNoProcessAndWritesNothing() throws {
        let project = try makeProject()
        _ = try make("scaffold", in: project)
        let before = try project.modificationDate("Scenes/Example/Example.generated.swift")
        let result = try make("scaffold", in: project, silent: true)
        #expect(result == .init(status: 0, stdout: "", stderr: ""))
        #expect(scaffoldRuns(in: project) == 1)
        #expect(try project.modificationDate("Scenes/Example/Example.generated.swift") == before)
    }

    @Test func touchingOneSpecRunsScaffoldOnceAndRewritesNoOtherScene() throws {
        let project = try makeProject()
        _ = try make("scaffold", in: project)
        try project.settle(newest: Self.stamp)
        let before = try project.modificationDate("Scenes/Example/Example.generated.swift")
        try project.write("Specs/Settings.yml", try project.read("Specs/Settings.yml") + "\n")
        let result = try make("scaffold", in: project)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scaffoldRuns(in: project) == 2)
        #expect(try project.modificationDate("Scenes/Example/Example.generated.swift") == before)
    }

    @Test func addingASpecRunsScaffoldAgain() throws {
        let project = try makeProject()
        _ = try make("scaffold", in: project)
        try project.settle(newest: Self.stamp)
        try project.write("Specs/Added.yml", "scene: Added\n")
        let result = try make("scaffold", in: project)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scaffoldRuns(in: project) == 2)
        #expect(project.exists("Scenes/Added/Added.generated.swift"))
    }

    /// The depfile names every input as a target of its own, as a compiler's `-MP` does: a deleted spec reruns
    /// scaffold instead of stopping make with "No rule to make target 'Specs/Settings.yml'".
    @Test func deletingASpecRunsScaffoldAgain() throws {
        let project = try makeProject()
        _ = try make("scaffold", in: project)
        try project.settle(newest: Self.stamp)
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Specs/Settings.yml"))
        let result = try make("scaffold", in: project, silent: true)
        #expect(result.status == 0 && result.stderr == "")
        #expect(result.stdout.hasSuffix("1 scene: 0 files written, 11 unchanged, 7 orphaned (remove with --prune)\n"))
        #expect(scaffoldRuns(in: project) == 2)
    }

    /// The run tells make's output what it changed, so a merge into a person's skeleton is never silent.
    @Test func theRunListsTheFilesItChanged() throws {
        let project = try makeProject()
        let result = try make("scaffold", in: project, silent: true)
        #expect(result.stdout.contains("create Scenes/Settings/SettingsViewModel.swift\n"))
        #expect(result.stdout.hasSuffix("files written, 0 unchanged\n"))
    }

    /// `scaffold.mk` included before the Makefile's own first rule leaves that rule the default goal.
    @Test func includedFirstItLeavesTheMakefilesFirstRuleTheDefaultGoal() throws {
        let project = try makeProject()
        try project.write(
            "Makefile",
            "SCAFFOLD = \(project.root.appendingPathComponent("tools/scaffold").path)\ninclude scaffold.mk\n\n"
                + "build:\n\t@echo building\n")
        let result = try make("", in: project, silent: true)
        #expect(result == .init(status: 0, stdout: "building\n", stderr: ""))
        #expect(scaffoldRuns(in: project) == 0)
    }

    /// Make's recipe keeps warnings: they reach make's output, whole.
    @Test func aWarningReachesMakesOutput() throws {
        let project = try TemporaryProject()
        try project.runner.run(["init"])
        try project.write(
            "Specs/Example.yml", "scene: Example\noutputs:\n  - open\ncoordinator:\n  routes:\n    - open: Nowhere\n")
        try writeMakefile(in: project)
        let result = try make("scaffold", in: project, silent: true)
        #expect(
            result
                == .init(
                    status: 0, stdout: result.stdout,
                    stderr: """
                        Specs/Example.yml:6:13: warning: scene 'Nowhere' is not among the loaded specs; if it is \
                        written by hand, declare it under 'externalScenes' in scaffold.yml

                        """))
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

    /// One run regenerates every scene a change concerns, including those that route to the changed one.
    @Test func changingARouteTargetRegeneratesTheSceneThatRoutesToIt() throws {
        let project = try TemporaryProject()
        try project.runner.run(["init"])
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Specs/Example.yml"))
        try project.write(
            "Specs/Home.yml", "scene: Home\noutputs:\n  - open\ncoordinator:\n  routes:\n    - open: Detail\n")
        try project.write(
            "Specs/Detail.yml",
            "scene: Detail\noutputs:\n  - close\ncoordinator:\n  result:\n    - done: {from: close}\n")
        try writeMakefile(in: project)
        #expect(try make("scaffold", in: project).status == 0)
        try project.settle(newest: Self.stamp)
        // Detail stops finishing: Home's coordinator must now expect Void, not DetailCoordinationResult.
        try project.write("Specs/Detail.yml", "scene: Detail\noutputs:\n  - close\ncoordinator:\n  routes: []\n")
        let result = try make("scaffold", in: project)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scaffoldRuns(in: project) == 2)
        let check = try make("scaffold-check", in: project)
        #expect(check.status == 0, "\(check.stdout)")
    }
}
