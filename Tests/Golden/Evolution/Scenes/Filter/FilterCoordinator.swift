// Created by scaffold from Specs/Filter.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Builds the Filter scene, shows it, and leads its outputs to other scenes.
@MainActor
final class FilterCoordinator: BaseCoordinator<FilterCoordinationResult> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any FilterDependencies
    /// The screen this scene shows, which child scenes are presented from.
    private weak var viewController: UIViewController?

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .modalInNavigation,
        dependencies: any FilterDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = FilterViewModel(coordinator: self, userService: dependencies.userService)
        let viewController = FilterViewController(viewModel: viewModel)
        self.viewController = viewController
        let screen = presentation.show(viewController, from: rootViewController)

        let appliedResult = viewModel.outputs.didApply.asObservable()
            .map { CoordinationResult.applied($0) }
        let dismissedResult = viewModel.outputs.didDismiss.asObservable()
            .map { CoordinationResult.dismissed }
        let resetResult = viewModel.outputs.didReset.asObservable()
            .map { CoordinationResult.reset }
        return screen.result(of: Observable.merge(appliedResult, dismissedResult, resetResult))
    }
}

// MARK: - FilterCoordinatorType

extension FilterCoordinator: @MainActor FilterCoordinatorType {
    @discardableResult
    func showLanguagePicker() -> Observable<LanguageListCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = LanguageListCoordinator(rootViewController: presenter, dependencies: dependencies)
        return coordinate(to: child)
    }

    @discardableResult
    func tapSearch() -> Observable<SearchCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = SearchCoordinator(rootViewController: presenter, dependencies: dependencies)
        return coordinate(to: child)
    }
}
