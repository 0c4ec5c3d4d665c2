// Created by scaffold from Specs/SignUp.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxRelay
import RxSwift

/// Creates an account from a username and a password typed twice.
final class SignUpViewModel {
    var outputs: any SignUpViewModelOutputsType { self }

    // MARK: - Outputs

    /// Why the username cannot be used, or that it can.
    let usernameMessage: Driver<String>
    let signUpEnabled: Driver<Bool>
    var isSigningUp: Driver<Bool> { isSigningUpRelay.asDriver() }
    private let isSigningUpRelay = BehaviorRelay<Bool>(value: false)
    /// The last failure's message; nil until one happens.
    var lastError: Driver<String?> { lastErrorRelay.asDriver() }
    private let lastErrorRelay = BehaviorRelay<String?>(value: nil)
    let didSignUp: Signal<User>

    // MARK: - Dependencies

    private weak var coordinator: (any SignUpCoordinatorType)?
    private let analyticsService: any AnalyticsServiceType
    private let signUpService: any SignUpServiceType

    /// Keeps the view model's bindings into its relays alive as long as it lives.
    private let disposeBag = DisposeBag()

    // MARK: - Init

    init(
        input: Input,
        coordinator: any SignUpCoordinatorType,
        analyticsService: any AnalyticsServiceType,
        signUpService: any SignUpServiceType = SignUpService()
    ) {
        self.coordinator = coordinator
        self.analyticsService = analyticsService
        self.signUpService = signUpService

        // TODO: derive every output from the inputs and signUpService; all bindings live here.
        self.usernameMessage = .empty()
        self.signUpEnabled = .empty()
        self.didSignUp = .empty()
        // TODO: bind into isSigningUpRelay: `.bind(to: isSigningUpRelay).disposed(by: disposeBag)`
        // TODO: bind into lastErrorRelay: `.bind(to: lastErrorRelay).disposed(by: disposeBag)`
        // TODO: call coordinator?.finishSignedUp(value) when the scene is done.
        // TODO: call coordinator?.finishCancel() when the scene is done.
    }
}

// MARK: - Conformances

extension SignUpViewModel:
    SignUpViewModelType,
    SignUpViewModelOutputsType
{}
