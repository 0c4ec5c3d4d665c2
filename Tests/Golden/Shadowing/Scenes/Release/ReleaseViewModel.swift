// Created by scaffold from Specs/Release.yml. Yours to edit: scaffold only merges spec changes into it.

import Action
import RxCocoa
import RxRelay
import RxSwift

/// A release with its related singles.
final class ReleaseViewModel: ViewModelType {
    // MARK: - Arguments

    private let single: Single

    // MARK: - Relays

    private let rating = BehaviorRelay<Int>(value: 0)

    // MARK: - Dependencies

    private weak var coordinator: (any ReleaseCoordinatorType)?
    private let releaseService: any ReleaseServiceType

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
        // TODO: derive every output from the input and releaseService; all bindings live here.
        // TODO: call coordinator?.finishClosed() where the scene is done.
        // TODO: do the work of `share`.
        return Output(
            title: .empty(),
            related: .empty(),
            rating: rating.asDriver(),
            driver: .empty(),
            share: Action::Action { _ in .empty() }
        )
    }
}
