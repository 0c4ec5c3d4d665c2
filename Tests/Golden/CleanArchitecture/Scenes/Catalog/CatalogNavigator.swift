// Created by scaffold from Specs/Catalog.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Catalog scene its assembler builds, and leads its outputs to other scenes.
@MainActor
final class CatalogNavigator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any CatalogDependencies
    private let assembler: CatalogAssembler
    /// The screen this scene shows, which child scenes are presented from.
    private weak var viewController: UIViewController?

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .push,
        dependencies: any CatalogDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
        assembler = CatalogAssembler(dependencies: dependencies)
    }

    override func start() -> Observable<CoordinationResult> {
        let viewController = assembler.makeViewController(navigator: self)
        self.viewController = viewController
        let screen = presentation.show(viewController, from: rootViewController)

        // This scene reports no result: its flow ends when the user leaves its screen.
        return screen.untilLeft()
    }
}

// MARK: - CatalogNavigatorType

extension CatalogNavigator: @MainActor CatalogNavigatorType {
    @discardableResult
    func openProduct(_ value: Int) -> Observable<ProductCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = ProductNavigator(rootViewController: presenter, productID: value, dependencies: dependencies)
        return coordinate(to: child)
    }

    @discardableResult
    func showCart() -> Observable<CartCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = CartNavigator(rootViewController: presenter, dependencies: dependencies)
        return coordinate(to: child)
    }

    @discardableResult
    func showWishlist() -> Observable<Void> {
        let presenter = viewController ?? rootViewController
        let child = WishlistNavigator(rootViewController: presenter, dependencies: dependencies)
        return coordinate(to: child)
    }
}
