import ScaffoldCore

extension SceneModelBuilder {
    /// The trackers a view model with `tracking` keeps, and the comment that says how its requests use them.
    func trackingModel(_ tracking: TrackingSpec) -> TrackingModel {
        var declarations: [String] = []
        let trackers = tracking.activity != nil && tracking.errors != nil ? "the trackers" : "the tracker"
        var todoLines = [
            "TODO: send each request and each action's work through \(trackers)"
                + (tracking.errors == nil ? ":" : ", then catch its error:")
        ]
        if let activity = tracking.activity {
            declarations.append(
                "private let \(SceneNames.activityTrackerProperty) = \(supportTypes.activityTrackerName)()")
            todoLines.append(
                "`.trackActivity(\(SceneNames.activityTrackerProperty))` makes `\(activity.value)` true while it runs;")
        }
        if let errors = tracking.errors {
            declarations.append("private let \(SceneNames.errorTrackerProperty) = \(supportTypes.errorTrackerName)()")
            todoLines.append(
                "`.trackError(\(SceneNames.errorTrackerProperty))` sends why it failed to `\(errors.value)`.")
        }
        if todoLines.last?.hasSuffix(";") == true {
            todoLines[todoLines.count - 1].removeLast()
            todoLines[todoLines.count - 1] += "."
        }
        return TrackingModel(declarations: declarations, todoLines: todoLines)
    }

    /// What the skeleton assigns to `output` when a tracker feeds it, converted to the output's trait; nil for an
    /// output that `tracking` does not name.
    func trackedSource(ofOutput output: String, type: SwiftType, trait: OutputTrait, tracking: TrackingSpec?)
        -> String?
    {
        // The trackers are observables themselves, which spares `asObservable()` before another operator.
        let events: String
        var isObservable = false
        if tracking?.activity?.value == output {
            events = SceneNames.activityTrackerProperty
        } else if tracking?.errors?.value == output, let form = TrackedErrorsForm(type) {
            // The app's tracker may be a Driver-like sequence, whose `map` gives no observable.
            let tracker =
                SceneNames.errorTrackerProperty + (supportTypes.errorTracker == nil ? "" : ".asObservable()")
            switch (form.value, form.isOptional) {
            case (.error, false): events = SceneNames.errorTrackerProperty
            case (.localizedDescription, false): events = tracker + ".map(\\.localizedDescription)"
            case (.error, true): events = tracker + ".map { Optional($0) }"
            case (.localizedDescription, true): events = tracker + ".map { Optional($0.localizedDescription) }"
            }
            isObservable = form != TrackedErrorsForm(.error)
        } else {
            return nil
        }
        // Neither tracker fails, so the error strategies of the Cocoa traits never run.
        switch trait {
        case .observable: return isObservable ? events : events + ".asObservable()"
        case .driver: return events + ".asDriver(onErrorDriveWith: .empty())"
        case .signal: return events + ".asSignal(onErrorSignalWith: .empty())"
        }
    }
}
