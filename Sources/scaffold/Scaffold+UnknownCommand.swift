import ArgumentParser
import ScaffoldCore

extension Scaffold {
    /// Runs the command the arguments name, after catching a mistyped command name: ArgumentParser suggests a
    /// spelling for a mistyped option, but reads a mistyped command as an unexpected argument and suggests none.
    static func main() {
        if let message = unknownCommandMessage(Array(CommandLine.arguments.dropFirst())) {
            exit(withError: ValidationError(message))
        }
        main(nil)
    }

    /// `unknown command 'scen'; did you mean 'scene'?` when the first of `arguments` is no command but close to one;
    /// nil otherwise, when ArgumentParser's own handling says it best.
    static func unknownCommandMessage(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        // `help` is ArgumentParser's own command.
        let names =
            ["help"]
            + configuration.subcommands.flatMap { [$0._commandName] + $0.configuration.aliases }
        guard !names.contains(first), let suggestion = EditDistance.closest(to: first, among: names) else {
            return nil
        }
        return "unknown command '\(first)'; did you mean '\(suggestion)'?"
    }
}
