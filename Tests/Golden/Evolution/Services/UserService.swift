// Created by scaffold from Specs/Services/UserService.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// The app's one UserService, created by `AppDependencies` and shared by every scene that lists it.
struct UserService: UserServiceType {
    func currentUser() -> Maybe<User> {
        // TODO: implement `currentUser`.
        .error(NotImplemented("UserService.currentUser()"))
    }

    func observeUser() -> Observable<User> {
        // The user never changes in this sample.
        currentUser().asObservable()
    }

    func updateName(name: String) -> Single<User> {
        // TODO: implement `updateName`.
        .error(NotImplemented("UserService.updateName(name:)"))
    }

    func cachedUser() -> User {
        // TODO: implement `cachedUser`.
        fatalError("`cachedUser()` is not implemented yet")
    }

    func clearCache() {
        // TODO: implement `clearCache`.
    }

    func signOut() -> Completable {
        // TODO: implement `signOut`.
        .error(NotImplemented("UserService.signOut()"))
    }
}
