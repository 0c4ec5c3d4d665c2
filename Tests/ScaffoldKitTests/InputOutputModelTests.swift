import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// The presentation model of an input/output scene: the kind of each `Input` field, and what `init` makes them from.
@Suite struct InputOutputModelTests {
    static func spec(inputs: String) -> String {
        """
        scene: Finder
        conventions: {viewModel: inputOutput\(inputs)}
        inputs:
          - query: String
          - refresh
        outputs:
          - results: "[String]"
        """
    }

    @Test func relayInputsAreTheDefault() throws {
        let transform = try #require(try SceneModelBuilderTests.model(Self.spec(inputs: "")).transform)
        #expect(
            transform.inputFields.map(\.declaration) == [
                "let query: PublishRelay<String>", "let refresh: PublishRelay<Void>",
            ])
        #expect(
            transform.inputOutput
                == InputOutputModel(
                    inputDeclaration: "let input: Input", outputDeclaration: "let output: Output",
                    inputLocalLines: ["let query = PublishRelay<String>()", "let refresh = PublishRelay<Void>()"],
                    inputArgumentLines: ["query: query,", "refresh: refresh"], inputAssignment: "self.input = Input",
                    outputAssignment: "self.output = Output", outputRead: "viewModel.output"))
    }

    @Test func aProjectWhoseTransformTakesABagStillGivesTheViewModelItsOwn() throws {
        // Only `transform` is lent a bag; an input/output view model binds its relay outputs in `init`.
        let yaml =
            "scene: Shop\nconventions: {viewModel: inputOutput}\ninputs: [appear]\n"
            + "outputs:\n  - count: {type: Int, trait: relay, initial: \"0\"}\n"
        let model = try SceneModelBuilderTests.model(yaml, conventions: Conventions(transformTakesDisposeBag: true))
        #expect(model.disposeBag == "private let disposeBag = DisposeBag()")
        #expect(model.transform?.takesDisposeBag == false)
    }

    @Test func observerInputsAreStoredFromTheSubjectsInitMakes() throws {
        let transform = try #require(
            try SceneModelBuilderTests.model(Self.spec(inputs: ", inputs: observer")).transform)
        #expect(
            transform.inputFields.map(\.declaration) == [
                "let query: AnyObserver<String>", "let refresh: AnyObserver<Void>",
            ])
        #expect(
            transform.inputOutput?.inputLocalLines == [
                "let query = PublishSubject<String>()", "let refresh = PublishSubject<Void>()",
            ])
        #expect(
            transform.inputOutput?.inputArgumentLines == [
                "query: query.asObserver(),", "refresh: refresh.asObserver()",
            ])
    }

    @Test func outputsAreDriversOfTheViewModelTheViewControllerHolds() throws {
        let model = try SceneModelBuilderTests.model(Self.spec(inputs: ""))
        #expect(model.transform?.outputFields.map(\.declaration) == ["let results: Driver<[String]>"])
        #expect(model.viewModelReference == "FinderViewModel")
    }
}
