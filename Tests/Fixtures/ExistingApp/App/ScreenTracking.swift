/// The app's analytics protocol, written before scaffold: every screen's view model names itself for the logs.
/// Specs list it under `conformsTo`, and a `properties:` entry of the same name meets its requirement.
protocol ScreenTracking {
    var screenName: String { get }
}
