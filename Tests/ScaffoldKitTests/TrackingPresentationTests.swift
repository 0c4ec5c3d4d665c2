import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// What `tracking` adds to a view model: the trackers it keeps, what feeds each tracked output in every trait and
/// error form, and the day-one test of the activity output.
@Suite struct TrackingPresentationTests {
    @Test func trackedOutputsAreFedByTheirTrackersInEveryTraitAndForm() throws {
        let model = try SceneModelBuilderTests.model(
            """
            scene: Uploads
            outputs:
              - busy: Bool
              - failure: Error
              - message: {type: String, trait: driver}
              - other: String
            tracking: {activity: busy, errors: failure}
            """)
        #expect(
            model.outputs.map(\.source) == [
                "activityTracker.asObservable()", "errorTracker.asObservable()", ".empty()", ".empty()",
            ])
        let drivers = try SceneModelBuilderTests.model(
            """
            scene: Uploads
            conventions: {outputs: driver}
            outputs:
              - busy: {type: Bool, trait: signal}
              - failure: any Error
            tracking: {activity: busy, errors: failure}
            """)
        #expect(
            drivers.outputs.map(\.source) == [
                "activityTracker.asSignal(onErrorSignalWith: .empty())",
                "errorTracker.asDriver(onErrorDriveWith: .empty())",
            ])
    }

    /// An optional errors output, as `UILabel.rx.text` takes: each error or description is wrapped.
    @Test func anOptionalErrorsOutputIsFedWrappedValues() throws {
        let messages = try SceneModelBuilderTests.model(
            """
            scene: Uploads
            outputs:
              - failure: {type: String?, trait: driver}
            tracking: {errors: failure}
            """)
        let errors = try SceneModelBuilderTests.model(
            """
            scene: Uploads
            outputs:
              - failure: (any Error)?
            tracking: {errors: failure}
            """)
        #expect(
            (messages.outputs + errors.outputs).map(\.source) == [
                "errorTracker.map { Optional($0.localizedDescription) }.asDriver(onErrorDriveWith: .empty())",
                "errorTracker.map { Optional($0) }",
            ])
    }

    @Test func onlyTheTrackedRolesAreKeptAndExplained() throws {
        let model = try SceneModelBuilderTests.model(
            """
            scene: Uploads
            outputs: [busy: Bool, message: String]
            tracking: {activity: busy}
            """, testsFolder: "SceneTests")
        #expect(
            model.tracking
                == TrackingModel(
                    declarations: ["private let activityTracker = ActivityTracker()"],
                    todoLines: [
                        "TODO: send each request and each action's work through the tracker:",
                        "`.trackActivity(activityTracker)` makes `busy` true while it runs.",
                    ]))
        #expect(model.outputs.map(\.source) == ["activityTracker.asObservable()", ".empty()"])
        #expect(
            model.tests?.activityTest
                == ActivityTestModel(name: "test_busy_isFalseWhileNothingRuns", observer: "busyObserver"))
    }

    @Test func errorsAloneGetNoActivityTest() throws {
        let model = try SceneModelBuilderTests.model(
            """
            scene: Uploads
            outputs: [message: String]
            tracking: {errors: message}
            """, testsFolder: "SceneTests")
        #expect(
            model.tracking
                == TrackingModel(
                    declarations: ["private let errorTracker = ErrorTracker()"],
                    todoLines: [
                        "TODO: send each request and each action's work through the tracker, then catch its error:",
                        "`.trackError(errorTracker)` sends why it failed to `message`.",
                    ]))
        #expect(model.tests?.activityTest == nil)
    }

    @Test func aSceneWithoutTrackingKeepsNoTracker() throws {
        let model = try SceneModelBuilderTests.model("scene: Uploads\noutputs: [busy: Bool]\n")
        #expect(model.tracking == nil)
        #expect(model.outputs.map(\.source) == [".empty()"])
    }
}
