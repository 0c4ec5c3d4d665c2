import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// `trait: controlEvent` and `trait: controlProperty`: `Input` fields of RxCocoa's control traits, which the view
/// controller fills from its controls and the tests from their subjects.
@Suite struct ControlTraitPresentationTests {
    private static let login = """
        scene: Login
        conventions: {viewModel: transform}
        inputs:
          - idText: {type: String?, trait: controlProperty}
          - loginTap: {trait: controlEvent}
          - appear
        outputs:
          - canLogIn: Bool
        """

    @Test func theInputFieldsAreControlTraits() throws {
        let transform = try #require(try SceneModelBuilderTests.model(Self.login).transform)
        #expect(
            transform.inputFields.map(\.declaration) == [
                "let idText: ControlProperty<String?>", "let loginTap: ControlEvent<Void>", "let appear: Driver<Void>",
            ])
    }

    @Test func theViewControllerPassesControlTraitsOfNoEventsAndSaysWhatReplacesThem() throws {
        let transform = try #require(try SceneModelBuilderTests.model(Self.login).transform)
        #expect(
            transform.inputPlaceholderLines == [
                "idText: ControlProperty(values: Observable<String?>.empty(), valueSink: AnyObserver { _ in }),",
                "loginTap: ControlEvent(events: Observable<Void>.empty()),",
                "appear: .empty()",
            ])
        #expect(
            transform.controlPlaceholderTodo
                == "TODO: replace each ControlEvent and ControlProperty with the control's: button.rx.tap or "
                + "textField.rx.text.")
        #expect(transform.hasEventPlaceholders)
    }

    @Test func aSceneWithOnlyControlFieldsHasNoEmptyPlaceholderToReplace() throws {
        let transform = try #require(
            try SceneModelBuilderTests.model(
                "scene: Login\nconventions: {viewModel: transform}\ninputs:\n  - loginTap: {trait: controlEvent}\n"
            ).transform)
        #expect(!transform.hasEventPlaceholders)
        #expect(
            transform.controlPlaceholderTodo
                == "TODO: replace each ControlEvent with the control's: button.rx.tap.")
    }

    @Test func aSceneWithoutControlFieldsHasNoControlTodo() throws {
        let transform = try #require(
            try SceneModelBuilderTests.model("scene: Login\nconventions: {viewModel: transform}\ninputs: [appear]\n")
                .transform)
        #expect(transform.controlPlaceholderTodo == nil)
    }

    @Test func theTestMakesEachControlFieldFromItsSubject() throws {
        let model = try SceneModelBuilderTests.model(Self.login, testsFolder: "SceneTests")
        let tests = try #require(model.tests?.transform)
        #expect(
            tests.subjectDeclarations == [
                "private var idTextSubject: PublishSubject<String?>!",
                "private var loginTapSubject: PublishSubject<Void>!",
                "private var appearSubject: PublishSubject<Void>!",
            ])
        #expect(
            tests.inputArgumentLines == [
                "idText: ControlProperty(values: idTextSubject, valueSink: AnyObserver { _ in }),",
                "loginTap: ControlEvent(events: loginTapSubject),",
                "appear: appearSubject.asDriver(onErrorDriveWith: .empty())",
            ])
    }

    @Test func aRoutedControlFieldIsALocalOfNoEventsUnderARouter() throws {
        let spec = """
            scene: Home
            conventions: {viewModel: transform, navigation: viewController}
            inputs: [tapSettings: {trait: controlEvent}, appear]
            coordinator:
              routes:
                - tapSettings: Settings
            """
        let transform = try #require(
            try SceneModelBuilderTests.model(spec, others: [TransformRouterPresentationTests.settings]).transform)
        #expect(
            transform.routedInputLocalLines == [
                "// TODO: connect `tapSettings` to its control; the router leads it to Settings.",
                "let tapSettings: ControlEvent<Void> = ControlEvent(events: Observable<Void>.empty())",
            ])
        #expect(transform.inputPlaceholderLines == ["tapSettings: tapSettings,", "appear: .empty()"])
        #expect(transform.controlPlaceholderTodo == nil)
    }

    @Test func aRouteFromAControlFieldObservesItAsAnObservable() throws {
        let spec = """
            scene: Home
            conventions: {viewModel: transform}
            inputs: [tapSettings: {trait: controlEvent}]
            coordinator:
              routes:
                - tapSettings: Settings
            """
        let model = try SceneModelBuilderTests.model(spec, others: [TransformRouterPresentationTests.settings])
        #expect(model.transform?.todoLines.isEmpty == false)
        #expect(model.inputRoutes.map { $0.lines[1] } == ["input.tapSettings.asObservable()"])
    }

    @Test func anAppTypeNamedLikeTheTraitQualifiesIt() throws {
        let model = try SceneModelBuilderTests.model(
            "scene: Login\nconventions: {viewModel: transform}\ninputs:\n  - tap: {trait: controlEvent}\n"
                + "  - pick: ControlEvent\n")
        #expect(
            model.transform?.inputFields.map(\.declaration) == [
                "let tap: RxCocoa.ControlEvent<Void>", "let pick: Driver<ControlEvent>",
            ])
    }
}
