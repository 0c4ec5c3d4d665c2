// Created by scaffold from Specs/Login.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Builds the Login scene, shows it, and leads its outputs to other scenes.
@MainActor
final class LoginCoordinator: BaseCoordinator<LoginCoordinationResult> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any LoginDependencies

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .modalInNavigation,
        dependencies: any LoginDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = LoginViewModel(analyticsService: dependencies.analyticsService)
        let viewController = LoginViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        let loggedInResult = viewModel.outputs.loginSuccess.asObservable()
            .map { CoordinationResult.loggedIn($0) }
        let cancelResult = viewModel.outputs.didCancel.asObservable()
            .map { CoordinationResult.cancel }
        return screen.result(of: Observable.merge(loggedInResult, cancelResult))
    }
}
