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

    /// A section never closed is blamed at its opening tag, in the author's words (swift-mustache said
    /// `expectedSectionEnd` at the end of the file).
    @Test func anOverrideThatDoesNotParseIsATemplateErrorAtTheTagToFix() throws {
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
                        T/ViewModel.swift.mustache:2:1: error: section 'inputs' is never closed; add '{{/inputs}}' \
                        where it ends

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

    /// The file names `templates list` prints, in its order, which `templates export` follows.
    private func builtInNames(_ project: TemporaryProject) throws -> [String] {
        try project.runner.run(["templates", "list"]).stdout.split(separator: "\n").map(String.init)
    }

    @Test func exportIntoAFolderWithSomeTemplatesAddsTheMissingOnesAndKeepsTheOthers() throws {
        let project = try TemporaryProject()
        try project.runner.run(["templates", "export", "T"])
        try project.write("T/ViewModel.swift.mustache", "// mine\n")
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("T/Coordinator.swift.mustache"))
        let lines = try builtInNames(project).map { name in
            switch name {
            case "Coordinator.swift.mustache": "create T/\(name)\n"
            case "ViewModel.swift.mustache":
                "skip T/\(name) (differs from the built-in template; --force replaces it)\n"
            default: "identical T/\(name)\n"
            }
        }
        #expect(
            try project.runner.run(["templates", "export", "T/"])
                == .init(status: 0, stdout: lines.joined(), stderr: ""))
        #expect(try project.read("T/ViewModel.swift.mustache") == "// mine\n")
        #expect(project.exists("T/Coordinator.swift.mustache"))
    }

    @Test func exportWithForceReplacesTemplatesThatDiffer() throws {
        let project = try TemporaryProject()
        try project.runner.run(["templates", "export", "T"])
        let original = try project.read("T/ViewModel.swift.mustache")
        try project.write("T/ViewModel.swift.mustache", "// mine\n")
        let lines = try builtInNames(project).map { name in
            name == "ViewModel.swift.mustache" ? "update T/\(name)\n" : "identical T/\(name)\n"
        }
        #expect(
            try project.runner.run(["templates", "export", "T", "--force"])
                == .init(status: 0, stdout: lines.joined(), stderr: ""))
        #expect(try project.read("T/ViewModel.swift.mustache") == original)
    }

    /// Everything in the folder is read before the first write: a folder where a template goes stops the export
    /// with nothing written.
    @Test func exportWritesNothingWhenAFolderIsWhereATemplateGoes() throws {
        let project = try TemporaryProject()
        try FileManager.default.createDirectory(
            at: project.root.appendingPathComponent("T/ViewModel.swift.mustache"), withIntermediateDirectories: true)
        #expect(
            try project.runner.run(["templates", "export", "T"])
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        T/ViewModel.swift.mustache:1:1: error: cannot read T/ViewModel.swift.mustache: it is a \
                        folder, not a file

                        """))
        #expect(project.files() == [])
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

    /// A project with the minimal spec, no tests, and the templates folder `T` holding `text` at `path`.
    static func project(template path: String, _ text: String) throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.write("scaffold.yml", "templates: T\ntests: none\n")
        try project.write(path, text)
        return project
    }

    /// A key the context does not have rendered as empty text, silently; it is an error at its tag, with the
    /// documented key it misspells, and nothing is written.
    @Test func anUnknownKeyInAnOverrideIsAnError() throws {
        let project = try Self.project(
            template: "T/ViewController.swift.mustache", "// {{scene}}\nfinal class {{names.viewControler}} {}\n")
        #expect(
            try project.runner.run(["scene"])
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        T/ViewController.swift.mustache:2:13: error: 'names.viewControler' names no key of the template \
                        context; did you mean 'names.viewController'?

                        """))
        #expect(!project.exists("Scenes"))
    }

    /// `--lenient` lets a run go on with the same finding as a warning, for templates being migrated.
    @Test func lenientReportsAnUnknownKeyAsAWarningAndGenerates() throws {
        let project = try Self.project(template: "T/ViewController.swift.mustache", "// {{scene}} {{colour}}\n")
        let result = try project.runner.run(["scene", "--lenient", "--quiet"])
        #expect(
            result
                == .init(
                    status: 0, stdout: "",
                    stderr: """
                        T/ViewController.swift.mustache:1:14: warning: 'colour' names no key of the template context; \
                        the keys of scene are listed in Documentation/TemplateContext.md#scene

                        """))
        #expect(try project.read("Scenes/Profile/ProfileViewController.swift") == "// Profile \n")
    }

    /// A misspelled file name replaced nothing, silently; it is an error naming the template it was meant to be.
    @Test func aTemplateFileNamedLikeNoTemplateIsAnError() throws {
        let project = try Self.project(template: "T/ViewControler.swift.mustache", "// {{scene}}\n")
        #expect(
            try project.runner.run(["scene"])
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        T/ViewControler.swift.mustache:1:1: error: 'ViewControler.swift.mustache' replaces no built-in \
                        template and no template includes it; did you mean 'ViewController.swift.mustache'?

                        """))
    }
}
