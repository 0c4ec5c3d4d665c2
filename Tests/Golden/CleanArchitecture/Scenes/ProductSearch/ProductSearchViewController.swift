// Created by scaffold from Specs/ProductSearch.yml. Yours to edit: scaffold only merges spec changes into it.

import Action
import RxCocoa
import RxSwift
import UIKit

/// Shows the ProductSearch screen and binds it to its view model.
final class ProductSearchViewController: UIViewController {
    private let viewModel: ProductSearchViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: ProductSearchViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "ProductSearchViewController is created in code with its view model")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bindViewModel()
    }

    /// Feeds the screen's events to the view model and shows what it returns; every binding lives here.
    private func bindViewModel() {
        // TODO: send the screen's events into viewModel.input, for example:
        // viewModel.input.query.accept(/* String */)
        // button.rx.tap.bind(to: viewModel.input.refresh).disposed(by: disposeBag)
        // sortOrder: bind an Observable<Int> to viewModel.input.sortOrder
        // button.rx.tap.bind(to: viewModel.input.showCart).disposed(by: disposeBag)
        let output = viewModel.output
        // TODO: button.rx.action = output.clearHistory
        // TODO: pageSize: bind an Observable<Int> to viewModel.pageSize
        // `openProduct` and `didClose` lead to other scenes through ProductSearchNavigator: subscribing starts it.

        output.results
            .drive(with: self) { owner, results in
                // TODO: show `results` ([String]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        output.searching
            .drive(with: self) { owner, searching in
                // TODO: show `searching` (Bool) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        output.resultCount.asDriver()
            .drive(with: self) { owner, resultCount in
                // TODO: show `resultCount` (Int) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        output.errorMessage
            .emit(with: self) { owner, errorMessage in
                // TODO: show `errorMessage` (String) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        output.openProduct
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
