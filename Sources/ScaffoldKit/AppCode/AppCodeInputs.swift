import Foundation
import ScaffoldCore

/// The app's Swift files a run read (`appCode` in `scaffold.yml`), with their bytes, and why some were left out.
public struct AppCodeInputs: Sendable {
    /// The files, sorted by path, each once.
    public var files: [AppSourceFile]
    /// The `appCode` patterns as written, for messages.
    public var patterns: [String]
    /// Warnings: a pattern that matches nothing, a link not followed, a file that could not be read.
    public var warnings: [Diagnostic]

    public init(files: [AppSourceFile], patterns: [String], warnings: [Diagnostic] = []) {
        self.files = files
        self.patterns = patterns
        self.warnings = warnings
    }

    /// Hashes of the exact bytes read: the mocks made from them change when they do.
    var fingerprints: [SpecFingerprint] {
        files.map { SpecFingerprint(projectPath: $0.path, hash: .of(bytes: $0.bytes)) }
    }
}

/// One Swift file of the app and its bytes.
public struct AppSourceFile: Sendable, Equatable {
    /// Relative to the project.
    public var path: String
    /// As diagnostics name it (relative to the working folder).
    public var displayPath: String
    public var bytes: Data

    public init(path: String, displayPath: String, bytes: Data) {
        self.path = path
        self.displayPath = displayPath
        self.bytes = bytes
    }
}
