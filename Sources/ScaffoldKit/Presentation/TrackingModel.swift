/// What a view model with `tracking` keeps and how its skeleton says to use it.
public struct TrackingModel: Sendable, Equatable {
    /// The stored trackers: `private let activityTracker = ActivityTracker()`.
    public var declarations: [String]
    /// Comment lines, without `//`, that tell the person to route requests through the trackers.
    public var todoLines: [String]
}

/// The day-one test that the tracked activity output shows nothing running before any input arrives.
public struct ActivityTestModel: Sendable, Equatable {
    /// `test_isLoading_isFalseWhileNothingRuns`.
    public var name: String
    /// The output's `TestableObserver` property: `isLoadingObserver`.
    public var observer: String
}
