// Created by scaffold from Specs/Shelf.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift
import UIKit

/// Builds the Shelf scene, shows it, and leads its outputs to other scenes.
@MainActor
final class ShelfCoordinator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any ShelfDependencies
    /// The screen this scene shows, which child scenes are presented from.
    private weak var viewController: UIViewController?

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .push,
        dependencies: any ShelfDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = ShelfViewModel(catalogRepository: dependencies.catalogRepository)
        let viewController = ShelfViewController(viewModel: viewModel, router: self)
        self.viewController = viewController
        let screen = presentation.show(viewController, from: rootViewController)

        // This scene reports no result: its flow ends when the user leaves its screen.
        return screen.untilLeft()
    }
}

// MARK: - ShelfRouting

extension ShelfCoordinator: ShelfRouting {
    @discardableResult
    func showReviewGuide() -> Observable<ReviewGuideCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = ReviewGuideCoordinator(rootViewController: presenter, dependencies: dependencies)
        return coordinate(to: child)
    }

    @discardableResult
    func showProduct(id value: Int) -> Observable<ProductDetailCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = ProductDetailCoordinator(
            rootViewController: presenter,
            productID: value,
            dependencies: dependencies
        )
        return coordinate(to: child)
    }

    @discardableResult
    func showFeaturedProduct(id value: Int) -> Observable<ProductDetailCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = ProductDetailCoordinator(
            rootViewController: presenter,
            productID: value,
            dependencies: dependencies
        )
        return coordinate(to: child)
    }
}
