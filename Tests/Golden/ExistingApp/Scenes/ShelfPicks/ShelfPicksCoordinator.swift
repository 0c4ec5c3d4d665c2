// Created by scaffold from Specs/ShelfPicks.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Builds the ShelfPicks scene, shows it, and leads its outputs to other scenes.
@MainActor
final class ShelfPicksCoordinator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any ShelfPicksDependencies
    /// The screen this scene shows, which child scenes are presented from.
    private weak var viewController: UIViewController?

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .push,
        dependencies: any ShelfPicksDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = ShelfPicksViewModel(catalogRepository: dependencies.catalogRepository)
        let viewController = ShelfPicksViewController(viewModel: viewModel, router: self)
        self.viewController = viewController
        let screen = presentation.show(viewController, from: rootViewController)

        // This scene reports no result: its flow ends when the user leaves its screen.
        return screen.untilLeft()
    }
}

// MARK: - ShelfPicksRouting

extension ShelfPicksCoordinator: ShelfPicksRouting {
    @discardableResult
    func tapCatalog() -> Observable<Void> {
        let presenter = viewController ?? rootViewController
        let child = CatalogCoordinator(rootViewController: presenter, dependencies: dependencies)
        return coordinate(to: child)
    }

    @discardableResult
    func openPick(_ value: Int) -> Observable<ProductDetailCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = ProductDetailCoordinator(
            rootViewController: presenter,
            productID: value,
            dependencies: dependencies
        )
        return coordinate(to: child)
    }
}
