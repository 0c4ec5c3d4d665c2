// The AppStepsApp fixture's flows on screen: its view models emit the app's own steps (App/AppStep.swift), which its
// flows match. A picked task presents the detail with its id, the detail's result case ends it with the app's step and
// the list takes it away, and the onboarding, shown by a named step, is taken away on the step it skips with.
// Compiled with the fixture's golden scenes (two view models filled in, see AppStepsAppGoldenTests) against the Rx,
// UIKit and RxFlow stand-ins.
import RxCocoa
import RxFlow
import RxSwift
@_spi(UserSimulation) import UIKit

/// The task list as the app's first scene, in a window inside a navigation controller, followed by a coordinator:
/// the screen's events reach `transform` through subjects, as a filled-in view controller feeds its controls.
@MainActor
final class RunningTaskList {
    let window = UIWindow(frame: .zero)
    let coordinator = FlowCoordinator()
    let list = TaskListFlow()
    let navigationController: UINavigationController
    let pickTask = PublishSubject<Int>()
    let tapIntro = PublishSubject<Void>()

    init() {
        navigationController = UINavigationController(rootViewController: list.viewController)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        coordinator.coordinate(flow: list, with: list.viewModel)
        _ = list.viewModel.transform(
            input: TaskListViewModel.Input(
                pickTask: pickTask.asDriver(onErrorDriveWith: .empty()),
                tapIntro: tapIntro.asDriver(onErrorDriveWith: .empty()),
                tapSettings: .empty()))
        settle()
    }

    /// The screen presented over the list, inside its navigation controller.
    var presentedScreen: UIViewController? {
        (navigationController.presentedViewController as? UINavigationController)?.viewControllers.first
    }
}

MainActor.assumeIsolated {
    runFlows([
        (
            "aPickedTaskStepsWithTheAppsCaseToTheDetail",
            { record in
                let app = RunningTaskList()
                app.pickTask.onNext(7)
                settle()
                record.expect(app.presentedScreen is TaskDetailViewController, "the pick did not present the detail")
            }
        ),
        (
            "aResultCaseThatNamesTheAppsStepEndsTheDetailAndTheListTakesItAway",
            { record in
                let app = RunningTaskList()
                app.pickTask.onNext(7)
                settle()
                guard
                    let detail = record.require(
                        viewModel(of: app.presentedScreen, as: TaskDetailViewModel.self), "no detail view model")
                else { return }
                detail.inputs.finish.onNext(())
                settle()
                record.expect(app.navigationController.presentedViewController == nil, "taskIsDone left the detail")
            }
        ),
        (
            "theOnboardingShownByANamedStepIsTakenAwayOnTheStepItSkipsWith",
            { record in
                let app = RunningTaskList()
                app.tapIntro.onNext(())
                settle()
                guard
                    let onboarding = record.require(
                        viewModel(of: app.presentedScreen, as: OnboardingViewModel.self),
                        "onboardingIsRequired did not present the onboarding")
                else { return }
                onboarding.inputs.skip.onNext(())
                settle()
                record.expect(
                    app.navigationController.presentedViewController == nil,
                    "onboardingIsSkipped did not take the onboarding away")
            }
        ),
    ])
}
