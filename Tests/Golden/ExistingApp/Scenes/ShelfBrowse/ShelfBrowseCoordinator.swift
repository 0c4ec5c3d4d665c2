// Created by scaffold from Specs/ShelfBrowse.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Builds the ShelfBrowse scene, shows it, and leads its outputs to other scenes.
@MainActor
final class ShelfBrowseCoordinator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any ShelfBrowseDependencies
    /// The screen this scene shows, which child scenes are presented from.
    private weak var viewController: UIViewController?

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .push,
        dependencies: any ShelfBrowseDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = ShelfBrowseViewModel(catalogRepository: dependencies.catalogRepository)
        let viewController = ShelfBrowseViewController(viewModel: viewModel, router: self)
        self.viewController = viewController
        let screen = presentation.show(viewController, from: rootViewController)

        // This scene reports no result: its flow ends when the user leaves its screen.
        return screen.untilLeft()
    }

    // MARK: - Handlers

    /// Where the input `tapHelp` leads (`handler: showHelp` in the spec): show what it needs from `presenter`, such as
    /// an alert or a share sheet. The route runs again once what this returns completes; until you write it, it does
    /// nothing.
    private func showHelp(from presenter: UIViewController) -> Observable<Void> {
        // TODO: lead `tapHelp` where it goes.
        return .empty()
    }
}

// MARK: - ShelfBrowseRouting

extension ShelfBrowseCoordinator: ShelfBrowseRouting {
    @discardableResult
    func tapGuide() -> Observable<ReviewGuideCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = ReviewGuideCoordinator(rootViewController: presenter, dependencies: dependencies)
        return coordinate(to: child)
    }

    @discardableResult
    func tapHelp() -> Observable<Void> {
        let presenter = viewController ?? rootViewController
        return showHelp(from: presenter)
    }

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
