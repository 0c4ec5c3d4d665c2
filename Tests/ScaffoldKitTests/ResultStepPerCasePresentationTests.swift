import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// `names: {resultStep: "{scene}{case}"}` with RxFlow: each case of a scene's result is a step of its own, carrying
/// that case's value, as RxFlow apps write `userIsLoggedIn` or `popIsRequired`, and no result enum is generated.
@Suite struct ResultStepPerCasePresentationTests {
    static let signIn = """
        scene: SignIn
        conventions: {navigation: rxflow}
        names: {resultStep: "{scene}{case}"}
        outputs: [signedIn: String, didCancel]
        coordinator:
          result:
            - signedIn: {type: String, from: signedIn}
            - cancelled: {from: didCancel}
            - later
        """
    static let home = """
        scene: Home
        conventions: {navigation: rxflow}
        outputs: [openSignIn]
        coordinator:
          routes:
            - openSignIn: SignIn
        """

    static func signInModel() throws -> SceneModel {
        try SceneModelBuilderTests.model(signIn, others: [home], testsFolder: "SceneTests")
    }

    @Test func eachResultCaseIsAStepCarryingItsValue() throws {
        #expect(
            try Self.signInModel().rxFlow?.resultCases == [
                StepCaseModel(
                    docLine: "The SignIn scene finished as `signedIn`.", declaration: "case signInSignedIn(String)"),
                StepCaseModel(
                    docLine: "The SignIn scene finished as `cancelled`.", declaration: "case signInCancelled"),
                StepCaseModel(docLine: "The SignIn scene finished as `later`.", declaration: "case signInLater"),
            ])
    }

    @Test func theResultOutputsMapToTheirCasesSteps() throws {
        #expect(
            try Self.signInModel().rxFlow?.routeStepLines == [
                "Observable.merge(",
                "    outputs.signedIn.asObservable()",
                "        .map { value in AppStep.signInSignedIn(value) },",
                "    outputs.didCancel.asObservable()",
                "        .map { _ in AppStep.signInCancelled }",
                ")",
            ])
    }

    @Test func aCaseNoOutputProducesIsATodoWithItsStep() throws {
        #expect(
            try Self.signInModel().rxFlow?.resultTodos == [
                "TODO: accept AppStep.signInLater on steps when the scene is done."
            ])
    }

    @Test func theSceneHasNoResultEnum() throws {
        let model = try Self.signInModel()
        #expect(model.coordinator?.resultEnum == nil)
        #expect(model.rxFlow?.resultCase == nil)
    }

    @Test func itsFlowEndsOnEveryStepOfItsResult() throws {
        #expect(
            try Self.signInModel().rxFlow?.navigateCases == [
                FlowStepCaseModel(
                    pattern: "case AppStep.signInSignedIn, AppStep.signInCancelled, AppStep.signInLater:",
                    lines: ["return .end(forwardToParentFlowWithStep: step)"])
            ])
    }

    @Test func theFlowThatShowsItTakesItAwayOnEveryStepOfItsResult() throws {
        let model = try SceneModelBuilderTests.model(Self.home, others: [Self.signIn], testsFolder: "SceneTests")
        #expect(
            model.rxFlow?.navigateCases.last
                == FlowStepCaseModel(
                    pattern: "case AppStep.signInSignedIn, AppStep.signInCancelled, AppStep.signInLater:",
                    lines: [
                        "viewController.dismiss(animated: true)",
                        "// TODO: react to how SignIn finished; match each step in a case of its own to tell them "
                            + "apart.",
                        "// `case AppStep.signInSignedIn(let value)` reads its value.",
                        "return .none",
                    ]))
    }

    @Test func theStepsGoOnePerLineWhenTheyDoNotFit() {
        let steps = (1...4).map { "AppStep.registrationFinishedWithConfirmedAccount\($0)" }
        #expect(
            SceneModelBuilder.casePattern(steps)
                == "case AppStep.registrationFinishedWithConfirmedAccount1,\n"
                + "            AppStep.registrationFinishedWithConfirmedAccount2,\n"
                + "            AppStep.registrationFinishedWithConfirmedAccount3,\n"
                + "            AppStep.registrationFinishedWithConfirmedAccount4:")
    }

    @Test func theProjectsEnumDeclaresEveryCasesStep() throws {
        let specs = try [Self.home, Self.signIn].map { try SceneModelBuilderTests.spec($0) }
        let builder = SceneModelBuilder(
            scenes: Dictionary(uniqueKeysWithValues: specs.map { ($0.name.value, $0) }),
            projectConventions: Conventions())
        #expect(
            builder.stepEnums(for: specs).map { $0.cases.map(\.declaration) } == [
                ["case signIn", "case signInSignedIn(String)", "case signInCancelled", "case signInLater"]
            ])
    }

    @Test(arguments: [
        ("{case}IsRequired", "pop", "popIsRequired"), ("{scene}{case}", "signedIn", "loginSignedIn"),
        ("{case}", "popToRecruitmentDetail", "popToRecruitmentDetail"), ("user{case}", "loggedIn", "userLoggedIn"),
    ])
    func theCasePlaceholderWritesTheCaseCapitalised(pattern: String, resultCase: String, step: String) throws {
        let spec = try SceneModelBuilderTests.spec(
            "scene: Login\nnames: {resultStep: \"\(pattern)\"}\ncoordinator:\n  result: [\(resultCase)]\n")
        #expect(NamingTableBuilder.resultSteps(of: spec, naming: Naming()).map(\.name) == [step])
    }
}
