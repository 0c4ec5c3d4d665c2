// Created by scaffold from Specs/PlaceSearch.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Builds the PlaceSearch scene, shows it, and leads its outputs to other scenes.
@MainActor
final class PlaceSearchCoordinator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let region: String
    private let isInteractiveAnimationEnabled: Bool
    private let dependencies: any PlaceSearchDependencies

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .push,
        region: String,
        isInteractiveAnimationEnabled: Bool,
        dependencies: any PlaceSearchDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.region = region
        self.isInteractiveAnimationEnabled = isInteractiveAnimationEnabled
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = PlaceSearchViewModel(
            apiService: dependencies.catalogRepository,
            theme: dependencies.imageCache,
            region: region,
            storage: dependencies.shopAPI,
            isInteractiveAnimationEnabled: isInteractiveAnimationEnabled
        )
        let viewController = PlaceSearchViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        viewModel.inputs.locationHintTap.asObservable()
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
