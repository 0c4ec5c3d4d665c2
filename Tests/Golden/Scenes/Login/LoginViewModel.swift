// Created by scaffold from Specs/Login.yml. Yours to edit: scaffold only merges spec changes into it.

import Foundation
import RxCocoa
import RxSwift

/// Signs the user in with email and password.
final class LoginViewModel {
    var inputs: any LoginViewModelInputsType { self }
    var outputs: any LoginViewModelOutputsType { self }

    // MARK: - Inputs

    private let viewDidLoadSubject = PublishSubject<Void>()
    private let typeEmailSubject = PublishSubject<String>()
    private let typePasswordSubject = PublishSubject<String>()
    private let tapSubmitSubject = PublishSubject<Void>()
    private let tapCancelSubject = PublishSubject<Void>()
    private let setPasswordManagerSubject = PublishSubject<Bool>()
    private let autofillSubject = PublishSubject<(email: String, password: String)>()

    // MARK: - Outputs

    let validInput: Observable<Bool>
    let isLoading: Observable<Bool>
    let loginSuccess: Observable<User>
    /// A message to show when signing in fails.
    let loginFailure: Signal<String>
    let didCancel: Observable<Void>

    // MARK: - Dependencies

    private let analyticsService: any AnalyticsServiceType
    private let authService: any AuthServiceType

    // MARK: - Tracking

    private let activityTracker = ActivityTracker()
    private let errorTracker = ErrorTracker()

    // MARK: - Init

    init(analyticsService: any AnalyticsServiceType, authService: any AuthServiceType = AuthService()) {
        self.analyticsService = analyticsService
        self.authService = authService

        // TODO: derive every output from the inputs and authService; all bindings live here.
        // TODO: send each request and each action's work through the trackers, then catch its error:
        // `.trackActivity(activityTracker)` makes `isLoading` true while it runs;
        // `.trackError(errorTracker)` sends why it failed to `loginFailure`.
        self.validInput = .empty()
        self.isLoading = activityTracker.asObservable()
        self.loginSuccess = .empty()
        self.loginFailure = errorTracker.map(\.localizedDescription).asSignal(onErrorSignalWith: .empty())
        self.didCancel = .empty()
    }

    // MARK: - Input methods

    func viewDidLoad() {
        viewDidLoadSubject.onNext(())
    }

    /// The email field changed.
    func typeEmail(_ value: String) {
        typeEmailSubject.onNext(value)
    }

    func typePassword(_ value: String) {
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
}

// MARK: - Conformances

extension LoginViewModel:
    LoginViewModelType,
    LoginViewModelInputsType,
    LoginViewModelOutputsType
{}
