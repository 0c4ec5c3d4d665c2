// The Clean Architecture fixture's navigators on screen: a transform view model calls its navigator's route
// methods and drops what they return, as `navigator.openProduct(id)` in a `do(onNext:)` does. The child must
// still be shown, end when the user leaves it, and be released. A route from an input opens its scene on a tap.
// Compiled with the fixture's golden scenes and app code against the Rx and UIKit stand-ins.
@_spi(UserSimulation) import UIKit

/// The catalog as the app's first scene, in a window, as a scene delegate starts it.
@MainActor
final class RunningShop {
    let window = UIWindow(frame: .zero)
    let navigationController = UINavigationController()
    let catalog: CatalogNavigator

    init() {
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        catalog = CatalogNavigator(
            rootViewController: navigationController, presentation: .root, dependencies: makeDependencies())
        catalog.startAsRoot()
        settle()
    }

    /// The product page presented over the catalog, inside its navigation controller.
    var productPage: UIViewController? {
        (navigationController.presentedViewController as? UINavigationController)?.viewControllers.first
    }
}

/// Weak references to the product scene's objects, taken while it is on screen.
@MainActor
final class ProductReferences {
    weak var navigator: AnyObject?
    weak var viewModel: AnyObject?
    weak var viewController: UIViewController?

    init(_ shop: RunningShop) {
        navigator = childCoordinators(of: shop.catalog)?.first
        viewController = shop.productPage
        viewModel = viewController.flatMap { Mirror(reflecting: $0).descendant("viewModel") as AnyObject? }
    }

    var areReleased: Bool { navigator == nil && viewModel == nil && viewController == nil }
}

/// The shop with a product page that the catalog's navigator opened without observing it.
@MainActor
func shopShowingAProduct() -> (shop: RunningShop, product: ProductReferences) {
    let shop = RunningShop()
    shop.catalog.openProduct(7)
    settle()
    return (shop, ProductReferences(shop))
}

/// The screen presented last over `viewController`, following the presentations one after the other.
@MainActor
func topmostPresented(over viewController: UIViewController) -> UIViewController? {
    var top = viewController.presentedViewController
    while let next = top?.presentedViewController { top = next }
    return (top as? UINavigationController)?.viewControllers.first ?? top
}

// Top-level code runs on the main thread; Swift 5 does not put it on the main actor by itself.
MainActor.assumeIsolated {
    runFlows([
        (
            // The cart's `selectProduct` input starts a route with no output in between: the navigator observes the
            // input's subject, and a tap on a row opens the product with nothing written by hand.
            "aTapOnAnInputThatStartsARouteShowsItsScene",
            { record in
                let shop = RunningShop()
                shop.catalog.showCart()
                settle()
                let cartPage = topmostPresented(over: shop.navigationController)
                guard let cart = record.require(viewModel(of: cartPage, as: CartViewModel.self), "no cart was shown")
                else { return }
                cart.inputs.selectProduct.onNext(7)
                settle()
                record.expect(
                    topmostPresented(over: shop.navigationController) is ProductViewController,
                    "the tap did not open the product")
            }
        ),
        (
            "aRouteCalledWithoutObservingShowsTheChild",
            { record in
                let shop = RunningShop()
                shop.catalog.openProduct(7)
                settle()
                record.expect(shop.productPage is ProductViewController, "the product page was not shown")
                record.expect(childCoordinators(of: shop.catalog)?.count == 1, "the catalog does not run the product")
            }
        ),
        (
            "aChildShownWithoutObservingEndsWhenSwipedDownAndOpensAgain",
            { record in
                let (shop, product) = shopShowingAProduct()
                product.viewController?.simulateSwipeDownToDismiss()
                settle()
                record.expect(product.areReleased, "the product scene outlived the swipe")
                record.expect(
                    childCoordinators(of: shop.catalog)?.isEmpty == true, "the catalog still runs the product")
                shop.catalog.openProduct(8)
                settle()
                record.expect(shop.productPage is ProductViewController, "the product page did not open a second time")
            }
        ),
        (
            "aChildShownWithoutObservingIsDismissedWhenItFinishes",
            { record in
                let (shop, product) = shopShowingAProduct()
                (product.navigator as? ProductNavigator)?.finishClosed()
                settle()
                record.expect(shop.navigationController.presentedViewController == nil, "the finished page stayed")
                record.expect(product.areReleased, "the finished product scene was kept")
            }
        ),
        (
            // The wishlist's `notificationSettings` route (its method `openSettings(url:)`) leads to `external: open`:
            // the system opens its URL, and the route can run again at once.
            "aRouteToTheSystemHandsItTheURL",
            { record in
                let shop = RunningShop()
                let wishlist = WishlistNavigator(
                    rootViewController: shop.navigationController, dependencies: makeDependencies())
                _ = shop.catalog.coordinate(to: wishlist)
                settle()
                let settings = URL(string: "app-settings:")!
                var completed = 0
                for _ in 0..<2 {
                    _ = wishlist.openSettings(url: settings).subscribe(onCompleted: { completed += 1 })
                    settle()
                }
                record.expect(
                    UIApplication.shared.urlsAskedToOpen == [settings, settings],
                    "the system was asked to open \(UIApplication.shared.urlsAskedToOpen)")
                record.expect(completed == 2, "the route completed \(completed) times, not 2")
            }
        ),
    ])
}
