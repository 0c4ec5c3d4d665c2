// Created by scaffold from Specs/SignUp.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Does the work the SignUp view model asks for: network, storage, formatting.
struct SignUpService: SignUpServiceType {
    func usernameAvailable(username: String) -> Single<Bool> {
        // TODO: implement `usernameAvailable`.
        .error(NotImplemented("SignUpService.usernameAvailable(username:)"))
    }

    func signUp(username: String, password: String) -> Single<User> {
        // TODO: implement `signUp`.
        .error(NotImplemented("SignUpService.signUp(username:password:)"))
    }
}
