import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// Which library types a project's app types shadow, and how generated code then writes both.
@Suite struct LibraryNamesTests {
    @Test func bareLibraryNamesInSpecsAndServiceNamesAreAppTypes() throws {
        let scene = try SceneModelBuilderTests.spec(
            """
            scene: Rides
            outputs:
              - events: "[Event]"
              - driver: Driver?
              - single: "RxSwift.Single<Int>"
              - values: "Observable<Int>"
              - done: Completable
            service: {name: Signal}
            """)
        #expect(
            LibraryNames(appTypesOf: [scene], services: [])
                == LibraryNames(shadowed: ["Event", "Driver", "Completable", "Signal"]))
    }

    @Test func genericLibraryTypesWithArgumentsAreTheLibrarys() throws {
        let scene = try SceneModelBuilderTests.spec(
            """
            scene: Rides
            outputs: [values: "Observable<Driver<Int>>", item: Repository]
            """)
        #expect(LibraryNames(appTypesOf: [scene], services: []) == LibraryNames())
    }

    @Test func shadowedNamesAreWrittenWithTheirModules() {
        let names = LibraryNames(shadowed: ["Single", "Driver", "Action", "TestScheduler", "Repository"])
        #expect(
            ["Single", "Driver", "Action", "TestScheduler", "Observable", "Repository"].map { names($0) } == [
                "RxSwift.Single", "RxCocoa.Driver", "Action::Action", "RxTest.TestScheduler", "Observable",
                "Repository",
            ])
        #expect(names.shadowed == ["Single", "Driver", "Action", "TestScheduler"])
    }

    /// The test skeletons record an action's errors as `ActionError`: an app enum of that name takes it over too.
    @Test func anAppTypeCalledActionErrorQualifiesActionsErrorType() throws {
        let scene = try SceneModelBuilderTests.spec("scene: Upload\noutputs: [failure: ActionError]\n")
        let names = LibraryNames(appTypesOf: [scene], services: [])
        #expect(names.shadowed == ["ActionError"])
        #expect(names("ActionError") == "Action::ActionError")
    }

    /// `Action.CocoaAction` cannot be written, so a bare `CocoaAction` is Action's, and its files import Action.
    @Test func aBareCocoaActionIsActionsAndImportsAction() throws {
        let scene = try SceneModelBuilderTests.spec("scene: Upload\nproperties: [submit: CocoaAction]\n")
        let names = LibraryNames(appTypesOf: [scene], services: [])
        #expect(names.shadowed == [])
        #expect(names.useAction(scene.memberTypes))
        #expect(!names.useAction([.name("Int")]))
    }

    @Test func testsWriteShadowingAppTypesWithTheAppModule() throws {
        let names = LibraryNames(shadowed: ["Event", "Single"])
        let type = SwiftType.function(
            parameters: [.init(label: nil, type: .array(.name("Event")))], isAsync: false, isThrowing: false,
            result: .named([.init(name: "Result", genericArguments: [.name("Single"), .name("Error")])]))
        #expect(names.inTests(type, appModule: "App").description == "([App.Event]) -> Result<App.Single, Error>")
        #expect(names.inTests(type, appModule: nil) == type)
        #expect(LibraryNames().inTests(type, appModule: "App") == type)
    }

    /// The factory of a test value is named after the app's type, not after the module the tests write it with.
    @Test func unqualifyingUndoesWhatTheTestsAddedAndNothingElse() throws {
        let written = try SwiftTypeParser.parse("(App.Event, [App.Single], App.Other, Other.Event) -> App.Event.ID")
            .get()
        #expect(
            written.unqualifyingFirstComponents(["Event", "Single"], from: "App").description
                == "(Event, [Single], App.Other, Other.Event) -> App.Event.ID")
    }
}
