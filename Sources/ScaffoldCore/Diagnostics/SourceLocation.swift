/// A 1-based position in a source file, as editors and Xcode count it.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file as the user named it (relative to the working folder where possible).
    public var file: String
    /// Line, starting at 1.
    public var line: Int
    /// Column in Unicode scalars, starting at 1.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The start of `file`, for problems that concern the file as a whole.
    public static func startOf(_ file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }

    /// The same line, `count` columns further right.
    public func advanced(byColumns count: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + count)
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
