import Foundation
import ScaffoldCore
import ScaffoldKit

/// Everything the CLI prints: file lines on standard output, diagnostics on standard error.
///
/// `--quiet` drops only news of success (file lines, the summary of a run that succeeded); errors, warnings,
/// check drift, diffs and annotations are always printed, because CI runs quietly and must still say why it
/// failed, and what it will fail on next.
struct Console {
    var format: DiagnosticFormat
    var quiet: Bool
    private let colorsOutput: Bool
    private let colorsErrors: Bool

    init(format: DiagnosticFormat, color: ColorChoice, quiet: Bool = false) {
        self.format = format
        self.quiet = quiet
        // no-color.org: set and not empty; an empty NO_COLOR is how a script unsets it for one command.
        let noColor = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        switch color {
        case .always:
            colorsOutput = true
            colorsErrors = true
        case .never:
            colorsOutput = false
            colorsErrors = false
        case .auto:
            // Each stream is judged on its own: `scaffold scene 2>log` must not put escapes in the log.
            colorsOutput = isatty(STDOUT_FILENO) == 1 && !noColor
            colorsErrors = isatty(STDERR_FILENO) == 1 && !noColor
        }
    }

    private enum Style: String {
        case red = "31"
        case green = "32"
        case yellow = "33"
        case dim = "2"
        case bold = "1"
    }

    private func styled(_ text: String, _ style: Style, forErrors: Bool = false) -> String {
        (forErrors ? colorsErrors : colorsOutput) ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// Success output on standard output; `--quiet` drops it.
    func out(_ text: String, terminator: String = "\n") {
        guard !quiet else { return }
        always(text, terminator: terminator)
    }

    /// Standard output that `--quiet` keeps: failures, drift, annotations, machine-readable output.
    func always(_ text: String, terminator: String = "\n") {
        FileHandle.standardOutput.write(Data((text + terminator).utf8))
    }

    private func err(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Prints diagnostics sorted by position, in the chosen format.
    func report(_ diagnostics: [Diagnostic]) {
        let shown = diagnostics.sorted()
        // A JSON reader wants an array even when there is nothing in it.
        guard !shown.isEmpty || format == .json else { return }
        switch format {
        case .text:
            var text = Self.lines(
                shown,
                severity: {
                    $0 == .error
                        ? styled("error:", .red, forErrors: true) : styled("warning:", .yellow, forErrors: true)
                }, place: \.description)
            if PluginRun.current != nil, PluginRun.refusedWrite(in: shown) {
                text +=
                    DisplayText.escaped(
                        PluginRun.writePermissionAdvice(arguments: Array(CommandLine.arguments.dropFirst()))) + "\n"
            }
            err(text)
        case .xcode:
            // Xcode links an issue in a Run Script phase's output to its file only by an absolute path; nothing is
            // coloured.
            let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            err(
                Self.lines(shown, severity: { $0.rawValue + ":" }) { location in
                    var location = location
                    if !location.file.hasPrefix("/") {
                        location.file =
                            URL(fileURLWithPath: location.file, relativeTo: workingDirectory).standardizedFileURL.path
                    }
                    return location.description
                })
        case .github:
            always(
                shown.map { diagnostic in
                    // An annotation has one message; its notes follow as lines of it, each with its place.
                    let message =
                        ([diagnostic.message] + diagnostic.notes.map { "\($0.location): note: \($0.message)" })
                        .joined(separator: "\n")
                    return
                        "::\(diagnostic.severity.rawValue) file=\(Self.escapeAnnotationProperty(diagnostic.location.file)),"
                        + "line=\(diagnostic.location.line),col=\(diagnostic.location.column)::"
                        + Self.escapeAnnotation(message)
                }.joined(separator: "\n"))
        case .json:
            let objects = shown.map {
                DiagnosticJSON(
                    file: $0.location.file, line: $0.location.line, column: $0.location.column,
                    severity: $0.severity.rawValue, message: $0.message,
                    notes: $0.notes.isEmpty
                        ? nil
                        : $0.notes.map {
                            NoteJSON(
                                file: $0.location.file, line: $0.location.line, column: $0.location.column,
                                message: $0.message)
                        })
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = objects.isEmpty ? nil : try? encoder.encode(objects)
            always(data.map { String(decoding: $0, as: UTF8.self) } ?? "[]")
        }
    }

    /// `place: severity message` for each diagnostic, then `place: note: message` for each of its notes, a line
    /// each. Spec text and file names are escaped: a raw escape sequence or line break could recolour the terminal or
    /// forge a line.
    private static func lines(
        _ diagnostics: [Diagnostic], severity: (Diagnostic.Severity) -> String, place: (SourceLocation) -> String
    ) -> String {
        var text = ""
        for diagnostic in diagnostics {
            text += DisplayText.escaped(place(diagnostic.location)) + ": \(severity(diagnostic.severity)) "
            text += DisplayText.escaped(diagnostic.message) + "\n"
            for note in diagnostic.notes {
                text += DisplayText.escaped("\(place(note.location)): note: \(note.message)") + "\n"
            }
        }
        return text
    }

    /// A workflow command's message (its data), escaped as GitHub documents: `%`, CR and LF.
    static func escapeAnnotation(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A workflow command's property value (`file=`), escaped as GitHub documents: as a message, and `:`, `,`.
    static func escapeAnnotationProperty(_ text: String) -> String {
        escapeAnnotation(text)
            .replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }

    /// One line per file (`create PATH`, `update PATH`, ...), each optionally followed by its diff,
    /// written in one go: a large project prints thousands of lines. Drift is printed even when quiet.
    func report(_ changes: [FileChange], withDiffs: Bool = false, isDrift: Bool = false) {
        guard !changes.isEmpty else { return }
        var text = ""
        for change in changes {
            text += line(for: change) + "\n"
            if withDiffs, let diff = change.diff { text += diff }
        }
        if isDrift { always(text, terminator: "") } else { out(text, terminator: "") }
    }

    private func line(for change: FileChange) -> String {
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
        case .merge: word = styled("merge", .green)
        case .conflict: word = styled("conflict", .red)
        case .behind: word = styled("behind", .red)
        case .adopt: word = styled("adopt", .dim)
        }
        return "\(word) \(DisplayText.escaped(change.path))"
            + (change.detail.map { " (\(DisplayText.escaped($0)))" } ?? "")
    }

    /// The closing summary; a failing one is printed even when quiet.
    func summary(_ text: String, isFailure: Bool = false) {
        if isFailure { always(styled(text, .bold)) } else { out(styled(text, .bold)) }
    }
}

private struct DiagnosticJSON: Encodable {
    var file: String
    var line: Int
    var column: Int
    var severity: String
    var message: String
    /// Absent when there are none.
    var notes: [NoteJSON]?
}

private struct NoteJSON: Encodable {
    var file: String
    var line: Int
    var column: Int
    var message: String
}
