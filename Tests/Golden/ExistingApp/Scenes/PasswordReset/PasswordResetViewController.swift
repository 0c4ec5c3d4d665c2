// Created by scaffold from Specs/PasswordReset.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the PasswordReset screen and binds it to its view model.
final class PasswordResetViewController: UIViewController {
    private let viewModel: any PasswordResetViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any PasswordResetViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "PasswordResetViewController is created in code with its view model")
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
        // button.rx.tap.bind(to: viewModel.inputs.send).disposed(by: disposeBag)
        // button.rx.tap.bind(to: viewModel.inputs.tapBack).disposed(by: disposeBag)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        viewModel.outputs.status
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, status in
                // TODO: show `status` (String) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
