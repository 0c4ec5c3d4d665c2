// Created by scaffold from Specs/ProductDetail.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift
import UIKit

/// Builds the ProductDetail scene, shows it, and leads its outputs to other scenes.
@MainActor
final class ProductDetailCoordinator: BaseCoordinator<ProductDetailCoordinationResult> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let productID: Int
    private let dependencies: any ProductDetailDependencies

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .modalInNavigation,
        productID: Int,
        dependencies: any ProductDetailDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.productID = productID
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = ProductDetailViewModel(
            productID: productID,
            catalogRepository: dependencies.catalogRepository,
            dependency: .init(imageCache: dependencies.imageCache)
        )
        let viewController = ProductDetailViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        let closedResult = viewModel.outputs.didClose.asObservable()
            .map { CoordinationResult.closed }
        return screen.result(of: Observable.merge(closedResult))
    }
}
