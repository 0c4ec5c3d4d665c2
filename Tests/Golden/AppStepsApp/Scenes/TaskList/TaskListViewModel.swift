// Created by scaffold from Specs/TaskList.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxFlow
import RxRelay
import RxSwift

/// Lists the user's tasks.
final class TaskListViewModel: ViewModelType {
    /// Keeps the bindings of the route steps to `steps` alive as long as the view model lives.
    private let disposeBag = DisposeBag()

    // MARK: - Steps

    /// What the view model asks TaskListFlow to show: RxFlow's `Stepper` requirement.
    let steps = PublishRelay<Step>()

    // MARK: - Transform

    func transform(input: Input) -> Output {
        // TODO: derive every output from the input; all bindings live here.
        let openDueDate: Driver<(day: Int, month: Int)> = .empty()

        // `pickTask` steps to TaskDetail (a route of the spec).
        input.pickTask.asObservable()
            .map { value in AppStep.taskIsPicked(withId: value) }
            .bind(to: steps)
            .disposed(by: disposeBag)

        // `tapIntro` steps to Onboarding (a route of the spec).
        input.tapIntro.asObservable()
            .map { _ in AppStep.onboardingIsRequired }
            .bind(to: steps)
            .disposed(by: disposeBag)

        // `tapSettings` steps to Settings (a route of the spec).
        input.tapSettings.asObservable()
            .map { _ in AppStep.settings }
            .bind(to: steps)
            .disposed(by: disposeBag)

        // `openDueDate` steps to DueDate (a route of the spec), whether or not the screen shows it.
        openDueDate.asObservable()
            .map { value in AppStep.dueDateIsPicked(day: value.0, month: value.1) }
            .bind(to: steps)
            .disposed(by: disposeBag)

        return Output(
            tasks: .empty(),
            openDueDate: openDueDate
        )
    }
}
