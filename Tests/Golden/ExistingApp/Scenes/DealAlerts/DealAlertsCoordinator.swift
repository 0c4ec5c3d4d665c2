// Created by scaffold from Specs/DealAlerts.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift
import UIKit

/// Builds the DealAlerts scene, shows it, and leads its outputs to other scenes.
@MainActor
final class DealAlertsCoordinator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let owner: String
    private let dependencies: any DealAlertsDependencies

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .push,
        owner: String,
        dependencies: any DealAlertsDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.owner = owner
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = DealAlertsViewModel(owner: owner, catalogRepository: dependencies.catalogRepository)
        let viewController = DealAlertsViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        viewModel.outputs.saved.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self, weak viewController] _ -> Observable<Void> in
                guard let self, let viewController else { return .empty() }
                let child = ShelfCoordinator(rootViewController: viewController, dependencies: self.dependencies)
                return self.coordinate(to: child)
            }
            .subscribe(onNext: { _ in
                // TODO: react to how Shelf finished.
            })
            .disposed(by: disposeBag)

        // This scene reports no result: its flow ends when the user leaves its screen.
        return screen.untilLeft()
    }
}
