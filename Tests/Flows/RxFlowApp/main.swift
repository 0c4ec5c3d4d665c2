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

/// The list as the app's first scene, in a window, as a scene delegate starts it with RxFlow.
@MainActor
final class RunningApp {
    let window = UIWindow(frame: .zero)
    let coordinator = FlowCoordinator()
    let list = RepositoryListFlow()
    let navigationController: UINavigationController

    init() {
        navigationController = UINavigationController(rootViewController: list.viewController)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        coordinator.coordinate(flow: list, with: list.viewModel)
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
    let window = UIWindow(frame: .zero)
    let coordinator = FlowCoordinator()
    let trending = TrendingFlow()
    let navigationController: UINavigationController
    let pick = PublishSubject<Int>()
    let tapSignIn = PublishSubject<Void>()

    init() {
        navigationController = UINavigationController(rootViewController: trending.viewController)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        coordinator.coordinate(flow: trending, with: trending.viewModel)
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
    let window = UIWindow(frame: .zero)
    let coordinator = FlowCoordinator()
    let starred = StarredFlow()
    let navigationController: UINavigationController

    init() {
        navigationController = UINavigationController(rootViewController: starred.viewController)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        coordinator.coordinate(flow: starred, with: starred.viewModel)
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
