// Created by scaffold from Specs/Services/AnalyticsService.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// The app's one AnalyticsService, created by `AppDependencies` and shared by every scene that lists it.
struct AnalyticsService: AnalyticsServiceType {
    func track(event: String, properties: [String: String]) -> Completable {
        // TODO: implement `track`.
        .error(NotImplemented("AnalyticsService.track(event:properties:)"))
    }

    func flush() -> Completable {
        // TODO: implement `flush`.
        .error(NotImplemented("AnalyticsService.flush()"))
    }
}
