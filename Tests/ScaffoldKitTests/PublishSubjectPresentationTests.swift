import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// A `trait: publishSubject` input among the PublishRelays of `inputs: publishRelay`: a PublishSubject in the
/// protocol and the view model, bound and fed as one, while the other inputs stay relays.
@Suite struct PublishSubjectPresentationTests {
    private static let inputs = """
        scene: Search
        inputs:
          - appear
          - performSearch: {trait: publishSubject}
          - query: {type: String?, trait: relay}
        """

    private static let publishRelay = Conventions(inputs: .publishRelay)

    @Test func theSubjectIsAPublishSubjectAmongTheRelays() throws {
        let model = try SceneModelBuilderTests.model(Self.inputs, conventions: Self.publishRelay)
        #expect(
            model.inputs.map(\.requirement) == [
                "var appear: PublishRelay<Void> { get }", "var performSearch: PublishSubject<Void> { get }",
                "var query: BehaviorRelay<String?> { get }",
            ])
        #expect(
            model.inputs.map(\.declaration) == [
                "let appear = PublishRelay<Void>()", "let performSearch = PublishSubject<Void>()",
                "let query = BehaviorRelay<String?>(value: nil)",
            ])
    }

    @Test func theTestSendsIntoTheSubjectAndAcceptsIntoTheRelays() throws {
        let model = try SceneModelBuilderTests.model(
            Self.inputs, conventions: Self.publishRelay, testsFolder: "SceneTests")
        let tests = try #require(model.tests?.inputTests)
        #expect(
            tests.map(\.relayAccept) == [
                "self.viewModel.inputs.appear.accept(())", nil, "self.viewModel.inputs.query.accept(value)",
            ])
    }

    @Test func aSceneWhoseInputsAreAllSubjectsNeedsNoRxRelay() throws {
        let model = try SceneModelBuilderTests.model(
            "scene: Search\ninputs:\n  - performSearch: {trait: publishSubject}\n", conventions: Self.publishRelay)
        #expect(model.generatedImports == ["RxSwift"])
    }
}
