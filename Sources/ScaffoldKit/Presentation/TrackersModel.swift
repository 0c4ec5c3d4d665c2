/// What `ActivityTracking.generated.swift` prints: the two tracker classes a scene with `tracking` uses, rendered
/// once per project.
/// - Template object: trackers
struct TrackersModel: Sendable, Equatable {
    /// The class that counts work in flight.
    /// - Example: `ActivityTracker`
    var activityTracker: String
    /// The class that collects errors.
    /// - Example: `ErrorTracker`
    var errorTracker: String
    /// Whether the file declares the activity tracker and its `trackActivity` operator: false when the app has its
    /// own (`supportTypes: {activityTracker:}`).
    /// - Example: `true`
    var declaresActivityTracker: Bool
    /// Whether the file declares the error tracker and its `trackError` operator: false when the app has its own
    /// (`supportTypes: {errorTracker:}`).
    /// - Example: `true`
    var declaresErrorTracker: Bool
    /// How the file writes the library types.
    /// - Template key: rx
    var libraryNames: LibraryNames
}
