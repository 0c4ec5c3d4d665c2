import Foundation
import ScaffoldCore
import ScaffoldKit

/// Everything the CLI prints: file lines on standard output, diagnostics on standard error.
struct Console {
    var format: DiagnosticFormat
    var useColor: Bool
    var quiet: Bool

    init(format: DiagnosticFormat, color: ColorChoice, quiet: Bool = false) {
        self.format = format
        self.quiet = quiet
        switch color {
        case .always: useColor = true
        case .never: useColor = false
        case .auto:
            useColor = isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        }
    }

    private enum Style: String {
        case red = "31"
        case green = "32"
        case yellow = "33"
        case cyan = "36"
        case dim = "2"
        case bold = "1"
    }

    private func styled(_ text: String, _ style: Style) -> String {
        useColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    func out(_ line: String, terminator: String = "\n") {
        guard !quiet else { return }
        FileHandle.standardOutput.write(Data((line + terminator).utf8))
    }

    func err(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Prints diagnostics sorted by position, in the chosen format.
    func report(_ diagnostics: [Diagnostic]) {
        let sorted = diagnostics.sorted()
        switch format {
        case .text:
            for diagnostic in sorted {
                if quiet && diagnostic.severity == .warning { continue }
                let severity = diagnostic.severity == .error ? styled("error:", .red) : styled("warning:", .yellow)
                err("\(diagnostic.location): \(severity) \(diagnostic.message)")
                for note in diagnostic.notes {
                    err("\(note.location): note: \(note.message)")
                }
            }
        case .github:
            for diagnostic in sorted {
                if quiet && diagnostic.severity == .warning { continue }
                out("::\(diagnostic.severity.rawValue) file=\(diagnostic.location.file),line=\(diagnostic.location.line),"
                    + "col=\(diagnostic.location.column)::\(Self.escapeAnnotation(diagnostic.message))")
            }
        case .json:
            let objects = sorted.map {
                DiagnosticJSON(file: $0.location.file, line: $0.location.line, column: $0.location.column,
                               severity: $0.severity.rawValue, message: $0.message)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(objects)) ?? Data("[]".utf8)
            FileHandle.standardOutput.write(data + Data("\n".utf8))
        }
    }

    /// GitHub's workflow commands need `%`, CR and LF escaped in messages.
    static func escapeAnnotation(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// One line per file: `create PATH`, `update PATH`, ...
    func report(_ change: FileChange) {
        let word: String
        switch change.action {
        case .create: word = styled("create", .green)
        case .update: word = styled("update", .yellow)
        case .identical: word = styled("identical", .dim)
        case .skip: word = styled("skip", .dim)
        case .remove: word = styled("remove", .red)
        case .stale: word = styled("stale", .red)
        case .missing: word = styled("missing", .red)
        case .orphan: word = styled("orphan", .red)
        case .missingSkeleton: word = styled("missing-skeleton", .yellow)
        }
        out("\(word) \(change.path)")
    }

    func summary(_ text: String) {
        out(styled(text, .bold))
    }
}

private struct DiagnosticJSON: Encodable {
    var file: String
    var line: Int
    var column: Int
    var severity: String
    var message: String
}
