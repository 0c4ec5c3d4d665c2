/// The app's own types that stand in for support types scaffold would otherwise write: `supportTypes:` in
/// `scaffold.yml`. For each one named, scaffold writes no file of its own and generated code names the app's type.
public struct SupportTypesSpec: Equatable, Sendable {
    /// The protocol transform view models conform to, in place of the generated `ViewModelType`.
    public var viewModelType: Located<String>?
    /// The class `tracking: {activity:}` counts work with, in place of the generated `ActivityTracker`.
    public var activityTracker: Located<String>?
    /// The class `tracking: {errors:}` collects errors with, in place of the generated `ErrorTracker`.
    public var errorTracker: Located<String>?
    /// The app's own step enum under `navigation: rxflow`, in place of the generated `AppStep`: scaffold writes no
    /// step enum, and routes and result cases emit the app's cases (`step:`).
    public var steps: Located<String>?
    /// The `disposeBag` the app's `viewModelType` requires of its view models, as `appCode` declares it; nil when
    /// it requires none or scaffold writes `ViewModelType`.
    public var requiredDisposeBag: RequiredDisposeBag?

    public init(
        viewModelType: Located<String>? = nil, activityTracker: Located<String>? = nil,
        errorTracker: Located<String>? = nil, steps: Located<String>? = nil
    ) {
        self.viewModelType = viewModelType
        self.activityTracker = activityTracker
        self.errorTracker = errorTracker
        self.steps = steps
    }

    /// The protocol generated transform view models conform to: the app's, or `ViewModelType`.
    public var viewModelTypeName: String {
        viewModelType?.value ?? SceneNames.transformViewModelProtocol
    }

    /// The class that counts tracked work: the app's, or `ActivityTracker`.
    public var activityTrackerName: String {
        activityTracker?.value ?? SceneNames.activityTracker
    }

    /// The class that collects tracked errors: the app's, or `ErrorTracker`.
    public var errorTrackerName: String {
        errorTracker?.value ?? SceneNames.errorTracker
    }

    /// Whether scaffold writes `Support/ActivityTracking.generated.swift`: only when the app maps neither tracker,
    /// since the app's tracker comes with its own `trackActivity`/`trackError` extension.
    public var generatesTrackers: Bool {
        activityTracker == nil && errorTracker == nil
    }

    /// The mapped entries, each with its key, in the order of `SpecVocabulary.SupportTypes`.
    public var entries: [(key: String, name: Located<String>)] {
        [
            ("viewModelType", viewModelType), ("activityTracker", activityTracker), ("errorTracker", errorTracker),
            ("steps", steps),
        ]
        .compactMap { key, name in name.map { (key, $0) } }
    }
}
