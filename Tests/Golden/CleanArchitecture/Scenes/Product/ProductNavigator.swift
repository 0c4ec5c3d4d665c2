// Created by scaffold from Specs/Product.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Product scene its assembler builds, and leads its outputs to other scenes.
@MainActor
final class ProductNavigator: BaseCoordinator<ProductCoordinationResult> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let productID: Int
    private let assembler: ProductAssembler
    /// The screen this scene shows, which child scenes are presented from.
    private weak var viewController: UIViewController?
    /// How the scene finished, emitted by the `finish` methods the view model calls.
    private let resultSubject = PublishSubject<CoordinationResult>()

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .modalInNavigation,
        productID: Int,
        dependencies: any ProductDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.productID = productID
        assembler = ProductAssembler(productID: productID, dependencies: dependencies)
    }

    override func start() -> Observable<CoordinationResult> {
        let viewController = assembler.makeViewController(navigator: self)
        self.viewController = viewController
        let screen = presentation.show(viewController, from: rootViewController)

        return screen.result(of: resultSubject.asObservable())
    }
}

// MARK: - ProductNavigatorType

extension ProductNavigator: @MainActor ProductNavigatorType {
    func finishAdded(_ value: Int) {
        resultSubject.onNext(.added(value))
    }

    func finishClosed() {
        resultSubject.onNext(.closed)
    }
}
