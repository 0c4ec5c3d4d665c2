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

    /// Whether every file's bytes were read; false when some hashes came from `AppCodeHashCache`, which is enough
    /// to ask the run cache and not to generate.
    public var isRead: Bool { files.allSatisfy { $0.bytes != nil } }

    /// Hashes of the exact bytes read: the mocks made from them change when they do.
    var fingerprints: [SpecFingerprint] {
        files.map { SpecFingerprint(projectPath: $0.path, hash: $0.hash) }
    }
}

/// One Swift file of the app and its bytes.
public struct AppSourceFile: Sendable, Equatable {
    /// Relative to the project.
    public var path: String
    /// As diagnostics name it (relative to the working folder).
    public var displayPath: String
    /// Nil when the run took the file's hash from `AppCodeHashCache` without reading it.
    public var bytes: Data?
    /// The hash of the bytes, taken where they are read (on all cores), for the run cache's key.
    let hash: ContentHash
    /// What `stat` said of the file before it was read; nil when it was not asked.
    let status: FileStatus?

    public init(path: String, displayPath: String, bytes: Data) {
        self.init(path: path, displayPath: displayPath, bytes: bytes, status: nil)
    }

    init(path: String, displayPath: String, bytes: Data, status: FileStatus?) {
        self.path = path
        self.displayPath = displayPath
        self.bytes = bytes
        hash = .of(bytes: bytes)
        self.status = status
    }

    /// A file whose status is the one `cached` was read under: its hash, without its bytes.
    init(path: String, displayPath: String, cached: AppCodeHashCache.Entry) {
        self.path = path
        self.displayPath = displayPath
        bytes = nil
        hash = cached.hash
        self.status = cached.status
    }
}
