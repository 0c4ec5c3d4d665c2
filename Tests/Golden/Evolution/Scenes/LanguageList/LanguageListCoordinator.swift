// Created by scaffold from Specs/LanguageList.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Builds the LanguageList scene, shows it, and leads its outputs to other scenes.
@MainActor
final class LanguageListCoordinator: BaseCoordinator<LanguageListCoordinationResult> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any LanguageListDependencies
    /// The screen this scene shows, which child scenes are presented from.
    private weak var viewController: UIViewController?

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .modalInNavigation,
        dependencies: any LanguageListDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = LanguageListViewModel(analyticsService: dependencies.analyticsService)
        let viewController = LanguageListViewController(viewModel: viewModel, router: self)
        self.viewController = viewController
        let screen = presentation.show(viewController, from: rootViewController)

        let languageResult = viewModel.outputs.didSelectLanguage.asObservable()
            .map { CoordinationResult.language($0) }
        let cancelResult = viewModel.outputs.didCancel.asObservable()
            .map { CoordinationResult.cancel }
        return screen.result(of: Observable.merge(languageResult, cancelResult))
    }
}

// MARK: - LanguageListRouting

extension LanguageListCoordinator: LanguageListRouting {
    @discardableResult
    func tapSignUp() -> Observable<SignUpCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = SignUpCoordinator(rootViewController: presenter, dependencies: dependencies)
        return coordinate(to: child)
    }
}
