import Foundation
import ScaffoldCore

/// The bytes of `scaffold.lock` as the source stage read them; parsed only when a run needs the bases,
/// so a run answered from the cache never parses a large lock.
public struct LockSource: Sendable {
    /// The lock's bytes; nil when the project has no lock yet. Kept as read: a run answered from the
    /// cache only fingerprints them, and a large project's lock is tens of megabytes.
    public var bytes: Data?
    /// The lock file as the user sees it, for diagnostics.
    public var display: String

    public init(bytes: Data?, display: String) {
        self.bytes = bytes
        self.display = display
    }

    /// The hash of the bytes, for the run cache's key; nil without a lock.
    var digest: ContentHash? { bytes.map { ContentHash.of(bytes: $0) } }

    /// The parsed lock: empty without a file, an error at its line when damaged or when it names a path
    /// outside the project that is not below one of `folders` (the project's output and spec folders).
    func parse(folders: [String]) throws(DiagnosticsError) -> SkeletonLock {
        guard let bytes else { return SkeletonLock() }
        return try SkeletonLock(text: String(decoding: bytes, as: UTF8.self), file: display, outsideFolders: folders)
    }
}
