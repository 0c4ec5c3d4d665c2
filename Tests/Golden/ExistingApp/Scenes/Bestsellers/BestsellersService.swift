// Created by scaffold from Specs/Bestsellers.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Does the work the Bestsellers view model asks for: network, storage, formatting.
struct BestsellersService: BestsellersServiceType {
    func ranking(category: String) -> Single<[Int]> {
        // TODO: implement `ranking`.
        .error(NotImplemented("BestsellersService.ranking(category:)"))
    }
}
