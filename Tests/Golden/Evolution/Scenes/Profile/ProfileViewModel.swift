// Created by scaffold from Specs/Profile.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift

/// Shows the signed-in user and lets them change their name.
final class ProfileViewModel {
    var inputs: any ProfileViewModelInputsType { self }
    var outputs: any ProfileViewModelOutputsType { self }

    // MARK: - Inputs

    let rename: AnyObserver<String>
    let signOut: AnyObserver<Void>
    let close: AnyObserver<Void>

    // MARK: - Outputs

    let name: Driver<String>
    let isSaving: Driver<Bool>
    let didSignOut: Driver<Void>
    let didClose: Driver<Void>

    // MARK: - Dependencies

    private let userService: any UserServiceType
    private let analyticsService: any AnalyticsServiceType

    // MARK: - Init

    init(userService: any UserServiceType, analyticsService: any AnalyticsServiceType) {
        self.userService = userService
        self.analyticsService = analyticsService

        let renameSubject = PublishSubject<String>()
        self.rename = renameSubject.asObserver()
        let signOutSubject = PublishSubject<Void>()
        self.signOut = signOutSubject.asObserver()
        let closeSubject = PublishSubject<Void>()
        self.close = closeSubject.asObserver()

        // TODO: derive every output from the inputs; all bindings live here.
        self.name = .empty()
        self.isSaving = .empty()
        self.didSignOut = .empty()
        self.didClose = .empty()
    }
}

// MARK: - Conformances

extension ProfileViewModel:
    ProfileViewModelType,
    ProfileViewModelInputsType,
    ProfileViewModelOutputsType
{}
