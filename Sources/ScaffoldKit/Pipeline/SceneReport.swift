import ScaffoldCore

/// What a run did: one change per file, and what to tell the user.
public struct SceneReport: Sendable {
    public var changes: [FileChange]
    public var sceneCount: Int
    /// Warnings, and errors that did not stop the run (merge conflicts).
    public var diagnostics: [Diagnostic]
    /// Whether a skeleton was left with conflict markers (or still has some).
    public var hasConflicts: Bool { changes.contains { $0.action == .conflict } }
    /// Whether the run was answered from `.scaffold/scene.cache` without parsing or rendering.
    public var answeredFromCache: Bool

    public init(changes: [FileChange], sceneCount: Int, diagnostics: [Diagnostic], answeredFromCache: Bool) {
        self.changes = changes
        self.sceneCount = sceneCount
        self.diagnostics = diagnostics
        self.answeredFromCache = answeredFromCache
    }
}
