// The SceneNavigator fixture on screen: one app-wide SceneCoordinator shows every scene by the Scene enum, and view
// models call it for their routes and to leave their scene. Pushes and presentations must appear where UIKit puts
// them, `pop()` must take the screen on top away (also after the user left one by hand), and a scene that is gone
// must be released; a transform view model's tap and an output nothing subscribes to reach their scenes. Compiled
// with the fixture's golden scenes, filled in as SceneNavigatorGoldenTests says, and its app code against the Rx and
// UIKit stand-ins.
import RxCocoa
import RxSwift
@_spi(UserSimulation) import UIKit

/// The app as its scene delegate starts it: a window, the scene coordinator, and the list as the root.
@MainActor
final class RunningTodos {
    let window = UIWindow(frame: .zero)
    let sceneCoordinator: SceneCoordinator

    init() {
        sceneCoordinator = SceneCoordinator(window: window, dependencies: AppDependencies())
        sceneCoordinator.transition(to: .todoList, type: .root)
        settle()
    }

    /// The navigation controller the root transition put in the window.
    var navigationController: UINavigationController? {
        window.rootViewController as? UINavigationController
    }

    /// The list's view model, read from the first screen.
    var list: TodoListViewModel? {
        viewModel(of: navigationController?.viewControllers.first, as: TodoListViewModel.self)
    }

    /// The first screen of what is presented over the stack, inside its navigation controller or not.
    var presented: UIViewController? {
        let presented = navigationController?.presentedViewController
        return (presented as? UINavigationController)?.viewControllers.first ?? presented
    }
}

/// The archive, a transform view model, pushed over the list, with the screen's events fed to `transform` through
/// subjects as a filled-in view controller feeds its controls; nothing subscribes to what `transform` returns.
@MainActor
final class RunningArchive {
    let app = RunningTodos()
    let tapAdd = PublishSubject<Void>()
    let selectItem = PublishSubject<Int>()

    init?() {
        app.sceneCoordinator.transition(to: .todoArchive, type: .push)
        settle()
        guard let archive = viewModel(of: app.navigationController?.topViewController, as: TodoArchiveViewModel.self)
        else { return nil }
        _ = archive.transform(
            input: TodoArchiveViewModel.Input(
                tapAdd: tapAdd.asDriver(onErrorDriveWith: .empty()),
                selectItem: selectItem.asDriver(onErrorDriveWith: .empty())))
        settle()
    }
}

// Top-level code runs on the main thread; Swift 5 does not put it on the main actor by itself.
MainActor.assumeIsolated {
    runFlows([
        (
            "theRootTransitionPutsTheFirstSceneInTheWindow",
            { record in
                let app = RunningTodos()
                record.expect(app.window.isKeyWindow, "the window was not made key")
                record.expect(
                    app.navigationController?.viewControllers.first is TodoListViewController,
                    "the list is not the first screen of the window's navigation controller")
            }
        ),
        (
            "aPushedSceneIsPoppedAndReleased",
            { record in
                let app = RunningTodos()
                weak var detail: UIViewController?
                app.sceneCoordinator.transition(
                    to: .todoDetail(item: TodoItem(title: "Milk", isDone: false)), type: .push)
                settle()
                detail = app.navigationController?.topViewController
                record.expect(detail is TodoDetailViewController, "the detail was not pushed")
                app.sceneCoordinator.pop()
                settle()
                record.expect(app.navigationController?.viewControllers.count == 1, "the detail was not popped")
                record.expect(detail == nil, "the popped detail was not released")
            }
        ),
        (
            "aTapOnAnInputRoutePresentsItsSceneInANavigationController",
            { record in
                let app = RunningTodos()
                guard let list = record.require(app.list, "no list view model") else { return }
                list.inputs.tapAdd.onNext(())
                settle()
                record.expect(
                    app.navigationController?.presentedViewController is UINavigationController,
                    "the editor, which has a result, was not presented in a navigation controller")
                record.expect(app.presented is EditTodoViewController, "the tap did not open the editor")
            }
        ),
        (
            "aResultOutputLeavesThePresentedSceneAndReleasesIt",
            { record in
                let app = RunningTodos()
                app.list?.inputs.tapAdd.onNext(())
                settle()
                weak var editor: UIViewController?
                editor = app.presented
                guard let viewModel = record.require(viewModel(of: editor, as: EditTodoViewModel.self), "no editor")
                else { return }
                viewModel.inputs.cancel.onNext(())
                settle()
                record.expect(app.navigationController?.presentedViewController == nil, "the editor was not dismissed")
                record.expect(editor == nil, "the dismissed editor was not released")
            }
        ),
        (
            "aModalOverAPushedSceneIsDismissedAndThePushedSceneStays",
            { record in
                let app = RunningTodos()
                app.sceneCoordinator.transition(
                    to: .todoDetail(item: TodoItem(title: "Milk", isDone: false)), type: .push)
                settle()
                let detail = app.navigationController?.topViewController
                guard let viewModel = record.require(viewModel(of: detail, as: TodoDetailViewModel.self), "no detail")
                else { return }
                viewModel.inputs.tapEdit.onNext(())
                settle()
                record.expect(app.presented is EditTodoViewController, "the detail's edit tap did not open the editor")
                app.sceneCoordinator.pop()
                settle()
                record.expect(app.navigationController?.presentedViewController == nil, "the editor was not dismissed")
                record.expect(app.navigationController?.topViewController === detail, "the detail did not stay")
            }
        ),
        (
            "popAfterTheUserWentBackTakesAwayTheScreenNowOnTop",
            { record in
                let app = RunningTodos()
                for title in ["Milk", "Bread"] {
                    app.sceneCoordinator.transition(
                        to: .todoDetail(item: TodoItem(title: title, isDone: false)), type: .push)
                    settle()
                }
                app.navigationController?.simulateBackButtonTap()
                settle()
                app.sceneCoordinator.pop()
                settle()
                record.expect(
                    app.navigationController?.viewControllers.count == 1
                        && app.navigationController?.viewControllers.first is TodoListViewController,
                    "pop did not take away the detail left on top after the user went back")
            }
        ),
        (
            "aTapThatTransformLeadsToTheSceneCoordinatorPresentsItsScene",
            { record in
                guard let archive = record.require(RunningArchive(), "the archive was not pushed") else { return }
                archive.tapAdd.onNext(())
                settle()
                record.expect(archive.app.presented is EditTodoViewController, "the tap did not open the editor")
            }
        ),
        (
            "anOutputThatTransformLeadsToTheSceneCoordinatorPushesItsSceneThoughNothingSubscribesToIt",
            { record in
                guard let archive = record.require(RunningArchive(), "the archive was not pushed") else { return }
                archive.selectItem.onNext(0)
                settle()
                record.expect(
                    archive.app.navigationController?.topViewController is TodoDetailViewController,
                    "the selected item did not push its detail")
            }
        ),
    ])
}
