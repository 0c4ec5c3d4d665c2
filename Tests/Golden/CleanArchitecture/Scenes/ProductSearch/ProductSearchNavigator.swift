// Created by scaffold from Specs/ProductSearch.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the ProductSearch scene its assembler builds, and leads its outputs to other scenes.
@MainActor
final class ProductSearchNavigator: BaseCoordinator<ProductSearchCoordinationResult> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let initialQuery: String
    private let dependencies: any ProductSearchDependencies
    private let assembler: ProductSearchAssembler
    /// The screen this scene shows, which child scenes are presented from.
    private weak var viewController: UIViewController?
    /// How the scene finished, emitted by the `finish` methods the view model calls.
    private let resultSubject = PublishSubject<CoordinationResult>()

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .modalInNavigation,
        initialQuery: String,
        dependencies: any ProductSearchDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.initialQuery = initialQuery
        self.dependencies = dependencies
        assembler = ProductSearchAssembler(initialQuery: initialQuery, dependencies: dependencies)
    }

    override func start() -> Observable<CoordinationResult> {
        let viewController = assembler.makeViewController(navigator: self)
        self.viewController = viewController
        let screen = presentation.show(viewController, from: rootViewController)

        return screen.result(of: resultSubject.asObservable())
    }
}

// MARK: - ProductSearchNavigatorType

extension ProductSearchNavigator: @MainActor ProductSearchNavigatorType {
    @discardableResult
    func openProduct(_ value: Int) -> Observable<ProductCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = ProductNavigator(rootViewController: presenter, productID: value, dependencies: dependencies)
        return coordinate(to: child)
    }

    @discardableResult
    func showCart() -> Observable<CartCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = CartNavigator(rootViewController: presenter, dependencies: dependencies)
        return coordinate(to: child)
    }

    func finishClosed() {
        resultSubject.onNext(.closed)
    }
}
