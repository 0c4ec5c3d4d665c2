import ScaffoldCore

/// What the output stage decided for one file of a run.
struct FilePlan: Sendable {
    var change: FileChange
    /// The bytes to write in write mode; nil leaves the file as it is.
    var contents: String?
    /// The skeleton's base after this run; nil keeps what the lock has.
    var base: String?
    /// Problems the person must settle (conflicts) or should know of (a skeleton without a base).
    var diagnostics: [Diagnostic] = []
}
