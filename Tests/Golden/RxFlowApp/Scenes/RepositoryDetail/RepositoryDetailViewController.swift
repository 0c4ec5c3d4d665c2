// Created by scaffold from Specs/RepositoryDetail.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the RepositoryDetail screen and binds it to its view model.
final class RepositoryDetailViewController: UIViewController {
    private let viewModel: any RepositoryDetailViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any RepositoryDetailViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "RepositoryDetailViewController is created in code with its view model")
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
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        // `openSignIn` is handled by RepositoryDetailFlow.
        viewModel.outputs.title
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, title in
                // TODO: show `title` (String) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
