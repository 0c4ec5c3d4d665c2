// Created by scaffold from Specs/Filter.yml. This file is yours: scaffold never overwrites it.

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
        let viewModel = FilterViewModel(coordinator: self)
        let viewController = FilterViewController(viewModel: viewModel)
        self.viewController = viewController
        presentation.show(viewController, from: rootViewController)

        let appliedResult = viewModel.outputs.didApply.asObservable()
            .map { CoordinationResult.applied($0) }
        let dismissedResult = viewModel.outputs.didDismiss.asObservable()
            .map { CoordinationResult.dismissed }
        return Observable.merge(appliedResult, dismissedResult)
            .take(1)
            .do(onNext: { [weak self, weak viewController] _ in
                guard let self, let viewController else { return }
                self.presentation.hide(viewController, from: self.rootViewController)
            })
    }
}

// MARK: - FilterCoordinatorType

extension FilterCoordinator: @MainActor FilterCoordinatorType {
    func showLanguagePicker() -> Observable<LanguageListCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = LanguageListCoordinator(rootViewController: presenter, dependencies: dependencies)
        return coordinate(to: child)
    }
}
