import Foundation
import Testing

/// Behaviours a code review found missing; each test failed before its fix.
@Suite struct ReviewRegressionTests {
    @Test func quietCheckStillPrintsDriftAndFails() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.runner.run(["scene", "--tests", "none"])
        try project.write("Scenes/Profile/Profile.generated.swift", "// edited\n")
        let result = try project.runner.run(["scene", "--check", "--quiet", "--tests", "none", "--format", "github"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("stale Scenes/Profile/Profile.generated.swift\n"))
        #expect(result.stdout.contains("::error file=Scenes/Profile/Profile.generated.swift,line=1,col=1::"))
        #expect(result.stdout.contains("1 stale of 4 generated files"))
    }

    @Test func quietStillPrintsErrors() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Broken.yml", "scene: Broken\nouputs: []\n")
        let text = try project.runner.run(["scene", "--quiet"])
        #expect(text.stderr == "Specs/Broken.yml:2:1: error: unknown key 'ouputs'; did you mean 'outputs'?\n")
        let github = try project.runner.run(["scene", "--quiet", "--format", "github"])
        #expect(
            github.stdout
                == "::error file=Specs/Broken.yml,line=2,col=1::unknown key 'ouputs'; did you mean 'outputs'?\n"
                + "1 error in 1 spec\n")
    }

    @Test func sceneHelpDoesNotOfferJSON() throws {
        let project = try TemporaryProject()
        let result = try project.runner.run(["scene", "--format", "json"])
        #expect(result.status == 64)
    }

    @Test func outputFolderThatIsASymlinkOutsideTheProjectIsRefused() throws {
        let project = try TemporaryProject()
        let outside = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try FileManager.default.createSymbolicLink(
            at: project.root.appendingPathComponent("Scenes"),
            withDestinationURL: outside.root)
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        Scenes:1:1: error: path 'Scenes' is outside the project folder; use a path inside it

                        """))
        #expect(outside.files() == [])
    }

    @Test func specsListsTheConfiguredSpecFiles() throws {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", "specs: [Screens, Extra/One.yml]\n")
        try project.write("Screens/B.yml", "scene: B\n")
        try project.write("Screens/A.yaml", "scene: A\n")
        try project.write("Extra/One.yml", "scene: One\n")
        let result = try project.runner.run(["specs"])
        #expect(result == .init(status: 0, stdout: "Screens/A.yaml\nScreens/B.yml\nExtra/One.yml\n", stderr: ""))
    }

    @Test func makeFragmentFollowsTheConfiguredSpecsFolder() throws {
        let project = try TemporaryProject()
        try project.runner.run(["init"])
        try project.write("scaffold.yml", "specs: Screens\ntests: none\n")
        try project.write("Screens/Home.yml", "scene: Home\n")
        try project.write("Makefile", "SCAFFOLD = \(CommandLineRunner.executable.path)\ninclude scaffold.mk\n")
        let result = try project.runner.run(
            ["make", "--no-print-directory", "scaffold"],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(project.exists("Scenes/Home/Home.generated.swift"))
    }

    @Test func checkDiffHeadersAreProjectRelativeFromASubfolder() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.write("scaffold.yml", "tests: none\n")
        try project.runner.run(["scene"])
        try project.write("Scenes/Profile/Profile.generated.swift", "// edited\n")
        let subfolder = CommandLineRunner(directory: project.root.appendingPathComponent("Specs"))
        let result = try subfolder.run(["scene", "--check", "--config", "../scaffold.yml"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("--- a/Scenes/Profile/Profile.generated.swift\n"))
    }
}

@Suite struct OutputLocationTests {
    @Test func outputOptionMayNameAFolderOutsideTheProject() throws {
        let project = try TemporaryProject()
        let elsewhere = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        let result = try project.runner.run([
            "scene", "--tests", "none", "--output", elsewhere.root.appendingPathComponent("Out").path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(elsewhere.exists("Out/Profile/Profile.generated.swift"))
    }
}
