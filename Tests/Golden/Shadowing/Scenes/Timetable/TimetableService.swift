// Created by scaffold from Specs/Timetable.yml. This file is yours: scaffold never overwrites it.

import Foundation
import RxSwift

/// Does the work the Timetable view model asks for: network, storage, formatting.
struct TimetableService: TimetableServiceType {

    func events(on day: Int) -> RxSwift.Single<[Event]> {
        // TODO: implement `events`.
        .never()
    }

    func driver(for event: Event) -> Maybe<Driver> {
        // TODO: implement `driver`.
        .never()
    }

    func latest() -> Observable<Single> {
        // TODO: implement `latest`.
        .never()
    }

    func cancel(event: Event) -> Completable {
        // TODO: implement `cancel`.
        .never()
    }

    func cachedSingles() -> [Single] {
        // TODO: implement `cachedSingles`.
        []
    }
}
