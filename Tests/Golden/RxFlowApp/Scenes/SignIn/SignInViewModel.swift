// Created by scaffold from Specs/SignIn.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import RxRelay
import RxSwift

/// Signs the user in.
final class SignInViewModel {
    var inputs: any SignInViewModelInputsType { self }
    var outputs: any SignInViewModelOutputsType { self }

    // MARK: - Inputs

    let submit: AnyObserver<String>
    let cancel: AnyObserver<Void>

    // MARK: - Outputs

    let signedIn: Observable<String>
    let didCancel: Observable<Void>

    /// Keeps the binding of the route steps to `steps` alive as long as the view model lives.
    private let disposeBag = DisposeBag()

    // MARK: - Steps

    /// What the view model asks SignInFlow to show: RxFlow's `Stepper` requirement.
    let steps = PublishRelay<Step>()

    // MARK: - Init

    init() {
        let submitSubject = PublishSubject<String>()
        self.submit = submitSubject.asObserver()
        let cancelSubject = PublishSubject<Void>()
        self.cancel = cancelSubject.asObserver()

        // TODO: derive every output from the inputs; all bindings live here.
        self.signedIn = .empty()
        self.didCancel = .empty()
        // TODO: accept AppStep.signInFinished(.later) on steps when the scene is done.

        // The steps of the spec's routes and result, which SignInFlow follows.
        routeSteps.bind(to: steps).disposed(by: disposeBag)
    }
}

// MARK: - Conformances

extension SignInViewModel:
    SignInViewModelType,
    SignInViewModelInputsType,
    SignInViewModelOutputsType
{}
