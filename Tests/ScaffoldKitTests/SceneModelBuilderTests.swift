import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// The presentation model computes every spelling the templates print.
@Suite struct SceneModelBuilderTests {
    static func spec(_ yaml: String, file: String = "Specs/Test.yml") throws -> SceneSpec {
        let (spec, diagnostics) = SpecDecoder().decode(Data(yaml.utf8), file: file)
        #expect(diagnostics == [])
        return try #require(spec)
    }

    static func model(
        _ yaml: String, conventions: Conventions = Conventions(), others: [String] = [], testsFolder: String? = nil
    ) throws -> SceneModel {
        let spec = try spec(yaml)
        let decodedOthers = try others.enumerated().map { try Self.spec($1, file: "Specs/Other\($0).yml") }
        let scenes = ([spec] + decodedOthers).reduce(into: [String: SceneSpec]()) {
            $0[$1.name.value] = $1
        }
        return SceneModelBuilder(scenes: scenes, projectConventions: conventions, testsFolder: testsFolder)
            .model(for: spec)
    }

    @Test(arguments: [
        (InputConvention.subject, "var pick: PublishSubject<Int> { get }", "let pick = PublishSubject<Int>()"),
        (.observer, "var pick: AnyObserver<Int> { get }", "let pick: AnyObserver<Int>"),
        (.function, "func pick(_ value: Int)", "private let pickSubject = PublishSubject<Int>()"),
    ])
    func inputSpellingsFollowTheConvention(convention: InputConvention, requirement: String, declaration: String) throws
    {
        let model = try Self.model("scene: A\ninputs:\n  - pick: Int\n", conventions: Conventions(inputs: convention))
        #expect(model.inputs.map(\.requirement) == [requirement])
        #expect(model.inputs.map(\.declaration) == [declaration])
    }

    @Test func observerInputsAreSetUpFromPrivateSubjectsInInit() throws {
        let model = try Self.model("scene: A\ninputs:\n  - reload\n", conventions: Conventions(inputs: .observer))
        #expect(model.inputs.map(\.observerSubject) == ["reloadSubject"])
        #expect(model.hasInputSetup == false)
    }

    @Test func outputTraitsChooseTheTypeAndTheBinding() throws {
        let model = try Self.model(
            """
            scene: A
            outputs:
              - a: String
              - b: {type: Int, trait: driver}
              - c: {trait: signal}
            """)
        #expect(
            model.outputs.map(\.requirement) == [
                "var a: Observable<String> { get }", "var b: Driver<Int> { get }", "var c: Signal<Void> { get }",
            ])
        #expect(model.outputs.map { $0.binding?.method } == ["subscribe", "drive", "emit"])
        #expect(model.outputs.map { $0.binding?.observesOnMainScheduler } == [true, false, false])
    }

    @Test func voidToVoidActionIsACocoaAction() throws {
        let model = try Self.model("scene: A\nactions:\n  - save\n  - load: {input: Int, output: \"[String]\"}\n")
        #expect(
            model.actions.map(\.requirement) == [
                "var save: CocoaAction { get }",
                "var load: Action<Int, [String]> { get }",
            ])
    }

    @Test func closureParametersAreEscaping() throws {
        let model = try Self.model(
            """
            scene: A
            conventions: {inputs: function}
            inputs:
              - done: "(String) -> Void"
              - maybe: "((Int) -> Void)?"
            service:
              methods:
                - load: {params: [completion: "(Int) -> Void"], returns: Int}
            """)
        #expect(
            model.inputs.map(\.requirement) == [
                "func done(_ value: @escaping (String) -> Void)",
                "func maybe(_ value: ((Int) -> Void)?)",
            ])
        #expect(
            model.service?.methods.map(\.signature) == ["func load(completion: @escaping (Int) -> Void) -> Single<Int>"]
        )
    }

    @Test func serviceMethodKindsChooseTheReturnType() throws {
        let model = try Self.model(
            """
            scene: A
            service:
              methods:
                - a: {returns: Int}
                - b: {returns: Int, kind: observable}
                - c: {kind: completable}
                - d: {returns: Int, kind: maybe}
            """)
        #expect(
            model.service?.methods.map(\.signature) == [
                "func a() -> Single<Int>", "func b() -> Observable<Int>", "func c() -> Completable",
                "func d() -> Maybe<Int>",
            ])
        #expect(model.names.serviceProperty == "aService")
    }

    @Test func routeToAFinishingSceneReceivesItsResult() throws {
        let model = try Self.model(
            "scene: A\noutputs:\n  - open\ncoordinator:\n  routes:\n    - open: B\n",
            others: ["scene: B\noutputs:\n  - done\ncoordinator:\n  result:\n    - ok: {from: done}\n"])
        #expect(model.coordinator?.routes.map(\.childResultType) == ["BCoordinationResult"])
        #expect(model.coordinator?.routes.map(\.resultAdapter) == [""])
        #expect(model.referencedSpecs == ["Specs/Other0.yml"])
    }

    @Test func routeToAnUnloadedSceneIsReducedToVoid() throws {
        let model = try Self.model("scene: A\noutputs:\n  - open\ncoordinator:\n  routes:\n    - open: Elsewhere\n")
        #expect(model.coordinator?.routes.map(\.childResultType) == ["Void"])
        #expect(model.coordinator?.routes.map(\.resultAdapter) == [".map { _ in () }"])
    }

    @Test func resultCasesMapFromTheirOutputs() throws {
        let model = try Self.model(
            """
            scene: A
            outputs:
              - picked: String
              - closed
            coordinator:
              result:
                - language: {type: String, from: picked}
                - cancel: {from: closed}
                - later
            """)
        #expect(
            model.coordinator?.resultMappings.map(\.transform) == [
                "{ CoordinationResult.language($0) }", "{ CoordinationResult.cancel }",
            ])
        #expect(model.coordinator?.mergedResults == "Observable.merge(languageResult, cancelResult)")
        #expect(model.coordinator?.unmappedCases == ".later")
    }

    @Test func coordinatorInViewModelAddsTheProtocolAndInjectsIt() throws {
        let model = try Self.model(
            "scene: A\noutputs: [open]\ncoordinator: {routes: [open: A]}\n",
            conventions: Conventions(coordinatorInViewModel: true))
        #expect(model.coordinator?.hasProtocol == true)
        #expect(model.names.coordinatorProtocol == "ACoordinatorType")
        #expect(model.initParameters == "coordinator: any ACoordinatorType")
        #expect(model.coordinator?.viewModelConstruction == "AViewModel(coordinator: self)")
    }

    /// A protocol without a method would be empty, and the view model would hold a coordinator it cannot call.
    @Test func coordinatorInViewModelWithoutRoutesInjectsNothing() throws {
        let model = try Self.model(
            "scene: A\ncoordinator: {}\n", conventions: Conventions(coordinatorInViewModel: true))
        #expect(model.coordinator?.hasProtocol == false)
        #expect(model.initParameters == "")
        #expect(model.coordinator?.viewModelConstruction == "AViewModel()")
    }

    @Test func outputsTheCoordinatorHandlesAreNotBoundByTheViewController() throws {
        let model = try Self.model(
            "scene: A\noutputs:\n  - title: String\n  - open\ncoordinator:\n  routes:\n    - open: A\n")
        #expect(model.outputs.map { $0.binding == nil } == [false, true])
        #expect(model.navigationNotes == ["`open` is handled by ACoordinator."])
    }
}
