import ArgumentParser

/// Options every command that reads specs shares.
struct ProjectOptions: ParsableArguments {
    @Argument(help: "Spec files or folders of specs (*.yml, *.yaml). Default: the config's 'specs'.")
    var specs: [String] = []

    @Option(help: ArgumentHelp("The project config.", valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("How to print diagnostics: text, github (Actions annotations) or json.",
                               valueName: "format"))
    var format: DiagnosticFormat = .text

    @Option(help: ArgumentHelp("Colour output: auto (on a terminal without NO_COLOR), always or never.",
                               valueName: "when"))
    var color: ColorChoice = .auto
}

enum DiagnosticFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case github
    case json
}

enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto
    case always
    case never
}
