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

        viewModel.outputs.webPage.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self, weak viewController] value -> Observable<Void> in
                guard let self, let viewController else { return .empty() }
                return self.coordinate(to: SafariPageCoordinator(rootViewController: viewController, url: value))
            }
            .subscribe()
            .disposed(by: disposeBag)

        viewModel.inputs.share.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self, weak viewController] _ -> Observable<Void> in
                guard let self, let viewController else { return .empty() }
                return self.shareRepository(from: viewController)
            }
            .subscribe()
            .disposed(by: disposeBag)

        let closedResult = viewModel.outputs.didClose.asObservable()
            .map { CoordinationResult.closed }
        return screen.result(of: Observable.merge(closedResult))
    }

    // MARK: - Handlers

    /// Where the input `share` leads (`handler: shareRepository` in the spec): show what it needs from `presenter`,
    /// such as an alert or a share sheet. The route runs again once what this returns completes; until you write it, it
    /// does nothing.
    private func shareRepository(from presenter: UIViewController) -> Observable<Void> {
        // TODO: lead `share` where it goes.
        return .empty()
    }
}
