// Created by scaffold from Specs/Welcome.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift
import UIKit

/// Builds the Welcome scene, shows it, and leads its outputs to other scenes.
@MainActor
final class WelcomeCoordinator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any WelcomeDependencies
    /// The screen this scene shows, which child scenes are presented from.
    private weak var viewController: UIViewController?

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .push,
        dependencies: any WelcomeDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewController = WelcomeViewController(makeViewModel: { input in
            WelcomeViewModel(input: input, coordinator: self, catalogRepository: self.dependencies.catalogRepository)
        })
        self.viewController = viewController
        let screen = presentation.show(viewController, from: rootViewController)

        // This scene reports no result: its flow ends when the user leaves its screen.
        return screen.untilLeft()
    }
}

// MARK: - WelcomeCoordinatorType

extension WelcomeCoordinator: @MainActor WelcomeCoordinatorType {
    @discardableResult
    func tapStart() -> Observable<Void> {
        let presenter = viewController ?? rootViewController
        let child = CatalogCoordinator(rootViewController: presenter, dependencies: dependencies)
        return coordinate(to: child)
    }

    @discardableResult
    func tapFeatured(_ value: Int) -> Observable<ProductDetailCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = ProductDetailCoordinator(
            rootViewController: presenter,
            productID: value,
            dependencies: dependencies
        )
        return coordinate(to: child)
    }
}
