extension SpecValidator {
    /// Problems in a scene's `tracking:`: outputs it names that the scene lacks or that emit the wrong type, one
    /// output for both roles, and members named like the properties that hold the trackers.
    func trackingProblems(_ spec: SceneSpec) -> [Diagnostic] {
        guard let tracking = spec.tracking else { return [] }
        var diagnostics: [Diagnostic] = []
        let outputNames = spec.outputs.map(\.name.value)
        func output(_ name: Located<String>, role: String) -> OutputSpec? {
            if let output = spec.outputs.first(where: { $0.name.value == name.value }) {
                guard !output.isRelay else {
                    diagnostics.append(
                        .error(
                            .trackedOutputIsRelay(name.value), at: name.location,
                            notes: [
                                .init(
                                    location: output.name.location, message: "output '\(name.value)' is declared here")
                            ]))
                    return nil
                }
                return output
            }
            let suggestion = EditDistance.closest(to: name.value, among: outputNames)
            diagnostics.append(
                .error(.unknownTrackedOutput(name.value, role: role, suggestion: suggestion), at: name.location))
            return nil
        }
        if let activity = tracking.activity, let tracked = output(activity, role: "activity"),
            let type = tracked.member.checkedType,
            !Self.isBool(type)
        {
            diagnostics.append(
                .error(
                    .trackedActivityNotBool(output: activity.value, type: Self.typeWording(type)),
                    at: activity.location,
                    notes: [
                        .init(location: tracked.name.location, message: "output '\(activity.value)' is declared here")
                    ]
                ))
        }
        if let activity = tracking.activity, let errors = tracking.errors, activity.value == errors.value {
            // One output cannot be both; its type is beside the point until the spec names two.
            diagnostics.append(.error(.trackedOutputTwice(errors.value), at: errors.location))
        } else if let errors = tracking.errors, let tracked = output(errors, role: "errors"),
            let type = tracked.member.checkedType,
            TrackedErrorsForm(type) == nil
        {
            diagnostics.append(
                .error(
                    .trackedErrorsOfUnsupportedType(output: errors.value, type: Self.typeWording(type)),
                    at: errors.location,
                    notes: [
                        .init(location: tracked.name.location, message: "output '\(errors.value)' is declared here")
                    ]
                ))
        }
        let trackerProperties = Set(
            (tracking.activity == nil ? [] : [SceneNames.activityTrackerProperty])
                + (tracking.errors == nil ? [] : [SceneNames.errorTrackerProperty]))
        for (name, kind) in spec.namedMembers where trackerProperties.contains(name.value) {
            diagnostics.append(.error(.memberNamedLikeTracker(name.value, kind: kind), at: name.location))
        }
        return diagnostics
    }

    /// Services named like the tracker classes, which a project declares once any scene has `tracking`.
    func trackerTypeProblems(_ specs: [SceneSpec], services: [SharedServiceSpec]) -> [Diagnostic] {
        guard let tracking = specs.lazy.compactMap(\.tracking).first else { return [] }
        let trackerTypes: Set = [supportTypes.activityTrackerName, supportTypes.errorTrackerName]
        let serviceNames = specs.compactMap { $0.service?.name } + services.map(\.name)
        return serviceNames.filter { trackerTypes.contains($0.value) }.map {
            .error(
                .typeNamedLikeTracker($0.value), at: $0.location,
                notes: [.init(location: tracking.location, message: "'tracking' is declared here")])
        }
    }

    private static func isBool(_ type: SwiftType) -> Bool {
        type.isStandardType(named: "Bool")
    }

    /// `Void` as the spec would have written it, so the message shows what to change.
    private static func typeWording(_ type: SwiftType) -> String {
        type.isVoid ? "nothing (Void)" : "'\(type)'"
    }
}
