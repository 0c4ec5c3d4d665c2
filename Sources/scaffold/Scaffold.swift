import ArgumentParser
import ScaffoldKit

@main
struct Scaffold: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scaffold",
        abstract: "Generates RxSwift MVVM-C scenes from YAML specs.",
        discussion: """
            Exit codes: 0 success, 1 --check found drift, 2 invalid input, 3 merge conflicts to resolve, \
            64 usage error, 130 (143) 'scaffold scene' stopped by Ctrl-C (SIGTERM) between two file writes.
            """,
        version: ScaffoldVersion.current,
        subcommands: [
            SceneCommand.self, ValidateCommand.self, RenameCommand.self, InitCommand.self, NewCommand.self,
            GraphCommand.self, ImportCommand.self,
            SpecsCommand.self, TemplatesCommand.self, SchemaCommand.self,
        ]
    )
}

/// Exit codes shared by every command.
enum ExitStatus {
    static let drift = ExitCode(1)
    static let invalidInput = ExitCode(2)
    static let conflict = ExitCode(3)
}
