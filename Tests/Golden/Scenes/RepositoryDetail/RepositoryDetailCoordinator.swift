// Created by scaffold from Specs/RepositoryDetail.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Builds the RepositoryDetail scene, shows it, and leads its outputs to other scenes.
@MainActor
final class RepositoryDetailCoordinator: BaseCoordinator<RepositoryDetailCoordinationResult> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let repository: Repository
    private let highlight: String?

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .modalInNavigation,
        repository: Repository,
        highlight: String?
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.repository = repository
        self.highlight = highlight
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = RepositoryDetailViewModel(repository: repository, highlight: highlight)
        let viewController = RepositoryDetailViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        let closedResult = viewModel.outputs.didClose.asObservable()
            .map { CoordinationResult.closed }
        return screen.result(of: Observable.merge(closedResult))
    }
}
