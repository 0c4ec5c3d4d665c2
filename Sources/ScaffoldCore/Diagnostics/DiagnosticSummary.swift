/// The closing line of a run that failed: how many errors and warnings it found, in how many files
/// (`2 errors, 1 warning in 3 specs`), so the end of a long report says how much there is to fix.
public struct DiagnosticSummary: Hashable, Sendable, CustomStringConvertible {
    public var errors: Int
    public var warnings: Int
    /// The files the diagnostics are in.
    public var files: Int
    /// Whether every one of those files is a spec: the summary then counts specs, else files.
    public var filesAreSpecs: Bool

    /// The summary of `diagnostics`; `isSpec` tells a spec's path from the config's, a template's or a skeleton's.
    public init(_ diagnostics: [Diagnostic], isSpec: (String) -> Bool) {
        errors = diagnostics.count { $0.severity == .error }
        warnings = diagnostics.count { $0.severity == .warning }
        let paths = Set(diagnostics.map(\.location.file))
        files = paths.count
        filesAreSpecs = paths.allSatisfy(isSpec)
    }

    public var description: String {
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        var parts: [String] = []
        if errors > 0 || warnings == 0 { parts.append(counted(errors, "error")) }
        if warnings > 0 { parts.append(counted(warnings, "warning")) }
        return parts.joined(separator: ", ") + " in " + counted(files, filesAreSpecs ? "spec" : "file")
    }
}
