// Created by scaffold from Specs/Login.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Does the work the Login view model asks for: network, storage, formatting.
struct AuthService: AuthServiceType {
    func login(email: String, password: String) -> Single<User> {
        // TODO: implement `login`.
        .error(NotImplemented("AuthService.login(email:password:)"))
    }

    func resetPassword(email: String) -> Completable {
        // TODO: implement `resetPassword`.
        .error(NotImplemented("AuthService.resetPassword(email:)"))
    }

    func currentUser() -> Maybe<User> {
        // TODO: implement `currentUser`.
        .error(NotImplemented("AuthService.currentUser()"))
    }
}
