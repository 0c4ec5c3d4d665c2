// Created by scaffold from Specs/Login.yml. Yours to edit: scaffold only merges spec changes into it.

import Foundation
import RxSwift
import RxCocoa

/// Signs the user in with email and password.
final class LoginViewModel {
    var inputs: any LoginViewModelInputsType { self }
    var outputs: any LoginViewModelOutputsType { self }
    var state: any LoginViewModelStateType { self }

    // MARK: - Inputs

    private let typeEmailSubject = PublishSubject<String>()
    private let typePasswordSubject = PublishSubject<String?>()
    private let tapSubmitSubject = PublishSubject<Void>()
    private let tapCancelSubject = PublishSubject<Void>()
    private let setPasswordManagerSubject = PublishSubject<Bool>()
    private let autofillSubject = PublishSubject<(email: String, password: String)>()
    private let tapForgotPasswordSubject = PublishSubject<Void>()
    /// Each `tapForgotPassword`, which the coordinator leads to `showPasswordReset`.
    var tapForgotPasswordEvents: Observable<Void> { tapForgotPasswordSubject.asObservable() }
    private let tapSignUpSubject = PublishSubject<Void>()
    /// Each `tapSignUp`, which the coordinator leads to SignUp.
    var tapSignUpEvents: Observable<Void> { tapSignUpSubject.asObservable() }

    // MARK: - Outputs

    let validInput: Observable<Bool>
    let isLoading: Observable<Bool>
    let loginSuccess: Observable<User>
    /// A message to show when signing in fails.
    let loginFailure: Signal<String>
    let didCancel: Observable<Void>
    let showLanguages: Observable<Void>
    let resetLinkSent: Signal<Void>

    // MARK: - Dependencies

    private let analyticsService: any AnalyticsServiceType
    private let userService: any UserServiceType
    private let authService: any AuthServiceType

    // MARK: - Tracking

    private let activityTracker = ActivityTracker()
    private let errorTracker = ErrorTracker()

    // MARK: - Init

    init(
        analyticsService: any AnalyticsServiceType,
        userService: any UserServiceType,
        authService: any AuthServiceType = AuthService()
    ) {
        self.analyticsService = analyticsService
        self.userService = userService
        self.authService = authService

        self.validInput = typeEmailSubject.map { $0.contains("@") }
        self.isLoading = activityTracker.asObservable()
        self.loginSuccess = .empty()
        self.loginFailure = errorTracker.map(\.localizedDescription).asSignal(onErrorSignalWith: .empty())
        self.didCancel = .empty()
        self.showLanguages = .empty()
        self.resetLinkSent = .empty()
    }

    // MARK: - Input methods

    /// The email field changed.
    func typeEmail(_ value: String) {
        typeEmailSubject.onNext(value)
    }

    func typePassword(_ value: String?) {
        typePasswordSubject.onNext(value)
    }

    func tapSubmit() {
        tapSubmitSubject.onNext(())
    }

    func tapCancel() {
        tapCancelSubject.onNext(())
    }

    /// Whether a password manager can fill the form.
    func setPasswordManager(isAvailable available: Bool) {
        setPasswordManagerSubject.onNext(available)
    }

    /// A password manager filled in both fields.
    func autofill(email: String, password: String) {
        autofillSubject.onNext((email: email, password: password))
    }

    func tapForgotPassword() {
        tapForgotPasswordSubject.onNext(())
    }

    func tapSignUp() {
        tapSignUpSubject.onNext(())
    }

    // MARK: - Properties

    var canSubmit: Bool {
        // TODO: compute `canSubmit`.
        false
    }

    // MARK: - Methods

    func errorMessage(for field: String) -> String? {
        // TODO: implement `errorMessage`.
        nil
    }

    private func log(_ message: String) {
        print(message)
    }
}

// MARK: - Conformances

extension LoginViewModel:
    LoginViewModelType,
    LoginViewModelInputsType,
    LoginViewModelOutputsType,
    LoginViewModelStateType
{}
