// Created by scaffold from Specs/RepositoryList.yml. Yours to edit: scaffold only merges spec changes into it.

import Action
import Foundation
import RxCocoa
import RxSwift
import UIKit

/// Shows the RepositoryList screen and binds it to its view model.
final class RepositoryListViewController: UIViewController {
    private let viewModel: any RepositoryListViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any RepositoryListViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "RepositoryListViewController is created in code with its view model")
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
        // setCurrentLanguage: bind an Observable<String> to viewModel.inputs.setCurrentLanguage
        // button.rx.tap.bind(to: viewModel.inputs.chooseLanguage).disposed(by: disposeBag)
        // button.rx.tap.bind(to: viewModel.inputs.chooseFilter).disposed(by: disposeBag)
        // button.rx.tap.bind(to: viewModel.inputs.reload).disposed(by: disposeBag)
        // selectRepository: bind an Observable<RepositoryCellViewModel> to viewModel.inputs.selectRepository
        // button.rx.tap.bind(to: viewModel.inputs.loadNextPage).disposed(by: disposeBag)
        // viewModel.actions.refresh.execute(/* input */)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        // `showRepository`, `showLanguageList`, `showFilter`, `showProfile` and `showLogin` are handled by RepositoryListCoordinator.
        viewModel.outputs.repositories
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, repositories in
                print(repositories.count)
            }
            .disposed(by: disposeBag)

        viewModel.outputs.title
            .drive(with: self) { owner, title in
                // TODO: show `title` (String) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.alertMessage
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, alertMessage in
                // TODO: show `alertMessage` (String?) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.state
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] state in
                self?.render(state)
            })
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
    private func render(_ state: RepositoryListState) {
        switch state {
        case .idle:
            // TODO: show the `idle` state.
            break
        case .loading:
            // TODO: show the `loading` state.
            break
        case .loaded(let repositories):
            // TODO: show the `loaded` state with `repositories` ([Repository]).
            _ = repositories
        case .failed(let value):
            // TODO: show the `failed` state with `value` (String).
            _ = value
        case .empty:
            // TODO: show the `empty` state.
            break
        }
    }
}
