// Created by scaffold from Specs/Search.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Does the work the Search view model asks for: network, storage, formatting.
struct SearchService: SearchServiceType {
    func search(query: String, page: Int) -> Single<[Repository]> {
        // TODO: implement `search`.
        .error(NotImplemented("SearchService.search(query:page:)"))
    }
}
