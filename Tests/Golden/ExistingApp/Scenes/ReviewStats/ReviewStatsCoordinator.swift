// Created by scaffold from Specs/ReviewStats.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift
import UIKit

/// Builds the ReviewStats scene, shows it, and leads its outputs to other scenes.
@MainActor
final class ReviewStatsCoordinator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let productID: Int
    private let dependencies: any ReviewStatsDependencies

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .push,
        productID: Int,
        dependencies: any ReviewStatsDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.productID = productID
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = ReviewStatsViewModel(productID: productID, catalogRepository: dependencies.catalogRepository)
        viewModel.imageCache = dependencies.imageCache
        viewModel.reviewStatsService = ReviewStatsService()
        let viewController = ReviewStatsViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        // This scene reports no result: its flow ends when the user leaves its screen.
        return screen.untilLeft()
    }
}
