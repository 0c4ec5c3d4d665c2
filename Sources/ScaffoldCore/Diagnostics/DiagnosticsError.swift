/// One or more diagnostics, as the error of a step that cannot go on.
public struct DiagnosticsError: Error, Hashable, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String {
        diagnostics.sorted().map(\.description).joined(separator: "\n")
    }
}
