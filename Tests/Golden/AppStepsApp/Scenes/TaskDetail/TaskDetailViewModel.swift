// Created by scaffold from Specs/TaskDetail.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import RxRelay
import RxSwift

/// Shows one task.
final class TaskDetailViewModel {
    var inputs: any TaskDetailViewModelInputsType { self }
    var outputs: any TaskDetailViewModelOutputsType { self }

    // MARK: - Inputs

    let finish = PublishSubject<Void>()
    let dismiss = PublishSubject<Void>()

    // MARK: - Outputs

    let title: Observable<String>
    let didFinish: Observable<Task>

    // MARK: - Arguments

    private let id: Int

    /// Keeps the binding of the route steps to `steps` alive as long as the view model lives.
    private let disposeBag = DisposeBag()

    // MARK: - Steps

    /// What the view model asks TaskDetailFlow to show: RxFlow's `Stepper` requirement.
    let steps = PublishRelay<Step>()

    // MARK: - Init

    init(id: Int) {
        self.id = id

        // TODO: derive every output from the inputs; all bindings live here.
        self.title = .empty()
        self.didFinish = .empty()
        // TODO: accept AppStep.taskDetailIsDismissed on steps when the scene is done.

        // The steps of the spec's routes and result, which TaskDetailFlow follows.
        routeSteps.bind(to: steps).disposed(by: disposeBag)
    }
}

// MARK: - Conformances

extension TaskDetailViewModel:
    TaskDetailViewModelType,
    TaskDetailViewModelInputsType,
    TaskDetailViewModelOutputsType
{}
