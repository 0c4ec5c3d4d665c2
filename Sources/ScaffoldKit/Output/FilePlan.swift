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
    /// Why the file on disk cannot be read or replaced (a FIFO, a link); the run stops before writing.
    var refusal: FileSystemProblem?
    /// Why `--check` cannot tell whether the skeleton is current (it is not UTF-8 text); the check then fails
    /// as for unreadable input instead of passing over the file.
    var uncheckable: Diagnostic?
}

extension FilePlan {
    /// The plan for `file`, shown as `path`, whose place on disk holds something scaffold may not read
    /// or replace; what is in the way is reported as a write problem, since writing is what the run
    /// came to do.
    init(refusing problem: FileSystemProblem, for file: OutputFile, at path: String) {
        var problem = problem
        if case .tooLarge = problem.reason {} else { problem.operation = .write }
        self.init(change: FileChange(action: .skip, path: path, kind: file.kind), refusal: problem)
    }
}
