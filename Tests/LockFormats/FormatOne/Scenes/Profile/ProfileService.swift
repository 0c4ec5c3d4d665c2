// Created by scaffold from Specs/Profile.yml. This file is yours: scaffold never overwrites it.

import RxSwift

/// Does the work the Profile view model asks for: network, storage, formatting.
struct ProfileService: ProfileServiceType {
    func loadName() -> Single<String> {
        // TODO: implement `loadName`.
        .error(NotImplemented("ProfileService.loadName()"))
    }
}
