/// Something in the model sources or the documentation that keeps the contract from being generated, at its
/// 1-based line and column.
public struct ContractProblem: Error, Sendable, Equatable, Comparable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path:line:col: error: message`, as swiftc prints it, so that editors link it.
    public var description: String { "\(path):\(line):\(column): error: \(message)" }

    public static func < (lhs: ContractProblem, rhs: ContractProblem) -> Bool {
        (lhs.path, lhs.line, lhs.column, lhs.message) < (rhs.path, rhs.line, rhs.column, rhs.message)
    }
}

/// Every problem the generator found, in file and line order: it reports them together rather than one per run.
public struct ContractProblems: Error, Sendable, Equatable, CustomStringConvertible {
    public var problems: [ContractProblem]

    public init(_ problems: [ContractProblem]) {
        self.problems = problems.sorted()
    }

    /// One line per problem.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
