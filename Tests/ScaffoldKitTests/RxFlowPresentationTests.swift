import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// `navigation: rxflow`: the steps a scene's routes and result produce, and how its flow answers them.
@Suite struct RxFlowPresentationTests {
    static let detail = "scene: Detail\narguments: [item: Int, note: String?]\ncoordinator:\n"
    static let login =
        "scene: Login\noutputs: [done: String]\ncoordinator:\n  result:\n    - user: {type: String, from: done}\n"

    static let home = """
        scene: Home
        conventions: {navigation: rxflow, inputs: observer}
        inputs: [pick: Int]
        outputs: [openLogin, didClose]
        coordinator:
          routes:
            - pick: {scene: Detail, argument: item}
            - openLogin: Login
          result:
            - closed: {from: didClose}
            - later
        """

    static func model() throws -> SceneModel {
        try SceneModelBuilderTests.model(home, others: [detail, login], testsFolder: "SceneTests")
    }

    @Test func routeStepsMapEachRouteAndResultOutputToItsStep() throws {
        #expect(
            try Self.model().rxFlow?.routeStepLines == [
                "Observable.merge(",
                "    inputs.pickEvents.asObservable()",
                "        .map { value in AppStep.detail(item: value, note: nil) },",
                "    outputs.openLogin.asObservable()",
                "        .map { _ in AppStep.login },",
                "    outputs.didClose.asObservable()",
                "        .map { _ in AppStep.homeFinished(.closed) }",
                ")",
            ])
    }

    @Test func theFlowShowsEachTargetHidesItsResultAndEndsWithItsOwn() throws {
        let cases = try #require(try Self.model().rxFlow?.navigateCases)
        #expect(
            cases == [
                FlowStepCaseModel(
                    pattern: "case AppStep.detail(let item, let note):",
                    lines: [
                        "let nextFlow = DetailFlow(item: item, note: note)",
                        "viewController.show(nextFlow.viewController, sender: nil)",
                        "return .one(",
                        "    flowContributor: .contribute(withNextPresentable: nextFlow, withNextStepper: nextFlow.viewModel))",
                    ]),
                FlowStepCaseModel(
                    pattern: "case AppStep.login:",
                    lines: [
                        "let nextFlow = LoginFlow()",
                        "let navigationController = UINavigationController(rootViewController: nextFlow.viewController)",
                        "viewController.present(navigationController, animated: true)",
                        "return .one(",
                        "    flowContributor: .contribute(withNextPresentable: nextFlow, withNextStepper: nextFlow.viewModel))",
                    ]),
                FlowStepCaseModel(
                    pattern: "case AppStep.loginFinished:",
                    lines: [
                        "viewController.dismiss(animated: true)",
                        "// TODO: react to how Login finished: `case AppStep.loginFinished(let result)` reads it.",
                        "return .none",
                    ]),
                FlowStepCaseModel(
                    pattern: "case AppStep.homeFinished:", lines: ["return .end(forwardToParentFlowWithStep: step)"]),
            ])
    }

    @Test func aResultCaseNoOutputProducesIsLeftToTheViewModel() throws {
        #expect(
            try Self.model().rxFlow?.resultTodos == [
                "TODO: accept AppStep.homeFinished(.later) on steps when the scene is done."
            ])
    }

    @Test func theStepCasesCarryTheArgumentsAndTheResult() throws {
        let detail = try SceneModelBuilderTests.model(
            "scene: Detail\nconventions: {navigation: rxflow}\narguments:\n  - item: Int!\n  - note: {type: String, "
                + "default: '\"\"'}\ncoordinator:\n  result: [done]\n")
        #expect(
            detail.rxFlow?.entryCase
                == StepCaseModel(
                    docLine: "Shows the Detail scene.", declaration: "case detail(item: Int?, note: String = \"\")"))
        #expect(
            detail.rxFlow?.resultCase
                == StepCaseModel(
                    docLine: "The Detail scene finished.", declaration: "case detailFinished(DetailCoordinationResult)")
        )
    }

    @Test func aRoutedInputsTestChecksTheStepItsViewModelAccepted() throws {
        let test = try #require(try Self.model().tests?.inputTests.first)
        #expect(
            test.routeCheck
                == InputRouteCheckModel(
                    setUpLines: [
                        "var steps: [Step] = []",
                        "viewModel.steps.subscribe(onNext: { steps.append($0) }).disposed(by: disposeBag)",
                    ],
                    assertion: "guard steps.count == 1, case AppStep.detail? = steps.first as? AppStep else {\n"
                        + "            return XCTFail(\"`pick` should open Detail\")\n        }"))
    }

    @Test func scenesWithCoordinatorsHaveNoFlow() throws {
        #expect(try SceneModelBuilderTests.model("scene: Plain\ncoordinator:\n").rxFlow == nil)
    }

    @Test(arguments: [("Login", "login"), ("URLPreview", "urlPreview"), ("A", "a"), ("ID", "id")])
    func theEntryStepLowersTheSceneNamesFirstWord(scene: String, step: String) {
        #expect(NamingTableBuilder.entryStep(ofScene: scene) == step)
    }
}
