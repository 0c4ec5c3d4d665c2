/// The project-relative folders a run writes to.
public struct OutputRoots: Hashable, Sendable {
    /// Where scenes go.
    public var output: String
    /// Where view model tests and mocks go; nil for none.
    public var tests: String?

    public init(output: String, tests: String? = nil) {
        self.output = output
        self.tests = tests
    }

    /// Both roots, scenes first.
    public var all: [String] { [output] + (tests.map { [$0] } ?? []) }
}
