import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// Relay members in each input convention, and the `Input` of a view model that takes its inputs in `init`.
@Suite struct RelayAndInitInputPresentationTests {
    private static let relayInput = "scene: A\ninputs:\n  - query: {type: String, trait: relay, initial: '\"\"'}\n"

    @Test(arguments: [
        (
            InputConvention.subject, "var query: BehaviorRelay<String> { get }",
            "let query = BehaviorRelay<String>(value: \"\")"
        ),
        (.observer, "var query: BehaviorRelay<String> { get }", "let query = BehaviorRelay<String>(value: \"\")"),
        (.function, "func query(_ value: String)", "private let queryRelay = BehaviorRelay<String>(value: \"\")"),
    ])
    func inputRelaySpellingsFollowTheConvention(
        convention: InputConvention, requirement: String, declaration: String
    ) throws {
        let model = try SceneModelBuilderTests.model(Self.relayInput, conventions: Conventions(inputs: convention))
        #expect(model.inputs.map(\.requirement) == [requirement])
        #expect(model.inputs.map(\.declaration) == [declaration])
    }

    @Test func aFunctionInputAcceptsIntoItsPrivateRelay() throws {
        let model = try SceneModelBuilderTests.model(Self.relayInput, conventions: Conventions(inputs: .function))
        #expect(model.inputs.map(\.function?.body) == ["queryRelay.accept(value)"])
    }

    @Test func theTestAcceptsIntoARelayInputAndReadsItsValue() throws {
        let model = try SceneModelBuilderTests.model(Self.relayInput, testsFolder: "SceneTests")
        let test = try #require(model.tests?.inputTests.first)
        #expect(test.relayAccept == "self.viewModel.inputs.query.accept(value)")
        #expect(test.assertionExample == "XCTAssertEqual(viewModel.inputs.query.value, value)")
    }

    /// The view model alone writes a relay output: its outputs protocol shows it read-only, as an Observable where
    /// outputs are Observables.
    @Test func anOutputRelayIsPrivateAndShownAsAnObservable() throws {
        let model = try SceneModelBuilderTests.model(
            "scene: A\noutputs:\n  - busy: {type: Bool, trait: relay, initial: \"false\"}\n")
        let output = try #require(model.outputs.first)
        #expect(output.requirement == "var busy: Observable<Bool> { get }")
        #expect(output.declaration == "var busy: Observable<Bool> { busyRelay.asObservable() }")
        #expect(output.relayStorage == "private let busyRelay = BehaviorRelay<Bool>(value: false)")
        #expect(output.binding?.expression == "viewModel.outputs.busy")
    }

    @Test func anOutputRelayIsShownAsADriverWhereOutputsAreDriversOrSignals() throws {
        let model = try SceneModelBuilderTests.model(
            "scene: A\nconventions: {outputs: signal}\noutputs:\n  - busy: {type: Bool, trait: relay, initial: \"false\"}\n"
        )
        let output = try #require(model.outputs.first)
        #expect(output.requirement == "var busy: Driver<Bool> { get }")
        #expect(output.declaration == "var busy: Driver<Bool> { busyRelay.asDriver() }")
        #expect(output.binding?.method == "drive")
    }

    @Test func initInputsAreObservableFieldsOfInputAndNoInputsProtocol() throws {
        let model = try SceneModelBuilderTests.model(
            "scene: SignUp\ninputs:\n  - username: String\n  - taps\n", conventions: Conventions(inputs: .initializer))
        #expect(model.hasInputs == false)
        #expect(
            model.initInput?.fields.map(\.declaration) == [
                "let username: Observable<String>", "let taps: Observable<Void>",
            ])
        #expect(model.initParameters == "input: Input")
        #expect(model.initInput?.factoryType == "@MainActor (SignUpViewModel.Input) -> any SignUpViewModelType")
    }

    private static let tracedInitInputs = """
        scene: SignUp
        inputs:
          - username: String
          - password: {type: String, trait: driver}
          - taps: {trait: signal}
        """

    @Test func initInputsWithATraitAreFieldsOfThatTrait() throws {
        let model = try SceneModelBuilderTests.model(
            Self.tracedInitInputs, conventions: Conventions(inputs: .initializer))
        #expect(
            model.initInput?.fields.map(\.declaration) == [
                "let username: Observable<String>", "let password: Driver<String>", "let taps: Signal<Void>",
            ])
        #expect(model.generatedImports == ["RxCocoa", "RxSwift"])
    }

    /// The view controller's TODO shows how a control's events become a field of each trait `Input` has.
    @Test func theViewControllerIsShownHowToMakeEachTrait() throws {
        let traced = try SceneModelBuilderTests.model(
            Self.tracedInitInputs, conventions: Conventions(inputs: .initializer))
        #expect(
            traced.initInput?.placeholderHintLines == [
                "TODO: replace each .empty() with the screen's events, for example",
                "button.rx.tap.asObservable(), textField.rx.text.orEmpty.asDriver(), button.rx.tap.asSignal().",
            ])
        let observables = try SceneModelBuilderTests.model(
            "scene: SignUp\ninputs: [taps]\n", conventions: Conventions(inputs: .initializer))
        #expect(
            observables.initInput?.placeholderHintLines == [
                "TODO: replace each .empty() with the screen's events, for example button.rx.tap.asObservable()."
            ])
    }

    @Test func theTestConvertsEachSubjectToItsFieldsTrait() throws {
        let model = try SceneModelBuilderTests.model(
            Self.tracedInitInputs, conventions: Conventions(inputs: .initializer), testsFolder: "SceneTests")
        #expect(
            model.tests?.initInput?.inputArgumentLines == [
                "username: usernameSubject.asObservable(),",
                "password: passwordSubject.asDriver(onErrorDriveWith: .empty()),",
                "taps: tapsSubject.asSignal(onErrorSignalWith: .empty())",
            ])
        #expect(model.tests?.testImports.contains("RxCocoa") == true)
    }
}
