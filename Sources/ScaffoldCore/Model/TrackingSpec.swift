/// A scene's `tracking:`: the outputs fed by the work its view model tracks.
///
/// `activity` names a `Bool` output that is true while any tracked request runs; `errors` names an output that
/// emits each error a tracked request fails with (`Error`, or `String` for its localized description).
public struct TrackingSpec: Equatable, Sendable {
    /// The output that shows whether tracked work is in flight.
    public var activity: Located<String>?
    /// The output that reports the errors of tracked work.
    public var errors: Located<String>?
    /// Where `tracking:` was written.
    public var location: SourceLocation

    public init(activity: Located<String>? = nil, errors: Located<String>? = nil, location: SourceLocation) {
        self.activity = activity
        self.errors = errors
        self.location = location
    }
}
