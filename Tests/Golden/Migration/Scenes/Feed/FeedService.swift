// Created by scaffold from Specs/Feed.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Does the work the Feed view model asks for: network, storage, formatting.
struct FeedService: FeedServiceType {
    func latestTitles() -> Single<[String]> {
        // TODO: implement `latestTitles`.
        .error(NotImplemented("FeedService.latestTitles()"))
    }
}
