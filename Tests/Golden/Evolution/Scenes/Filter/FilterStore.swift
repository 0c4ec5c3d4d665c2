// Created by scaffold from Specs/Filter.yml. Yours to edit: scaffold only merges spec changes into it.

import Foundation
import RxSwift

/// Does the work the Filter view model asks for: network, storage, formatting.
struct FilterStore: FilterStoreType {
    func savedFilter() -> Maybe<Int?> {
        .just(0)
    }

    func save(filter: Int, at: Date) -> Completable {
        // TODO: implement `save`.
        .error(NotImplemented("FilterStore.save(filter:at:)"))
    }

    func observeChanges() -> Observable<(old: Int, new: Int)> {
        // TODO: implement `observeChanges`.
        .error(NotImplemented("FilterStore.observeChanges()"))
    }

    func reset() -> Completable {
        // TODO: implement `reset`.
        .error(NotImplemented("FilterStore.reset()"))
    }
}
