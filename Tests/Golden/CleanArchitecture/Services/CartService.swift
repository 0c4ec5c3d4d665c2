// Created by scaffold from Specs/Services/CartService.yml. This file is yours: scaffold never overwrites it.

import Foundation
import RxSwift

/// The app's one CartService, created by `AppDependencies` and shared by every scene that lists it.
struct CartService: CartServiceType {

    func add(productID: Int) -> Completable {
        // TODO: implement `add`.
        .never()
    }

    func remove(productID: Int) -> Completable {
        // TODO: implement `remove`.
        .never()
    }

    func count() -> Observable<Int> {
        // TODO: implement `count`.
        .never()
    }
}
