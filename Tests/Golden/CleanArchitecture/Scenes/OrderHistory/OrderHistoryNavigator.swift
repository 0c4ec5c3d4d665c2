// Created by scaffold from Specs/OrderHistory.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the OrderHistory scene its assembler builds, and leads its outputs to other scenes.
@MainActor
final class OrderHistoryNavigator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any OrderHistoryDependencies
    private let assembler: OrderHistoryAssembler

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .push,
        dependencies: any OrderHistoryDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
        assembler = OrderHistoryAssembler(dependencies: dependencies)
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = assembler.makeViewModel()
        let viewController = assembler.makeViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        viewModel.inputs.selectOrderEvents.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self, weak viewController] value -> Observable<ProductCoordinationResult> in
                guard let self, let viewController else { return .empty() }
                let child = ProductNavigator(
                    rootViewController: viewController,
                    productID: value,
                    dependencies: self.dependencies
                )
                return self.coordinate(to: child)
            }
            .subscribe(onNext: { _ in
                // TODO: react to how Product finished.
            })
            .disposed(by: disposeBag)

        viewModel.inputs.tapCartEvents.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self, weak viewController] _ -> Observable<CartCoordinationResult> in
                guard let self, let viewController else { return .empty() }
                let child = CartNavigator(rootViewController: viewController, dependencies: self.dependencies)
                return self.coordinate(to: child)
            }
            .subscribe(onNext: { _ in
                // TODO: react to how Cart finished.
            })
            .disposed(by: disposeBag)

        // This scene reports no result: its flow ends when the user leaves its screen.
        return screen.untilLeft()
    }
}
