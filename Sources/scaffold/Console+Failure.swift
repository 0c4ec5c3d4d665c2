import ArgumentParser
import Foundation
import ScaffoldCore

extension Console {
    /// Prints the problems that stopped a command and the closing summary (`2 errors, 1 warning in 3 specs`),
    /// and gives the exit status the command ends with. `configFile` is the `--config` the command was given,
    /// so its problems count as a file's, not a spec's.
    ///
    /// The summary goes to standard output, as the summaries of runs that succeed do, and even when quiet; not
    /// with `--format json`, whose output is one JSON array.
    func failure(
        _ diagnostics: [Diagnostic], configFile: String? = nil, status: ExitCode = ExitStatus.invalidInput
    ) -> ExitCode {
        report(diagnostics)
        guard format != .json, !diagnostics.isEmpty else { return status }
        let configNames: Set<String> = [
            "scaffold.yml", configFile.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "scaffold.yml",
        ]
        let summary = DiagnosticSummary(diagnostics) { path in
            let name = URL(fileURLWithPath: path).lastPathComponent
            return (name.hasSuffix(".yml") || name.hasSuffix(".yaml")) && !configNames.contains(name)
        }
        self.summary(summary.description, isFailure: true)
        return status
    }
}
