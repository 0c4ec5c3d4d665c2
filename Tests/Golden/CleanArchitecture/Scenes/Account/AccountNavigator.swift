// Created by scaffold from Specs/Account.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Account scene its assembler builds, and leads its outputs to other scenes.
@MainActor
final class AccountNavigator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any AccountDependencies
    private let assembler: AccountAssembler

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .push,
        dependencies: any AccountDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
        assembler = AccountAssembler(dependencies: dependencies)
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = assembler.makeViewModel()
        let viewController = assembler.makeViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        viewModel.inputs.tapOrdersEvents.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self, weak viewController] _ -> Observable<Void> in
                guard let self, let viewController else { return .empty() }
                let child = OrderHistoryNavigator(rootViewController: viewController, dependencies: self.dependencies)
                return self.coordinate(to: child)
            }
            .subscribe(onNext: { _ in
                // TODO: react to how OrderHistory finished.
            })
            .disposed(by: disposeBag)

        viewModel.inputs.reorderEvents.asObservable()
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

        // This scene reports no result: its flow ends when the user leaves its screen.
        return screen.untilLeft()
    }
}
