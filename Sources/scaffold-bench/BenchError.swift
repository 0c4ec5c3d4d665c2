/// Why the benchmark stopped. Timings never fail it; only something that could not run does.
/// Bad arguments never get here: ArgumentParser reports those.
enum BenchError: Error, CustomStringConvertible {
    /// A command exited non-zero or could not start; `output` is what it printed.
    case commandFailed(command: String, status: String, output: String)
    case fileSystem(String)

    var description: String {
        switch self {
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
