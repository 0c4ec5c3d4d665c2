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
        /// A spec or template change was merged into an edited skeleton.
        case merge
        /// A merge left conflict markers in a skeleton, or the skeleton still has some.
        case conflict
        /// `--check`: an edited skeleton lacks a spec or template change a run would merge into it.
        case behind
        /// `--adopt`: a skeleton without a base took the current render as its base.
        case adopt
    }

    public var action: Action
    /// The path as the user sees it (relative to the working folder).
    public var path: String
    public var kind: OutputFile.Kind
    /// For `stale` and `behind` (and changes in a dry run): a unified diff from the file on disk to
    /// what it would become.
    public var diff: String?
    /// For `merge`, `conflict` and `behind`: what changed in the spec, e.g. `+ input reset`.
    public var detail: String?
    /// With a diff: the line of the file on disk that a run would change first; for `conflict`, its first
    /// conflict marker. Where a `--check` annotation points.
    public var firstChangedLine: Int?

    public init(
        action: Action, path: String, kind: OutputFile.Kind, diff: String? = nil, detail: String? = nil,
        firstChangedLine: Int? = nil
    ) {
        self.action = action
        self.path = path
        self.kind = kind
        self.diff = diff
        self.detail = detail
        self.firstChangedLine = firstChangedLine
    }

    /// Whether this change makes `--check` fail.
    public var isDrift: Bool {
        [.stale, .missing, .orphan, .behind, .conflict].contains(action)
    }

    /// Whether this is an orphaned skeleton the person edited, which `--prune` keeps: only deleting it, or making it
    /// their own, ends it.
    public var isOrphanKeptByPrune: Bool {
        action == .orphan && kind == .skeleton && detail != OutputStage.pruneRemoves
    }
}
