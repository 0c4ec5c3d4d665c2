// Created by scaffold from Specs/Release.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Does the work the Release view model asks for: network, storage, formatting.
struct ReleaseService: ReleaseServiceType {
    func related(to single: Single) -> RxSwift.Single<[Single]> {
        // TODO: implement `related`.
        .error(NotImplemented("ReleaseService.related(to:)"))
    }
}
