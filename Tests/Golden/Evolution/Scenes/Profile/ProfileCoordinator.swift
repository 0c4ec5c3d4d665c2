// Created by scaffold from Specs/Profile.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Builds the Profile scene, shows it, and leads its outputs to other scenes.
@MainActor
final class ProfileCoordinator: BaseCoordinator<ProfileCoordinationResult> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let dependencies: any ProfileDependencies

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .modalInNavigation,
        dependencies: any ProfileDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = ProfileViewModel(
            userService: dependencies.userService,
            analyticsService: dependencies.analyticsService
        )
        let viewController = ProfileViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        let signedOutResult = viewModel.outputs.didSignOut.asObservable()
            .map { CoordinationResult.signedOut }
        let closedResult = viewModel.outputs.didClose.asObservable()
            .map { CoordinationResult.closed }
        return screen.result(of: Observable.merge(signedOutResult, closedResult))
    }
}
