import ScaffoldCore

/// What a run did: one change per file, and what to tell the user.
public struct SceneReport: Sendable {
    public var changes: [FileChange]
    public var sceneCount: Int
    public var warnings: [Diagnostic]
    /// Whether the run was answered from `.scaffold/scene.cache` without parsing or rendering.
    public var answeredFromCache: Bool

    public init(changes: [FileChange], sceneCount: Int, warnings: [Diagnostic], answeredFromCache: Bool) {
        self.changes = changes
        self.sceneCount = sceneCount
        self.warnings = warnings
        self.answeredFromCache = answeredFromCache
    }
}
