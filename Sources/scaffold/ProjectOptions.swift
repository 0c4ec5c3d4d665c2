import ArgumentParser

/// Options every command that reads specs shares.
struct ProjectOptions: ParsableArguments {
    @Argument(
        help: "Spec files or folders of specs (*.yml, *.yaml). Default: the config's 'specs'.",
        completion: .file(extensions: ["yml", "yaml"]))
    var specs: [String] = []

    @Option(help: ArgumentHelp("The project config.", valueName: "file"), completion: .file(extensions: ["yml"]))
    var config: String?

    @OptionGroup var colorOptions: ColorOptions

    var color: ColorChoice { colorOptions.choice }
}

/// How diagnostics are printed.
enum DiagnosticFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case github
    /// `/absolute/path:line:col: error: message`, which Xcode's issue navigator links from a Run Script phase.
    case xcode
    case json
}

/// The formats `scaffold scene` offers: its file lines and diffs have no JSON form.
enum SceneFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case github
    case xcode

    var diagnosticFormat: DiagnosticFormat {
        switch self {
        case .text: return .text
        case .github: return .github
        case .xcode: return .xcode
        }
    }
}

/// `3 scenes`, `1 scene`.
func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
