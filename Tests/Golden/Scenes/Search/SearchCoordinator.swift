// Created by scaffold from Specs/Search.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Builds the Search scene, shows it, and leads its outputs to other scenes.
@MainActor
final class SearchCoordinator: BaseCoordinator<SearchCoordinationResult> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any SearchDependencies
    /// The screen this scene shows, which child scenes are presented from.
    private weak var viewController: UIViewController?
    /// How the scene finished, emitted by the `finish` methods the view model calls.
    private let resultSubject = PublishSubject<CoordinationResult>()

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .modalInNavigation,
        dependencies: any SearchDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = SearchViewModel(coordinator: self, analyticsService: dependencies.analyticsService)
        let viewController = SearchViewController(viewModel: viewModel)
        self.viewController = viewController
        let screen = presentation.show(viewController, from: rootViewController)

        return screen.result(of: resultSubject.asObservable())
    }

    // MARK: - Presentation

    /// How RepositoryDetail appears (`present: custom` in the spec): write your transition here. Until you do, it is
    /// presented modally.
    private func openRepositoryPresentation() -> ScenePresentation {
        .custom(
            show: { viewController, presenter in
                // TODO: show RepositoryDetail your way.
                presenter.present(viewController, animated: true)
            },
            hide: { _, presenter in
                presenter.dismiss(animated: true)
            })
    }
}

// MARK: - SearchCoordinatorType

extension SearchCoordinator: @MainActor SearchCoordinatorType {
    @discardableResult
    func openProfile() -> Observable<ProfileCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = ProfileCoordinator(rootViewController: presenter, dependencies: dependencies)
        return coordinate(to: child)
    }

    @discardableResult
    func openRepository(_ value: Repository) -> Observable<RepositoryDetailCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = RepositoryDetailCoordinator(
            rootViewController: presenter,
            presentation: openRepositoryPresentation(),
            repository: value,
            highlight: nil
        )
        return coordinate(to: child)
    }

    func finishClosed() {
        resultSubject.onNext(.closed)
    }
}
