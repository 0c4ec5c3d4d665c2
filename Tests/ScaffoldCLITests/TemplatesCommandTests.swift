import Foundation
import Testing

@Suite struct TemplatesCommandTests {
    @Test func listNamesEveryBuiltInTemplate() throws {
        let project = try TemporaryProject()
        let result = try project.runner.run(["templates", "list"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Scene.generated.swift.mustache\n"))
        #expect(result.stdout.contains("ViewModel.swift.mustache\n"))
    }

    @Test func exportWritesTemplatesThatRenderTheSameOutput() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.runner.run(["scene", "--tests", "none", "--output", "Plain"])
        #expect(try project.runner.run(["templates", "export", "Templates"]).status == 0)
        try project.write("scaffold.yml", "templates: Templates\ntests: none\n")
        try project.runner.run(["scene", "--output", "Custom"])
        #expect(
            try project.read("Custom/Profile/Profile.generated.swift")
                == project.read("Plain/Profile/Profile.generated.swift"))
    }

    @Test func overrideTemplateReplacesTheBuiltInOne() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.write("scaffold.yml", "templates: Templates\ntests: none\n")
        try project.write("Templates/ViewController.swift.mustache", "// custom {{scene}} <&>\n")
        try project.runner.run(["scene"])
        #expect(try project.read("Scenes/Profile/ProfileViewController.swift") == "// custom Profile <&>\n")
    }

    @Test func anOverrideThatDoesNotParseIsATemplateErrorAtItsPosition() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.write("scaffold.yml", "templates: T\ntests: none\n")
        try project.write("T/ViewModel.swift.mustache", "// {{scene}}\n{{#inputs}}\n")
        let result = try project.runner.run(["scene"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        T/ViewModel.swift.mustache:3:1: error: invalid template: expectedSectionEnd

                        """))
        #expect(!project.exists("Scenes"))
    }

    @Test func anOverrideThatIsNotUTF8IsATemplateError() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.write("scaffold.yml", "templates: T\ntests: none\n")
        try FileManager.default.createDirectory(
            at: project.root.appendingPathComponent("T"), withIntermediateDirectories: true)
        try Data([0xFF, 0xFE]).write(to: project.root.appendingPathComponent("T/ViewModel.swift.mustache"))
        let result = try project.runner.run(["scene"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        T/ViewModel.swift.mustache:1:1: error: template is not valid UTF-8; save it as UTF-8

                        """))
    }

    @Test func exportRefusesToOverwriteWithoutForce() throws {
        let project = try TemporaryProject()
        try project.runner.run(["templates", "export", "T"])
        let result = try project.runner.run(["templates", "export", "T"])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "T/ViewModel.swift.mustache:1:1: error: template already exists; use --force to overwrite it"))
    }

    @Test func binaryCopiedAloneStillHasItsTemplates() throws {
        let project = try TemporaryProject()
        let copy = project.root.appendingPathComponent("bin/scaffold")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CommandLineRunner.executable, to: copy)
        try project.write("Specs/Profile.yml", minimalSpec)
        let result = try project.runner.run(["scene", "--tests", "none"], executable: copy)
        #expect(result.status == 0)
        #expect(project.exists("Scenes/Profile/Profile.generated.swift"))
    }
}
