// Created by scaffold from Specs/ReviewReport.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift
import UIKit

/// Builds the ReviewReport scene, shows it, and leads its outputs to other scenes.
@MainActor
final class ReviewReportCoordinator: BaseCoordinator<ReviewReportCoordinationResult> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let reviewID: Int
    private let reason: String
    private let dependencies: any ReviewReportDependencies

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .modalInNavigation,
        reviewID: Int,
        reason: String = "spam",
        dependencies: any ReviewReportDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.reviewID = reviewID
        self.reason = reason
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = ReviewReportViewModel(
            dependencies.catalogRepository,
            cache: dependencies.imageCache,
            for: reviewID,
            reason
        )
        let viewController = ReviewReportViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        let sentResult = viewModel.outputs.didSend.asObservable()
            .map { CoordinationResult.sent }
        return screen.result(of: Observable.merge(sentResult))
    }
}
