// Created by scaffold from Specs/Deals.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift
import UIKit

/// Builds the Deals scene, shows it, and leads its outputs to other scenes.
@MainActor
final class DealsCoordinator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any DealsDependencies

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .push,
        dependencies: any DealsDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = DealsViewModel(catalogRepository: dependencies.catalogRepository)
        let viewController = DealsViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        viewModel.inputs.pick.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self, weak viewController] value -> Observable<ProductDetailCoordinationResult> in
                guard let self, let viewController else { return .empty() }
                let child = ProductDetailCoordinator(
                    rootViewController: viewController,
                    productID: value,
                    dependencies: self.dependencies
                )
                return self.coordinate(to: child)
            }
            .subscribe(onNext: { _ in
                // TODO: react to how ProductDetail finished.
            })
            .disposed(by: disposeBag)

        viewModel.inputs.tapGuide.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self, weak viewController] _ -> Observable<ReviewGuideCoordinationResult> in
                guard let self, let viewController else { return .empty() }
                let child = ReviewGuideCoordinator(rootViewController: viewController, dependencies: self.dependencies)
                return self.coordinate(to: child)
            }
            .subscribe(onNext: { _ in
                // TODO: react to how ReviewGuide finished.
            })
            .disposed(by: disposeBag)

        // This scene reports no result: its flow ends when the user leaves its screen.
        return screen.untilLeft()
    }
}
