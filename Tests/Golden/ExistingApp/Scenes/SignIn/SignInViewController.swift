// Created by scaffold from Specs/SignIn.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the SignIn screen and binds it to its view model.
final class SignInViewController: UIViewController {
    private let viewModel: any SignInViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any SignInViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "SignInViewController is created in code with its view model")
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
        // email: bind an Observable<String> to viewModel.inputs.email
        // password: bind an Observable<String> to viewModel.inputs.password
        // forgotPassword: bind an Observable<String> to viewModel.inputs.forgotPassword
        // button.rx.tap.bind(to: viewModel.inputs.tapHelp).disposed(by: disposeBag)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        // `signedIn` leads to other scenes through AuthCoordinator: subscribing starts it.
        viewModel.outputs.canSubmit
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, canSubmit in
                // TODO: show `canSubmit` (Bool) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.signedIn
            .observe(on: MainScheduler.instance)
            .subscribe()
            .disposed(by: disposeBag)
    }
}
