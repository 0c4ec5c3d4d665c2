// Created by scaffold from Specs/Release.yml. This file is yours: scaffold never overwrites it.

import RxSwift

/// Does the work the Release view model asks for: network, storage, formatting.
struct ReleaseService: ReleaseServiceType {
    func related(to single: Single) -> RxSwift.Single<[Single]> {
        // TODO: implement `related`.
        .error(NotImplemented("ReleaseService.related(to:)"))
    }
}
