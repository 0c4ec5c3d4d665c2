// Created by scaffold from Specs/SignUp.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the SignUp screen and binds it to its view model.
final class SignUpViewController: UIViewController {
    private let makeViewModel: @MainActor (SignUpViewModel.Input) -> any SignUpViewModelType
    /// Made from the screen's controls in `viewDidLoad`, and kept as long as the screen.
    private var viewModel: (any SignUpViewModelType)?
    private let disposeBag = DisposeBag()

    init(makeViewModel: @escaping @MainActor (SignUpViewModel.Input) -> any SignUpViewModelType) {
        self.makeViewModel = makeViewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "SignUpViewController is created in code with its view model")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let viewModel = makeViewModel(makeInput())
        self.viewModel = viewModel
        bindOutputs(of: viewModel)
    }

    /// The screen's events, which the view model takes in `init`.
    private func makeInput() -> SignUpViewModel.Input {
        // TODO: replace each .empty() with the screen's events, for example
        // button.rx.tap.asObservable(), textField.rx.text.orEmpty.asDriver(), button.rx.tap.asSignal().
        SignUpViewModel.Input(
            username: .empty(),
            password: .empty(),
            repeatedPassword: .empty(),
            signUpTaps: .empty()
        )
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs(of viewModel: any SignUpViewModelType) {
        // `didSignUp` leads to other scenes through SignUpCoordinator: subscribing starts it.
        viewModel.outputs.usernameMessage
            .drive(with: self) { owner, usernameMessage in
                // TODO: show `usernameMessage` (String) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.signUpEnabled
            .drive(with: self) { owner, signUpEnabled in
                // TODO: show `signUpEnabled` (Bool) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.isSigningUp
            .drive(with: self) { owner, isSigningUp in
                // TODO: show `isSigningUp` (Bool) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.didSignUp
            .emit()
            .disposed(by: disposeBag)
    }
}
