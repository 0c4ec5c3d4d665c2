// Created by scaffold from Specs/Catalog.yml. This file is yours: scaffold never overwrites it.

import RxSwift
import UIKit

/// Builds the Catalog scene, shows it, and leads its outputs to other scenes.
@MainActor
final class CatalogCoordinator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any CatalogDependencies

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .push,
        dependencies: any CatalogDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = CatalogViewModel(
            catalogRepository: dependencies.catalogRepository,
            imageCache: dependencies.imageCache
        )
        let viewController = CatalogViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        viewModel.outputs.openProduct.asObservable()
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

        // This scene reports no result: its flow ends when the user leaves its screen.
        return screen.untilLeft()
    }
}
