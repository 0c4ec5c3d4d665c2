import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// PublishRelay inputs: the members of `inputs: publishRelay`, how the view controller and the tests feed them, and
/// `trait: publishRelay` fields of a transform view model's `Input`.
@Suite struct PublishRelayPresentationTests {
    private static let relayInputs = """
        scene: Deals
        inputs:
          - appear
          - pick: Int
          - filter: {type: String, trait: relay, initial: '""'}
        """

    private static let publishRelay = Conventions(inputs: .publishRelay)

    @Test func inputsAreRelaysInTheProtocolAndTheViewModel() throws {
        let model = try SceneModelBuilderTests.model(Self.relayInputs, conventions: Self.publishRelay)
        #expect(
            model.inputs.map(\.requirement) == [
                "var appear: PublishRelay<Void> { get }", "var pick: PublishRelay<Int> { get }",
                "var filter: BehaviorRelay<String> { get }",
            ])
        #expect(
            model.inputs.map(\.declaration) == [
                "let appear = PublishRelay<Void>()", "let pick = PublishRelay<Int>()",
                "let filter = BehaviorRelay<String>(value: \"\")",
            ])
    }

    @Test func theViewControllerBindsATapAndAcceptsAValue() throws {
        let model = try SceneModelBuilderTests.model(Self.relayInputs, conventions: Self.publishRelay)
        #expect(
            model.inputBindingHints == [
                "button.rx.tap.bind(to: viewModel.inputs.appear).disposed(by: disposeBag)",
                "viewModel.inputs.pick.accept(/* Int */)", "viewModel.inputs.filter.accept(/* String */)",
            ])
    }

    @Test func theGeneratedFileAndTheViewModelImportRxRelay() throws {
        let model = try SceneModelBuilderTests.model(
            "scene: Deals\ninputs:\n  - appear\n", conventions: Self.publishRelay, testsFolder: "SceneTests")
        #expect(model.generatedImports == ["RxRelay", "RxSwift"])
        #expect(model.viewModelImports == ["RxRelay", "RxSwift"])
        #expect(model.tests?.testImports == ["RxRelay", "RxSwift", "RxTest", "XCTest"])
    }

    @Test func theTestAcceptsIntoEachRelayWithoutReadingAValue() throws {
        let model = try SceneModelBuilderTests.model(
            Self.relayInputs, conventions: Self.publishRelay, testsFolder: "SceneTests")
        let tests = try #require(model.tests?.inputTests)
        #expect(
            tests.map(\.relayAccept) == [
                "self.viewModel.inputs.appear.accept(())", "self.viewModel.inputs.pick.accept(value)",
                "self.viewModel.inputs.filter.accept(value)",
            ])
        // Without outputs there is nothing to observe: only the BehaviorRelay shows reading its value back.
        #expect(tests.map(\.assertionExample) == [nil, nil, "XCTAssertEqual(viewModel.inputs.filter.value, value)"])
    }

    @Test func theCoordinatorObservesARoutedRelayAsItIs() throws {
        let model = try SceneModelBuilderTests.model(
            "scene: Deals\ninputs:\n  - pick: Int\ncoordinator:\n  routes:\n    - pick: Detail\n",
            conventions: Self.publishRelay, others: ["scene: Detail\narguments: [id: Int]\n"])
        #expect(model.coordinator?.routes.map(\.observedSource) == ["viewModel.inputs.pick"])
        #expect(model.inputs.map(\.events) == [nil])
    }

    @Test func aViewModelThatCallsItsCoordinatorSubscribesToTheRelay() throws {
        let model = try SceneModelBuilderTests.model(
            "scene: Deals\nconventions: {coordinatorInViewModel: true}\ninputs:\n  - tapGuide\n"
                + "coordinator:\n  routes:\n    - tapGuide: Guide\n",
            conventions: Self.publishRelay, others: ["scene: Guide\n"])
        #expect(model.inputRoutes.map { $0.lines[1] } == ["tapGuide"])
    }

    private static let transformFields = """
        scene: Coupons
        conventions: {viewModel: transform}
        inputs:
          - viewWillAppear: {trait: publishRelay}
          - pick: {type: Int, trait: publishRelay}
          - add: {trait: signal}
        """

    @Test func aTransformFieldIsAPublishRelayTheViewControllerMakes() throws {
        let transform = try #require(try SceneModelBuilderTests.model(Self.transformFields).transform)
        #expect(
            transform.inputFields.map(\.declaration) == [
                "let viewWillAppear: PublishRelay<Void>", "let pick: PublishRelay<Int>", "let add: Signal<Void>",
            ])
        #expect(transform.inputPlaceholderLines == ["viewWillAppear: viewWillAppear,", "pick: pick,", "add: .empty()"])
        #expect(
            transform.publishRelayLines == [
                "// TODO: accept the screen's events into each relay, for example viewWillAppear.accept(()), or bind "
                    + "them to it;",
                "// keep a relay in a property to accept into it from another method.",
                "let viewWillAppear = PublishRelay<Void>()", "let pick = PublishRelay<Int>()",
            ])
    }

    @Test func theTransformTestMakesItsOwnRelayAndAcceptsIntoIt() throws {
        let model = try SceneModelBuilderTests.model(Self.transformFields, testsFolder: "SceneTests")
        let tests = try #require(model.tests)
        #expect(
            tests.transform?.subjectDeclarations == [
                "private var viewWillAppearRelay: PublishRelay<Void>!", "private var pickRelay: PublishRelay<Int>!",
                "private var addSubject: PublishSubject<Void>!",
            ])
        #expect(
            tests.transform?.inputArgumentLines == [
                "viewWillAppear: viewWillAppearRelay,", "pick: pickRelay,",
                "add: addSubject.asSignal(onErrorSignalWith: .empty())",
            ])
        #expect(
            tests.inputTests.map(\.relayAccept) == [
                "self.viewWillAppearRelay.accept(())", "self.pickRelay.accept(value)", nil,
            ])
        #expect(model.generatedImports == ["RxCocoa", "RxRelay", "RxSwift"])
    }

    @Test func aTransformFieldOfAnotherTraitBringsNoRxRelay() throws {
        let model = try SceneModelBuilderTests.model(
            "scene: Coupons\nconventions: {viewModel: transform}\ninputs:\n  - add: {trait: signal}\n")
        #expect(model.generatedImports == ["RxCocoa", "RxSwift"])
        #expect(model.transform?.publishRelayLines == [])
    }
}
