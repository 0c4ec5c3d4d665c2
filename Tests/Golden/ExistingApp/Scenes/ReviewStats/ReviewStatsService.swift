// Created by scaffold from Specs/ReviewStats.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Does the work the ReviewStats view model asks for: network, storage, formatting.
struct ReviewStatsService: ReviewStatsServiceType {
    func averageRating(productID: Int) -> Single<Double> {
        // TODO: implement `averageRating`.
        .error(NotImplemented("ReviewStatsService.averageRating(productID:)"))
    }
}
