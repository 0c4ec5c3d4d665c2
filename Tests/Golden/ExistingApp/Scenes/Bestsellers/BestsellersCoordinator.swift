// Created by scaffold from Specs/Bestsellers.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift
import UIKit

/// Builds the Bestsellers scene, shows it, and leads its outputs to other scenes.
@MainActor
final class BestsellersCoordinator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let category: String
    private let dependencies: any BestsellersDependencies

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .push,
        category: String,
        dependencies: any BestsellersDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.category = category
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = BestsellersViewModel(category: category, dependencies: dependencies)
        let viewController = BestsellersViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        viewModel.inputs.select.asObservable()
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
