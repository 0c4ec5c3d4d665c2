// Created by scaffold from Specs/OrderStatus.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift
import UIKit

/// Builds the OrderStatus scene, shows it, and leads its outputs to other scenes.
@MainActor
final class OrderStatusCoordinator: BaseCoordinator<OrderStatusCoordinationResult> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any OrderStatusDependencies

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .modalInNavigation,
        dependencies: any OrderStatusDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = OrderStatusViewModel(imageCache: dependencies.imageCache, shopAPI: dependencies.shopAPI)
        let viewController = OrderStatusViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        let closedResult = viewModel.outputs.didClose.asObservable()
            .map { CoordinationResult.closed }
        return screen.result(of: Observable.merge(closedResult))
    }
}
