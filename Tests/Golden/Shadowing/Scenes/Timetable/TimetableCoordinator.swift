// Created by scaffold from Specs/Timetable.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Builds the Timetable scene, shows it, and leads its outputs to other scenes.
@MainActor
final class TimetableCoordinator: BaseCoordinator<TimetableCoordinationResult> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation

    init(rootViewController: UIViewController, presentation: ScenePresentation = .modalInNavigation) {
        self.rootViewController = rootViewController
        self.presentation = presentation
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = TimetableViewModel()
        let viewController = TimetableViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        viewModel.outputs.openRelease.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self, weak viewController] value -> Observable<ReleaseCoordinationResult> in
                guard let self, let viewController else { return .empty() }
                let child = ReleaseCoordinator(rootViewController: viewController, single: value)
                return self.coordinate(to: child)
            }
            .subscribe(onNext: { _ in
                // TODO: react to how Release finished.
            })
            .disposed(by: disposeBag)

        let finishedResult = viewModel.outputs.didFinish.asObservable()
            .map { CoordinationResult.finished($0) }
        return screen.result(of: Observable.merge(finishedResult))
    }
}
