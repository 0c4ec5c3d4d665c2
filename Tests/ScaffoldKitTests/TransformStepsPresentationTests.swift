import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// A transform view model with `navigation: rxflow` or `navigation: sceneCoordinator`: `transform(input:)` leads
/// each route from its input or from the constant it makes for the output, and each result output, to its step or
/// to the scene coordinator; the view model holds no coordinator.
@Suite struct TransformStepsPresentationTests {
    static let detail = "scene: Detail\narguments: [item: Int]\ncoordinator:\n"
    static let home = """
        scene: Home
        conventions: {viewModel: transform}
        inputs: [tapDetail: Int]
        outputs: [title: String, openDetail: Int, didClose]
        coordinator:
          routes:
            - tapDetail: {scene: Detail, argument: item}
            - openDetail: Detail
          result:
            - closed: {from: didClose}
            - later

        """

    static func model(_ navigation: NavigationConvention, spec: String = home) throws -> SceneModel {
        var conventions = Conventions()
        conventions.navigation = navigation
        return try SceneModelBuilderTests.model(
            spec, conventions: conventions, others: [detail], testsFolder: "SceneTests")
    }

    @Test func aFlowScenesTransformBindsEachRouteAndResultToItsStep() throws {
        #expect(
            try Self.model(.rxflow).inputRoutes.map(\.lines) == [
                [
                    "// `tapDetail` steps to Detail (a route of the spec).", "input.tapDetail.asObservable()",
                    "    .map { value in AppStep.detail(item: value) }", "    .bind(to: steps)",
                    "    .disposed(by: disposeBag)",
                ],
                [
                    "// `openDetail` steps to Detail (a route of the spec), whether or not the screen shows it.",
                    "openDetail.asObservable()", "    .map { value in AppStep.detail(item: value) }",
                    "    .bind(to: steps)", "    .disposed(by: disposeBag)",
                ],
                [
                    "// `didClose` ends the scene as `closed`: HomeFlow hands the step on.", "didClose.asObservable()",
                    "    .map { _ in AppStep.homeFinished(.closed) }", "    .bind(to: steps)",
                    "    .disposed(by: disposeBag)",
                ],
            ])
    }

    @Test func theLedOutputsAreConstantsThatOutputReturns() throws {
        let transform = try #require(try Self.model(.rxflow).transform)
        #expect(
            transform.ledOutputConstants == [
                "let openDetail: Driver<Int> = .empty()", "let didClose: Driver<Void> = .empty()",
            ])
        #expect(
            transform.outputPlaceholderLines == ["title: .empty(),", "openDetail: openDetail,", "didClose: didClose"])
    }

    @Test func aFlowScenesViewModelHoldsStepsAndABagButNoCoordinator() throws {
        let model = try Self.model(.rxflow)
        #expect(model.dependencies == [])
        #expect(model.coordinator?.hasProtocol == false)
        #expect(model.disposeBag == "private let disposeBag = DisposeBag()")
        #expect(model.rxFlow?.hasRouteSteps == false)
        #expect(model.rxFlow?.stepsDeclaration == "let steps = PublishRelay<Step>()")
    }

    @Test func aResultCaseNoOutputMakesIsATodoOfTransform() throws {
        #expect(
            try Self.model(.rxflow).transform?.todoLines == [
                "TODO: derive every output from the input; all bindings live here.",
                "TODO: accept AppStep.homeFinished(.later) on steps when the scene is done.",
            ])
    }

    @Test func theViewControllerLeavesTheLedOutputsToTheFlow() throws {
        let model = try Self.model(.rxflow)
        #expect(model.navigationNotes == ["`openDetail` and `didClose` are handled by HomeFlow."])
        #expect(model.outputs.filter { $0.binding != nil }.map(\.name) == ["title"])
    }

    /// An `output` nothing reads would be a compiler warning in the view controller: with every output led by the
    /// flow or the scene coordinator, the view controller drops `transform`'s result, and keeps it while it shows one.
    @Test func theViewControllerDropsTheOutputWhenTheNavigatorLeadsEveryOutput() throws {
        // The scene coordinator needs each result case to come from an output, and its view controller subscribes
        // to a routed output to start it.
        let shown = Self.home.replacingOccurrences(of: "\n    - later", with: "")
            .replacingOccurrences(of: "\n    - openDetail: Detail", with: "")
            .replacingOccurrences(of: "openDetail: Int, ", with: "")
        let led = shown.replacingOccurrences(of: "title: String, ", with: "")
        for navigation in [NavigationConvention.rxflow, .sceneCoordinator] {
            #expect(
                try [Self.model(navigation, spec: led), Self.model(navigation, spec: shown)].map {
                    $0.transform?.bindsOutput
                } == [false, true], "\(navigation)")
        }
    }

    @Test func aSceneCoordinatorScenesTransformLeadsTheInputAndTheConstantToTheSceneCoordinator() throws {
        let spec = Self.home.replacingOccurrences(
            of: "  result:\n    - closed: {from: didClose}\n    - later\n", with: "")
        let routes = try Self.model(.sceneCoordinator, spec: spec).inputRoutes.map(\.lines)
        #expect(
            routes == [
                [
                    "// `tapDetail` opens Detail (a route of the spec).", "input.tapDetail.asObservable()",
                    "    .observe(on: MainScheduler.instance)", "    .flatMapFirst { [weak self] value in",
                    "        self?.sceneCoordinator", "            .transition(to: .detail(item: value), type: .push)",
                    "            .asObservable() ?? .empty()", "    }", "    .subscribe()",
                    "    .disposed(by: disposeBag)",
                ],
                [
                    "// `openDetail` opens Detail (a route of the spec), whether or not the screen shows it.",
                    "openDetail.asObservable()", "    .observe(on: MainScheduler.instance)",
                    "    .flatMapFirst { [weak self] value in", "        self?.sceneCoordinator",
                    "            .transition(to: .detail(item: value), type: .push)",
                    "            .asObservable() ?? .empty()",
                    "    }", "    .subscribe()", "    .disposed(by: disposeBag)",
                ],
            ])
    }

    @Test func aStructViewModelCapturesTheSceneCoordinatorAndLeavesTheSceneWithIt() throws {
        let spec = Self.home.replacingOccurrences(
            of: "{viewModel: transform}", with: "{viewModel: transform, transform: {struct: true}}"
        ).replacingOccurrences(of: "    - later\n", with: "")
        let routes = try Self.model(.sceneCoordinator, spec: spec).inputRoutes.map(\.lines)
        #expect(
            routes.last == [
                "// `didClose` ends the scene: the scene coordinator takes it away.", "didClose.asObservable()",
                "    .observe(on: MainScheduler.instance)", "    .take(1)",
                "    .flatMapFirst { [sceneCoordinator] _ in sceneCoordinator.pop().asObservable() }",
                "    .subscribe()",
                "    .disposed(by: disposeBag)",
            ])
    }
}
