// The existing app's shelf on screen, a scene whose view controller starts its routes (`navigation:
// viewController`): a tap reaches the view controller's binding, which calls the router its coordinator handed it,
// and the child appears. Compiled with the fixture's golden scenes and app code against the Rx and UIKit stand-ins.
@_spi(UserSimulation) import UIKit

/// The shelf as the app's first scene, in a window, as a scene delegate starts it.
@MainActor
final class RunningShelf {
    let window = UIWindow(frame: .zero)
    let navigationController = UINavigationController()
    let shelf: ShelfCoordinator

    init() {
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        shelf = ShelfCoordinator(
            rootViewController: navigationController, presentation: .root,
            dependencies: AppDependencies(
                catalogRepository: RemoteCatalog(), imageCache: ImageCache(), shopAPI: ShopAPI()))
        shelf.startAsRoot()
        settle()
    }

    var shelfPage: UIViewController? { navigationController.viewControllers.first }

    /// The screen presented over the shelf, inside its navigation controller.
    var presentedPage: UIViewController? {
        (navigationController.presentedViewController as? UINavigationController)?.viewControllers.first
    }
}

// Top-level code runs on the main thread; Swift 5 does not put it on the main actor by itself.
MainActor.assumeIsolated {
    runFlows([
        (
            "aTapTheViewControllerRoutesShowsTheChild",
            { record in
                let running = RunningShelf()
                guard let shelf = record.require(viewModel(of: running.shelfPage, as: ShelfViewModel.self), "no shelf")
                else { return }
                shelf.inputs.tapGuide.onNext(())
                settle()
                record.expect(running.presentedPage is ReviewGuideViewController, "the tap did not open the guide")
                record.expect(childCoordinators(of: running.shelf)?.count == 1, "the shelf does not run the guide")
            }
        ),
        (
            "aSecondTapWhileTheChildIsOnScreenIsIgnored",
            { record in
                let running = RunningShelf()
                guard let shelf = record.require(viewModel(of: running.shelfPage, as: ShelfViewModel.self), "no shelf")
                else { return }
                shelf.inputs.tapGuide.onNext(())
                shelf.inputs.tapGuide.onNext(())
                settle()
                record.expect(childCoordinators(of: running.shelf)?.count == 1, "a second guide was started")
            }
        ),
        (
            "theChildEndsWhenSwipedDownAndTheTapOpensItAgain",
            { record in
                let running = RunningShelf()
                guard let shelf = record.require(viewModel(of: running.shelfPage, as: ShelfViewModel.self), "no shelf")
                else { return }
                shelf.inputs.tapGuide.onNext(())
                settle()
                weak let guide = running.presentedPage
                guide?.simulateSwipeDownToDismiss()
                settle()
                record.expect(guide == nil, "the guide outlived the swipe")
                record.expect(childCoordinators(of: running.shelf)?.isEmpty == true, "the shelf still runs the guide")
                shelf.inputs.tapGuide.onNext(())
                settle()
                record.expect(running.presentedPage is ReviewGuideViewController, "the guide did not open again")
            }
        ),
        (
            "theScreenDoesNotKeepItsCoordinator",
            { record in
                var running: RunningShelf? = RunningShelf()
                weak let coordinator = running?.shelf
                let page = running?.shelfPage
                running = nil
                settle()
                record.expect(coordinator == nil, "the shelf's screen kept its coordinator alive")
                _ = page
            }
        ),
    ])
}
