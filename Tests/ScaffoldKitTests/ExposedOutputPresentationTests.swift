import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// Outputs a protocols view model's outputs protocol shows as the subject or relay itself (`trait: publishSubject`,
/// `publishRelay`, `behaviorRelay`), as imperative apps write them, where `trait: relay` shows a private relay
/// read-only.
@Suite struct ExposedOutputPresentationTests {
    private static let timeline = """
        scene: Timeline
        arguments: [owner: String]
        outputs:
          - tweets: {type: "[String]", trait: behaviorRelay, initial: "[]"}
          - heading: {type: String, trait: behaviorRelay, initial: owner}
          - failed: {type: String, trait: publishSubject}
          - posted: {trait: publishRelay}
          - count: {type: Int, trait: relay, initial: "0"}
        """

    @Test func theOutputsProtocolShowsEachSubjectAndRelayAsItIs() throws {
        #expect(
            try SceneModelBuilderTests.model(Self.timeline).outputs.map(\.requirement) == [
                "var tweets: BehaviorRelay<[String]> { get }", "var heading: BehaviorRelay<String> { get }",
                "var failed: PublishSubject<String> { get }", "var posted: PublishRelay<Void> { get }",
                "var count: Observable<Int> { get }",
            ])
    }

    @Test func theViewModelDeclaresThemWhereARelayKeepsItsOwnPrivate() throws {
        let outputs = try SceneModelBuilderTests.model(Self.timeline).outputs
        #expect(
            outputs.map(\.declaration) == [
                "let tweets = BehaviorRelay<[String]>(value: [])",
                "private(set) lazy var heading = BehaviorRelay<String>(value: owner)",
                "let failed = PublishSubject<String>()", "let posted = PublishRelay<Void>()",
                "var count: Observable<Int> { countRelay.asObservable() }",
            ])
        #expect(
            outputs.map(\.relayStorage) == [
                nil, nil, nil, nil, "private let countRelay = BehaviorRelay<Int>(value: 0)",
            ])
    }

    @Test func initLeavesThemAloneAndSaysWhereToFeedThem() throws {
        let outputs = try SceneModelBuilderTests.model(Self.timeline).outputs
        #expect(outputs.map(\.isRelay) == [true, true, true, true, true])
        #expect(
            outputs.map(\.relayTodo) == [
                "TODO: bind into tweets: `.bind(to: tweets).disposed(by: disposeBag)`",
                "TODO: bind into heading: `.bind(to: heading).disposed(by: disposeBag)`",
                "TODO: bind into failed: `.bind(to: failed).disposed(by: disposeBag)`",
                "TODO: bind into posted: `.bind(to: posted).disposed(by: disposeBag)`",
                "TODO: bind into countRelay: `.bind(to: countRelay).disposed(by: disposeBag)`",
            ])
    }

    @Test func theScreenObservesThemAsObservables() throws {
        let bindings = try SceneModelBuilderTests.model(Self.timeline).outputs.compactMap(\.binding)
        #expect(bindings.map(\.method) == ["subscribe", "subscribe", "subscribe", "subscribe", "subscribe"])
        #expect(bindings.map(\.observesOnMainScheduler) == [true, true, true, true, true])
    }

    @Test func aTransformOutputsBehaviorRelayIsItsRelayField() throws {
        let model = try SceneModelBuilderTests.model(
            "scene: S\nconventions: {viewModel: transform}\noutputs:\n"
                + "  - count: {type: Int, trait: behaviorRelay, initial: \"0\"}\n")
        let relay = try SceneModelBuilderTests.model(
            "scene: S\nconventions: {viewModel: transform}\noutputs:\n  - count: {type: Int, trait: relay, initial: \"0\"}\n"
        )
        #expect(model.transform == relay.transform)
    }
}
