/// Why the benchmark stopped. Timings never fail it; only something that could not run does.
enum BenchError: Error, CustomStringConvertible {
    case help
    case usage(String)
    /// A command exited non-zero or could not start; `output` is what it printed.
    case commandFailed(command: String, status: String, output: String)
    case fileSystem(String)

    var description: String {
        switch self {
        case .help:
            return BenchOptions.usage
        case .usage(let message):
            return "error: \(message)\n\n\(BenchOptions.usage)"
        case .commandFailed(let command, let status, let output):
            let shown = output.isEmpty ? "" : "\n" + output.trimmingTrailingNewlines()
            return "error: '\(command)' \(status)\(shown)"
        case .fileSystem(let message):
            return "error: \(message)"
        }
    }
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var result = self
        while result.last?.isNewline == true { result.removeLast() }
        return result
    }
}
