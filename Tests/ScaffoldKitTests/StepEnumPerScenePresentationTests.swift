import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// `names: {steps: "{scene}Step"}` with RxFlow: a scene's view model emits its own step enum, whose cases `entryStep`
/// and `resultStep` spell, and its flow matches them by that enum.
@Suite struct StepEnumPerScenePresentationTests {
    static let detail = "scene: Detail\narguments: [item: Int]\nconventions: {navigation: rxflow}\ncoordinator:\n"
    static let login = """
        scene: Login
        conventions: {navigation: rxflow}
        outputs: [done]
        coordinator:
          result:
            - finished: {from: done}
        """
    static let home = """
        scene: Home
        conventions: {navigation: rxflow}
        names: {steps: "{scene}Step", entryStep: "{scene}IsRequired", resultStep: popIsRequired}
        inputs: [pick: Int]
        outputs: [openLogin, didClose]
        coordinator:
          routes:
            - pick: {scene: Detail, argument: item}
            - openLogin: Login
          result:
            - closed: {from: didClose}
        """

    static func model() throws -> SceneModel {
        try SceneModelBuilderTests.model(home, others: [detail, login], testsFolder: "SceneTests")
    }

    @Test func routeStepsAreCasesOfTheScenesOwnEnum() throws {
        #expect(
            try Self.model().rxFlow?.routeStepLines == [
                "Observable.merge(",
                "    inputs.pick.asObservable()",
                "        .map { value in HomeStep.detailIsRequired(item: value) },",
                "    outputs.openLogin.asObservable()",
                "        .map { _ in HomeStep.loginIsRequired },",
                "    outputs.didClose.asObservable()",
                "        .map { _ in HomeStep.popIsRequired(.closed) }",
                ")",
            ])
    }

    @Test func theFlowMatchesItsOwnStepsAndTheResultOfAShownSceneByEachEnum() throws {
        let patterns = try #require(try Self.model().rxFlow?.navigateCases).map(\.pattern)
        #expect(
            patterns == [
                "case HomeStep.detailIsRequired(let item):", "case HomeStep.loginIsRequired:",
                "case AppStep.loginFinished:", "case HomeStep.popIsRequired:",
            ])
    }

    @Test func eachEnumHoldsTheStepsItsScenesEmit() throws {
        let specs = try [Self.home, Self.detail, Self.login].map { try SceneModelBuilderTests.spec($0) }
        let builder = SceneModelBuilder(
            scenes: Dictionary(uniqueKeysWithValues: specs.map { ($0.name.value, $0) }),
            projectConventions: Conventions())
        let enums = builder.stepEnums(for: specs)
        #expect(enums.map(\.name) == ["AppStep", "HomeStep"])
        #expect(
            enums.map { $0.cases.map(\.declaration) } == [
                ["case loginFinished(LoginCoordinationResult)"],
                [
                    "case detailIsRequired(item: Int)", "case loginIsRequired",
                    "case popIsRequired(HomeCoordinationResult)",
                ],
            ])
    }

    @Test func aPublicTransformViewModelDeclaresWhatAnotherModuleCallsPublic() throws {
        let model = try SceneModelBuilderTests.model(
            "scene: Feed\nconventions: {viewModel: transform, navigation: rxflow, access: public}\n"
                + "arguments: [feedID: Int]\ninputs: [reload]\noutputs: [titles: \"[String]\"]\ncoordinator:\n")
        #expect(model.access == "public ")
        #expect(model.transform?.declarationKeyword == "public final class")
        #expect(model.transform?.signature == "public func transform(input: Input) -> Output")
        #expect(model.transform?.inputFields.map(\.declaration) == ["public let reload: Driver<Void>"])
        #expect(model.rxFlow?.stepsDeclaration == "public let steps = PublishRelay<Step>()")
        #expect(model.initKeyword == "public init")
        #expect(model.arguments.map(\.declaration) == ["private let feedID: Int"])
    }

    @Test(arguments: [
        ("{scene}IsRequired", "Detail", "detailIsRequired"), ("show{scene}", "URLPreview", "showURLPreview"),
        ("{scene}", "URLPreview", "urlPreview"), ("popIsRequired", "Detail", "popIsRequired"),
    ])
    func aStepCaseStartsLowercase(pattern: String, scene: String, step: String) throws {
        let spec = try SceneModelBuilderTests.spec("scene: Home\nnames: {entryStep: \"\(pattern)\"}\n")
        #expect(NamingTableBuilder.entryStep(showing: scene, from: spec, naming: Naming()) == step)
    }
}
