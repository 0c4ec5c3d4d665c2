// Created by scaffold from Specs/SavedSearches.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the SavedSearches scene its assembler builds, and leads its outputs to other scenes.
@MainActor
final class SavedSearchesNavigator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any SavedSearchesDependencies
    private let assembler: SavedSearchesAssembler
    /// The screen this scene shows, which child scenes are presented from.
    private weak var viewController: UIViewController?

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .push,
        dependencies: any SavedSearchesDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
        assembler = SavedSearchesAssembler(dependencies: dependencies)
    }

    override func start() -> Observable<CoordinationResult> {
        let viewController = assembler.makeViewController(navigator: self)
        self.viewController = viewController
        let screen = presentation.show(viewController, from: rootViewController)

        // This scene reports no result: its flow ends when the user leaves its screen.
        return screen.untilLeft()
    }
}

// MARK: - SavedSearchesNavigatorType

extension SavedSearchesNavigator: @MainActor SavedSearchesNavigatorType {
    @discardableResult
    func selectProduct(_ value: Int) -> Observable<ProductCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = ProductNavigator(rootViewController: presenter, productID: value, dependencies: dependencies)
        return coordinate(to: child)
    }

    @discardableResult
    func tapAccount() -> Observable<Void> {
        let presenter = viewController ?? rootViewController
        let child = AccountNavigator(rootViewController: presenter, dependencies: dependencies)
        return coordinate(to: child)
    }
}
