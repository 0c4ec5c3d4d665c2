// Created by scaffold from Specs/SignIn.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Signs the user in with an email address and a password.
final class SignInViewModel: BaseViewModel {
    var inputs: any SignInViewModelInputsType { self }
    var outputs: any SignInViewModelOutputsType { self }

    // MARK: - Inputs

    let email = PublishSubject<String>()
    let password = PublishSubject<String>()
    /// The address the user typed when they asked for a new password.
    let forgotPassword = PublishSubject<String>()
    let tapHelp = PublishSubject<Void>()

    // MARK: - Outputs

    let canSubmit: Observable<Bool>
    let signedIn: Observable<Void>

    // MARK: - Dependencies

    private weak var coordinator: (any SignInCoordinatorType)?

    // MARK: - Init

    init(coordinator: any SignInCoordinatorType, catalogRepository: any CatalogRepository) {
        self.coordinator = coordinator

        // TODO: derive every output from the inputs; all bindings live here.
        self.canSubmit = .empty()
        self.signedIn = .empty()
        // TODO: call coordinator?.finishSignIn() when `signedIn` fires.
        // TODO: call coordinator?.showTerms() where the view model's own code leads to `showTerms`.

        super.init(repository: catalogRepository)

        // `forgotPassword` opens PasswordReset (a route of the spec).
        forgotPassword
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] value in self?.coordinator?.showPasswordReset(email: value) })
            .disposed(by: disposeBag)

        // `tapHelp` is handled by `showHelp` (a route of the spec).
        tapHelp
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] _ in self?.coordinator?.showHelp() })
            .disposed(by: disposeBag)
    }
}

// MARK: - Conformances

extension SignInViewModel:
    SignInViewModelType,
    SignInViewModelInputsType,
    SignInViewModelOutputsType
{}
