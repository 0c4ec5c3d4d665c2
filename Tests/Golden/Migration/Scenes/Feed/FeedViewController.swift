// Created by scaffold from Specs/Feed.yml. Yours to edit: scaffold only merges spec changes into it.

import Action
import RxCocoa
import RxSwift
import UIKit

/// Shows the Feed screen and binds it to its view model.
final class FeedViewController: UIViewController {
    private let viewModel: any FeedViewModelProtocol
    private let disposeBag = DisposeBag()

    init(viewModel: any FeedViewModelProtocol) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "FeedViewController is created in code with its view model")
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
        // button.rx.tap.bind(to: viewModel.input.refresh).disposed(by: disposeBag)
        // selectArticle: bind an Observable<String> to viewModel.input.selectArticle
        // button.rx.action = viewModel.actions.markAllRead
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        viewModel.output.titles
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, titles in
                // TODO: show `titles` ([String]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.actions.markAllRead.executing
            .asDriver(onErrorJustReturn: false)
            .drive(with: self) { owner, isExecuting in
                // TODO: show through `owner` that `markAllRead` runs while `isExecuting` is true (an activity indicator).
            }
            .disposed(by: disposeBag)

        viewModel.actions.markAllRead.underlyingError
            .asSignal(onErrorSignalWith: .empty())
            .emit(with: self) { owner, error in
                // TODO: show through `owner` why `markAllRead` failed (`error`).
            }
            .disposed(by: disposeBag)
    }
}
