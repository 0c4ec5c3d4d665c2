// Created by scaffold from Specs/RepositoryList.yml. Yours to edit: scaffold only merges spec changes into it.

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
        // selectRepository: bind an Observable<Repository> to viewModel.inputs.selectRepository
        // button.rx.tap.bind(to: viewModel.inputs.tapSignIn).disposed(by: disposeBag)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        viewModel.outputs.repositories
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, repositories in
                // TODO: show `repositories` ([Repository]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.isSignedIn
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, isSignedIn in
                // TODO: show `isSignedIn` (Bool) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
