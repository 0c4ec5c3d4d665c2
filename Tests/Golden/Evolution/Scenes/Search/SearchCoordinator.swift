// Created by scaffold from Specs/Search.yml. This file is yours: scaffold never overwrites it.

import RxCocoa
import RxSwift
import UIKit

/// Builds the Search scene, shows it, and leads its outputs to other scenes.
@MainActor
final class SearchCoordinator: BaseCoordinator<SearchCoordinationResult> {
    private let rootViewController: UIViewController
    private let dependencies: any SearchDependencies
    /// The screen this scene shows, which child scenes are presented from.
    private weak var viewController: UIViewController?
    /// How the scene finished, emitted by the `finish` methods the view model calls.
    private let resultSubject = PublishSubject<CoordinationResult>()

    init(rootViewController: UIViewController, dependencies: any SearchDependencies) {
        self.rootViewController = rootViewController
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = SearchViewModel(coordinator: self, analyticsService: dependencies.analyticsService)
        let viewController = SearchViewController(viewModel: viewModel)
        self.viewController = viewController
        let navigationController = UINavigationController(rootViewController: viewController)
        rootViewController.present(navigationController, animated: true)

        return resultSubject.take(1)
            .do(onNext: { [weak self] _ in self?.rootViewController.dismiss(animated: true) })
    }
}

// MARK: - SearchCoordinatorType

extension SearchCoordinator: @MainActor SearchCoordinatorType {
    func openProfile() -> Observable<ProfileCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = ProfileCoordinator(rootViewController: presenter, dependencies: dependencies)
        return coordinate(to: child)
    }
    func openRepository(_ value: Repository) -> Observable<RepositoryDetailCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = RepositoryDetailCoordinator(
            rootViewController: presenter,
            repository: value,
            highlight: nil,
            source: nil
        )
        return coordinate(to: child)
    }

    func finishClosed() {
        resultSubject.onNext(.closed)
    }

    func finishPicked(_ value: Repository) {
        resultSubject.onNext(.picked(value))
    }
}
