// Created by scaffold from Specs/Catalog.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Builds the Catalog scene, shows it, and leads its outputs to other scenes.
@MainActor
final class CatalogCoordinator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any CatalogDependencies
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
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = CatalogViewModel(
            coordinator: self,
            catalogRepository: dependencies.catalogRepository,
            imageCache: dependencies.imageCache
        )
        let viewController = CatalogViewController(viewModel: viewModel)
        self.viewController = viewController
        let screen = presentation.show(viewController, from: rootViewController)

        // This scene reports no result: its flow ends when the user leaves its screen.
        return screen.untilLeft()
    }
}

// MARK: - CatalogCoordinatorType

extension CatalogCoordinator: @MainActor CatalogCoordinatorType {
    @discardableResult
    func openProduct(_ value: Int) -> Observable<ProductDetailCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = ProductDetailCoordinator(
            rootViewController: presenter,
            productID: value,
            dependencies: dependencies
        )
        return coordinate(to: child)
    }
}
