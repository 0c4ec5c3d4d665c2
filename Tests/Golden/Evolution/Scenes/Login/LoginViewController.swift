// Created by scaffold from Specs/Login.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Login screen and binds it to its view model.
final class LoginViewController: UIViewController {
    private let viewModel: any LoginViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any LoginViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "LoginViewController is created in code with its view model")
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
        // viewModel.inputs.typeEmail(/* String */)
        // viewModel.inputs.typePassword(/* String? */)
        // viewModel.inputs.tapSubmit()
        // viewModel.inputs.tapCancel()
        // viewModel.inputs.setPasswordManager(isAvailable: /* Bool */)
        // viewModel.inputs.autofill(email: /* String */, password: /* String */)
        // viewModel.inputs.tapForgotPassword()
        // viewModel.inputs.tapSignUp()
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        // `loginSuccess`, `didCancel` and `showLanguages` are handled by LoginCoordinator.
        viewModel.outputs.validInput
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, validInput in
                print("valid: \(validInput)")
            }
            .disposed(by: disposeBag)

        viewModel.outputs.isLoading
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, isLoading in
                // TODO: show `isLoading` (Bool) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.loginFailure
            .emit(with: self) { owner, loginFailure in
                // TODO: show `loginFailure` (String) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.resetLinkSent
            .emit(with: self) { owner, _ in
                // TODO: show `resetLinkSent` through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
