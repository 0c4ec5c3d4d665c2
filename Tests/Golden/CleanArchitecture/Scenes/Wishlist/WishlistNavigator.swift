// Created by scaffold from Specs/Wishlist.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Wishlist scene its assembler builds, and leads its outputs to other scenes.
@MainActor
final class WishlistNavigator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any WishlistDependencies
    private let assembler: WishlistAssembler
    /// The screen this scene shows, which child scenes are presented from.
    private weak var viewController: UIViewController?

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .push,
        dependencies: any WishlistDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
        assembler = WishlistAssembler(dependencies: dependencies)
    }

    override func start() -> Observable<CoordinationResult> {
        let viewController = assembler.makeViewController(navigator: self)
        self.viewController = viewController
        let screen = presentation.show(viewController, from: rootViewController)

        // This scene reports no result: its flow ends when the user leaves its screen.
        return screen.untilLeft()
    }

    // MARK: - Handlers

    /// Where the input `tapShare` leads (`handler: shareWishlist` in the spec): show what it needs from `presenter`,
    /// such as an alert or a share sheet. The route runs again once what this returns completes; until you write it, it
    /// does nothing.
    private func shareWishlist(from presenter: UIViewController) -> Observable<Void> {
        // TODO: lead `tapShare` where it goes.
        return .empty()
    }

    /// Where the input `compare` leads (`handler: compareProducts` in the spec): show what it needs from `presenter`,
    /// such as an alert or a share sheet. The route runs again once what this returns completes; until you write it, it
    /// does nothing.
    private func compareProducts(
        _ value: (first: Int, second: Int),
        from presenter: UIViewController
    ) -> Observable<Void> {
        // TODO: lead `compare` where it goes.
        return .empty()
    }
}

// MARK: - WishlistNavigatorType

extension WishlistNavigator: @MainActor WishlistNavigatorType {
    @discardableResult
    func selectProduct(_ value: Int) -> Observable<ProductCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = ProductNavigator(rootViewController: presenter, productID: value, dependencies: dependencies)
        return coordinate(to: child)
    }

    @discardableResult
    func tapAccount() -> Observable<Void> {
        let presenter = viewController ?? rootViewController
        let child = AccountNavigator(rootViewController: presenter, dependencies: dependencies)
        return coordinate(to: child)
    }

    @discardableResult
    func openSettings(url value: URL) -> Observable<Void> {
        UIApplication.shared.open(value)
        return .empty()
    }

    @discardableResult
    func tapShare() -> Observable<Void> {
        let presenter = viewController ?? rootViewController
        return shareWishlist(from: presenter)
    }

    @discardableResult
    func compare(_ value1: Int, with value2: Int) -> Observable<Void> {
        let presenter = viewController ?? rootViewController
        let value = (first: value1, second: value2)
        return compareProducts(value, from: presenter)
    }
}
