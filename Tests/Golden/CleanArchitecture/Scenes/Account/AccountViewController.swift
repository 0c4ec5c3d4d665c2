// Created by scaffold from Specs/Account.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Account screen and binds it to its view model.
final class AccountViewController: UIViewController {
    private let viewModel: any AccountViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any AccountViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "AccountViewController is created in code with its view model")
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
        // viewModel.inputs.tapOrders()
        // viewModel.inputs.reorder(productID: /* Int */)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        viewModel.outputs.name
            .drive(with: self) { owner, name in
                // TODO: show `name` (String) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
