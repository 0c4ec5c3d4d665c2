// Created by scaffold from Specs/Search.yml. This file is yours: scaffold never overwrites it.

import RxSwift

/// Does the work the Search view model asks for: network, storage, formatting.
struct SearchService: SearchServiceType {
    func search(query: String, page: Int) -> Single<[Repository]> {
        // TODO: implement `search`.
        .error(NotImplemented("SearchService.search(query:page:)"))
    }
}
