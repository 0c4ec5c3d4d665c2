// Created by scaffold from Specs/Orders.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Orders scene its assembler builds, and leads its outputs to other scenes.
@MainActor
final class OrdersNavigator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let customerID: Int
    private let dependencies: any OrdersDependencies
    private let assembler: OrdersAssembler
    /// The screen this scene shows, which child scenes are presented from.
    private weak var viewController: UIViewController?

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .push,
        customerID: Int,
        dependencies: any OrdersDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.customerID = customerID
        self.dependencies = dependencies
        assembler = OrdersAssembler(customerID: customerID, dependencies: dependencies)
    }

    override func start() -> Observable<CoordinationResult> {
        let viewController = assembler.makeViewController(navigator: self)
        self.viewController = viewController
        let screen = presentation.show(viewController, from: rootViewController)

        // This scene reports no result: its flow ends when the user leaves its screen.
        return screen.untilLeft()
    }
}

// MARK: - OrdersNavigatorType

extension OrdersNavigator: @MainActor OrdersNavigatorType {
    @discardableResult
    func openProduct(_ value: Int) -> Observable<ProductCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = ProductNavigator(rootViewController: presenter, productID: value, dependencies: dependencies)
        return coordinate(to: child)
    }
}
