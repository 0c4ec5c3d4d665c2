/// A problem found in the user's input, reported at a position the user can jump to.
///
/// This is the only kind of error `scaffold` shows: every failure, from a YAML syntax error to an
/// unreadable file, becomes a `Diagnostic` and prints as `path:line:col: error: message`. Its message
/// comes from the problem of its phase: `SpecProblem`, `TemplateProblem` or `FileSystemProblem`.
public struct Diagnostic: Hashable, Sendable, Comparable, CustomStringConvertible, Error {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    public var severity: Severity
    public var location: SourceLocation
    public var message: String
    /// Further lines printed after the message, each as `path:line:col: note: ...`.
    public var notes: [Note]

    /// A secondary remark pointing at a related place, such as the first declaration of a duplicate.
    public struct Note: Hashable, Sendable {
        public var location: SourceLocation
        public var message: String
        /// Whether the note only helps find the fix (where a close name is declared) rather than naming a file at
        /// fault too: a run over that file alone is not stopped by the diagnostic.
        public var isHint: Bool

        public init(location: SourceLocation, message: String, isHint: Bool = false) {
            self.location = location
            self.message = message
            self.isHint = isHint
        }

        /// A note that shows where `name` is declared, for a mistake one typo from it.
        public static func closeName(_ name: Located<String>) -> Note {
            Note(location: name.location, message: "'\(name.value)' is declared here", isHint: true)
        }
    }

    public init(severity: Severity, location: SourceLocation, message: String, notes: [Note] = []) {
        self.severity = severity
        self.location = location
        self.message = message
        self.notes = notes
    }

    /// An error describing `problem` at `location`.
    public static func error(_ problem: SpecProblem, at location: SourceLocation, notes: [Note] = []) -> Diagnostic {
        Diagnostic(severity: .error, location: location, message: problem.description, notes: notes)
    }

    /// An error describing a broken template at `location`.
    public static func error(_ problem: TemplateProblem, at location: SourceLocation) -> Diagnostic {
        Diagnostic(severity: .error, location: location, message: problem.description)
    }

    /// A diagnostic about a person's skeleton at `location`.
    public static func skeleton(
        _ problem: SkeletonProblem, severity: Severity = .error, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(severity: severity, location: location, message: problem.description)
    }

    /// An error for a file the disk refused, placed at the start of that file.
    public static func error(_ problem: FileSystemProblem) -> Diagnostic {
        Diagnostic(severity: .error, location: .startOf(problem.path), message: problem.description)
    }

    /// A warning describing `problem` at `location`.
    public static func warning(_ problem: SpecProblem, at location: SourceLocation, notes: [Note] = []) -> Diagnostic {
        Diagnostic(severity: .warning, location: location, message: problem.description, notes: notes)
    }

    /// `path:line:col: severity: message`, then one line per note.
    public var description: String {
        var text = "\(location): \(severity.rawValue): \(message)"
        for note in notes {
            text += "\n\(note.location): note: \(note.message)"
        }
        return text
    }

    /// Sorted by file, line and column; at one position errors come before warnings.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Diagnostic {
    /// Whether any of these is an error (warnings alone let a run go on).
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
