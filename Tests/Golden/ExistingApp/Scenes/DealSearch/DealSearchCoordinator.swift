// Created by scaffold from Specs/DealSearch.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Builds the DealSearch scene, shows it, and leads its outputs to other scenes.
@MainActor
final class DealSearchCoordinator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any DealSearchDependencies
    /// The screen this scene shows, which child scenes are presented from.
    private weak var viewController: UIViewController?

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .push,
        dependencies: any DealSearchDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = DealSearchViewModel(catalogRepository: dependencies.catalogRepository)
        let viewController = DealSearchViewController(viewModel: viewModel, router: self)
        self.viewController = viewController
        let screen = presentation.show(viewController, from: rootViewController)

        // This scene reports no result: its flow ends when the user leaves its screen.
        return screen.untilLeft()
    }
}

// MARK: - DealSearchRouting

extension DealSearchCoordinator: DealSearchRouting {
    @discardableResult
    func tapCatalog() -> Observable<Void> {
        let presenter = viewController ?? rootViewController
        let child = CatalogCoordinator(rootViewController: presenter, dependencies: dependencies)
        return coordinate(to: child)
    }
}
