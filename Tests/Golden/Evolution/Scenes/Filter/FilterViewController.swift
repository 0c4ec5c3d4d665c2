// Created by scaffold from Specs/Filter.yml. Yours to edit: scaffold only merges spec changes into it.

import Action
import RxCocoa
import RxSwift
import UIKit

/// Shows the Filter screen and binds it to its view model.
final class FilterViewController: UIViewController {
    private let viewModel: any FilterViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any FilterViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "FilterViewController is created in code with its view model")
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
        // filterButtonEvents: bind an Observable<Int> to viewModel.inputs.filterButtonEvents
        // filterSelectionEvent: bind an Observable<Int> to viewModel.inputs.filterSelectionEvent
        // button.rx.tap.bind(to: viewModel.inputs.pickLanguage).disposed(by: disposeBag)
        // minimumStars: bind an Observable<Int> to viewModel.inputs.minimumStars
        // button.rx.tap.bind(to: viewModel.inputs.apply).disposed(by: disposeBag)
        // button.rx.tap.bind(to: viewModel.inputs.dismiss).disposed(by: disposeBag)
        // button.rx.tap.bind(to: viewModel.inputs.reset).disposed(by: disposeBag)
        // button.rx.tap.bind(to: viewModel.inputs.tapSearch).disposed(by: disposeBag)
        // viewModel.actions.loadFilters.execute(/* input */)
        // button.rx.action = viewModel.actions.save
        // button.rx.action = viewModel.actions.clear
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        // `showLanguagePicker` leads to other scenes through FilterCoordinator: subscribing starts it.
        // `didApply`, `didDismiss` and `didReset` are handled by FilterCoordinator.
        viewModel.outputs.currentFilter
            .drive(with: self) { owner, currentFilter in
                print(currentFilter)
            }
            .disposed(by: disposeBag)

        viewModel.outputs.shouldShowFilter
            .drive(with: self) { owner, shouldShowFilter in
                // TODO: show `shouldShowFilter` (Bool) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.summary
            .drive(with: self) { owner, summary in
                // TODO: show `summary` ([String: Int]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.showLanguagePicker
            .drive()
            .disposed(by: disposeBag)

        viewModel.outputs.state
            .drive(onNext: { [weak self] state in
                self?.render(state)
            })
            .disposed(by: disposeBag)

        viewModel.actions.loadFilters.executing
            .asDriver(onErrorJustReturn: false)
            .drive(with: self) { owner, isExecuting in
                // TODO: show through `owner` that `loadFilters` runs while `isExecuting` is true (an activity indicator).
            }
            .disposed(by: disposeBag)

        viewModel.actions.loadFilters.underlyingError
            .asSignal(onErrorSignalWith: .empty())
            .emit(with: self) { owner, error in
                // TODO: show through `owner` why `loadFilters` failed (`error`).
            }
            .disposed(by: disposeBag)

        viewModel.actions.save.executing
            .asDriver(onErrorJustReturn: false)
            .drive(with: self) { owner, isExecuting in
                // TODO: show through `owner` that `save` runs while `isExecuting` is true (an activity indicator).
            }
            .disposed(by: disposeBag)

        viewModel.actions.save.underlyingError
            .asSignal(onErrorSignalWith: .empty())
            .emit(with: self) { owner, error in
                // TODO: show through `owner` why `save` failed (`error`).
            }
            .disposed(by: disposeBag)

        viewModel.actions.clear.executing
            .asDriver(onErrorJustReturn: false)
            .drive(with: self) { owner, isExecuting in
                // TODO: show through `owner` that `clear` runs while `isExecuting` is true (an activity indicator).
            }
            .disposed(by: disposeBag)

        viewModel.actions.clear.underlyingError
            .asSignal(onErrorSignalWith: .empty())
            .emit(with: self) { owner, error in
                // TODO: show through `owner` why `clear` failed (`error`).
            }
            .disposed(by: disposeBag)
    }

    /// Updates the screen for a new state.
    private func render(_ state: FilterState) {
        switch state {
        case .hidden:
            // TODO: show the `hidden` state.
            break
        case .choosing(let value):
            // TODO: show the `choosing` state with `value` (Int).
            _ = value
        case .applying(let value):
            // TODO: show the `applying` state with `value` ([String: Int]).
            _ = value
        }
    }
}
