import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// A route from an input: the view model leads it to a coordinator it calls, or the coordinator observes it.
@Suite struct InputRoutePresentationTests {
    static let settings = "scene: Settings\narguments: [section: Int]\ncoordinator:\n"

    static func spec(_ conventions: String) -> String {
        """
        scene: Home
        conventions: {\(conventions)}
        inputs: [tapSettings: Int]
        outputs: [title: String]
        coordinator:
          routes:
            - tapSettings: Settings
        """
    }

    static func model(_ conventions: String, testsFolder: String? = nil) throws -> SceneModel {
        try SceneModelBuilderTests.model(spec(conventions), others: [settings], testsFolder: testsFolder)
    }

    /// An input method's events go to a private subject, which the view model subscribes to.
    @Test func aViewModelThatCallsItsCoordinatorLeadsAnInputMethodFromItsSubject() throws {
        let model = try Self.model("inputs: function, coordinatorInViewModel: true")
        #expect(
            model.inputRoutes == [
                InputRouteModel(
                    input: "tapSettings",
                    lines: [
                        "// `tapSettings` opens Settings (a route of the spec).",
                        "tapSettingsSubject",
                        "    .observe(on: MainScheduler.instance)",
                        "    .flatMapFirst { [weak self] value in self?.coordinator?.tapSettings(value) ?? .empty() }",
                        "    .subscribe()",
                        "    .disposed(by: disposeBag)",
                    ])
            ])
        #expect(model.disposeBag == "private let disposeBag = DisposeBag()")
        #expect(model.inputs.map(\.events) == [nil])
        #expect(model.coordinator?.routes.map(\.startsFromInput) == [true])
    }

    /// A Signal or Driver field of `Input` has no `observe(on:)`, so an `inputs: init` route observes it as an
    /// observable, as a transform route does.
    @Test func anInitInputWithATraitIsLedAsAnObservable() throws {
        let spec = """
            scene: Home
            conventions: {inputs: init}
            inputs: [tapSettings: {type: Int, trait: signal}]
            coordinator:
              routes:
                - tapSettings: Settings
            """
        let model = try SceneModelBuilderTests.model(spec, others: [Self.settings])
        #expect(model.inputRoutes.map { $0.lines[1] } == ["input.tapSettings.asObservable()"])
    }

    /// A struct view model is a value no weak reference holds: its closure holds the coordinator weakly instead.
    @Test func aStructViewModelLeadsAnInputHoldingItsCoordinatorWeakly() throws {
        let model = try Self.model("viewModel: transform, transform: {struct: true}")
        #expect(
            model.inputRoutes.map(\.lines) == [
                [
                    "// `tapSettings` opens Settings (a route of the spec).",
                    "input.tapSettings.asObservable()",
                    "    .observe(on: MainScheduler.instance)",
                    "    .flatMapFirst { [weak coordinator = self.coordinator] value in coordinator?.tapSettings(value) "
                        + "?? .empty() }",
                    "    .subscribe()",
                    "    .disposed(by: disposeBag)",
                ]
            ])
    }

    /// `transform(input:)` names its parameter `input`: a struct's coordinator property of that name is captured from
    /// `self`, not from the parameter.
    @Test func aStructViewModelCapturesItsCoordinatorPropertyFromItselfWhateverItsName() throws {
        let spec =
            Self.spec("viewModel: transform, transform: {struct: true}") + "\nnames: {coordinatorProperty: input}\n"
        let model = try SceneModelBuilderTests.model(spec, others: [Self.settings])
        #expect(
            model.inputRoutes.map { $0.lines[3] } == [
                "    .flatMapFirst { [weak input = self.input] value in input?.tapSettings(value) ?? .empty() }"
            ])
    }

    @Test func anObservingCoordinatorObservesTheEventsOfAnObserverInput() throws {
        let model = try Self.model("inputs: observer")
        #expect(model.inputRoutes == [])
        #expect(model.disposeBag == nil)
        #expect(
            model.inputs.map(\.events) == [
                InputEventsModel(
                    docLines: ["Each `tapSettings`, which the coordinator leads to Settings."],
                    requirement: "var tapSettingsEvents: Observable<Int> { get }",
                    declaration: "let tapSettingsEvents: Observable<Int>",
                    assignment: "self.tapSettingsEvents = tapSettingsSubject.asObservable()")
            ])
        #expect(model.coordinator?.routes.map(\.observedSource) == ["viewModel.inputs.tapSettingsEvents"])
    }

    /// A subject is observable as it is: no events property, and nothing a test could find broken.
    @Test func anObservingCoordinatorObservesASubjectInputAsItIs() throws {
        let model = try Self.model("inputs: subject", testsFolder: "SceneTests")
        #expect(model.inputs.map(\.events) == [nil])
        #expect(model.coordinator?.routes.map(\.observedSource) == ["viewModel.inputs.tapSettings"])
        #expect(model.tests?.inputTests.map(\.routeCheck) == [nil])
    }

    @Test func theTestOfARoutedInputChecksTheCoordinatorWasAsked() throws {
        let model = try Self.model("coordinatorInViewModel: true", testsFolder: "SceneTests")
        #expect(
            model.tests?.inputTests.map(\.routeCheck) == [
                InputRouteCheckModel(
                    setUpLines: [],
                    assertion:
                        #"XCTAssertEqual(coordinator.tapSettingsCallCount, 1, "`tapSettings` should open Settings")"#
                )
            ])
    }

    @Test func theTestOfAnObservedInputMethodChecksItsEventsArrive() throws {
        let model = try Self.model("inputs: function", testsFolder: "SceneTests")
        #expect(
            model.tests?.inputTests.map(\.routeCheck) == [
                InputRouteCheckModel(
                    setUpLines: [
                        "let tapSettingsEvents = scheduler.createObserver(Int.self)",
                        "viewModel.inputs.tapSettingsEvents.subscribe(tapSettingsEvents).disposed(by: disposeBag)",
                    ],
                    assertion:
                        #"XCTAssertEqual(tapSettingsEvents.events.count, 1, "`tapSettings` should open Settings")"#
                )
            ])
    }

    /// `transform(_:disposeBag:)` lends its caller's bag, so the view model declares none.
    @Test func aTransformThatTakesTheDisposeBagSubscribesWithIt() throws {
        let model = try SceneModelBuilderTests.model(
            Self.spec("viewModel: transform"),
            conventions: Conventions(viewModel: .transform, transformTakesDisposeBag: true), others: [Self.settings])
        #expect(model.disposeBag == nil)
        #expect(model.inputRoutes.map { $0.lines[1] } == ["input.tapSettings.asObservable()"])
        #expect(model.transform?.todoLines.contains { $0.contains("tapSettings") } == false)
    }

    @Test func theGraphMarksARouteFromAnInput() throws {
        let home = try SceneModelBuilderTests.spec(Self.spec("inputs: subject"))
        let settings = try SceneModelBuilderTests.spec(Self.settings, file: "Specs/Settings.yml")
        #expect(
            SceneGraph(specs: [home, settings]).mermaid.contains(
                "    Home -- \"tapSettings: Int (input)\" --> Settings\n"))
    }
}
