// Created by scaffold from Specs/Release.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Builds the Release scene, shows it, and leads its outputs to other scenes.
@MainActor
final class ReleaseCoordinator: BaseCoordinator<ReleaseCoordinationResult> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let single: Single
    /// The screen this scene shows, which child scenes are presented from.
    private weak var viewController: UIViewController?
    /// How the scene finished, emitted by the `finish` methods the view model calls.
    private let resultSubject = PublishSubject<CoordinationResult>()

    init(rootViewController: UIViewController, presentation: ScenePresentation = .modalInNavigation, single: Single) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.single = single
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = ReleaseViewModel(single: single, coordinator: self)
        let viewController = ReleaseViewController(viewModel: viewModel)
        self.viewController = viewController
        let screen = presentation.show(viewController, from: rootViewController)

        return screen.result(of: resultSubject.asObservable())
    }
}

// MARK: - ReleaseCoordinatorType

extension ReleaseCoordinator: @MainActor ReleaseCoordinatorType {
    func finishClosed() {
        resultSubject.onNext(.closed)
    }
}
