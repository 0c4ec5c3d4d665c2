// Created by scaffold from Specs/Timetable.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Does the work the Timetable view model asks for: network, storage, formatting.
struct TimetableService: TimetableServiceType {
    func events(on day: Int) -> RxSwift.Single<[Event]> {
        // TODO: implement `events`.
        .error(NotImplemented("TimetableService.events(on:)"))
    }

    func driver(for event: Event) -> Maybe<Driver> {
        // TODO: implement `driver`.
        .error(NotImplemented("TimetableService.driver(for:)"))
    }

    func latest() -> Observable<Single> {
        // TODO: implement `latest`.
        .error(NotImplemented("TimetableService.latest()"))
    }

    func cancel(event: Event) -> Completable {
        // TODO: implement `cancel`.
        .error(NotImplemented("TimetableService.cancel(event:)"))
    }

    func cachedSingles() -> [Single] {
        // TODO: implement `cachedSingles`.
        []
    }
}
