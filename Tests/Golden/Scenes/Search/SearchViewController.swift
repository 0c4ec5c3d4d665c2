// Created by scaffold from Specs/Search.yml. Yours to edit: scaffold only merges spec changes into it.

import Action
import RxCocoa
import RxSwift
import UIKit

/// Shows the Search screen and binds it to its view model.
final class SearchViewController: UIViewController {
    private let viewModel: SearchViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: SearchViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "SearchViewController is created in code with its view model")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bindViewModel()
    }

    /// Feeds the screen's events to the view model and shows what it returns; every binding lives here.
    private func bindViewModel() {
        // TODO: replace each .empty() with the screen's events, for example button.rx.tap.asDriver().
        let input = SearchViewModel.Input(
            trigger: .empty(),
            query: .empty(),
            selection: .empty(),
            close: .empty()
        )
        let output = viewModel.transform(input: input)
        // TODO: button.rx.action = output.clearHistory
        // TODO: scope: bind an Observable<Int> to viewModel.scope
        // `openProfile`, `openRepository` and `didClose` lead to other scenes through SearchCoordinator: subscribing starts it.

        output.fetching
            .drive(with: self) { owner, fetching in
                // TODO: show `fetching` (Bool) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        output.resultCount.asDriver()
            .drive(with: self) { owner, resultCount in
                // TODO: show `resultCount` (Int) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        output.repositories
            .drive(with: self) { owner, repositories in
                // TODO: show `repositories` ([Repository]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        output.errorMessage
            .emit(with: self) { owner, errorMessage in
                // TODO: show `errorMessage` (String) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        output.openProfile
            .drive()
            .disposed(by: disposeBag)

        output.openRepository
            .drive()
            .disposed(by: disposeBag)

        output.didClose
            .drive()
            .disposed(by: disposeBag)

        output.clearHistory.executing
            .asDriver(onErrorJustReturn: false)
            .drive(with: self) { owner, isExecuting in
                // TODO: show through `owner` that `clearHistory` runs while `isExecuting` is true (an activity indicator).
            }
            .disposed(by: disposeBag)

        output.clearHistory.underlyingError
            .asSignal(onErrorSignalWith: .empty())
            .emit(with: self) { owner, error in
                // TODO: show through `owner` why `clearHistory` failed (`error`).
            }
            .disposed(by: disposeBag)
    }
}
