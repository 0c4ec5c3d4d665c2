// The RxFlowApp fixture's flows on screen: RxFlow's FlowCoordinator (the stand-in's) follows the list's view model,
// a tap steps to the detail with its repository, a second route presents the sign-in sheet, and the sheet's result
// ends its flow and comes back to the list's flow, which dismisses it; the trending list, a transform view model,
// steps from a tap and from an output nothing subscribes to; the starred list's onboarding, which ends with a step per
// way it ends, is taken away on one of them. Compiled with the fixture's golden scenes (three view models filled in,
// see RxFlowAppGoldenTests) against the Rx, UIKit and RxFlow stand-ins.
import RxCocoa
import RxFlow
import RxSwift
@_spi(UserSimulation) import UIKit

/// A flow's screen as the app's first, in a window inside a navigation controller, and the coordinator that follows
/// the flow, as a scene delegate starts an app with RxFlow.
@MainActor
final class FlowWindow {
    let window = UIWindow(frame: .zero)
    let coordinator = FlowCoordinator()
    let navigationController: UINavigationController

    init(_ flow: Flow, showing screen: UIViewController, following stepper: Stepper) {
        navigationController = UINavigationController(rootViewController: screen)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        coordinator.coordinate(flow: flow, with: stepper)
    }
}

/// The list as the app's first scene.
@MainActor
final class RunningApp {
    let list = RepositoryListFlow()
    let screen: FlowWindow
    var navigationController: UINavigationController { screen.navigationController }

    init() {
        screen = FlowWindow(list, showing: list.viewController, following: list.viewModel)
        settle()
    }

    /// The sign-in screen presented over the list, inside its navigation controller.
    var signInScreen: UIViewController? {
        (navigationController.presentedViewController as? UINavigationController)?.viewControllers.first
    }
}

/// The trending list, a transform view model, as the app's first scene: the screen's events reach `transform` through
/// subjects, as a filled-in view controller feeds its controls; nothing subscribes to what `transform` returns.
@MainActor
final class RunningTrending {
    let trending = TrendingFlow()
    let screen: FlowWindow
    var navigationController: UINavigationController { screen.navigationController }
    let pick = PublishSubject<Int>()
    let tapSignIn = PublishSubject<Void>()

    init() {
        screen = FlowWindow(trending, showing: trending.viewController, following: trending.viewModel)
        _ = trending.viewModel.transform(
            input: TrendingViewModel.Input(
                pick: pick.asDriver(onErrorDriveWith: .empty()),
                tapSignIn: tapSignIn.asDriver(onErrorDriveWith: .empty()),
                close: .empty()))
        settle()
    }
}

/// The starred list as the app's first scene: its taps are PublishRelays, and its onboarding ends with a step per way
/// it ends.
@MainActor
final class RunningStarred {
    let starred = StarredFlow()
    let screen: FlowWindow
    var navigationController: UINavigationController { screen.navigationController }

    init() {
        screen = FlowWindow(starred, showing: starred.viewController, following: starred.viewModel)
        settle()
    }
}

MainActor.assumeIsolated {
    runFlows([
        (
            "aTapOnARowStepsToTheDetailWithItsRepository",
            { record in
                let app = RunningApp()
                app.list.viewModel.inputs.selectRepository.onNext(Repository(name: "RxFlow", stars: 2))
                settle()
                let detail = app.navigationController.topViewController
                record.expect(detail is RepositoryDetailViewController, "the tap did not push the detail")
                record.expect(
                    app.navigationController.viewControllers.count == 2, "the detail is not on the list's stack")
            }
        ),
        (
            "aRouteWithAResultPresentsItsSceneInANavigationController",
            { record in
                let app = RunningApp()
                app.list.viewModel.inputs.tapSignIn.onNext(())
                settle()
                record.expect(app.signInScreen is SignInViewController, "the sign-in sheet was not presented")
            }
        ),
        (
            "aFinishedSceneEndsItsFlowAndTheParentFlowDismissesIt",
            { record in
                let app = RunningApp()
                app.list.viewModel.inputs.tapSignIn.onNext(())
                settle()
                guard
                    let signIn = record.require(
                        viewModel(of: app.signInScreen, as: SignInViewModel.self), "no sign-in view model")
                else { return }
                signIn.inputs.submit.onNext("ada")
                settle()
                record.expect(app.navigationController.presentedViewController == nil, "the finished sheet stayed")
            }
        ),
        (
            "aTapThatTransformBindsToAStepPresentsItsScene",
            { record in
                let app = RunningTrending()
                app.tapSignIn.onNext(())
                settle()
                let presented = (app.navigationController.presentedViewController as? UINavigationController)?
                    .viewControllers.first
                record.expect(presented is SignInViewController, "the sign-in tap did not present the sheet")
            }
        ),
        (
            "anOutputThatTransformBindsToAStepPushesItsSceneThoughNothingSubscribesToIt",
            { record in
                let app = RunningTrending()
                app.pick.onNext(3)
                settle()
                record.expect(
                    app.navigationController.topViewController is RepositoryDetailViewController,
                    "the picked row did not push the detail")
            }
        ),
        (
            "aSceneThatEndsWithAStepPerCaseIsTakenAwayOnEither",
            { record in
                let app = RunningStarred()
                app.starred.viewModel.inputs.tapIntro.accept(())
                settle()
                let onboarding = (app.navigationController.presentedViewController as? UINavigationController)?
                    .viewControllers.first
                guard
                    let viewModel = record.require(
                        viewModel(of: onboarding, as: OnboardingViewModel.self), "the onboarding was not presented")
                else { return }
                viewModel.inputs.skip.onNext(())
                settle()
                record.expect(
                    app.navigationController.presentedViewController == nil,
                    "onboardingIsSkipped did not take the onboarding away")
            }
        ),
    ])
}
