// Created by scaffold from Specs/Services/AnalyticsService.yml. This file is yours: scaffold never overwrites it.

import Foundation
import RxSwift

/// The app's one AnalyticsService, created by `AppDependencies` and shared by every scene that lists it.
struct AnalyticsService: AnalyticsServiceType {

    func track(event: String, properties: [String: String]) -> Completable {
        // TODO: implement `track`.
        .never()
    }

    func flush() -> Completable {
        // TODO: implement `flush`.
        .never()
    }
}
