import Foundation
import Testing

/// Colour only on a terminal, off with `NO_COLOR` (set and not empty, as no-color.org says) or `--no-color`,
/// forced with `--color always`.
@Suite("Command line: colour") struct ColorOutputTests {
    private static let plainLines = """
        create Scenes/Home/Home.generated.swift
        create Scenes/Home/HomeViewModel.swift
        create Scenes/Home/HomeViewController.swift
        1 scene: 3 files written, 0 unchanged

        """

    private static let colouredLines = """
        \u{1B}[32mcreate\u{1B}[0m Scenes/Home/Home.generated.swift
        \u{1B}[32mcreate\u{1B}[0m Scenes/Home/HomeViewModel.swift
        \u{1B}[32mcreate\u{1B}[0m Scenes/Home/HomeViewController.swift
        \u{1B}[1m1 scene: 3 files written, 0 unchanged\u{1B}[0m

        """

    private func project() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Specs/Home.yml", "scene: Home\n")
        return project
    }

    private func onTerminal(_ project: TemporaryProject, _ environment: [String: String] = [:], _ extra: [String] = [])
        throws -> CommandLineRunner.Result
    {
        try TerminalRunner(directory: project.root, environment: environment).run(["scene", "--tests", "none"] + extra)
    }

    @Test func onATerminalFileLinesAreColoured() throws {
        #expect(try onTerminal(project()) == .init(status: 0, stdout: Self.colouredLines, stderr: ""))
    }

    @Test func noColorInTheEnvironmentTurnsColourOffOnATerminal() throws {
        #expect(try onTerminal(project(), ["NO_COLOR": "1"]) == .init(status: 0, stdout: Self.plainLines, stderr: ""))
    }

    /// no-color.org: only a NO_COLOR that is set and not empty counts; `NO_COLOR= scaffold` unsets it for one run.
    @Test func anEmptyNoColorLeavesColourOn() throws {
        #expect(try onTerminal(project(), ["NO_COLOR": ""]) == .init(status: 0, stdout: Self.colouredLines, stderr: ""))
    }

    @Test func noColorFlagTurnsColourOffOnATerminal() throws {
        #expect(
            try onTerminal(project(), [:], ["--no-color"]) == .init(status: 0, stdout: Self.plainLines, stderr: ""))
    }

    @Test func outputThroughAPipeHasNoColourEvenWithoutNoColor() throws {
        let project = try project()
        var runner = project.runner
        runner.environment = ["NO_COLOR": ""]
        #expect(try runner.run(["scene", "--tests", "none"]) == .init(status: 0, stdout: Self.plainLines, stderr: ""))
    }

    @Test func colorAlwaysColoursAPipeDespiteNoColor() throws {
        let project = try project()
        #expect(
            try project.runner.run(["scene", "--tests", "none", "--color", "always"])
                == .init(status: 0, stdout: Self.colouredLines, stderr: ""))
    }

    /// Each stream is judged on its own: errors on a pipe stay plain while standard output is a terminal.
    @Test func errorsThroughAPipeStayPlainWhenStandardOutputIsATerminal() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Home.yml", "scene: home\n")
        #expect(
            try onTerminal(project)
                == .init(
                    status: 2, stdout: "\u{1B}[1m1 error in 1 spec\u{1B}[0m\n",
                    stderr: """
                        Specs/Home.yml:1:8: error: 'home' is not a type name; start it with an uppercase letter: 'Home'

                        """))
    }

    @Test func noColorAndColorAlwaysTogetherAreAUsageError() throws {
        let project = try project()
        #expect(
            try project.runner.run(["validate", "--no-color", "--color", "always"])
                == .init(
                    status: 64, stdout: "",
                    stderr: """
                        Error: --no-color and --color always contradict each other; give one of them
                        Usage: scaffold validate [<specs> ...] [--config <file>] [--color <when>] [--no-color] \
                        [--format <format>]
                          See 'scaffold validate --help' for more information.

                        """))
    }

    /// Every command that prints a diagnostic or a file line takes `--no-color`, so an alias or a script can pass it
    /// to any of them.
    @Test(arguments: [
        ["scene", "--no-color"], ["validate", "--no-color"], ["graph", "--no-color"], ["specs", "--no-color"],
        ["init", "--no-color"], ["new", "Settings", "--no-color"], ["templates", "export", "T", "--no-color"],
        ["rename", "Home", "Start", "--no-color"],
    ])
    func everyCommandThatPrintsTakesNoColor(_ arguments: [String]) throws {
        let project = try project()
        #expect(try project.runner.run(arguments).status == 0)
    }
}
