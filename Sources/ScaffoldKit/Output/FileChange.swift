/// What a run did, or would do, to one file.
public struct FileChange: Hashable, Sendable {
    /// What happened, or would happen, to the file.
    public enum Action: String, Hashable, Sendable, CaseIterable {
        /// The file did not exist and was written.
        case create
        /// The file existed with other bytes and was rewritten.
        case update
        /// The file already had the right bytes and was left alone.
        case identical
        /// An existing skeleton was left alone.
        case skip
        /// An orphaned generated file was deleted.
        case remove
        /// `--check`: a generated file differs from what the specs produce.
        case stale
        /// `--check`: a generated file does not exist.
        case missing
        /// A generated file whose spec is gone (deleted only with `--prune`).
        case orphan
        /// `--check`: a skeleton does not exist (a warning: skeletons are the user's).
        case missingSkeleton = "missing-skeleton"
    }

    public var action: Action
    /// The path as the user sees it (relative to the working folder).
    public var path: String
    public var kind: OutputFile.Kind
    /// For `stale` (and `update` in a dry run): a unified diff from the file on disk to the expected file.
    public var diff: String?

    public init(action: Action, path: String, kind: OutputFile.Kind, diff: String? = nil) {
        self.action = action
        self.path = path
        self.kind = kind
        self.diff = diff
    }

    /// Whether this change makes `--check` fail.
    public var isDrift: Bool { action == .stale || action == .missing || action == .orphan }
}
