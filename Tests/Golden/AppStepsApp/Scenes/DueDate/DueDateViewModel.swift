// Created by scaffold from Specs/DueDate.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import RxRelay
import RxSwift

/// Picks a task's due date.
final class DueDateViewModel {
    var inputs: any DueDateViewModelInputsType { self }
    var outputs: any DueDateViewModelOutputsType { self }

    // MARK: - Inputs

    let close = PublishSubject<Void>()

    // MARK: - Outputs

    let didClose: Observable<Void>

    // MARK: - Arguments

    private let day: Int
    private let month: Int

    /// Keeps the binding of the route steps to `steps` alive as long as the view model lives.
    private let disposeBag = DisposeBag()

    // MARK: - Steps

    /// What the view model asks DueDateFlow to show: RxFlow's `Stepper` requirement.
    let steps = PublishRelay<Step>()

    // MARK: - Init

    init(day: Int, month: Int) {
        self.day = day
        self.month = month

        // TODO: derive every output from the inputs; all bindings live here.
        self.didClose = .empty()

        // The steps of the spec's routes and result, which DueDateFlow follows.
        routeSteps.bind(to: steps).disposed(by: disposeBag)
    }
}

// MARK: - Conformances

extension DueDateViewModel:
    DueDateViewModelType,
    DueDateViewModelInputsType,
    DueDateViewModelOutputsType
{}
