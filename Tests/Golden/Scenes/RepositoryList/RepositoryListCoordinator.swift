// Created by scaffold from Specs/RepositoryList.yml. Yours to edit: scaffold only merges spec changes into it.

import Foundation
import RxCocoa
import RxSwift
import UIKit

/// Builds the RepositoryList scene, shows it, and leads its outputs to other scenes.
@MainActor
final class RepositoryListCoordinator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any RepositoryListDependencies

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .push,
        dependencies: any RepositoryListDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = RepositoryListViewModel()
        let viewController = RepositoryListViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        viewModel.outputs.showRepository.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self, weak viewController] value -> Observable<RepositoryDetailCoordinationResult> in
                guard let self, let viewController else { return .empty() }
                let child = RepositoryDetailCoordinator(
                    rootViewController: viewController,
                    presentation: .push,
                    repository: value,
                    highlight: nil
                )
                return self.coordinate(to: child)
            }
            .subscribe(onNext: { _ in
                // TODO: react to how RepositoryDetail finished.
            })
            .disposed(by: disposeBag)

        viewModel.outputs.showLanguageList.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self, weak viewController] _ -> Observable<LanguageListCoordinationResult> in
                guard let self, let viewController else { return .empty() }
                let child = LanguageListCoordinator(rootViewController: viewController, dependencies: self.dependencies)
                return self.coordinate(to: child)
            }
            .subscribe(onNext: { _ in
                // TODO: react to how LanguageList finished.
            })
            .disposed(by: disposeBag)

        viewModel.outputs.showFilter.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self, weak viewController] _ -> Observable<FilterCoordinationResult> in
                guard let self, let viewController else { return .empty() }
                let child = FilterCoordinator(rootViewController: viewController, dependencies: self.dependencies)
                return self.coordinate(to: child)
            }
            .subscribe(onNext: { _ in
                // TODO: react to how Filter finished.
            })
            .disposed(by: disposeBag)

        viewModel.outputs.showProfile.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self, weak viewController] _ -> Observable<ProfileCoordinationResult> in
                guard let self, let viewController else { return .empty() }
                let child = ProfileCoordinator(rootViewController: viewController, dependencies: self.dependencies)
                return self.coordinate(to: child)
            }
            .subscribe(onNext: { _ in
                // TODO: react to how Profile finished.
            })
            .disposed(by: disposeBag)

        // This scene reports no result: its flow ends when the user leaves its screen.
        return screen.untilLeft()
    }
}
