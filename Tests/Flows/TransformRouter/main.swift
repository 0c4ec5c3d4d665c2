import RxSwift
// The existing app's shelf browser on screen, a transform scene whose view controller starts its routes
// (`navigation: viewController`): a tap the view controller keeps in a local, and an output of `transform`, reach
// the router its coordinator handed it, and the child appears. Compiled with the fixture's golden scenes, filled in
// as a person connects the controls (NavigationFlowTests.transformRouterFilledIn), against the Rx and UIKit
// stand-ins.
@_spi(UserSimulation) import UIKit

/// The shelf browser's controls (the stand-in's buttons send no taps), which the filled-in view controller reads
/// where its skeleton had `.empty()`.
@MainActor
enum ShelfBrowseControls {
    static let guideTaps = PublishSubject<Void>()
    static let pickedRows = PublishSubject<Int>()
}

/// The shelf browser as the app's first scene, in a window, as a scene delegate starts it.
@MainActor
final class RunningShelfBrowse {
    let window = UIWindow(frame: .zero)
    let navigationController = UINavigationController()
    let shelf: ShelfBrowseCoordinator

    init() {
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        shelf = ShelfBrowseCoordinator(
            rootViewController: navigationController, presentation: .root,
            dependencies: makeDependencies())
        shelf.startAsRoot()
        settle()
    }

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
                let running = RunningShelfBrowse()
                ShelfBrowseControls.guideTaps.onNext(())
                settle()
                record.expect(running.presentedPage is ReviewGuideViewController, "the tap did not open the guide")
                record.expect(childCoordinators(of: running.shelf)?.count == 1, "the shelf does not run the guide")
            }
        ),
        (
            "aSecondTapWhileTheChildIsOnScreenIsIgnored",
            { record in
                let running = RunningShelfBrowse()
                ShelfBrowseControls.guideTaps.onNext(())
                ShelfBrowseControls.guideTaps.onNext(())
                settle()
                record.expect(childCoordinators(of: running.shelf)?.count == 1, "a second guide was started")
            }
        ),
        (
            "anOutputOfTransformOpensItsScene",
            { record in
                let running = RunningShelfBrowse()
                ShelfBrowseControls.pickedRows.onNext(7)
                settle()
                record.expect(running.presentedPage is ProductDetailViewController, "the pick did not open the product")
            }
        ),
        (
            "theScreenDoesNotKeepItsCoordinator",
            { record in
                var running: RunningShelfBrowse? = RunningShelfBrowse()
                weak let coordinator = running?.shelf
                running = nil
                settle()
                record.expect(coordinator == nil, "the shelf browser's screen kept its coordinator alive")
            }
        ),
    ])
}
