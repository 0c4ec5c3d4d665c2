// The RxFlowApp fixture's flows on screen: RxFlow's FlowCoordinator (the stand-in's) follows the list's view model,
// a tap steps to the detail with its repository, a second route presents the sign-in sheet, and the sheet's result
// ends its flow and comes back to the list's flow, which dismisses it. Compiled with the fixture's golden scenes
// (one view model filled in, see NavigationFlowTests) against the Rx, UIKit and RxFlow stand-ins.
import RxFlow
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
    ])
}
