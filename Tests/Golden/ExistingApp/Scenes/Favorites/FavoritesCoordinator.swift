// Created by scaffold from Specs/Favorites.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift
import UIKit

/// Builds the Favorites scene, shows it, and leads its outputs to other scenes.
@MainActor
final class FavoritesCoordinator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any FavoritesDependencies
    /// The screen this scene shows, which child scenes are presented from.
    private weak var viewController: UIViewController?

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .push,
        dependencies: any FavoritesDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = FavoritesViewModel(catalogRepository: dependencies.catalogRepository)
        viewModel.coordinator = self
        viewModel.imageCache = dependencies.imageCache
        let viewController = FavoritesViewController(viewModel: viewModel)
        self.viewController = viewController
        let screen = presentation.show(viewController, from: rootViewController)

        // This scene reports no result: its flow ends when the user leaves its screen.
        return screen.untilLeft()
    }
}

// MARK: - FavoritesCoordinatorType

extension FavoritesCoordinator: @MainActor FavoritesCoordinatorType {
    @discardableResult
    func select(_ value: Int) -> Observable<ProductDetailCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = ProductDetailCoordinator(
            rootViewController: presenter,
            productID: value,
            dependencies: dependencies
        )
        return coordinate(to: child)
    }

    @discardableResult
    func tapGuide() -> Observable<ReviewGuideCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = ReviewGuideCoordinator(rootViewController: presenter, dependencies: dependencies)
        return coordinate(to: child)
    }
}
