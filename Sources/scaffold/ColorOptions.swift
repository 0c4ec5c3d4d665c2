import ArgumentParser

/// `--color` and `--no-color`, which every command that prints diagnostics or file lines takes.
struct ColorOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Colour output: auto (on a terminal, unless NO_COLOR is set and not empty), always or never.",
            valueName: "when"))
    var color: ColorChoice = .auto

    @Flag(name: .customLong("no-color"), help: "No colour: the same as --color never.")
    var noColor = false

    func validate() throws {
        if noColor && color == .always {
            throw ValidationError("--no-color and --color always contradict each other; give one of them")
        }
    }

    /// What the options ask for, `--no-color` folded into `--color`.
    var choice: ColorChoice { noColor ? .never : color }
}

enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto
    case always
    case never
}
