import ScaffoldCore

/// The bytes of `scaffold.lock` as the source stage read them; parsed only when a run needs the bases,
/// so a run answered from the cache never parses a large lock.
public struct LockSource: Sendable {
    /// The lock's text; nil when the project has no lock yet.
    public var text: String?
    /// The lock file as the user sees it, for diagnostics.
    public var display: String

    /// The hash of the text, for the run cache's key; nil without a lock.
    var digest: ContentHash? { text.map { ContentHash.of($0) } }

    /// The parsed lock: empty without a file, an error at its line when damaged.
    func parse() throws(DiagnosticsError) -> SkeletonLock {
        guard let text else { return SkeletonLock() }
        return try SkeletonLock(text: text, file: display)
    }
}
