// Created by scaffold from Specs/Timetable.yml. Yours to edit: scaffold only merges spec changes into it.

import Action
import RxCocoa
import RxSwift
import UIKit

/// Shows the Timetable screen and binds it to its view model.
final class TimetableViewController: UIViewController {
    private let viewModel: any TimetableViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any TimetableViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "TimetableViewController is created in code with its view model")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bindInputs()
        bindOutputs()
    }

    /// Sends the user's events to the view model.
    private func bindInputs() {
        // TODO: connect the screen's controls, for example:
        // selectEvent: bind an Observable<Event> to viewModel.inputs.selectEvent
        // button.rx.tap.bind(to: viewModel.inputs.reload).disposed(by: disposeBag)
        // viewModel.actions.book.execute(/* input */)
        // viewModel.actions.dispatch.execute(/* input */)
        // button.rx.action = viewModel.actions.refresh
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        // `openRelease` and `didFinish` are handled by TimetableCoordinator.
        viewModel.outputs.events
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, events in
                // TODO: show `events` ([Event]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.nextDriver
            .drive(with: self) { owner, nextDriver in
                // TODO: show `nextDriver` (Driver) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.isLoading
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, isLoading in
                // TODO: show `isLoading` (Bool) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.failure
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, failure in
                // TODO: show `failure` (String) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.state
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] state in
                self?.render(state)
            })
            .disposed(by: disposeBag)

        viewModel.actions.book.executing
            .asDriver(onErrorJustReturn: false)
            .drive(with: self) { owner, isExecuting in
                // TODO: show through `owner` that `book` runs while `isExecuting` is true (an activity indicator).
            }
            .disposed(by: disposeBag)

        viewModel.actions.book.underlyingError
            .asSignal(onErrorSignalWith: .empty())
            .emit(with: self) { owner, error in
                // TODO: show through `owner` why `book` failed (`error`).
            }
            .disposed(by: disposeBag)

        viewModel.actions.dispatch.executing
            .asDriver(onErrorJustReturn: false)
            .drive(with: self) { owner, isExecuting in
                // TODO: show through `owner` that `dispatch` runs while `isExecuting` is true (an activity indicator).
            }
            .disposed(by: disposeBag)

        viewModel.actions.dispatch.underlyingError
            .asSignal(onErrorSignalWith: .empty())
            .emit(with: self) { owner, error in
                // TODO: show through `owner` why `dispatch` failed (`error`).
            }
            .disposed(by: disposeBag)

        viewModel.actions.refresh.executing
            .asDriver(onErrorJustReturn: false)
            .drive(with: self) { owner, isExecuting in
                // TODO: show through `owner` that `refresh` runs while `isExecuting` is true (an activity indicator).
            }
            .disposed(by: disposeBag)

        viewModel.actions.refresh.underlyingError
            .asSignal(onErrorSignalWith: .empty())
            .emit(with: self) { owner, error in
                // TODO: show through `owner` why `refresh` failed (`error`).
            }
            .disposed(by: disposeBag)
    }

    /// Updates the screen for a new state.
    private func render(_ state: TimetableState) {
        switch state {
        case .idle:
            // TODO: show the `idle` state.
            break
        case .showing(let event):
            // TODO: show the `showing` state with `event` (Event).
            _ = event
        }
    }
}
