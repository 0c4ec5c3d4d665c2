// Created by scaffold from Specs/ReviewGuide.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift
import UIKit

/// Builds the ReviewGuide scene, shows it, and leads its outputs to other scenes.
@MainActor
final class ReviewGuideCoordinator: BaseCoordinator<ReviewGuideCoordinationResult> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let section: String
    private let dependencies: any ReviewGuideDependencies

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .modalInNavigation,
        section: String = "writing",
        dependencies: any ReviewGuideDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.section = section
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = ReviewGuideViewModel(section: section, catalogRepository: dependencies.catalogRepository)
        let viewController = ReviewGuideViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        let closedResult = viewModel.outputs.didClose.asObservable()
            .map { CoordinationResult.closed }
        return screen.result(of: Observable.merge(closedResult))
    }
}
