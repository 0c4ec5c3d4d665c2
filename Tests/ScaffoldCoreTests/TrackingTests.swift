import Testing

@testable import ScaffoldCore

/// A spec's `tracking`: how it is read, and what it may name.
struct TrackingTests: DiagnosticsTesting {
    @Test func trackingIsReadWithItsPositions() throws {
        let input = MarkedText(
            """
            scene: Login
            outputs: [isLoading: Bool, failure: String]
            1️⃣tracking: {activity: 2️⃣isLoading, errors: 3️⃣failure}
            """)
        let spec = try #require(SpecDecoder().decode(input.data, file: input.file).spec)
        #expect(
            spec.tracking
                == TrackingSpec(
                    activity: input.located("isLoading", at: "2️⃣"), errors: input.located("failure", at: "3️⃣"),
                    location: input["1️⃣"]))
        #expect(diagnostics(input) == [])
    }

    @Test func anErrorsOutputMayCarryTheErrorsThemselves() {
        let input = MarkedText(
            """
            scene: Login
            outputs: [failure: Error, other: any Swift.Error]
            tracking: {errors: failure}
            """)
        #expect(diagnostics(input) == [])
    }

    @Test func anEmptyTrackingSaysWhatToWrite() {
        let input = MarkedText("scene: Login\n1️⃣tracking: {}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'tracking' names no output; write 'tracking: {activity: isLoading, errors: errorMessage}' with "
                        + "outputs of this scene, or remove it", at: input["1️⃣"])
            ])
    }

    @Test func anUnknownTrackingKeyIsNamed() {
        let input = MarkedText(
            "scene: Login\noutputs: [isLoading: Bool, failure: String]\ntracking: {activity: isLoading, 1️⃣error: failure}\n"
        )
        #expect(
            diagnostics(input) == [
                error("unknown key 'error'; did you mean 'errors'?", at: input["1️⃣"])
            ])
    }

    /// A misspelt key is read as the key it suggests, so what it holds is still checked, once.
    @Test func aMisspeltTrackingKeysValueIsStillChecked() {
        let input = MarkedText(
            "scene: Login\noutputs: [isLoading: Bool]\ntracking: {activity: isLoading, 1️⃣error: 2️⃣x}\n")
        #expect(
            diagnostics(input) == [
                error("unknown key 'error'; did you mean 'errors'?", at: input["1️⃣"]),
                error(
                    "'tracking.errors' names 'x', which is not an output of this scene; declare it under 'outputs'",
                    at: input["2️⃣"]),
            ])
    }

    @Test func aTrackedOutputTheSceneLacksGetsASuggestion() {
        let input = MarkedText(
            """
            scene: Login
            outputs: [isLoading: Bool]
            tracking: {activity: 1️⃣isLoding, errors: 2️⃣failure}
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "'tracking.activity' names 'isLoding', which is not an output of this scene; did you mean "
                        + "'isLoading'?", at: input["1️⃣"]),
                error(
                    "'tracking.errors' names 'failure', which is not an output of this scene; declare it under "
                        + "'outputs'", at: input["2️⃣"]),
            ])
    }

    @Test func anActivityOutputMustBeABool() {
        let input = MarkedText(
            """
            scene: Login
            outputs: [1️⃣isLoading: Int, 3️⃣busy]
            tracking: {activity: 2️⃣isLoading}
            """)
        let busy = MarkedText(
            """
            scene: Login
            outputs: [1️⃣busy]
            tracking: {activity: 2️⃣busy}
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "output 'isLoading' shows tracked activity, which is true while work runs, but emits 'Int'; "
                        + "declare it as 'isLoading: Bool'", at: input["2️⃣"],
                    notes: [note("output 'isLoading' is declared here", at: input["1️⃣"])])
            ])
        #expect(
            diagnostics(busy) == [
                error(
                    "output 'busy' shows tracked activity, which is true while work runs, but emits nothing (Void); "
                        + "declare it as 'busy: Bool'", at: busy["2️⃣"],
                    notes: [note("output 'busy' is declared here", at: busy["1️⃣"])])
            ])
    }

    @Test func anErrorsOutputMustCarryAnErrorOrAString() {
        let input = MarkedText(
            """
            scene: Login
            outputs: [1️⃣failure: Int]
            tracking: {errors: 2️⃣failure}
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "output 'failure' shows tracked errors but emits 'Int'; declare it as 'failure: Error' for the "
                        + "errors themselves or 'failure: String' for their localized descriptions ('Error?' and "
                        + "'String?' for a binding that takes optionals)", at: input["2️⃣"],
                    notes: [note("output 'failure' is declared here", at: input["1️⃣"])])
            ])
    }

    /// `String?` is what a binding to `UILabel.rx.text` takes; the tracker's values are wrapped.
    @Test func anErrorsOutputMayCarryAnOptionalErrorOrString() {
        let input = MarkedText(
            "scene: Login\noutputs: [message: String?, failure: Error?]\ntracking: {errors: message}\n")
        let other = MarkedText("scene: Login\noutputs: [failure: Error?]\ntracking: {errors: failure}\n")
        #expect(diagnostics(input) + diagnostics(other) == [])
    }

    @Test func oneOutputCannotShowActivityAndErrors() {
        let input = MarkedText(
            """
            scene: Login
            outputs: [state: Bool]
            tracking: {activity: state, errors: 1️⃣state}
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "output 'state' cannot show both activity and errors; name a Bool output for 'activity' and "
                        + "another for 'errors'", at: input["1️⃣"])
            ])
    }

    @Test func aMemberNamedLikeATrackerPropertyIsRefused() {
        let input = MarkedText(
            """
            scene: Login
            inputs: [1️⃣activityTracker]
            outputs: [isLoading: Bool, 2️⃣errorTracker: String]
            tracking: {activity: isLoading, errors: errorTracker}
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "input 'activityTracker' has the name of the property that holds the view model's tracker; "
                        + "choose another name", at: input["1️⃣"]),
                error(
                    "output 'errorTracker' has the name of the property that holds the view model's tracker; "
                        + "choose another name", at: input["2️⃣"]),
            ])
    }

    /// Properties and methods live in the view model beside its trackers, like inputs and outputs.
    @Test func aPropertyOrMethodNamedLikeATrackerPropertyIsRefused() {
        let input = MarkedText(
            """
            scene: Login
            outputs: [isLoading: Bool, failure: String]
            properties: [1️⃣activityTracker: Int]
            methods: [2️⃣errorTracker]
            tracking: {activity: isLoading, errors: failure}
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "property 'activityTracker' has the name of the property that holds the view model's tracker; "
                        + "choose another name", at: input["1️⃣"]),
                error(
                    "method 'errorTracker' has the name of the property that holds the view model's tracker; "
                        + "choose another name", at: input["2️⃣"]),
            ])
    }

    @Test func aMemberMayUseATrackerNameTheSceneDoesNotTrack() {
        let input = MarkedText(
            """
            scene: Login
            inputs: [errorTracker]
            outputs: [isLoading: Bool]
            tracking: {activity: isLoading}
            """)
        #expect(diagnostics(input) == [])
    }

    @Test func aServiceNamedLikeATrackerClassIsRefusedOnceAnySceneTracks() {
        let login = MarkedText(
            """
            scene: Login
            outputs: [isLoading: Bool]
            1️⃣tracking: {activity: isLoading}
            """, file: "Specs/Login.yml")
        let other = MarkedText("scene: Other\nservice: {name: 1️⃣ErrorTracker}\n", file: "Specs/Other.yml")
        #expect(
            diagnostics([login, other]) == [
                error(
                    "'ErrorTracker' is the tracker class scaffold generates for 'tracking'; rename this type",
                    at: other["1️⃣"], notes: [note("'tracking' is declared here", at: login["1️⃣"])])
            ])
    }

    @Test func aRelayCannotBeFedByATracker() {
        let input = MarkedText(
            """
            scene: Login
            outputs: [1️⃣isLoading: {type: Bool, trait: relay, initial: "false"}]
            tracking: {activity: 2️⃣isLoading}
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "output 'isLoading' is a relay, which holds the values the view model accepts into it, so a "
                        + "tracker cannot feed it; remove its 'trait: relay', or track another output", at: input["2️⃣"],
                    notes: [note("output 'isLoading' is declared here", at: input["1️⃣"])])
            ])
    }
}
