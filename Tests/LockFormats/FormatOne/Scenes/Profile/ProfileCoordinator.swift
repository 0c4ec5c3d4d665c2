// Created by scaffold from Specs/Profile.yml. This file is yours: scaffold never overwrites it.

import RxSwift
import UIKit

/// Builds the Profile scene, shows it, and leads its outputs to other scenes.
@MainActor
final class ProfileCoordinator: BaseCoordinator<ProfileCoordinationResult> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation

    init(rootViewController: UIViewController, presentation: ScenePresentation = .modalInNavigation) {
        self.rootViewController = rootViewController
        self.presentation = presentation
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = ProfileViewModel()
        let viewController = ProfileViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        let doneResult = viewModel.outputs.name.asObservable()
            .map { _ in CoordinationResult.done }
        return screen.result(of: Observable.merge(doneResult))
    }
}
