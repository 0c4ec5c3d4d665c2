// Created by scaffold from Specs/Coupons.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Coupons scene its assembler builds, and leads its outputs to other scenes.
@MainActor
final class CouponsNavigator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any CouponsDependencies
    private let assembler: CouponsAssembler
    /// The screen this scene shows, which child scenes are presented from.
    private weak var viewController: UIViewController?

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .push,
        dependencies: any CouponsDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
        assembler = CouponsAssembler(dependencies: dependencies)
    }

    override func start() -> Observable<CoordinationResult> {
        let viewController = assembler.makeViewController(navigator: self)
        self.viewController = viewController
        let screen = presentation.show(viewController, from: rootViewController)

        // This scene reports no result: its flow ends when the user leaves its screen.
        return screen.untilLeft()
    }
}

// MARK: - CouponsNavigatorType

extension CouponsNavigator: @MainActor CouponsNavigatorType {
    @discardableResult
    func pick(_ value: Int) -> Observable<ProductCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = ProductNavigator(rootViewController: presenter, productID: value, dependencies: dependencies)
        return coordinate(to: child)
    }
}
