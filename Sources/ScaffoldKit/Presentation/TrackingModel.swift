/// What a view model with `tracking` keeps and how its skeleton says to use it.
/// - Template object: tracking
public struct TrackingModel: Sendable, Equatable {
    /// The stored trackers, one per tracked role.
    /// - Example: `["private let activityTracker = ActivityTracker()", "private let errorTracker = ErrorTracker()"]`
    public var declarations: [String]
    /// Comment lines without `//`, telling how requests go through the trackers.
    /// - Example: ``["`.trackActivity(activityTracker)` makes `isLoading` true while it runs."]``
    public var todoLines: [String]
}

/// The day-one test that the tracked activity output shows nothing running before any input arrives.
/// - Template object: activity test
public struct ActivityTestModel: Sendable, Equatable {
    /// The test method.
    /// - Example: `test_isLoading_isFalseWhileNothingRuns`
    public var name: String
    /// The output's `TestableObserver` property.
    /// - Example: `isLoadingObserver`
    public var observer: String
}
