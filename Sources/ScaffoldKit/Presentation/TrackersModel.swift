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
    /// How the file writes the library types.
    /// - Template key: rx
    var libraryNames: LibraryNames
}
