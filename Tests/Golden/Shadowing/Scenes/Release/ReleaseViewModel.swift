// Created by scaffold from Specs/Release.yml. Yours to edit: scaffold only merges spec changes into it.

import Action
import RxCocoa
import RxRelay
import RxSwift

/// A release with its related singles.
final class ReleaseViewModel: ViewModelType {
    // MARK: - Arguments

    private let single: Single

    // MARK: - Dependencies

    private weak var coordinator: (any ReleaseCoordinatorType)?
    private let releaseService: any ReleaseServiceType

    /// Keeps the bindings into the output relays alive as long as the view model lives.
    private let disposeBag = DisposeBag()

    // MARK: - Init

    init(
        single: Single,
        coordinator: any ReleaseCoordinatorType,
        releaseService: any ReleaseServiceType = ReleaseService()
    ) {
        self.single = single
        self.coordinator = coordinator
        self.releaseService = releaseService
    }

    // MARK: - Transform

    func transform(input: Input) -> Output {
        let rating = BehaviorRelay<Int>(value: 0)
        // TODO: derive every output from the input and releaseService; all bindings live here.
        // TODO: call coordinator?.finishClosed() where the scene is done.
        // TODO: do the work of `share`.
        // TODO: bind what `rating` holds into it: `.bind(to: rating).disposed(by: disposeBag)`.
        return Output(
            title: .empty(),
            related: .empty(),
            rating: rating,
            driver: .empty(),
            share: Action::Action { _ in .empty() }
        )
    }
}
