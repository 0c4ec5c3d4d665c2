// Probe (transform convention): collects the errors of the work a view model starts and
// replays them as a Driver, another hand-written SharedSequenceConvertibleType.

import RxCocoa
import RxSwift

final class ErrorTracker: SharedSequenceConvertibleType {
    typealias SharingStrategy = DriverSharingStrategy

    private let subject = PublishSubject<Error>()

    fileprivate func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        source.asObservable().do(onError: { [subject] in subject.onNext($0) })
    }

    func asSharedSequence() -> SharedSequence<SharingStrategy, Error> {
        subject.asObservable().asDriverOnErrorJustComplete()
    }

    func asObservable() -> Observable<Error> {
        subject.asObservable()
    }

    deinit {
        subject.onCompleted()
    }
}

extension ObservableConvertibleType {
    func trackError(_ tracker: ErrorTracker) -> Observable<Element> {
        tracker.track(self)
    }
}
