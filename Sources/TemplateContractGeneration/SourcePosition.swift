/// A 1-based line and column in a file.
struct SourcePosition: Equatable {
    var line: Int
    var column: Int

    /// The problem `message` at this place of the file at `path`.
    func problem(in path: String, _ message: String) -> ContractProblem {
        ContractProblem(path: path, line: line, column: column, message: message)
    }
}
