// Created by scaffold from Specs/Services/CartService.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// The app's one CartService, created by `AppDependencies` and shared by every scene that lists it.
struct CartService: CartServiceType {
    func add(productID: Int) -> Completable {
        // TODO: implement `add`.
        .error(NotImplemented("CartService.add(productID:)"))
    }

    func remove(productID: Int) -> Completable {
        // TODO: implement `remove`.
        .error(NotImplemented("CartService.remove(productID:)"))
    }

    func count() -> Observable<Int> {
        // TODO: implement `count`.
        .error(NotImplemented("CartService.count()"))
    }
}
