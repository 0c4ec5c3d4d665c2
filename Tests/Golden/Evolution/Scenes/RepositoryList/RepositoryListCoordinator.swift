// Created by scaffold from Specs/RepositoryList.yml. This file is yours: scaffold never overwrites it.

import Foundation
import RxCocoa
import RxSwift
import UIKit

/// Builds the RepositoryList scene, shows it, and leads its outputs to other scenes.
final class RepositoryListCoordinator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController

    init(rootViewController: UIViewController) {
        self.rootViewController = rootViewController
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = RepositoryListViewModel()
        let viewController = RepositoryListViewController(viewModel: viewModel)
        rootViewController.show(viewController, sender: nil)

        viewModel.outputs.showLanguageList.asObservable()
            .flatMap { [weak self, weak viewController] _ -> Observable<LanguageListCoordinationResult> in
                guard let self, let viewController else { return .empty() }
                return self.coordinate(to: LanguageListCoordinator(rootViewController: viewController))
            }
            .subscribe(onNext: { _ in
                // TODO: react to how LanguageList finished.
            })
            .disposed(by: disposeBag)

        viewModel.outputs.showFilter.asObservable()
            .flatMap { [weak self, weak viewController] _ -> Observable<FilterCoordinationResult> in
                guard let self, let viewController else { return .empty() }
                return self.coordinate(to: FilterCoordinator(rootViewController: viewController))
            }
            .subscribe(onNext: { _ in
                // TODO: react to how Filter finished.
            })
            .disposed(by: disposeBag)

        viewModel.outputs.showLogin.asObservable()
            .flatMap { [weak self, weak viewController] _ -> Observable<LoginCoordinationResult> in
                guard let self, let viewController else { return .empty() }
                return self.coordinate(to: LoginCoordinator(rootViewController: viewController))
            }
            .subscribe(onNext: { _ in
                // TODO: react to how Login finished.
            })
            .disposed(by: disposeBag)

        // This scene stays on screen once shown, so it never reports a result.
        return .never()
    }
}
