import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// The presentation model of a transform scene: the fields of `Input` and `Output`, the skeletons' placeholders,
/// and the coordinator the view model finishes the scene through.
@Suite struct TransformModelTests {
    static let spec = """
        scene: Editor
        conventions: {viewModel: transform}
        inputs:
          - appear
          - text: {type: String, trait: observable, doc: The field's text.}
          - save: {trait: signal}
        outputs:
          - isValid: Bool
          - close
        actions:
          - upload: {input: Int}
        service:
          methods:
            - store: {params: [text: String]}
        coordinator:
          result:
            - closed: {from: close}
            - saved: {type: String}
        """

    @Test func inputAndOutputFieldsFollowTheTraits() throws {
        let transform = try #require(try SceneModelBuilderTests.model(Self.spec).transform)
        #expect(
            transform.inputFields == [
                TransformFieldModel(name: "appear", docLines: [], declaration: "let appear: Driver<Void>"),
                TransformFieldModel(
                    name: "text", docLines: ["The field's text."], declaration: "let text: Observable<String>"),
                TransformFieldModel(name: "save", docLines: [], declaration: "let save: Signal<Void>"),
            ])
        #expect(
            transform.outputFields == [
                TransformFieldModel(name: "isValid", docLines: [], declaration: "let isValid: Driver<Bool>"),
                TransformFieldModel(name: "close", docLines: [], declaration: "let close: Driver<Void>"),
                TransformFieldModel(name: "upload", docLines: [], declaration: "let upload: Action<Int, Void>"),
            ])
    }

    @Test func skeletonsStartFromPlaceholdersAndTodos() throws {
        let transform = try #require(try SceneModelBuilderTests.model(Self.spec).transform)
        #expect(transform.inputPlaceholderLines == ["appear: .empty(),", "text: .empty(),", "save: .empty()"])
        #expect(
            transform.outputPlaceholderLines == [
                "isValid: .empty(),", "close: .empty(),", "upload: Action { _ in .empty() }",
            ])
        #expect(
            transform.todoLines == [
                "TODO: derive every output from the input and editorService; all bindings live here.",
                "TODO: call coordinator?.finishClosed() when `close` emits.",
                "TODO: call coordinator?.finishSaved(value) where the scene is done.",
                "TODO: do the work of `upload`.",
            ])
    }

    @Test func theCoordinatorFinishesThroughOneMethodPerResultCase() throws {
        let coordinator = try #require(try SceneModelBuilderTests.model(Self.spec).coordinator)
        #expect(coordinator.finishesThroughMethods)
        #expect(coordinator.resultMappings == [])
        #expect(coordinator.unmappedCases == nil)
        #expect(
            coordinator.finishMethods == [
                FinishMethodModel(
                    name: "finishClosed", docLines: ["Finishes the scene with `.closed`."],
                    signature: "func finishClosed()", result: ".closed", hasPayload: false, isFirstMethod: true),
                FinishMethodModel(
                    name: "finishSaved", docLines: ["Finishes the scene with `.saved`."],
                    signature: "func finishSaved(_ value: String)", result: ".saved(value)", hasPayload: true,
                    isFirstMethod: false),
            ])
    }

    @Test func theTestBuildsInputFromOneSubjectPerInput() throws {
        let tests = try #require(
            try SceneModelBuilderTests.model(Self.spec, testsFolder: "SceneTests").tests?.transform)
        #expect(
            tests
                == TransformTestsModel(
                    subjectDeclarations: [
                        "private var appearSubject: PublishSubject<Void>!",
                        "private var textSubject: PublishSubject<String>!",
                        "private var saveSubject: PublishSubject<Void>!",
                    ],
                    subjectSetUps: [
                        "appearSubject = PublishSubject<Void>()", "textSubject = PublishSubject<String>()",
                        "saveSubject = PublishSubject<Void>()",
                    ],
                    inputArgumentLines: [
                        "appear: appearSubject.asDriver(onErrorDriveWith: .empty()),",
                        "text: textSubject.asObservable(),", "save: saveSubject.asSignal(onErrorSignalWith: .empty())",
                    ],
                    hasInputArguments: true,
                    // The spec has an action, which the tests run through the kept `output`.
                    transformStatement: "output = viewModel.transform(input: input)",
                    outputDeclaration: "private var output: EditorViewModel.Output!"))
    }

    @Test func theDisposeBagVariantChangesTheSignatureAndTheCalls() throws {
        let transform = try #require(
            try SceneModelBuilderTests.model(
                Self.spec, conventions: Conventions(transformTakesDisposeBag: true)
            ).transform)
        #expect(transform.signature == "func transform(_ input: Input, disposeBag: DisposeBag) -> Output")
        #expect(transform.call == "viewModel.transform(input, disposeBag: disposeBag)")
    }

    /// `transform: {label: _}` declares `transform(_:)`, as many apps' `ViewModelType` does, and calls it so; a label
    /// with the dispose bag labels the input before it.
    @Test func theLabelOptionChangesTheSignatureAndTheCalls() throws {
        var unlabelled = Conventions()
        unlabelled.transformInputLabel = "_"
        var labelled = Conventions(transformTakesDisposeBag: true)
        labelled.transformInputLabel = "input"
        let models = try [unlabelled, labelled].map {
            try SceneModelBuilderTests.model(Self.spec, conventions: $0, testsFolder: "SceneTests")
        }
        #expect(
            models.map { [$0.transform?.signature, $0.transform?.call, $0.tests?.transform?.transformStatement] } == [
                [
                    "func transform(_ input: Input) -> Output", "viewModel.transform(input)",
                    "output = viewModel.transform(input)",
                ],
                [
                    "func transform(input: Input, disposeBag: DisposeBag) -> Output",
                    "viewModel.transform(input: input, disposeBag: disposeBag)",
                    "output = viewModel.transform(input: input, disposeBag: disposeBag)",
                ],
            ])
    }

    @Test func aSceneWithNothingToCallGetsNoCoordinatorProtocol() throws {
        let model = try SceneModelBuilderTests.model(
            "scene: Splash\nconventions: {viewModel: transform}\ncoordinator:\n", testsFolder: "SceneTests")
        #expect(model.coordinator?.hasProtocol == false)
        #expect(model.dependencies == [])
        #expect(model.tests?.mockProperties == [])
    }

    /// The view controller shows an action's progress and errors, and the tests run it: both keep the `Output`.
    @Test func aSceneWithOnlyActionsKeepsTheOutputToBindThem() throws {
        let model = try SceneModelBuilderTests.model(
            "scene: Editor\nconventions: {viewModel: transform}\nactions: [save]\n", testsFolder: "SceneTests")
        #expect(model.transform?.bindsOutput == true)
        #expect(model.transform?.actionBindingHints == ["button.rx.action = output.save"])
        #expect(model.tests?.transform?.transformStatement == "output = viewModel.transform(input: input)")
        #expect(model.tests?.transform?.outputDeclaration == "private var output: EditorViewModel.Output!")
    }

    /// `Foo.Bar` and `FooBar` are told apart by their fixtures, each in an extension of its own type.
    @Test func argumentsOfTypesWithTheSameLettersCallTheirOwnFixtures() throws {
        let model = try SceneModelBuilderTests.model(
            "scene: Editor\narguments: [a: Foo.Bar, b: FooBar]\n", testsFolder: "SceneTests")
        #expect(
            model.tests?.viewModelConstruction == "EditorViewModel(a: try Foo.Bar.fixture(), b: try FooBar.fixture())")
        #expect(model.tests?.setUpThrows == true)
        #expect(model.tests?.factories == [])
    }

    /// A type no extension can carry gets the test file's own factory; `any Foo` and `AnyFoo` still get one each.
    @Test func argumentFactoriesOfTypesWithTheSameSpellingGetTheirOwnNames() throws {
        let model = try SceneModelBuilderTests.model(
            "scene: Editor\narguments: [a: any Foo, b: any AnyFoo]\n", testsFolder: "SceneTests")
        #expect(model.tests?.viewModelConstruction == "EditorViewModel(a: try makeAnyFoo(), b: try makeAnyAnyFoo())")
        #expect(
            model.tests?.factories == [
                ValueFactoryModel(name: "makeAnyAnyFoo", type: "any AnyFoo"),
                ValueFactoryModel(name: "makeAnyFoo", type: "any Foo"),
            ])
    }

    @Test func theViewControllerHoldsTheViewModelClass() throws {
        #expect(try SceneModelBuilderTests.model(Self.spec).viewModelReference == "EditorViewModel")
        #expect(try SceneModelBuilderTests.model("scene: Editor").viewModelReference == "any EditorViewModelType")
    }

    private static let relayOutput = """
        scene: Feed
        conventions: {viewModel: transform}
        arguments: [first: Int]
        outputs:
          - count: {type: Int, trait: relay, initial: first, doc: How many.}
        """

    /// As apps of this style write it, `Output` carries the relay itself, which `transform` makes and feeds; an
    /// `initial` that reads an argument needs no `lazy var` there.
    @Test func aRelayOutputIsAFieldOfOutputThatTransformMakes() throws {
        let model = try SceneModelBuilderTests.model(Self.relayOutput)
        let transform = try #require(model.transform)
        #expect(
            transform.outputFields == [
                TransformFieldModel(
                    name: "count", docLines: ["How many."], declaration: "let count: BehaviorRelay<Int>")
            ])
        #expect(transform.outputRelays == ["let count = BehaviorRelay<Int>(value: first)"])
        #expect(transform.outputPlaceholderLines == ["count: count"])
        #expect(transform.relays == [])
        #expect(
            transform.todoLines.last
                == "TODO: bind what `count` holds into it: `.bind(to: count).disposed(by: disposeBag)`.")
        #expect(model.disposeBag == "private let disposeBag = DisposeBag()")
    }

    @Test func theViewControllerAndTheTestReadARelayOutputAsADriver() throws {
        let model = try SceneModelBuilderTests.model(Self.relayOutput, testsFolder: "SceneTests")
        #expect(model.outputs.map(\.binding?.expression) == ["output.count.asDriver()"])
        #expect(
            model.tests?.observers.map(\.subscription) == [
                "output.count.asDriver().drive(countObserver).disposed(by: disposeBag)"
            ])
    }

    /// The bindings into the relay go into the bag `transform` takes.
    @Test func aTransformThatTakesTheDisposeBagDeclaresNoBagOfItsOwn() throws {
        let model = try SceneModelBuilderTests.model(
            Self.relayOutput, conventions: Conventions(transformTakesDisposeBag: true))
        #expect(model.disposeBag == nil)
    }

    @Test func aStructViewModelIsAStructWhoseTestWatchesNoRelease() throws {
        let model = try SceneModelBuilderTests.model(
            Self.spec, conventions: Conventions(transformStruct: true), testsFolder: "SceneTests")
        #expect(model.transform?.declarationKeyword == "struct")
        #expect(model.tests?.checksRelease == false)
    }

    @Test func aClassViewModelStaysAFinalClassWhoseTestWatchesItsRelease() throws {
        let model = try SceneModelBuilderTests.model(Self.spec, testsFolder: "SceneTests")
        #expect(model.transform?.declarationKeyword == "final class")
        #expect(model.tests?.checksRelease == true)
    }
}
