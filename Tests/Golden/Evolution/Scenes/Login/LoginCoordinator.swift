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
        let viewModel = LoginViewModel(
            analyticsService: dependencies.analyticsService,
            userService: dependencies.userService
        )
        let viewController = LoginViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        viewModel.outputs.showLanguages.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self, weak viewController] _ -> Observable<LanguageListCoordinationResult> in
                guard let self, let viewController else { return .empty() }
                let child = LanguageListCoordinator(rootViewController: viewController, dependencies: self.dependencies)
                return self.coordinate(to: child)
            }
            .subscribe(onNext: { _ in
                // TODO: react to how LanguageList finished.
            })
            .disposed(by: disposeBag)

        viewModel.inputs.tapSignUpEvents.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self, weak viewController] _ -> Observable<SignUpCoordinationResult> in
                guard let self, let viewController else { return .empty() }
                let child = SignUpCoordinator(rootViewController: viewController, dependencies: self.dependencies)
                return self.coordinate(to: child)
            }
            .subscribe(onNext: { _ in
                // TODO: react to how SignUp finished.
            })
            .disposed(by: disposeBag)

        viewModel.inputs.tapForgotPasswordEvents.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self, weak viewController] _ -> Observable<Void> in
                guard let self, let viewController else { return .empty() }
                return self.showPasswordReset(from: viewController)
            }
            .subscribe()
            .disposed(by: disposeBag)

        // TODO: finish with .guest where the scene decides to.

        let loggedInResult = viewModel.outputs.loginSuccess.asObservable()
            .map { CoordinationResult.loggedIn($0) }
        let cancelResult = viewModel.outputs.didCancel.asObservable()
            .map { CoordinationResult.cancel }
        return screen.result(of: Observable.merge(loggedInResult, cancelResult))
    }

    // MARK: - Handlers

    /// Where the input `tapForgotPassword` leads (`handler: showPasswordReset` in the spec): show what it needs from
    /// `presenter`, such as an alert or a share sheet. The route runs again once what this returns completes; until you
    /// write it, it does nothing.
    private func showPasswordReset(from presenter: UIViewController) -> Observable<Void> {
        // TODO: lead `tapForgotPassword` where it goes.
        return .empty()
    }
}
