// Created by scaffold from Specs/SignUp.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Builds the SignUp scene, shows it, and leads its outputs to other scenes.
@MainActor
final class SignUpCoordinator: BaseCoordinator<SignUpCoordinationResult> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any SignUpDependencies
    /// The screen this scene shows, which child scenes are presented from.
    private weak var viewController: UIViewController?
    /// How the scene finished, emitted by the `finish` methods the view model calls.
    private let resultSubject = PublishSubject<CoordinationResult>()

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .modalInNavigation,
        dependencies: any SignUpDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewController = SignUpViewController(makeViewModel: { input in
            SignUpViewModel(input: input, coordinator: self, analyticsService: self.dependencies.analyticsService)
        })
        self.viewController = viewController
        let screen = presentation.show(viewController, from: rootViewController)

        return screen.result(of: resultSubject.asObservable())
    }
}

// MARK: - SignUpCoordinatorType

extension SignUpCoordinator: @MainActor SignUpCoordinatorType {
    func finishSignedUp(_ value: User) {
        resultSubject.onNext(.signedUp(value))
    }
}
