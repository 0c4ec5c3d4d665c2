import Foundation

/// A spec file found on disk.
public struct SpecFile: Hashable, Sendable {
    public var url: URL
    /// As shown in diagnostics (relative to the working folder).
    public var displayPath: String
    /// As written in the generated header (relative to the project folder).
    public var projectPath: String
}
