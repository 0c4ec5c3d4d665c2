// Created by scaffold from Specs/Cart.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Cart scene its assembler builds, and leads its outputs to other scenes.
@MainActor
final class CartNavigator: BaseCoordinator<CartCoordinationResult> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any CartDependencies
    private let assembler: CartAssembler

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .modalInNavigation,
        dependencies: any CartDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
        assembler = CartAssembler(dependencies: dependencies)
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = assembler.makeViewModel()
        let viewController = assembler.makeViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        viewModel.inputs.selectProduct.asObservable()
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

        let doneResult = viewModel.outputs.didFinish.asObservable()
            .map { CoordinationResult.done }
        return screen.result(of: Observable.merge(doneResult))
    }
}
